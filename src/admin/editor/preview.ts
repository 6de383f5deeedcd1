import type { Lang } from '../../lib/languages';
import { previewRule, type RulePreview } from '../../lib/recurrence/preview';
import type { Values } from './form';
import { recurrenceLines } from './recurrence';

/**
 * The rule a form asks for, before it is saved: the shared preview (src/lib/recurrence/preview.ts, the
 * public form's too) over the editor's repeat fields.
 */

export { PREVIEW_COUNT, type RulePreview } from '../../lib/recurrence/preview';

export function previewOf(values: Values, lang: Lang, cannot: string): RulePreview {
  return previewRule(
    recurrenceLines(values),
    {
      day: values.start_day ?? '',
      time: values.start_time ?? '',
      timezone: values.timezone ?? '',
      allDay: values.all_day === '1',
    },
    lang,
    cannot,
  );
}
