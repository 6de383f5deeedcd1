import type { PresentedRevision, Snapshot } from '../../events/revision-reads';
import { LANGUAGES, type Lang } from '../../lib/languages';
import type { Values } from '../editor/form';
import { type ApiEvent, type TextField, valuesOfEvent } from '../editor/values';

/**
 * A revision's fields (as the API presents them, or the event now as a stored snapshot) in one shape, and
 * as the editor's form values: what a refused restore puts in the editor's merge.
 */

export type RevisionFields = Pick<
  PresentedRevision,
  | 'status'
  | 'event_author'
  | 'texts'
  | 'start_date'
  | 'end_date'
  | 'timezone'
  | 'all_day'
  | 'venue'
  | 'organizer'
  | 'categories'
  | 'tags'
  | 'featured'
  | 'sticky'
  | 'hide_from_listings'
  | 'show_map'
  | 'show_map_link'
  | 'website'
  | 'image'
  | 'recurrence'
>;

/** A stored snapshot (the event now) in the shape of a presented revision. */
export const fieldsOfSnapshot = (s: Snapshot): RevisionFields => ({
  ...s,
  event_author: String(s.author),
  all_day: s.all_day === 1,
  featured: s.featured === 1,
  sticky: s.sticky === 1,
  hide_from_listings: s.hide_from_listings === 1,
  show_map: s.show_map === 1,
  show_map_link: s.show_map_link === 1,
});

/** Fields a restore leaves as they are (docs/api.md#revisions): they keep the value of `kept`. */
const KEPT = ['status', 'author', 'date', 'password', 'password_clear'] as const;
const DATES = ['start_day', 'start_time', 'end_day', 'end_time', 'all_day', 'timezone'] as const;

/**
 * The editor's values of a revision; with `kept` (the values of the event the screen was shown with), the
 * fields a restore keeps are those. A series' template shows its next occurrence's dates in the editor, a snapshot
 * its first one's: its dates are kept too (a restore through the API moves them; the merge does not).
 */
export function valuesOfRevision(
  rev: RevisionFields,
  mainLang: Lang,
  tagNames: ReadonlyMap<number, string>,
  kept?: Values,
): Values {
  const main = rev.texts[mainLang];
  const event: ApiEvent = {
    id: 0,
    status: rev.status,
    author: rev.event_author,
    date: '',
    title: main?.title ?? '',
    description: main?.description ?? '',
    excerpt: main?.excerpt ?? '',
    cost: main?.cost ?? '',
    all_day: rev.all_day,
    start_date: rev.start_date ?? '',
    end_date: rev.end_date ?? '',
    timezone: rev.timezone ?? '',
    website: rev.website,
    image:
      rev.image === null
        ? false
        : typeof rev.image === 'number'
          ? { id: rev.image, url: '' }
          : { url: rev.image },
    featured: rev.featured,
    sticky: rev.sticky,
    hide_from_listings: rev.hide_from_listings,
    show_map: rev.show_map,
    show_map_link: rev.show_map_link,
    venue: rev.venue.map((id) => ({ id })),
    organizer: rev.organizer.map((id) => ({ id })),
    categories: rev.categories.map((id) => ({ id })),
    tags: rev.tags.map((id) => ({ name: tagNames.get(id) ?? String(id) })),
    lang: mainLang,
    translations: {},
    series: rev.recurrence ? { id: 0, recurrence: rev.recurrence } : undefined,
  };
  const texts: Partial<Record<Lang, Pick<ApiEvent, TextField>>> = {};
  for (const lang of LANGUAGES) {
    const text = rev.texts[lang];
    if (lang !== mainLang && text) texts[lang] = text;
  }
  const values = valuesOfEvent(event, texts, mainLang);
  if (!kept) return values;
  const template = rev.recurrence !== null || (kept.repeat ?? '') !== '';
  for (const name of [...KEPT, ...(template ? DATES : [])]) values[name] = kept[name] ?? '';
  return values;
}
