import type { Lang } from '../lib/languages';
import { ca } from './words/ca';
import { en } from './words/en';
import { es } from './words/es';
import { eu } from './words/eu';
import { gl } from './words/gl';
import type { AdminStrings, Plural } from './words/types';

export type { AdminStrings, Plural } from './words/types';

/** The words of the editors' app in each language (./words/). */
export const ADMIN_STRINGS: Readonly<Record<Lang, AdminStrings>> = { eu, ca, en, gl, es };

/** `template` with each `{name}` replaced by `values[name]`. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `forms` for `count` in `lang` (its plural rule), with `{count}` and the other `values` filled in. */
export function plural(
  lang: Lang,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
) {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count });
}
