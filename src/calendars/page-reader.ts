/**
 * The `page` kind: a web page that lists events as schema.org `Event` JSON-LD (jsonld-events.ts) or as
 * h-event microformats (hevents.ts); JSON-LD when the page has both. One page, read with html-scan.ts
 * (linear, with budgets of elements and depth). Times with an offset are instants; times without one
 * (floating) are read in the run's time zone; a date alone is an all-day event. Each event's id is its
 * `@id` or `url`; when several events of the page share it (a play's performances all linking to the
 * play), each is that address + `#` + its start; an event with neither is the page's address + `#` + a
 * hash of its name and start.
 */
import { formatUtcWall } from '../lib/dates';
import { htmlToText } from '../lib/html';
import { sanitizeHtml } from '../lib/sanitize-html';
import { schemaOrgFacts } from './event-facts';
import { hEvents } from './hevents';
import { scanHtml } from './html-scan';
import { jsonLdEvents } from './jsonld-events';
import { emptySourceSet } from './model';
import type { PageEvent } from './page-event';
import {
  escapeHtml,
  eventTimes,
  notExpected,
  plainEventFields,
  SetBuilder,
  shapeOfText,
} from './read-common';
import { CalendarReadError, type CalendarReader, type ReadContext } from './reader';

/** A page's date or time: an instant, a floating wall, or a date; null when it is none of these. */
type When = { utc: string } | { local: string } | { date: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function readWhen(value: string, dateOf?: string): When | null {
  const text = value.trim().slice(0, 64);
  if (DATE.test(text)) return { date: text };
  const time = dateOf ? TIME.exec(text) : null;
  if (time) return { local: `${dateOf} ${time[1]}:${time[2]}:${time[3] ?? '00'}` };
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const wall = `${match[1]} ${match[2]}:${match[3]}:${match[4] ?? '00'}`;
  const zone = match[5];
  if (!zone) return { local: wall };
  let offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(':', '');
  if (offset !== 'Z') offset = `${offset.slice(0, 3)}:${offset.slice(3) || '00'}`;
  const instant = Date.parse(`${wall.replace(' ', 'T')}${offset}`);
  return Number.isFinite(instant) ? { utc: formatUtcWall(new Date(instant)) } : null;
}

const dayOf = (when: When) => ('date' in when ? when.date : 'local' in when ? when.local.slice(0, 10) : null);

/** FNV-1a, twice (64 bits as hex): a stable name for an event that has no address of its own. */
function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The cost as text (`10`, `10, 25`, `0` for free), with its currency's code. */
const costOf = (prices: number[]) =>
  [...prices]
    .sort((x, y) => x - y)
    .map((n) => String(Math.round(n * 100) / 100))
    .join(', ');

function mapEvents(events: PageEvent[], pageUrl: string, context: ReadContext, builder: SetBuilder) {
  // Addresses several events share are not ids of their own.
  const counts = new Map<string, number>();
  for (const event of events) if (event.id !== '') counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
  const used = new Set<string>();
  for (const event of events) {
    const start = readWhen(event.start);
    if (!start) {
      builder.set.problems.push({
        kind: 'event',
        id: event.id || event.name,
        reason: `its start (${event.start.slice(0, 40) || 'none'}) is no date: left out`,
      });
      continue;
    }
    const end = event.end === '' ? null : readWhen(event.end, dayOf(start) ?? undefined);
    const allDay = 'date' in start && (end === null || 'date' in end);
    const at = (when: When) => ('date' in when ? { local: `${when.date} 00:00:00` } : when);
    const endAt = end ? ('date' in end && !allDay ? { local: `${end.date} 23:59:59` } : at(end)) : null;
    const times = eventTimes(at(start), endAt, context.timezone, allDay);
    if (!builder.wants(times.endUtc, context)) continue;

    let uid = event.id;
    if (uid === '' || (counts.get(uid) ?? 0) > 1) {
      const base = uid === '' ? pageUrl.replace(/#.*$/, '') : uid.replace(/#.*$/, '');
      uid =
        uid === ''
          ? `${base}#${hashOf(`${event.name}|${event.start}`)}`
          : `${base}#${times.startUtc.replace(' ', 'T')}Z`;
    }
    if (used.has(uid)) continue;
    used.add(uid);

    const post = builder.post('event', uid, event.name || '(untitled)');
    post.permalink = event.url;
    post.content = event.descriptionIsHtml
      ? sanitizeHtml(event.description)
      : event.description === ''
        ? ''
        : `<p>${escapeHtml(htmlToText(event.description, 20_000))}</p>`;
    const venueIds = event.places.slice(0, 5).map((place) =>
      builder.venue(`place:${[place.name, place.street, place.city].join('|')}`, place.name, {
        address: place.street,
        city: place.city,
        province: place.region,
        stateprovince: place.region,
        zip: place.zip,
        country: place.country,
        lat: place.lat,
        lng: place.lng,
        website: place.url,
      }),
    );
    const organizerIds = event.organizers.slice(0, 5).map((person) =>
      builder.organizer(`organizer:${person.url || person.name}`, person.name, {
        website: person.url,
        email: /^[^\s@]+@[^\s@]+$/.test(person.email) ? person.email : '',
        phone: person.phone,
      }),
    );
    post.event = plainEventFields(times, {
      venueIds,
      organizerIds,
      website: event.url,
      cost: costOf(event.prices),
      currency: event.currency === '' ? null : { symbol: '', code: event.currency, position: '' },
    });
    const facts = schemaOrgFacts(event.status, event.attendanceMode, event.onlineUrls, venueIds.length > 0);
    if (facts) post.event.facts = facts;
    if (event.image !== '') post.image = { url: event.image };
    if (/^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(event.language)) post.lang = event.language;
    for (const keyword of event.keywords) {
      const term = builder.term('post_tag', keyword);
      if (term !== null && !post.termIds.includes(term)) post.termIds.push(term);
    }
    builder.events.push(post);
  }
}

export const pageReader: CalendarReader = {
  kind: 'page',
  firstRequest: (context) => ({
    url: context.sourceUrl,
    headers: { accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1' },
  }),
  readPage(page, context) {
    if (shapeOfText(page.text) !== 'html')
      throw notExpected(page, 'a web page (HTML)', 'Give the address of a page that lists events.');
    const scan = scanHtml(page.text);
    const builder = new SetBuilder(
      emptySourceSet({
        origin: `page:${context.sourceUrl}`,
        name: '',
        language: context.language,
        timezone: context.timezone,
      }),
      formatUtcWall(context.now),
    );
    // Generous: ended events are read and then left out; the budget counts the ones kept.
    const wanted = context.maxEvents * 4 + 100;
    const fromJsonLd = jsonLdEvents(
      scan.scripts.filter((s) => s.type.includes('ld+json')).map((s) => s.text),
      page.url,
      wanted,
    );
    const found =
      fromJsonLd.events.length > 0
        ? fromJsonLd
        : { ...hEvents(scan.root, page.text, page.url, wanted), notes: [] };
    if (found.events.length === 0)
      throw new CalendarReadError(
        `${page.url} lists no events a program can read: it has neither schema.org Event data (JSON-LD) nor h-event microformats.`,
      );
    mapEvents(found.events, page.url, context, builder);
    builder.leftOut += found.leftOut;
    for (const reason of found.notes) builder.set.problems.push({ kind: 'site', id: '', reason });
    if (scan.truncated)
      builder.set.problems.push({
        kind: 'site',
        id: '',
        reason: 'the page has more elements or nesting than are read: the rest was not read',
      });
    return { set: builder.finish(context), next: null };
  },
};
