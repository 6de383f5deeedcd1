/**
 * The `gancio` kind: a Gancio instance (gancio.org, the agenda many collectives run), through its public
 * API `GET /api/events?start=<unix seconds>&show_recurrent=true` (Gancio's `server/api/controller/event.js`,
 * `select`): every upcoming event at once (no `max`, so no pages), each with its place (`id`, `name`,
 * `address`, `latitude`, `longitude`), tags (names), media (`url` a file under `/media/`), online
 * addresses, and times as Unix seconds; occurrences of a recurring event are events of their own
 * (`parentId`). Gancio's list gives no description (its `_select` leaves it out unless asked, and the
 * public route never asks): each event links to its page on the instance instead. Ids: `gancio:<id>`
 * for an event, `gancio:place:<id>` for its place.
 */
import { formatUtcWall } from '../lib/dates';
import { icalendarFacts } from './event-facts';
import { emptySourceSet } from './model';
import {
  baseUrl,
  eventTimes,
  isHttpUrl,
  isoToUtcWall,
  jsonOf,
  plainEventFields,
  SetBuilder,
  unixToUtcWall,
} from './read-common';
import { CalendarReadError, type CalendarReader } from './reader';

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) => {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export const gancioReader: CalendarReader = {
  kind: 'gancio',
  firstRequest(context) {
    const base = baseUrl(context.sourceUrl).replace(/\/api(?:\/events)?$/, '');
    const start = Math.floor(context.now.getTime() / 1000);
    return {
      url: `${base}/api/events?start=${start}&show_recurrent=true`,
      headers: { accept: 'application/json' },
    };
  },
  readPage(page, context) {
    const hint = 'Give the home address of a Gancio instance (its public API answers at /api/events).';
    const body = jsonOf(page, "a Gancio instance's list of events", hint);
    if (!Array.isArray(body))
      throw new CalendarReadError(`${page.url} answered JSON that is not a Gancio list of events. ${hint}`);
    const origin = new URL(page.url).origin;
    const root = `${origin}${new URL(page.url).pathname.replace(/\/api\/events$/, '')}`;
    const builder = new SetBuilder(
      emptySourceSet({
        origin: `gancio:${context.sourceUrl}`,
        name: '',
        language: context.language,
        timezone: context.timezone,
      }),
      formatUtcWall(context.now),
    );
    for (const item of body as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const event = item as Json;
      const id = number(event.id);
      const startUtc = unixToUtcWall(event.start_datetime);
      if (id === null || startUtc === null) continue;
      const endUtc = unixToUtcWall(event.end_datetime);
      if (!builder.wants(endUtc ?? startUtc, context)) continue;
      const uid = `gancio:${id}`;
      const post = builder.post('event', uid, text(event.title) || '(untitled)');
      const slug = text(event.slug);
      post.permalink = `${root}/event/${slug === '' ? id : encodeURIComponent(slug)}`;
      post.slug = slug;
      const updated = isoToUtcWall(event.updatedAt);
      if (updated) post.modifiedUtc = updated;
      // Not in the list today; taken if an instance gives it.
      if (typeof event.description === 'string') post.content = event.description;
      const place = event.place && typeof event.place === 'object' ? (event.place as Json) : null;
      const placeName = text(place?.name);
      const venueIds: number[] = [];
      // Gancio files its online events at a place named "online".
      if (place && placeName !== '' && placeName.toLowerCase() !== 'online') {
        const placeId = number(place.id);
        venueIds.push(
          builder.venue(
            placeId === null ? `gancio:place:${placeName}` : `gancio:place:${placeId}`,
            placeName,
            {
              address: text(place.address),
              lat: number(place.latitude),
              lng: number(place.longitude),
            },
          ),
        );
      }
      const online = Array.isArray(event.online_locations)
        ? event.online_locations.filter((u): u is string => typeof u === 'string')
        : [];
      post.event = plainEventFields(
        eventTimes({ utc: startUtc }, endUtc ? { utc: endUtc } : null, context.timezone, false),
        {
          venueIds,
          website: post.permalink,
        },
      );
      const facts = icalendarFacts('', online, venueIds.length > 0);
      if (facts) post.event.facts = facts;
      for (const tag of Array.isArray(event.tags) ? event.tags : []) {
        const term = builder.term('post_tag', text(tag));
        if (term !== null && !post.termIds.includes(term)) post.termIds.push(term);
      }
      const media = Array.isArray(event.media) ? (event.media[0] as Json | undefined) : undefined;
      const file = text(media?.url);
      if (file !== '') {
        const url = isHttpUrl(file)
          ? file
          : `${root}/media/${file.split('/').map(encodeURIComponent).join('/')}`;
        post.image = { url };
      }
      builder.events.push(post);
    }
    return { set: builder.finish(context), next: null };
  },
};
