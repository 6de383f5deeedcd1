/**
 * Any iCalendar source (Google, Outlook, another TEC site's feed) as source records: SUMMARY,
 * DESCRIPTION (the HTML alternative when there is one), DTSTART/DTEND in a TZID, UTC or floating
 * (`--tz`), all-day dates, LOCATION/GEO as venues, ORGANIZER as organizers, CATEGORIES, URL, ATTACH
 * images. A recurring event becomes a series (docs/series.md): a template with its rule, its occurrences
 * up to the horizon, and RECURRENCE-ID overrides as moved or detached occurrences. A rule series can't
 * hold is expanded (ics-recurrence.ts) into separate events linked by `post_parent` to the first, with a
 * note in the report. Records have no ids here: they are named by UID (+ RECURRENCE-ID) and get ids
 * when loaded (uids.ts), the same ones on every re-import.
 */
import ICAL from 'ical.js';
import {
  addMonthsToWall,
  formatUtcWall,
  isValidTimeZone,
  offsetString,
  utcToZonedWall,
  zonedWallOfUtcWall,
  zonedWallToUtc,
} from '../lib/dates';
import { type Expansion, expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence } from '../lib/recurrence/parse';
import { type Recurrence, RecurrenceError, type SeriesStart } from '../lib/recurrence/rule';
import { slugify } from '../lib/slug';
import { horizonFrom, occurrenceTimes, shapeOf } from '../series/times';
import { icalendarFacts } from './event-facts';
import { FeedTooCostly, IcalBudget, WALK_STEPS, withinBudget } from './ical-bounds';
import {
  expandRecurring,
  isCancelled,
  MAX_OCCURRENCES,
  type RecurringExpansion,
  sameInstantsAsFeed,
  seriesRecurrence,
} from './ics-recurrence';
import { seriesWallOf, type When, wallOf, when } from './ics-time';
import type { SourcePost, SourceSet, SourceTerm } from './model';
import { blankPost, emptySourceSet } from './model';
import { CalendarReadError } from './reader';
import { occurrenceCopy, occurrenceUid, sameContent } from './series';
import { keepSafeSlugs } from './slugs';

export interface IcsOptions {
  location: string;
  /** The zone of floating times and of events given in UTC; default the feed's X-WR-TIMEZONE, else UTC. */
  timezone?: string;
  windowMonths: number;
  now?: Date;
  /** The dates ical.js may try for the feed's event rules and for its VTIMEZONE rules (ical-bounds.ts). */
  icalSteps?: { walks: number; zones: number };
  /** The zone of floating times when neither `timezone` nor the feed's X-WR-TIMEZONE names one (else UTC). */
  defaultTimezone?: string;
  /**
   * A scheduled source's budgets (src/calendars/ical-reader.ts): events that ended before `endedBefore`
   * are left out, at most `maxEvents` events (a series' template and occurrences each count) and
   * `maxOccurrences` occurrences of one recurring event are read; what is left out is said in `problems`.
   */
  endedBefore?: Date;
  maxEvents?: number;
  maxOccurrences?: number;
}

