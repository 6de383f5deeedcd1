/**
 * What the readers of other calendars share (docs/sources.md, "Kinds of source"): the shape of a post
 * made from a source's record, the words for a page that is not what its kind answers, and the end of
 * every read: events that ended before the run left out, the budget of events kept, only the venues,
 * organizers and terms of the events kept, and the set's totals. Pure.
 */
import { formatUtcWall, isValidTimeZone, zonedWallOfUtcWall, zonedWallToUtc } from '../lib/dates';
import { slugify } from '../lib/slug';
import type { SourceEventFields, SourcePost, SourceSet, SourceTerm, SourceVenueFields } from './model';
import { blankPost } from './model';
import { CalendarReadError, type FetchedPage, type ReadContext } from './reader';
import { keepSafeSlugs } from './slugs';

/** What a page's text looks like, for the words of a page that is not what its kind answers. */
export function shapeOfText(text: string): 'html' | 'json' | 'ical' | 'xml' | 'empty' | 'text' {
  let at = 0;
  while (at < text.length && at < 4096 && /[\s\uFEFF]/.test(text[at]!)) at++;
  const head = text.slice(at, at + 512).toLowerCase();
  if (head === '') return 'empty';
  if (head.startsWith('begin:vcalendar')) return 'ical';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.includes('<html')) return 'html';
  if (head.startsWith('<?xml') || head.startsWith('<rss') || head.startsWith('<feed')) return 'xml';
  if (head.startsWith('<')) return 'html';
  return 'text';
}

const SHAPE_WORDS = {
  html: 'a web page (HTML)',
  json: 'JSON',
  ical: 'an iCalendar feed',
  xml: 'an XML document (RSS, Atom or similar)',
  empty: 'nothing (an empty page)',
  text: 'plain text',
} as const;

/** "This address answered a web page (HTML), not <expected>." plus a hint. */
export function notExpected(page: FetchedPage, expected: string, hint = ''): CalendarReadError {
  const shape = SHAPE_WORDS[shapeOfText(page.text)];
  return new CalendarReadError(
    `${page.url} answered ${shape}, not ${expected}.${hint === '' ? '' : ` ${hint}`}`,
  );
}

/** The page's JSON, or the words of what it is instead. */
export function jsonOf(page: FetchedPage, expected: string, hint = ''): unknown {
  if (shapeOfText(page.text) !== 'json') throw notExpected(page, expected, hint);
  try {
    return JSON.parse(page.text);
  } catch {
    throw new CalendarReadError(`${page.url} answered broken JSON, not ${expected}.`);
  }
}

