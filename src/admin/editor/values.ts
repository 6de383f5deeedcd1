import { LANGUAGES, type Lang } from '../../lib/languages';
import { type FactsOfEvent, factFieldNames, factValuesOfEvent, factValuesOfForm } from './facts-values';
import type { Values } from './form';
import { INLINE_FIELDS } from './inline-fields';
import { RECURRENCE_FIELDS, repeatValues, WEEKDAYS } from './recurrence';
import { dateValuesOfForm } from './repeat-dates';

/** The translatable texts, as the API names them. */
export const TEXT_FIELDS = ['title', 'description', 'excerpt', 'cost'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FLAGS = ['featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link'] as const;
const LISTS = ['organizers', 'categories'] as const;
/** The cost's own currency (`""`: read from the cost text). */
export const CURRENCY_FIELDS = ['cost_currency_symbol', 'cost_currency_position'] as const;
const PLAIN = [
  ...TEXT_FIELDS,
  ...CURRENCY_FIELDS,
  'start_day',
  'start_time',
  'end_day',
  'end_time',
  'timezone',
  'venue',
  'tags',
  'website',
  'image',
  'status',
  'date',
  'password',
  'password_clear',
  'author',
] as const;

/** The form's name for `field` in another language than the main one (`title_eu`). */
export const translatedName = (field: TextField, lang: Lang) => `${field}_${lang}`;

/** Every field of the form, the main language's texts and the other languages' ones. */
export function fieldNames(mainLang: Lang): string[] {
  const translated = LANGUAGES.filter((l) => l !== mainLang).flatMap((lang) =>
    TEXT_FIELDS.map((field) => translatedName(field, lang)),
  );
  return [
    ...PLAIN,
    ...INLINE_FIELDS,
    'all_day',
    ...FLAGS,
    ...LISTS,
    ...RECURRENCE_FIELDS,
    ...translated,
    ...factFieldNames(mainLang),
  ];
}

const MAX_FIELD = 300_000;
const asText = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, MAX_FIELD) : '';
};
const asList = (value: unknown): string =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((v): v is string => typeof v === 'string' && /^\d{1,15}$/.test(v))
    .sort((a, b) => Number(a) - Number(b))
    .join(',');

const asDays = (value: unknown): string => {
  const chosen = new Set(Array.isArray(value) ? value : [value]);
  return WEEKDAYS.filter((d) => chosen.has(d)).join(',');
};

const MAX_PICKED = 50;

/** The tags typed, with the existing tags ticked among a search's matches (`tags_pick`) added. */
function withPickedTags(typed: string, picked: unknown): string {
  const names = (Array.isArray(picked) ? picked : [picked])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .slice(0, MAX_PICKED)
    .map((v) => v.trim().slice(0, 200));
  const have = new Set(typed.split(',').map((t) => t.trim().toLowerCase()));
  const added: string[] = [];
  for (const name of names) {
    if (have.has(name.toLowerCase())) continue;
    have.add(name.toLowerCase());
    added.push(name);
  }
  return [typed.trim(), ...added].filter(Boolean).join(', ');
}

/** What the user submitted, as values (anything not a field of the form is left out). */
export function valuesOfForm(params: Record<string, unknown>, mainLang: Lang): Values {
  const values: Values = {};
  for (const name of fieldNames(mainLang)) {
    if ((LISTS as readonly string[]).includes(name)) values[name] = asList(params[name]);
    else if (name === 'repeat_days') values[name] = asDays(params[name]);
    else if (name === 'all_day' || (FLAGS as readonly string[]).includes(name))
      values[name] = params[name] === undefined ? '' : '1';
    else values[name] = asText(params[name]);
  }
  values.tags = withPickedTags(values.tags ?? '', params.tags_pick);
  Object.assign(values, dateValuesOfForm(params), factValuesOfForm(params, mainLang));
  return values;
}

/** The base a form was rendered from, as it came back in its hidden field (a bad one: none). */
export function valuesOfJson(text: unknown, mainLang: Lang): Values | null {
  if (typeof text !== 'string' || text.length > MAX_FIELD * 2) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const values: Values = {};
    for (const name of fieldNames(mainLang)) {
      const value = (parsed as Record<string, unknown>)[name];
      values[name] = typeof value === 'string' ? value : '';
    }
    return values;
  } catch {
    return null;
  }
}