const IMAGE_URL = /\.(?:png|jpe?g|gif|webp|avif|svg)(?:[?#]|$)/i;
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Plain DESCRIPTION text as HTML: paragraphs at blank lines, line breaks kept. */
export const plainToHtml = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p.trim()).replaceAll('\n', '<br>\n')}</p>`)
    .join('\n');

function fixedTimezone(tzid: string, at: Date): ICAL.Timezone {
  const offset = offsetString(at, tzid).replace(':', '');
  const component = new ICAL.Component(
    ICAL.parse(
      `BEGIN:VTIMEZONE\r\nTZID:${tzid}\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:${offset}\r\nTZOFFSETTO:${offset}\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n`,
    ) as unknown[],
  );
  return new ICAL.Timezone({ component, tzid });
}

const textValue = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
};

const utcOf = (component: ICAL.Component, ...names: string[]) => {
  for (const name of names) {
    const value = component.getFirstPropertyValue(name);
    if (value instanceof ICAL.Time) return formatUtcWall(new Date(value.toUnixTime() * 1000));
  }
  return null;
};

/**
 * What the body of an HTML alternative holds: Outlook and Exchange write a whole document (doctype,
 * `<HEAD>` with a `<TITLE>`, `<BODY>`), whose body alone is the description. Found by position, not
 * by a pattern over the feed's text.
 */
export function htmlBodyOf(html: string): string {
  const lower = html.toLowerCase();
  const open = lower.indexOf('<body');
  const start = open === -1 ? -1 : lower.indexOf('>', open);
  if (start === -1) return html.trim();
  const close = lower.lastIndexOf('</body');
  return html.slice(start + 1, close > start ? close : undefined).trim();
}

/** An X- property's value read as TEXT (ical.js leaves the escapes of a property it doesn't know). */
const unescapedText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

function descriptionOf(component: ICAL.Component): string {
  for (const property of component.getAllProperties('x-alt-desc')) {
    if (String(property.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
      return htmlBodyOf(unescapedText(String(property.getFirstValue() ?? '')));
  }
  return plainToHtml(textValue(component, 'description'));
}

/**
 * The calendar's VEVENTs without a parent. Attached, ical.js looks up a TZID the calendar does not
 * define among all its subcomponents again on every date it reads, and a new ICAL.Event relates every
 * sibling with a RECURRENCE-ID, whatever its UID: both quadratic in the number of events (and the
 * second wrong; expandRecurring relates a master's own overrides). Detached, a TZID is looked up in
 * TimezoneService, where readIcs registers every VTIMEZONE of the feed: the same zones, at once.
 */
const detachedEvents = (calendar: ICAL.Component) =>
  (calendar.jCal[2] as unknown[][]).filter((jCal) => jCal[0] === 'vevent');

/** A detached VEVENT's jCal as an ICAL.Event (made only for the events read: a budget may leave many). */
const eventOf = (jCal: unknown[]) => new ICAL.Event(new ICAL.Component(jCal));

/** A VEVENT's UID and whether it overrides an instance (RECURRENCE-ID), read from its jCal. */
function identityOf(jCal: unknown[]): { uid: string; override: boolean } {
  let uid = '';
  let override = false;
  for (const property of jCal[1] as unknown[][]) {
    if (property[0] === 'uid' && typeof property[3] === 'string') uid = property[3];
    else if (property[0] === 'recurrence-id') override = true;
  }
  return { uid, override };
}

/** The report's line on a rule expanded with ical.js, or null when it was expanded whole. */
function expansionNote(
  expanded: RecurringExpansion,
  budget: IcalBudget,
  windowMonths: number,
): string | null {
  const count = `${expanded.occurrences.length} occurrence(s) imported`;
  switch (expanded.end) {
    case 'rule':
      return expanded.occurrences.length === 0
        ? 'recurring: its rule gives no occurrence here: left out'
        : null;
    case 'window':
    case 'limit':
      return `recurring: expanded up to ${windowMonths} months ahead (${expanded.occurrences.length} occurrences)`;
    case 'error':
      return `recurring: ical.js could not expand its rule (${expanded.error}): ${count}`;
    case 'steps':
      return budget.walkSteps > 0
        ? `recurring: expansion stopped after ${WALK_STEPS} dates tried (few or no dates fit the rule): ${count}`
        : `recurring: expansion stopped, the feed's rules having used the ${budget.walkTotal} dates ical.js may try: ${count}`;
  }
}

export function readIcs(text: string, options: IcsOptions): SourceSet {
  const budget = new IcalBudget(options.icalSteps?.walks, options.icalSteps?.zones);
  try {
    return withinBudget(budget, () => readCalendar(text, options, budget));
  } catch (err) {
    if (err instanceof FeedTooCostly)
      throw new CalendarReadError(`${options.location} is refused: ${err.message}.`);
    throw err;
  }
}

