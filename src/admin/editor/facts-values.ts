import { ACCESSIBILITY_KEYS } from '../../lib/accessibility';
import { LANGUAGES, type Lang } from '../../lib/languages';
import type { Values } from './form';

/**
 * The values of the editor's "Status and attendance" (./facts-section.tsx, issue 38): whether the event is still on (one click, radio buttons) with its
 * reason in each language, how it is attended with the online address and how long before the start it is
 * shown, the languages it is held in (BCP 47 tags), its accessibility and a note. Its values live in the
 * editor's flat form (./form.ts) under the names below and are sent through the same API write as the
 * rest of the editor (`factBody`, only what changed on an update); the API validates them.
 */

/** The form's name of the reason in `lang` (the main language's is `event_status_reason`). */
export const reasonName = (lang: Lang, mainLang: Lang) =>
  lang === mainLang ? 'event_status_reason' : `event_status_reason_${lang}`;
export const noteName = (lang: Lang, mainLang: Lang) =>
  lang === mainLang ? 'accessibility_note' : `accessibility_note_${lang}`;

const PLAIN = [
  'event_status',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
];

/** The section's fields in the editor's form. */
export function factFieldNames(mainLang: Lang): string[] {
  return [
    ...PLAIN,
    'accessibility',
    ...LANGUAGES.map((lang) => reasonName(lang, mainLang)),
    ...LANGUAGES.map((lang) => noteName(lang, mainLang)),
  ];
}

const MAX_TEXT = 10_000;
const text = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, MAX_TEXT) : '';
};

/** The section's values as submitted (accessibility: the keys ticked, in the vocabulary's order). */
export function factValuesOfForm(params: Record<string, unknown>, mainLang: Lang): Values {
  const values: Values = {};
  for (const name of factFieldNames(mainLang)) values[name] = text(params[name]);
  const ticked = new Set(Array.isArray(params.accessibility) ? params.accessibility : [params.accessibility]);
  values.accessibility = ACCESSIBILITY_KEYS.filter((key) => ticked.has(key)).join(',');
  values.event_languages = values.event_languages!.trim();
  return values;
}

/** The event's facts as the API read them (`texts`: the event read in each other language). */
export interface FactsOfEvent {
  event_status?: string;
  event_status_reason?: string | null;
  attendance_mode?: string | null;
  online_url?: string | null;
  online_url_visible_before?: number | null;
  event_languages?: string[];
  accessibility?: string[];
  accessibility_note?: string | null;
}

export function factValuesOfEvent(
  event: FactsOfEvent,
  texts: Partial<Record<Lang, unknown>>,
  mainLang: Lang,
): Values {
  const values: Values = {
    event_status: event.event_status ?? 'scheduled',
    attendance_mode: event.attendance_mode ?? '',
    online_url: event.online_url ?? '',
    online_url_visible_before:
      event.online_url_visible_before === null || event.online_url_visible_before === undefined
        ? ''
        : String(event.online_url_visible_before),
    event_languages: (event.event_languages ?? []).join(', '),
    accessibility: ACCESSIBILITY_KEYS.filter((key) => event.accessibility?.includes(key)).join(','),
  };
  for (const lang of LANGUAGES) {
    const read = (lang === mainLang ? event : (texts[lang] as FactsOfEvent | undefined)) ?? {};
    values[reasonName(lang, mainLang)] = read.event_status_reason ?? '';
    values[noteName(lang, mainLang)] = read.accessibility_note ?? '';
  }
  return values;
}

/**
 * The API's body for the section: everything set for a create (`base` null), only what changed for an
 * update; the other languages' reason and note under `translations`, merged into those the editor sends.
 */
export function factBody(values: Values, base: Values | null, mainLang: Lang, body: Record<string, unknown>) {
  const changed = (name: string) =>
    base === null ? (values[name] ?? '') !== '' : (values[name] ?? '') !== (base[name] ?? '');
  if (changed('event_status')) body.event_status = values.event_status || 'scheduled';
  if (changed('attendance_mode')) body.attendance_mode = values.attendance_mode || null;
  if (changed('online_url')) body.online_url = values.online_url || null;
  if (changed('online_url_visible_before')) {
    const minutes = values.online_url_visible_before ?? '';
    body.online_url_visible_before =
      minutes === '' ? null : /^\d+$/.test(minutes) ? Number(minutes) : minutes;
  }
  if (changed('event_languages'))
    body.event_languages = (values.event_languages ?? '').split(/[\s,]+/).filter(Boolean);
  if (changed('accessibility')) body.accessibility = (values.accessibility ?? '').split(',').filter(Boolean);
  const translations = (body.translations ?? {}) as Record<string, Record<string, unknown>>;
  for (const lang of LANGUAGES) {
    for (const [field, name] of [
      ['event_status_reason', reasonName(lang, mainLang)],
      ['accessibility_note', noteName(lang, mainLang)],
    ] as const) {
      if (!changed(name)) continue;
      if (lang === mainLang) body[field] = values[name] ?? '';
      else translations[lang] = { ...translations[lang], [field]: values[name] ?? '' };
    }
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return body;
}
