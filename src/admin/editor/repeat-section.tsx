import { weekdayInWords } from '../../lib/date-words';
import type { Lang } from '../../lib/languages';
import { Area, type Ctx, describedBy, Notes, Pick, Text } from './controls';
import { DATE_ROWS_SCRIPT, DATE_ROWS_STYLE, DateRows } from './date-rows';
import { ENDS, PRESETS, WEEKDAYS } from './recurrence';
import { PreviewSection, WallTimes } from './tools';

/** The weekdays of the form, Monday first (`index` 0), in the page's language. */
const dayName = (index: number, lang: Lang) => weekdayInWords((index + 1) % 7, lang);

/** "Repeat": presets, the days of a weekly rule, how it ends, the advanced lines; the rule in words when saved. */
export function RepeatSection({ ctx }: { ctx: Ctx }) {
  const { view, t, w } = ctx;
  const lang = view.frame.lang;
  const days = new Set((view.values.repeat_days ?? '').split(','));
  const end = view.values.repeat_end || 'never';
  const endLabel = { never: w.endsNever, count: w.endsAfter, until: w.endsOn } as const;
  return (
    <section aria-labelledby="repeat-heading" class="repeat">
      <h2 id="repeat-heading">{t.repeat}</h2>
      {view.series && (
        <div class="notice" data-series>
          <p>{w.repeats.replace('{rule}', view.series.description)}</p>
          {view.series.next.length > 0 && (
            <>
              <p>{w.nextOccurrences}</p>
              <WallTimes walls={view.series.next} lang={lang} />
            </>
          )}
        </div>
      )}
      <Pick
        ctx={ctx}
        name="repeat"
        label={t.repeat}
        choices={PRESETS.map((p) => ({ value: p, name: p === '' ? w.doesNotRepeat : w.presets[p] }))}
      />
      <fieldset>
        <legend>{w.onDays}</legend>
        <ul class="boxes days">
          {WEEKDAYS.map((code, i) => (
            <li>
              <label class="check">
                <input type="checkbox" name="repeat_days" value={code} checked={days.has(code)} />
                {dayName(i, lang)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset {...describedBy(ctx, 'repeat_end')}>
        <legend>{w.ends}</legend>
        {ENDS.map((choice) => (
          <label class="check">
            <input type="radio" name="repeat_end" value={choice} checked={end === choice} />
            {endLabel[choice]}
          </label>
        ))}
        <Text ctx={ctx} name="repeat_count" label={w.endsAfter} type="number" />
        <Text ctx={ctx} name="repeat_until" label={w.endsOn} type="date" />
        <Notes ctx={ctx} name="repeat_end" />
      </fieldset>
      <DateRows ctx={ctx} kind="skip" />
      <DateRows ctx={ctx} kind="extra" />
      <Area ctx={ctx} name="recurrence" label={w.advanced} rows={3} hint={w.advancedHint} />
      <PreviewSection ctx={ctx} />
      <style nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: DATE_ROWS_STYLE }} />
      <script nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: DATE_ROWS_SCRIPT }} />
    </section>
  );
}
