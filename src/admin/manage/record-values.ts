import { LANGUAGES, type Lang } from '../../lib/languages';
import { apiMessage } from '../through-api';
import { FIELDS, translatedFields, translatedName } from './record-fields';
import { KINDS, type RecordKind } from './records-kinds';
import { paramReasons } from './screen';

/** A record's form values by the form's names (every one a string; a checked box is `'1'`). */
export type Values = Record<string, string>;
export type ApiRecord = Record<string, unknown>;

const apiName = (kind: RecordKind, field: string) => (field === 'name' ? KINDS[kind].nameField : field);

/** A value of the API's answer as the form shows it. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'object') {
    // An image: its media library id when it has one (sent back as it was), else its URL.
    const { id, url } = value as { id?: unknown; url?: unknown };
    if (typeof id === 'number' && id > 0) return String(id);
    return typeof url === 'string' ? url : '';
  }
  return String(value);
}

/** The form's values of a record as the API answers it: `main` in the main language, `texts` in others. */
export function valuesOfRecord(
  kind: RecordKind,
  main: ApiRecord,
  texts: Partial<Record<Lang, ApiRecord>>,
  mainLang: Lang,
): Values {
  const values: Values = {};
  for (const field of FIELDS[kind]) values[field.name] = shown(main[apiName(kind, field.name)]);
  for (const lang of LANGUAGES) {
    if (lang === mainLang) continue;
    for (const field of translatedFields(kind))
      values[translatedName(field.name, lang)] = shown(texts[lang]?.[apiName(kind, field.name)]);
  }
  return values;
}

/** The form's values as sent (anything missing is empty; a box not sent is unchecked). */
export function valuesOfForm(kind: RecordKind, params: Record<string, unknown>, mainLang: Lang): Values {
  const text = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
  const values: Values = {};
  for (const field of FIELDS[kind])
    values[field.name] = field.control === 'checkbox' ? (text(field.name) ? '1' : '') : text(field.name);
  for (const lang of LANGUAGES) {
    if (lang === mainLang) continue;
    for (const field of translatedFields(kind)) {
      const name = translatedName(field.name, lang);
      values[name] = text(name);
    }
  }
  return values;
}

/**
 * The API's body: every field (the `If-Match` of the save keeps it from overwriting anyone), the main
 * texts written in `mainLang`, the other languages under `translations` (only those with text). A field
 * the API refuses empty or takes as "make one" (a slug) is left out when empty; on a create, every empty field is.
 */
export function apiBody(kind: RecordKind, values: Values, mainLang: Lang, create: boolean) {
  const body: Record<string, unknown> = { translation_language: mainLang };
  for (const field of FIELDS[kind]) {
    const value = values[field.name] ?? '';
    if (field.control === 'checkbox') body[field.name] = value === '1';
    else if (field.control === 'parent') body.parent = /^\d{1,15}$/.test(value) ? Number(value) : value || 0;
    else if (value !== '' || !(create || field.omitWhenEmpty)) body[apiName(kind, field.name)] = value;
  }
  const translations: Record<string, Record<string, string>> = {};
  for (const lang of LANGUAGES) {
    if (lang === mainLang) continue;
    const text: Record<string, string> = {};
    for (const field of translatedFields(kind)) {
      const value = values[translatedName(field.name, lang)] ?? '';
      if (value !== '') text[apiName(kind, field.name)] = value;
    }
    if (Object.keys(text).length > 0) translations[lang] = text;
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return body;
}

/** The API's error as messages per form field (`data.params`: names → reasons, or a list of names). */
export function fieldErrors(kind: RecordKind, body: unknown, status: number): Record<string, string> {
  const nameField = KINDS[kind].nameField;
  const formName = (param: string) => {
    const translated = /^translations\.(eu|ca|en|gl|es)\.(\w+)$/.exec(param);
    if (translated)
      return translatedName(
        translated[2] === nameField ? 'name' : (translated[2] ?? ''),
        translated[1] ?? '',
      );
    return param === nameField ? 'name' : param;
  };
  const fallback = apiMessage(body) ?? `HTTP ${status}`;
  const errors: Record<string, string> = {};
  for (const [param, reason] of Object.entries(paramReasons(body))) errors[formName(param)] = reason;
  const listed = (body as { data?: { params?: unknown } } | null)?.data?.params;
  if (Array.isArray(listed)) for (const param of listed) errors[formName(String(param))] = fallback;
  if (Object.keys(errors).length === 0) errors.name = fallback;
  return errors;
}
