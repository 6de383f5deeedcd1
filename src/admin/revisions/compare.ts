import type { RevisionTexts } from '../../events/revision-reads';
import { dateInWords, timeInWords } from '../../lib/date-words';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { EDITOR_WORDS } from '../editor/words';
import { MEDIA_WORDS } from '../media/words';
import { ADMIN_STRINGS } from '../strings';
import type { RevisionFields } from './values';
import { REVISION_WORDS } from './words';

/**
 * Two revisions side by side, field by field, as text: the status, the dates, the links and terms by
 * name, the flags, and every language's texts. Each row says whether the two differ.
 */

export interface CompareRow {
  label: string;
  /** The language of the row's values, when they are a text in one. */
  lang?: Lang;
  older: string | null;
  newer: string;
  changed: boolean;
  /** Long text (HTML, a rule's lines): kept with its line breaks. */
  long?: boolean;
}

export interface Names {
  users: ReadonlyMap<number, string>;
  terms: ReadonlyMap<number, string>;
  posts: ReadonlyMap<number, string>;
}

/** A wall time in words: the date, and the time unless the event lasts whole days. */
function when(wall: string | null, allDay: boolean, lang: Lang) {
  if (!wall) return '—';
  return allDay ? dateInWords(wall, lang) : `${dateInWords(wall, lang)}, ${timeInWords(wall, lang)}`;
}

/** The rows comparing `older` (none: `newer` alone) with `newer`, in the app's language `lang`. */
export function compareRows(
  older: RevisionFields | null,
  newer: RevisionFields,
  names: Names,
  lang: Lang,
  mainLang: Lang,
): CompareRow[] {
  const t = ADMIN_STRINGS[lang];
  const w = EDITOR_WORDS[lang];
  const r = REVISION_WORDS[lang];
  const yesNo = (value: boolean) => (value ? r.yes : r.no);
  const named = (ids: number[], map: ReadonlyMap<number, string>) =>
    ids.length === 0 ? r.none_ : ids.map((id) => map.get(id) ?? `#${id}`).join(', ');
  const fields: Array<[string, (f: RevisionFields) => string, boolean?]> = [
    [t.status, (f) => t.status1[f.status as keyof typeof t.status1] ?? f.status],
    [t.start, (f) => when(f.start_date, f.all_day, lang)],
    [t.end, (f) => when(f.end_date, f.all_day, lang)],
    [t.allDay, (f) => yesNo(f.all_day)],
    [w.timezone, (f) => f.timezone ?? r.none_],
    [t.repeat, (f) => (f.recurrence ? f.recurrence.join('\n') : r.none_), true],
    [t.venue, (f) => named(f.venue, names.posts)],
    [t.organizers, (f) => named(f.organizer, names.posts)],
    [t.categories, (f) => named(f.categories, names.terms)],
    [t.tags, (f) => named(f.tags, names.terms)],
    [t.author, (f) => names.users.get(Number(f.event_author)) ?? `#${f.event_author}`],
    [w.website, (f) => f.website || r.none_],
    [
      MEDIA_WORDS[lang].image,
      (f) => (f.image === null ? r.none_ : typeof f.image === 'number' ? `#${f.image}` : f.image),
    ],
    [w.featured, (f) => yesNo(f.featured)],
    [w.sticky, (f) => yesNo(f.sticky)],
    [w.hideFromListings, (f) => yesNo(f.hide_from_listings)],
    [w.showMap, (f) => yesNo(f.show_map)],
    [w.showMapLink, (f) => yesNo(f.show_map_link)],
  ];
  const rows: CompareRow[] = fields.map(([label, value, long]) => {
    const a = older ? value(older) : null;
    const b = value(newer);
    return { label, older: a, newer: b, changed: older !== null && a !== b, long };
  });
  const texts: Array<[keyof RevisionTexts, string, boolean?]> = [
    ['title', t.title],
    ['description', w.description, true],
    ['excerpt', w.excerpt, true],
    ['cost', w.cost],
    ['slug', r.slug],
  ];
  // The main language first, then the others the revisions have text in.
  const langs = [mainLang, ...LANGUAGES.filter((l) => l !== mainLang)].filter(
    (l) => newer.texts[l] || older?.texts[l],
  );
  for (const textLang of langs) {
    for (const [key, label, long] of texts) {
      const a = older ? (older.texts[textLang]?.[key] ?? '') : null;
      const b = newer.texts[textLang]?.[key] ?? '';
      rows.push({
        label: `${label} (${LANGUAGE_NAMES[textLang]})`,
        lang: textLang,
        older: a,
        newer: b,
        changed: older !== null && a !== b,
        long,
      });
    }
  }
  return rows;
}

/** Whether two revisions hold the same event (what a restore would change: nothing). */
export const sameFields = (a: RevisionFields, b: RevisionFields) => comparable(a) === comparable(b);

/** What a restore would bring back of `f` (not the status nor the author), in one order. */
const comparable = (f: RevisionFields) =>
  JSON.stringify([
    LANGUAGES.map((lang) => f.texts[lang] ?? null),
    f.start_date,
    f.end_date,
    f.timezone,
    f.all_day,
    f.venue,
    f.organizer,
    f.categories,
    f.tags,
    f.featured,
    f.sticky,
    f.hide_from_listings,
    f.show_map,
    f.show_map_link,
    f.website,
    f.image,
    f.recurrence,
  ]);