/** The address the editor typed, without a trailing slash, query or fragment: the base of a source's API. */
export function baseUrl(sourceUrl: string): string {
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    throw new CalendarReadError(`${sourceUrl} is not a web address (it should start with https://).`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A next page's address, kept on the origin of the page that named it. */
export function sameOriginNext(next: unknown, page: FetchedPage): string | null {
  if (typeof next !== 'string' || next === '') return null;
  let url: URL;
  try {
    url = new URL(next, page.url);
  } catch {
    throw new CalendarReadError(
      `${page.url} names a next page that is no address (${next}): reading stopped.`,
    );
  }
  if (url.origin !== new URL(page.url).origin && url.origin !== new URL(page.request.url).origin)
    throw new CalendarReadError(
      `${page.url} names its next page on another site (${url.origin}): reading stopped there.`,
    );
  return url.href;
}

/** A time zone to read a source's walls in: its own when it is one, else the run's. */
export const zoneOr = (zone: unknown, context: ReadContext) =>
  typeof zone === 'string' && zone !== '' && isValidTimeZone(zone) ? zone : context.timezone;

/** Posts and terms of one read, with provisional (negative) ids: records are named by `uid`. */
export class SetBuilder {
  private nextId = 0;
  private readonly venues = new Map<string, SourcePost>();
  private readonly organizers = new Map<string, SourcePost>();
  private readonly terms = new Map<string, SourceTerm>();
  readonly events: SourcePost[] = [];
  /** Events the reader skipped unread: ended before the run, or past its budget of events. */
  ended = 0;
  leftOut = 0;

  constructor(
    readonly set: SourceSet,
    private readonly stamp: string,
  ) {}

  newId(): number {
    return --this.nextId;
  }

  post(kind: SourcePost['kind'], uid: string, title: string): SourcePost {
    return {
      kind,
      id: this.newId(),
      uid,
      ...blankPost(),
      status: 'publish',
      dateLocal: '',
      dateUtc: null,
      modifiedUtc: this.stamp,
      title,
    };
  }

  /** A venue by its key in the source (the same key, the same venue), its fields from `fields`. */
  venue(key: string, name: string, fields: Partial<SourceVenueFields>): number {
    const found = this.venues.get(key);
    if (found) return found.id;
    const venue = this.post('venue', key, name);
    venue.venue = {
      address: '',
      city: '',
      country: '',
      province: '',
      state: '',
      zip: '',
      phone: '',
      website: '',
      stateprovince: '',
      lat: null,
      lng: null,
      showMap: true,
      showMapLink: true,
      ...fields,
    };
    this.venues.set(key, venue);
    return venue.id;
  }

  organizer(key: string, name: string, fields: { phone?: string; website?: string; email?: string }): number {
    const found = this.organizers.get(key);
    if (found) return found.id;
    const organizer = this.post('organizer', key, name);
    organizer.organizer = { phone: '', website: '', email: '', ...fields };
    this.organizers.set(key, organizer);
    return organizer.id;
  }

  /** A category or tag by name (the source's own key when it has one). */
  term(taxonomy: SourceTerm['taxonomy'], name: string, key?: string): number | null {
    const trimmed = name.trim();
    if (trimmed === '') return null;
    const slug = slugify(trimmed);
    const uid = `${taxonomy === 'post_tag' ? 'tag' : 'category'}:${key ?? (slug || trimmed)}`;
    const found = this.terms.get(uid);
    if (found) return found.id;
    const term: SourceTerm = {
      id: this.newId(),
      uid,
      taxonomy,
      parent: 0,
      name: trimmed,
      slug,
      description: '',
      permalink: '',
    };
    this.terms.set(uid, term);
    return term.id;
  }

  /**
   * Whether to read an event that ends at `endUtc` (a UTC wall): not when it ended before the run, nor
   * once the run's budget of events is spent (each counted for the set's problems).
   */
  wants(endUtc: string, context: ReadContext): boolean {
    if (endUtc < formatUtcWall(context.now)) {
      this.ended++;
      return false;
    }
    if (this.events.length >= context.maxEvents) {
      this.leftOut++;
      return false;
    }
    return true;
  }

  /** The finished set: see `finishSet`. */
  finish(context: ReadContext): SourceSet {
    this.set.posts.push(...this.events, ...this.venues.values(), ...this.organizers.values());
    this.set.terms.push(...this.terms.values());
    return finishSet(this.set, context, this.leftOut, this.ended);
  }
}

/** The fields of a timed or all-day event from its start and end instants (or walls) in `timezone`. */
export function eventTimes(
  start: { utc: string } | { local: string },
  end: { utc: string } | { local: string } | null,
  timezone: string,
  allDay: boolean,
): Pick<SourceEventFields, 'allDay' | 'startLocal' | 'endLocal' | 'startUtc' | 'endUtc' | 'timezone'> {
  const both = (at: { utc: string } | { local: string }) =>
    'utc' in at
      ? { utc: at.utc, local: zonedWallOfUtcWall(at.utc, timezone) }
      : { local: at.local, utc: formatUtcWall(zonedWallToUtc(at.local, timezone)) };
  const from = both(start);
  let to = end ? both(end) : from;
  if (to.utc < from.utc) to = from;
  if (allDay) {
    const startLocal = `${from.local.slice(0, 10)} 00:00:00`;
    const endLocal = `${to.local.slice(0, 10)} 23:59:59`;
    return {
      allDay,
      startLocal,
      endLocal,
      startUtc: formatUtcWall(zonedWallToUtc(startLocal, timezone)),
      endUtc: formatUtcWall(zonedWallToUtc(endLocal, timezone)),
      timezone,
    };
  }
  return { allDay, startLocal: from.local, endLocal: to.local, startUtc: from.utc, endUtc: to.utc, timezone };
}

/** Event fields with nothing but times, venues and organizers: the rest as a source without them gives it. */
export function plainEventFields(
  times: ReturnType<typeof eventTimes>,
  more: Partial<SourceEventFields> = {},
): SourceEventFields {
  const venueIds = more.venueIds ?? [];
  return {
    ...times,
    cost: '',
    currency: null,
    website: '',
    showMap: venueIds.length > 0,
    showMapLink: venueIds.length > 0,
    hideFromListings: false,
    sticky: false,
    featured: false,
    venueIds,
    organizerIds: [],
    postParent: 0,
    ...more,
  };
}

/**
 * The end of every read: events (and occurrences) that ended before `context.now` left out, at most
 * `context.maxEvents` events kept in the source's order (the others said in `problems`, with what the
 * reader left unread itself: `leftOutAlready` past the budget, `endedAlready` ended), only the venues, organizers and terms
 * the kept events name, totals counted, slugs made safe.
 */
export function finishSet(
  set: SourceSet,
  context: ReadContext,
  leftOutAlready = 0,
  endedAlready = 0,
): SourceSet {
  const now = formatUtcWall(context.now);
  let ended = endedAlready;
  let leftOut = leftOutAlready;
  let count = 0;
  const kept: SourcePost[] = [];
  const others: SourcePost[] = [];
  for (const post of set.posts) {
    if (post.kind !== 'event' && post.kind !== 'series') {
      others.push(post);
      continue;
    }
    if (post.kind === 'event' && post.event && post.event.endUtc < now) {
      ended++;
      continue;
    }
    if (count >= context.maxEvents) {
      leftOut++;
      continue;
    }
    count++;
    kept.push(post);
  }
  const named = new Set(
    kept.flatMap((p) => [...p.termIds, ...(p.event?.venueIds ?? []), ...(p.event?.organizerIds ?? [])]),
  );
  set.posts = [...kept, ...others.filter((p) => named.has(p.id))];
  set.terms = set.terms.filter((t) => named.has(t.id));
  if (ended > 0)
    set.problems.push({ kind: 'event', id: '', reason: `${ended} event(s) already ended: left out` });
  if (leftOut > 0)
    set.problems.push({
      kind: 'event',
      id: '',
      reason: `${leftOut} event(s) past the budget of ${context.maxEvents} events of a run: left out`,
    });
  for (const kind of ['event', 'venue', 'organizer'] as const)
    set.totals[kind] = set.posts.filter((p) => p.kind === kind).length;
  set.totals.tribe_events_cat = set.terms.filter((t) => t.taxonomy === 'tribe_events_cat').length;
  set.totals.post_tag = set.terms.filter((t) => t.taxonomy === 'post_tag').length;
  return keepSafeSlugs(set);
}

/** An ISO 8601 instant (`2026-12-07T18:00:00Z`, `…+01:00`, with fractions) as a UTC wall, or null. */
export function isoToUtcWall(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? formatUtcWall(new Date(time)) : null;
}

/** Unix seconds as a UTC wall, or null. */
export function unixToUtcWall(value: unknown): string | null {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n > 32_503_680_000) return null;
  return formatUtcWall(new Date(n * 1000));
}

/** Plain text as safe HTML (a paragraph per blank line). */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const isHttpUrl = (value: unknown): boolean =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