function readCalendar(text: string, options: IcsOptions, budget: IcalBudget): SourceSet {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) {
    throw new CalendarReadError(
      `${options.location} is not an iCalendar file (no BEGIN:VCALENDAR). Give an .ics file or feed URL.`,
    );
  }
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (err) {
    throw new CalendarReadError(
      `${options.location} is not a valid iCalendar file: ${(err as Error).message}.`,
    );
  }
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  // A TZID that is an IANA name without a VTIMEZONE (common) would read as floating in ical.js: it is
  // registered by name with one fixed offset, which only orders the instances while they are expanded
  // in wall time; their instants are computed with our own zone rules (when()).
  for (const match of text.matchAll(/TZID=("[^"\r\n]*"|[^:;\r\n]*)/g)) {
    const tzid = match[1]!.replace(/^"|"$/g, '');
    if (isValidTimeZone(tzid) && !ICAL.TimezoneService.has(tzid)) {
      ICAL.TimezoneService.register(fixedTimezone(tzid, options.now ?? new Date()));
    }
  }
  const feedZone = textValue(calendar, 'x-wr-timezone');
  const zone =
    options.timezone ?? (isValidTimeZone(feedZone) ? feedZone : (options.defaultTimezone ?? 'UTC'));
  if (!isValidTimeZone(zone))
    throw new CalendarReadError(`--tz ${zone} is not a time zone (an IANA name such as Europe/Madrid).`);
  const source = emptySourceSet({
    origin: `ics:${options.location}`,
    name: textValue(calendar, 'x-wr-calname') || textValue(calendar, 'name'),
    language: '',
    timezone: zone,
  });
  const now = options.now ?? new Date();
  const maxOccurrences = options.maxOccurrences ?? MAX_OCCURRENCES;
  const until = ICAL.Time.fromJSDate(
    new Date(`${addMonthsToWall(formatUtcWall(now), options.windowMonths).replace(' ', 'T')}Z`),
    true,
  );

  // Provisional ids (negative) until uids.ts gives the records their ids.
  let nextId = 0;
  const venues = new Map<string, SourcePost>();
  const organizers = new Map<string, SourcePost>();
  const terms = new Map<string, SourceTerm>();
  const linked = (map: Map<string, SourcePost>, key: string, make: (id: number) => SourcePost): number => {
    const found = map.get(key);
    if (found) return found.id;
    const post = make(--nextId);
    map.set(key, post);
    return post.id;
  };
  const base = (
    kind: SourcePost['kind'],
    id: number,
    uid: string,
    title: string,
    stamp: string,
  ): SourcePost => ({
    kind,
    id,
    uid,
    ...blankPost(),
    status: 'publish',
    dateLocal: '',
    dateUtc: stamp,
    modifiedUtc: stamp,
    title,
  });

  // Masters and their overrides by UID.
  const byUid = new Map<string, { master?: unknown[]; overrides: unknown[][] }>();
  for (const jCal of detachedEvents(calendar)) {
    const identity = identityOf(jCal);
    let uid = identity.uid;
    if (uid === '') {
      const vevent = new ICAL.Component(jCal);
      uid = `${textValue(vevent, 'summary')}|${textValue(vevent, 'dtstart')}`;
    }
    const entry = byUid.get(uid) ?? { overrides: [] };
    if (identity.override) entry.overrides.push(jCal);
    else entry.master = jCal;
    byUid.set(uid, entry);
  }

  const stampOf = (component: ICAL.Component) =>
    utcOf(component, 'last-modified', 'dtstamp', 'created') ?? formatUtcWall(now);
  const instance = (
    item: ICAL.Event,
    start: ICAL.Time,
    end: ICAL.Time | null,
    uid: string,
  ): SourcePost | null => {
    const component = item.component;
    const title = item.summary || '(untitled)';
    const post = base('event', --nextId, uid, title, stampOf(component));
    post.dateUtc = utcOf(component, 'created', 'dtstamp');
    post.content = descriptionOf(component);
    const klass = textValue(component, 'class').toUpperCase();
    if (klass === 'PRIVATE' || klass === 'CONFIDENTIAL') post.status = 'private';
    const allDay = start.isDate;
    const from = when(start, zone);
    let to: When;
    if (allDay) {
      // DTEND of an all-day event is the day after its last day.
      const last = end ? end.clone() : start.clone();
      if (end && end.compare(start) > 0) last.adjust(-1, 0, 0, 0);
      last.isDate = true;
      const lastDay = `${wallOf(last).slice(0, 10)} 23:59:59`;
      to = { local: lastDay, utc: formatUtcWall(zonedWallToUtc(lastDay, zone)), timezone: zone };
    } else {
      to = end ? when(end, from.timezone) : from;
      if (to.timezone !== from.timezone)
        to = { ...to, local: utcToZonedWall(new Date(`${to.utc.replace(' ', 'T')}Z`), from.timezone) };
    }
    if (to.utc < from.utc) {
      source.problems.push({ kind: 'event', id: uid, reason: 'it ends before it starts: left out' });
      return null;
    }
    const location = textValue(component, 'location').trim();
    const geo = component.getFirstPropertyValue('geo') as number[] | null;
    const venueIds: number[] = [];
    if (location !== '' || geo) {
      const key = location || `geo:${geo?.join(',')}`;
      venueIds.push(
        linked(venues, key, (id) => {
          const [place = '', ...address] = location.split(',').map((part) => part.trim());
          // A place given only by GEO is named by its coordinates (a venue without a name has no slug of its own).
          const name = place || (Array.isArray(geo) ? geo.join(', ') : key);
          const venue = base('venue', id, `venue:${key}`, name, post.modifiedUtc);
          venue.venue = {
            address: address.join(', '),
            city: '',
            country: '',
            province: '',
            state: '',
            zip: '',
            phone: '',
            website: '',
            stateprovince: '',
            lat: Array.isArray(geo) && Number.isFinite(geo[0]) ? Number(geo[0]) : null,
            lng: Array.isArray(geo) && Number.isFinite(geo[1]) ? Number(geo[1]) : null,
            showMap: true,
            showMapLink: true,
          };
          return venue;
        }),
      );
    }
    const organizerIds = component.getAllProperties('organizer').map((property) => {
      const address = String(property.getFirstValue() ?? '');
      const email = address.replace(/^mailto:/i, '');
      const name = String(property.getParameter('cn') ?? '') || email;
      return linked(organizers, `${name}|${email}`, (id) => {
        const organizer = base('organizer', id, `organizer:${name}|${email}`, name, post.modifiedUtc);
        organizer.organizer = { phone: '', website: '', email: /@/.test(email) ? email : '' };
        return organizer;
      });
    });
    for (const property of component.getAllProperties('categories')) {
      for (const value of property.getValues()) {
        const name = String(value).trim();
        if (name === '') continue;
        const slug = slugify(name) || `category-${terms.size + 1}`;
        let term = terms.get(slug);
        if (!term) {
          term = {
            id: --nextId,
            uid: `category:${slug}`,
            taxonomy: 'tribe_events_cat',
            parent: 0,
            name,
            slug,
            description: '',
            permalink: '',
          };
          terms.set(slug, term);
        }
        if (!post.termIds.includes(term.id)) post.termIds.push(term.id);
      }
    }
    const url = textValue(component, 'url');
    // RFC 7986's IMAGE first (it says it is one), else an ATTACH that is an image; by URL only (an
    // inline, base64 one is not taken).
    const byUrl = (p: ICAL.Property) => /^https?:\/\//i.test(String(p.getFirstValue() ?? ''));
    const attachment =
      component.getAllProperties('image').find(byUrl) ??
      component
        .getAllProperties('attach')
        .filter(byUrl)
        .find(
          (p) =>
            String(p.getParameter('fmttype') ?? '').startsWith('image/') ||
            IMAGE_URL.test(String(p.getFirstValue() ?? '')),
        );
    post.image = attachment ? { url: String(attachment.getFirstValue()) } : null;
    post.event = {
      allDay,
      startLocal: allDay ? `${from.local.slice(0, 10)} 00:00:00` : from.local,
      endLocal: to.local,
      startUtc: from.utc,
      endUtc: to.utc,
      timezone: from.timezone,
      cost: '',
      currency: null,
      website: /^https?:\/\//i.test(url) ? url : '',
      showMap: venueIds.length > 0,
      showMapLink: venueIds.length > 0,
      hideFromListings: false,
      sticky: false,
      featured: false,
      venueIds,
      organizerIds,
      postParent: 0,
    };
    const facts = icalendarFacts(
      textValue(component, 'status'),
      component.getAllProperties('conference').map((p) => String(p.getFirstValue() ?? '')),
      venueIds.length > 0,
    );
    if (facts) post.event.facts = facts;
    return post;
  };

  /** A post's dates shown in `timezone` (an override given in another zone than its series). */
  const inZone = (post: SourcePost, timezone: string) => {
    const event = post.event!;
    if (event.timezone === timezone) return;
    event.startLocal = zonedWallOfUtcWall(event.startUtc, timezone);
    event.endLocal = zonedWallOfUtcWall(event.endUtc, timezone);
    event.timezone = timezone;
  };
  // From the start of the day: a second run the same day makes the same statements (and writes nothing).
  const horizon = horizonFrom(
    new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000),
    options.windowMonths,
  );

  /**
   * A recurring master as a series: its template, then an occurrence for every instance up to the
   * horizon (an override's own dates and, when it changes more than dates, its own content). Null,
   * with the reason in the report, when series can't hold the rule or our engine would not give the
   * feed's instants.
   */
  const seriesOf = (uid: string, master: ICAL.Event, overrides: ICAL.Event[]): SourcePost[] | null => {
    const template = instance(master, master.startDate, master.endDate, uid);
    if (!template) return [];
    // A rule given in UTC repeats in UTC (RFC 5545): its series' zone is UTC.
    const startZone = master.startDate.zone?.tzid;
    if (!master.startDate.isDate && (startZone === 'UTC' || startZone === 'Z')) inZone(template, 'UTC');
    const fields = template.event!;
    const start: SeriesStart = { wall: fields.startLocal, timezone: fields.timezone, allDay: fields.allDay };
    const cancelled = overrides.filter(isCancelled).map((o) => seriesWallOf(o.recurrenceId, start));
    let recurrence: Recurrence;
    let expansion: Expansion;
    try {
      recurrence = seriesRecurrence(master, start, cancelled);
      expansion = expandRecurrence(recurrence, start, { horizon, limit: maxOccurrences });
      if (expansion.tooMany) throw new RecurrenceError(`it has more than ${maxOccurrences} occurrences.`);
      // As the API refuses it: what a cut-short expansion found is not the series the rule describes.
      if (expansion.exhausted) throw new RecurrenceError('it needs too much work to find its occurrences.');
      if (!sameInstantsAsFeed(master, recurrence.rule, start, horizon))
        throw new RecurrenceError(`its instants in ${start.timezone} differ from the feed's own.`);
    } catch (err) {
      if (!(err instanceof RecurrenceError)) throw err;
      source.problems.push({
        kind: 'event',
        id: uid,
        reason: `recurring: not a series here (${err.message.replace(/\.$/, '')}): imported as separate events`,
      });
      return null;
    }
    template.kind = 'series';
    template.series = {
      recurrence: formatRecurrence(recurrence, start),
      startWall: start.wall,
      horizonUtc: expansion.complete ? null : formatUtcWall(horizon),
    };
    const shape = shapeOf(fields);
    const overrideAt = new Map(
      overrides.filter((o) => !isCancelled(o)).map((o) => [seriesWallOf(o.recurrenceId, start), o]),
    );
    const uidOf = (rid: string) => occurrenceUid(uid, rid, start.allDay);
    const posts = [template];
    for (const at of expansion.instances) {
      const override = overrideAt.get(at.rid);
      overrideAt.delete(at.rid);
      if (override) {
        const post = instance(override, override.startDate, override.endDate, uidOf(at.rid));
        if (!post) continue;
        inZone(post, start.timezone);
        post.occurrence = {
          templateId: template.id,
          recurrenceId: at.rid,
          ownContent: !sameContent(post, template),
        };
        posts.push(post);
      } else {
        posts.push(occurrenceCopy(template, --nextId, uidOf(at.rid), at.rid, occurrenceTimes(at, shape)));
      }
    }
    for (const [rid, override] of overrideAt) {
      source.problems.push({
        kind: 'event',
        id: uid,
        reason: `recurring: the override of ${rid} is not an instance of the series here: imported on its own`,
      });
      const post = instance(override, override.startDate, override.endDate, uidOf(rid));
      if (post) posts.push(post);
    }
    return posts;
  };

  const cutoff = options.endedBefore ? formatUtcWall(options.endedBefore) : null;
  const ended = (post: SourcePost) => cutoff !== null && post.event!.endUtc < cutoff;
  // A time read without its zone is off by at most a day: only what ended well before is skipped unread.
  const cutoffSeconds = options.endedBefore ? options.endedBefore.getTime() / 1000 - 2 * 86_400 : null;
  const endedLongAgo = (event: ICAL.Event) =>
    cutoffSeconds !== null &&
    !event.isRecurring() &&
    (event.endDate ?? event.startDate)?.toUnixTime() < cutoffSeconds;
  const maxEvents = options.maxEvents ?? Number.POSITIVE_INFINITY;
  let eventCount = 0;
  let leftOut = 0;
  let endedCount = 0;
  /** Keeps `posts` (events not yet ended) when the budget of events allows them all. */
  const keep = (posts: SourcePost[]) => {
    const kept = posts.filter((post) => {
      if (post.kind === 'series' || !ended(post)) return true;
      endedCount++;
      return false;
    });
    if (kept.length === 0) return;
    // A series all of whose occurrences ended.
    if (cutoff !== null && kept.length === 1 && kept[0]!.kind === 'series' && posts.length > 1) return;
    if (eventCount + kept.length > maxEvents) {
      leftOut += kept.filter((post) => post.kind !== 'series').length;
      return;
    }
    eventCount += kept.length;
    source.posts.push(...kept);
  };
  for (const [uid, entry] of byUid) {
    if (eventCount >= maxEvents) {
      leftOut += entry.master ? 1 : entry.overrides.length;
      continue;
    }
    const master = entry.master ? eventOf(entry.master) : undefined;
    const overrides = entry.overrides.map(eventOf);
    if (master && endedLongAgo(master) && overrides.length === 0) {
      endedCount++;
      continue;
    }
    if (!master) {
      // Overrides of a series the feed does not have: each stands alone.
      for (const override of overrides) {
        const post = instance(
          override,
          override.startDate,
          override.endDate,
          `${uid}#${override.recurrenceId.toString()}`,
        );
        if (post) keep([post]);
      }
      continue;
    }
    if (!master.startDate) {
      source.problems.push({ kind: 'event', id: uid, reason: 'it has no DTSTART: left out' });
      continue;
    }
    if (!master.isRecurring()) {
      const post = instance(master, master.startDate, master.endDate, uid);
      if (post) keep([post]);
      continue;
    }
    const series = seriesOf(uid, master, overrides);
    if (series) {
      keep(series);
      continue;
    }
    const expanded = expandRecurring(master, overrides, until, budget, maxOccurrences);
    const separate: SourcePost[] = [];
    let firstId = 0;
    for (const occurrence of expanded.occurrences) {
      const post = instance(
        occurrence.item,
        occurrence.start,
        occurrence.end,
        `${uid}#${occurrence.recurrenceId}`,
      );
      if (!post) continue;
      if (firstId === 0) firstId = post.id;
      else post.event!.postParent = firstId;
      separate.push(post);
    }
    keep(separate);
    const reason = expansionNote(expanded, budget, options.windowMonths);
    if (reason) source.problems.push({ kind: 'event', id: uid, reason });
  }
  if (endedCount > 0)
    source.problems.push({ kind: 'event', id: '', reason: `${endedCount} event(s) already ended: left out` });
  if (leftOut > 0)
    source.problems.push({
      kind: 'event',
      id: '',
      reason: `${leftOut} event(s) past the budget of ${maxEvents} events of a run: left out`,
    });
  // Only the venues, organizers and categories of the events kept.
  const linkedTo = new Set(
    source.posts.flatMap((p) => [
      ...p.termIds,
      ...(p.event?.venueIds ?? []),
      ...(p.event?.organizerIds ?? []),
    ]),
  );
  source.posts.push(...[...venues.values(), ...organizers.values()].filter((p) => linkedTo.has(p.id)));
  source.terms = [...terms.values()].filter((t) => linkedTo.has(t.id));
  source.allIds = new Set(source.posts.map((p) => p.uid!));
  for (const kind of ['event', 'venue', 'organizer'] as const)
    source.totals[kind] = source.posts.filter((p) => p.kind === kind).length;
  source.totals.tribe_events_cat = source.terms.length;
  return keepSafeSlugs(source);
}
