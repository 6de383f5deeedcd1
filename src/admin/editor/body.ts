import { readCost } from '../../lib/cost';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { apiMessage } from '../through-api';
import { factBody } from './facts-values';
import type { Values } from './form';
import { inlineFieldOf, inlineOrganizer, inlineVenue } from './inline-fields';
import { RECURRENCE_FIELDS, recurrenceLines } from './recurrence';
import { CURRENCY_FIELDS, FLAGS, TEXT_FIELDS, translatedName } from './values';

/** Which button sent the form: it decides the status asked for (the API decides what the caller gets). */
export type Intent = 'draft' | 'publish' | 'pending' | 'update';
export const intentOf = (value: unknown, savedStatus: string | null = null): Intent =>
  value === 'enter'
    ? enterIntent(savedStatus)
    : value === 'draft' || value === 'publish' || value === 'pending'
      ? value
      : 'update';

const LIVE = new Set(['publish', 'future', 'private']);
/** Enter in a text field (the form's hidden first button): "Save draft", or "Update" once the event is live. */
const enterIntent = (savedStatus: string | null): Intent =>
  savedStatus !== null && LIVE.has(savedStatus) ? 'update' : 'draft';

const wall = (day: string, time: string, fallback: string) => `${day} ${time || fallback}:00`;
const ids = (list: string) => (list === '' ? [] : list.split(',').map(Number));

/**
 * The API's body for `values`: everything for a create (`base` null), and for an update only what the user
 * changed since the form was rendered from `base`, so that what someone else saved meanwhile in other
 * fields stays as they left it. The main texts are written in `mainLang`, the others under `translations`.
 */
export function apiBody(values: Values, base: Values | null, intent: Intent, mainLang: Lang) {
  const changed = (...names: string[]) => base === null || names.some((n) => values[n] !== base[n]);
  const body: Record<string, unknown> = { translation_language: mainLang };
  for (const field of TEXT_FIELDS) if (changed(field)) body[field] = values[field];
  Object.assign(body, currencyBody(values, base, mainLang));
  if (changed('start_day', 'start_time', 'end_day', 'end_time', 'all_day')) {
    body.start_date = wall(values.start_day ?? '', values.start_time ?? '', '00:00');
    body.end_date = wall(values.end_day ?? '', values.end_time ?? '', '23:59');
    body.all_day = values.all_day === '1';
  }
  if (changed('timezone') && values.timezone) body.timezone = values.timezone;
  // A venue, an organizer or a category created inline goes in the event's own write (inline-fields.ts).
  const venue = inlineVenue(values);
  if (venue) body.venue = venue;
  else if (changed('venue')) body.venue = values.venue ? Number(values.venue) : 0;
  const organizer = inlineOrganizer(values);
  if (organizer) body.organizer = [...ids(values.organizers ?? ''), organizer];
  else if (changed('organizers')) body.organizer = ids(values.organizers ?? '');
  const category = values.new_category?.trim();
  if (category) body.categories = [...ids(values.categories ?? ''), category];
  else if (changed('categories')) body.categories = ids(values.categories ?? '');
  if (changed('tags'))
    body.tags = (values.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  for (const name of ['website', 'image'] as const) if (changed(name)) body[name] = values[name];
  // A library image is named by its id (a number); anything else is a URL.
  if (typeof body.image === 'string' && /^\d{1,15}$/.test(body.image.trim())) body.image = Number(body.image);
  if (base === null && body.image === '') delete body.image;
  for (const flag of FLAGS) if (changed(flag)) body[flag] = values[flag] === '1';
  if (values.author && changed('author')) body.author = Number(values.author);
  // The API clears a password given "" (API.md §2.4); a password typed beside "Remove" is not sent.
  if (base !== null && values.password_clear === '1') body.password = '';
  else if (values.password && base !== null) body.password = values.password;
  const status = intent === 'update' ? values.status : intent;
  if (status && (base === null || intent !== 'update' || changed('status'))) body.status = status;
  if (values.date && (status === 'publish' || status === 'future')) {
    body.date = `${values.date.replace('T', ' ').slice(0, 16)}:00`;
  }
  if (base === null ? values.repeat !== '' : changed(...RECURRENCE_FIELDS))
    body.recurrence = recurrenceLines(values);
  const translations: Record<string, Record<string, string>> = {};
  for (const lang of LANGUAGES) {
    if (lang === mainLang) continue;
    const names = TEXT_FIELDS.map((f) => translatedName(f, lang));
    const filled = names.some((n) => values[n] !== '');
    if (!(base === null ? filled : changed(...names) && filled)) continue;
    translations[lang] = Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, values[translatedName(f, lang)] ?? '']),
    );
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return factBody(values, base, mainLang, body);
}

/**
 * The cost's own currency: what changed (a new event: what was filled). A cost written alone reads its
 * currency from its text again (docs/api.md), so a currency of the event's own (not the one its cost text
 * names) goes with a changed cost.
 */
function currencyBody(values: Values, base: Values | null, mainLang: Lang): Record<string, string> {
  const body: Record<string, string> = {};
  const costs = ['cost', ...LANGUAGES.filter((l) => l !== mainLang).map((l) => translatedName('cost', l))];
  const costChanged = base !== null && costs.some((name) => values[name] !== base[name]);
  const read = base === null ? null : readCost(base.cost ?? '');
  const own =
    read !== null &&
    ((base?.cost_currency_symbol ?? '') !== read.symbol ||
      (base?.cost_currency_position ?? '') !== read.position);
  for (const name of CURRENCY_FIELDS) {
    const value = values[name] ?? '';
    if (base === null ? value !== '' : value !== base[name] || (costChanged && own)) body[name] = value;
  }
  return body;
}

/** The form's field for a parameter the API named in an error. */
const FIELD_OF: Record<string, string> = {
  start_date: 'start_day',
  end_date: 'end_day',
  all_day: 'start_day',
  organizer: 'organizers',
  scope: 'recurrence',
};

/** The API's error as messages per form field (`data.params`: a list of names or names → reasons). */
export function fieldErrors(body: unknown, fallback: string): Record<string, string> {
  const data = (body as { data?: { params?: unknown } } | null)?.data;
  const message = apiMessage(body);
  const params = data?.params;
  const errors: Record<string, string> = {};
  const put = (name: string, reason: string) => {
    const inline = inlineFieldOf(name, reason);
    if (inline) {
      errors[inline] = errors[inline] ? `${errors[inline]} ${reason}` : reason;
      return;
    }
    const top = name.split('.')[0] ?? name;
    const translated = /^translations\.(eu|ca|en|gl|es)\.(title|description|excerpt|cost)/.exec(name);
    const field = translated ? `${translated[2]}_${translated[1]}` : (FIELD_OF[top] ?? top);
    errors[field] = errors[field] ? `${errors[field]} ${reason}` : reason;
  };
  if (Array.isArray(params)) for (const name of params) put(String(name), fallback);
  else if (params && typeof params === 'object')
    for (const [name, reason] of Object.entries(params)) put(name, String(reason));
  if (Object.keys(errors).length === 0) errors._form = typeof message === 'string' ? message : fallback;
  return errors;
}