/** The part of an event the API returns that the editor shows. */
export interface ApiEvent {
  id: number;
  url?: string;
  status: string;
  author: string;
  date: string;
  title: string;
  description: string;
  excerpt: string;
  cost: string;
  cost_details?: { currency_symbol: string; currency_position: string };
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  timezone: string;
  website: string;
  image: false | { url: string; id?: number };
  featured: boolean | null;
  sticky: boolean | null;
  hide_from_listings: boolean | null;
  show_map: boolean | null;
  show_map_link: boolean | null;
  venue: { id: number } | Array<{ id: number }>;
  organizer: Array<{ id: number }>;
  categories: Array<{ id: number }>;
  tags: Array<{ name: string }>;
  lang: Lang;
  translations: Partial<Record<Lang, unknown>>;
  /** A series' template or occurrence (series.md §3): the rule, its words, and which occurrence this is. */
  series?: { id: number; recurrence_id?: string; recurrence?: string[]; description?: string };
}

const ids = (items: Array<{ id: number }>) =>
  items
    .map((i) => i.id)
    .sort((a, b) => a - b)
    .join(',');

/** What is saved: the event in the main language, and the texts of each other language it has. */
export function valuesOfEvent(
  event: ApiEvent,
  texts: Partial<Record<Lang, Pick<ApiEvent, TextField>>>,
  mainLang: Lang,
): Values {
  const venues = Array.isArray(event.venue) ? event.venue : [event.venue];
  const values: Values = {
    title: event.title,
    description: event.description,
    excerpt: event.excerpt,
    cost: event.cost,
    cost_currency_symbol: event.cost_details?.currency_symbol ?? '',
    cost_currency_position: event.cost_details?.currency_position ?? '',
    start_day: event.start_date.slice(0, 10),
    start_time: event.start_date.slice(11, 16),
    end_day: event.end_date.slice(0, 10),
    end_time: event.end_date.slice(11, 16),
    all_day: event.all_day ? '1' : '',
    timezone: event.timezone,
    venue: venues[0] ? String(venues[0].id) : '',
    ...Object.fromEntries(INLINE_FIELDS.map((name) => [name, ''])),
    organizers: ids(event.organizer),
    categories: ids(event.categories),
    tags: event.tags.map((t) => t.name).join(', '),
    website: event.website,
    // A library image by its id (as the API takes it back), an image elsewhere by its URL.
    image: event.image ? (event.image.id ? String(event.image.id) : event.image.url) : '',
    status: event.status,
    date: event.status === 'future' ? event.date.slice(0, 16).replace(' ', 'T') : '',
    password: '',
    password_clear: '',
    author: event.author,
  };
  for (const flag of FLAGS) values[flag] = event[flag] ? '1' : '';
  Object.assign(
    values,
    repeatValues(event.series?.recurrence, {
      day: values.start_day ?? '',
      time: values.start_time ?? '',
      timezone: values.timezone ?? '',
      allDay: values.all_day === '1',
    }),
  );
  for (const lang of LANGUAGES) {
    if (lang === mainLang) continue;
    for (const field of TEXT_FIELDS) values[translatedName(field, lang)] = texts[lang]?.[field] ?? '';
  }
  return { ...values, ...factValuesOfEvent(event as FactsOfEvent, texts, mainLang) };
}

/** The values of a new event: the site's time zone, tomorrow 10:00–11:00. */
export function valuesOfNewEvent(timezone: string, mainLang: Lang, now = new Date()): Values {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const values: Values = Object.fromEntries(fieldNames(mainLang).map((name) => [name, '']));
  return {
    ...values,
    start_day: tomorrow,
    start_time: '10:00',
    end_day: tomorrow,
    end_time: '11:00',
    timezone,
    show_map: '1',
    show_map_link: '1',
    ...repeatValues(undefined),
  };
}

/** The fields whose values differ between `a` and `b`. */
export const differing = (a: Values, b: Values) => Object.keys(a).filter((name) => a[name] !== b[name]);
