/**
 * Any iCalendar source (Google, Outlook, another TEC site's feed) as source records: SUMMARY,
 * DESCRIPTION (the HTML alternative when there is one), DTSTART/DTEND in a TZID, UTC or floating
 * (`--tz`), all-day dates, LOCATION/GEO as venues, ORGANIZER as organizers, CATEGORIES, URL, ATTACH
 * images. Recurring events are expanded (recurrence.ts) into occurrences linked by `post_parent` to the
 * first. Records have no ids here: they are named by UID (+ RECURRENCE-ID) and get ids when loaded
 * (uids.ts), the same ones on every re-import.
 */
import ICAL from 'ical.js';
import {
  addMonthsToWall,
  formatUtcWall,
  isValidTimeZone,
  offsetString,
  utcToZonedWall,
  zonedWallToUtc,
} from '../../src/lib/dates';
import { slugify } from '../../src/lib/slug';
import type { SourcePost, SourceSet, SourceTerm } from '../model';
import { emptySourceSet } from '../model';
import { SourceError } from './fetcher';
import { expandRecurring } from './recurrence';

export interface IcsOptions {
  location: string;
  /** The zone of floating times and of events given in UTC; default the feed's X-WR-TIMEZONE, else UTC. */
  timezone?: string;
  windowMonths: number;
  now?: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const wallOf = (t: ICAL.Time) =>
  `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
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

interface When {
  local: string;
  utc: string;
  timezone: string;
}

/** A DTSTART/DTEND value in an event zone our API knows, with its UTC instant. */
function when(time: ICAL.Time, defaultZone: string): When {
  const tzid = time.zone?.tzid ?? 'floating';
  if (time.isDate || tzid === 'floating') {
    return {
      local: wallOf(time),
      utc: formatUtcWall(zonedWallToUtc(wallOf(time), defaultZone)),
      timezone: defaultZone,
    };
  }
  if (tzid === 'UTC' || tzid === 'Z') {
    const utc = wallOf(time);
    return {
      local: utcToZonedWall(new Date(`${utc.replace(' ', 'T')}Z`), defaultZone),
      utc,
      timezone: defaultZone,
    };
  }
  if (isValidTimeZone(tzid)) {
    return { local: wallOf(time), utc: formatUtcWall(zonedWallToUtc(wallOf(time), tzid)), timezone: tzid };
  }
  // A zone known only by its VTIMEZONE (Outlook's "Romance Standard Time"): its instant, shown in the default zone.
  const instant = new Date(time.toUnixTime() * 1000);
  return { local: utcToZonedWall(instant, defaultZone), utc: formatUtcWall(instant), timezone: defaultZone };
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

function descriptionOf(component: ICAL.Component): string {
  for (const property of component.getAllProperties('x-alt-desc')) {
    if (String(property.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
      return String(property.getFirstValue() ?? '');
  }
  return plainToHtml(textValue(component, 'description'));
}

export function readIcs(text: string, options: IcsOptions): SourceSet {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) {
    throw new SourceError(
      `${options.location} is not an iCalendar file (no BEGIN:VCALENDAR). Give an .ics file or feed URL.`,
    );
  }
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (err) {
    throw new SourceError(`${options.location} is not a valid iCalendar file: ${(err as Error).message}.`);
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
  const zone = options.timezone ?? (isValidTimeZone(feedZone) ? feedZone : 'UTC');
  if (!isValidTimeZone(zone))
    throw new SourceError(`--tz ${zone} is not a time zone (an IANA name such as Europe/Madrid).`);
  const source = emptySourceSet({
    origin: `ics:${options.location}`,
    name: textValue(calendar, 'x-wr-calname') || textValue(calendar, 'name'),
    language: '',
    timezone: zone,
  });
  const now = options.now ?? new Date();
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
    authorId: 0,
    status: 'publish',
    dateLocal: '',
    dateUtc: stamp,
    modifiedUtc: stamp,
    password: '',
    title,
    content: '',
    excerpt: '',
    slug: '',
    permalink: '',
    globalIdLineage: [],
    image: null,
    termIds: [],
  });

  // Masters and their overrides by UID.
  const byUid = new Map<string, { master?: ICAL.Event; overrides: ICAL.Event[] }>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const uid = event.uid || `${textValue(vevent, 'summary')}|${textValue(vevent, 'dtstart')}`;
    const entry = byUid.get(uid) ?? { overrides: [] };
    if (event.isRecurrenceException()) entry.overrides.push(event);
    else entry.master = event;
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
          const [name = key, ...address] = location.split(',').map((part) => part.trim());
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
    const attachment = component
      .getAllProperties('attach')
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
    return post;
  };

  for (const [uid, { master, overrides }] of byUid) {
    if (!master) {
      // Overrides of a series the feed does not have: each stands alone.
      for (const override of overrides) {
        const post = instance(
          override,
          override.startDate,
          override.endDate,
          `${uid}#${override.recurrenceId.toString()}`,
        );
        if (post) source.posts.push(post);
      }
      continue;
    }
    if (!master.startDate) {
      source.problems.push({ kind: 'event', id: uid, reason: 'it has no DTSTART: left out' });
      continue;
    }
    const status = textValue(master.component, 'status').toUpperCase();
    if (status === 'CANCELLED') {
      source.problems.push({ kind: 'event', id: uid, reason: 'it is cancelled: left out' });
      continue;
    }
    if (!master.isRecurring()) {
      const post = instance(master, master.startDate, master.endDate, uid);
      if (post) source.posts.push(post);
      continue;
    }
    const { occurrences, truncated } = expandRecurring(master, overrides, until);
    let firstId = 0;
    for (const occurrence of occurrences) {
      const post = instance(
        occurrence.item,
        occurrence.start,
        occurrence.end,
        `${uid}#${occurrence.recurrenceId}`,
      );
      if (!post) continue;
      if (firstId === 0) firstId = post.id;
      else post.event!.postParent = firstId;
      source.posts.push(post);
    }
    if (truncated) {
      source.problems.push({
        kind: 'event',
        id: uid,
        reason: `recurring: expanded up to ${options.windowMonths} months ahead (${occurrences.length} occurrences)`,
      });
    }
  }
  source.posts.push(...venues.values(), ...organizers.values());
  source.terms = [...terms.values()];
  source.allIds = new Set(source.posts.map((p) => p.uid!));
  for (const kind of ['event', 'venue', 'organizer'] as const)
    source.totals[kind] = source.posts.filter((p) => p.kind === kind).length;
  source.totals.tribe_events_cat = source.terms.length;
  return source;
}
