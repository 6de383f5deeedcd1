/**
 * The addresses of the calendar's views, as The Events Calendar spells them under `/events/`:
 *
 *   /events/                          the default view (the list)
 *   /events/list/  /events/list/page/2/  /events/page/2/
 *   /events/month/  /events/month/2027-03/  /events/2027-03/
 *   /events/today/  /events/2027-03-05/
 *   /events/week/  /events/week/2027-03-01/       TEC Pro's week view (the week of that day)
 *   /events/photo/  /events/photo/page/2/         TEC Pro's photo view (a list of pictures)
 *   /events/category/{slug}/…  /events/tag/{slug}/…   each of the above, filtered
 *   /events/category/{parent}/{slug}/…                a child category's, under its ancestors' slugs
 *
 * `parseAddress` reads the part after `/events` by its shape only (`/events/2026-13/` is a month
 * address, of a month that does not exist: ./view.ts says so); anything else is no view's address
 * (`null`), left to the app's 404 and the redirects of old permalinks. `formatAddress` writes the
 * canonical spelling back.
 */

export type Taxonomy = 'category' | 'tag';
export type ViewKind = 'list' | 'month' | 'day' | 'week' | 'photo';

/** The views read by pages (the list and the photo view): their address has a page, their window is the list's. */
export const isPaged = (kind: ViewKind) => kind === 'list' || kind === 'photo';

export interface CalendarAddress {
  /**
   * A category's or a tag's archive; the slug as the path has it (percent-decoded), and for a category
   * the slugs the path puts before it (its ancestors', where the address is the canonical one).
   */
  term?: { taxonomy: Taxonomy; slug: string; parents?: string[] };
  /** `undefined`: the default view. */
  view?: ViewKind;
  /** The list's (or the photo view's) page, as written (digits). */
  page?: string;
  /** `YYYY-MM`, as written; none: this month. */
  month?: string;
  /** `YYYY-MM-DD`, as written; none: today (the week view: the week of that day). */
  day?: string;
}

/** Longer paths are no view's (and a slug is at most 200 characters). */
const MAX_REST = 700;
const PAGE = /^[0-9]{1,6}$/;
const MONTH = /^[0-9]{4}-[0-9]{2}$/;
const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function decodedSlug(raw: string): string | null {
  try {
    const slug = decodeURIComponent(raw);
    return slug !== '' && slug.length <= 200 && !slug.includes('/') ? slug : null;
  } catch {
    return null;
  }
}

/** The view a list of path segments names (after `/events` and any term), or null. */
function viewOf(segments: string[]): Omit<CalendarAddress, 'term'> | null {
  const [first, second, third, ...more] = segments;
  if (more.length > 0) return null;
  if (first === undefined) return {};
  if (first === 'list') {
    if (second === undefined) return { view: 'list' };
    return second === 'page' && third !== undefined && PAGE.test(third)
      ? { view: 'list', page: third }
      : null;
  }
  if (first === 'photo') {
    if (second === undefined) return { view: 'photo' };
    return second === 'page' && third !== undefined && PAGE.test(third)
      ? { view: 'photo', page: third }
      : null;
  }
  if (third !== undefined) return null;
  if (first === 'week') {
    if (second === undefined) return { view: 'week' };
    return DAY.test(second) ? { view: 'week', day: second } : null;
  }
  if (first === 'page')
    return second !== undefined && PAGE.test(second) ? { view: 'list', page: second } : null;
  if (first === 'month') {
    if (second === undefined) return { view: 'month' };
    return MONTH.test(second) ? { view: 'month', month: second } : null;
  }
  if (second !== undefined) return null;
  if (first === 'today') return { view: 'day' };
  if (MONTH.test(first)) return { view: 'month', month: first };
  if (DAY.test(first)) return { view: 'day', day: first };
  return null;
}

/** The address `rest` (the path after `/events`, e.g. `/category/jazz/month/`) names, or null. */
export function parseAddress(rest: string): CalendarAddress | null {
  if (rest.length > MAX_REST) return null;
  if (rest !== '' && !rest.startsWith('/')) return null;
  const segments = rest.split('/').filter((s) => s !== '');
  const [first, second] = segments;
  if (first === 'tag') {
    const slug = second === undefined ? null : decodedSlug(second);
    if (slug === null) return null;
    const view = viewOf(segments.slice(2));
    return view && { term: { taxonomy: first, slug }, ...view };
  }
  if (first === 'category') {
    // A category's slugs, then a view: as TEC's rewrite rules, the longest view that leaves a category.
    for (let end = 1; end < segments.length; end++) {
      const view = viewOf(segments.slice(end + 1));
      if (!view) continue;
      const slugs = segments.slice(1, end + 1).map(decodedSlug);
      if (slugs.some((slug) => slug === null)) return null;
      const path = slugs as string[];
      return { term: { taxonomy: first, slug: path.at(-1)!, parents: path.slice(0, -1) }, ...view };
    }
    return null;
  }
  return viewOf(segments);
}

/** The path of an address, as TEC's own links spell it (`/events/category/jazz/month/2027-03/`). */
export function formatAddress(address: CalendarAddress): string {
  const term = address.term;
  const base = term
    ? `/events/${term.taxonomy}/${[...(term.parents ?? []), term.slug].map(encodeURIComponent).join('/')}/`
    : '/events/';
  switch (address.view) {
    case undefined:
      return base;
    case 'list':
      return address.page && address.page !== '1' ? `${base}list/page/${address.page}/` : `${base}list/`;
    case 'month':
      return address.month ? `${base}month/${address.month}/` : `${base}month/`;
    case 'day':
      return address.day ? `${base}${address.day}/` : `${base}today/`;
    case 'week':
      return address.day ? `${base}week/${address.day}/` : `${base}week/`;
    case 'photo':
      return address.page && address.page !== '1' ? `${base}photo/page/${address.page}/` : `${base}photo/`;
  }
}
