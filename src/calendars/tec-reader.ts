/**
 * The `tec` kind (a WordPress site running The Events Calendar, through its public REST API) and the
 * `site` kind (another deployment of this service, whose API answers in TEC's shape): events from now on,
 * 50 a page, following the answer's `next_rest_url` (on the same site only). Each event, with its
 * embedded venue, organizers, categories and tags, is mapped by the importer's own mapping
 * (rest-map.ts). The source's id of a record is its post id on that site (`tec:<id>`, `tec:venue:<id>`
 * …; `site:` for the `site` kind): the site is the source, so its ids are unique in it, and unlike
 * `global_id` (which names the site's host) they stay the same if the site moves to another address.
 */
import { formatUtcWall, utcToZonedWall } from '../lib/dates';
import { emptySourceSet, type SourceImage, type SourcePost, type SourceTerm } from './model';
import { baseUrl, finishSet, jsonOf, sameOriginNext, zoneOr } from './read-common';
import { CalendarReadError, type CalendarReader, type ReadContext } from './reader';
import { type Json, linkedIds, restEvent, restOrganizer, restTerm, restVenue } from './rest-map';

const PER_PAGE = 50;

/**
 * Ids of the site's posts and terms replaced by provisional (negative) ones, as every reader gives: the
 * records are named by `uid`, and ids of different kinds of record never meet (a deployment of ours
 * numbers venues and events apart).
 */
function provisionalIds(posts: SourcePost[], terms: SourceTerm[]) {
  let next = 0;
  const venueIds = new Map<number, number>();
  const organizerIds = new Map<number, number>();
  const termIds = new Map<number, number>();
  for (const post of posts) {
    const id = --next;
    if (post.kind === 'venue') venueIds.set(post.id, id);
    if (post.kind === 'organizer') organizerIds.set(post.id, id);
    post.id = id;
  }
  for (const term of terms) {
    const id = --next;
    termIds.set(term.id, id);
    term.id = id;
  }
  const mapped = (ids: number[], map: Map<number, number>) =>
    ids.flatMap((id) => (map.has(id) ? [map.get(id)!] : []));
  for (const post of posts) {
    post.termIds = mapped(post.termIds, termIds);
    if (post.event) {
      post.event.venueIds = mapped(post.event.venueIds, venueIds);
      post.event.organizerIds = mapped(post.event.organizerIds, organizerIds);
      post.event.postParent = 0;
    }
  }
}

function restReader(kind: 'tec' | 'site', path: string, what: string, hint: string): CalendarReader {
  const firstRequest = (context: ReadContext) => {
    let base = baseUrl(context.sourceUrl);
    // An address given with the API's path in it: the site's root.
    const api = base.indexOf(kind === 'tec' ? '/wp-json' : '/site/events/v1');
    if (api !== -1) base = base.slice(0, api);
    const start = utcToZonedWall(context.now, context.timezone);
    const query = new URLSearchParams({ start_date: start, per_page: String(PER_PAGE), status: 'publish' });
    return { url: `${base}${path}?${query}`, headers: { accept: 'application/json' } };
  };
  return {
    kind,
    firstRequest,
    readPage(page, context) {
      const body = jsonOf(page, what, hint) as Json;
      if (!body || typeof body !== 'object' || Array.isArray(body) || !Array.isArray(body.events)) {
        const code =
          body && typeof body === 'object' && typeof body.code === 'string' ? ` (${body.code})` : '';
        throw new CalendarReadError(`${page.url} answered JSON that is not ${what}${code}. ${hint}`);
      }
      const set = emptySourceSet({
        origin: `${kind}:${context.sourceUrl}`,
        name: '',
        language: context.language,
        timezone: context.timezone,
      });
      const images = new Map<number, SourceImage>();
      const venues = new Map<number, SourcePost>();
      const organizers = new Map<number, SourcePost>();
      const terms = new Map<string, SourceTerm>();
      let leftOut = 0;
      let ended = 0;
      const now = formatUtcWall(context.now);
      for (const event of body.events as Json[]) {
        if (!event || typeof event !== 'object' || !(Number(event.id) > 0)) continue;
        if (typeof event.utc_end_date === 'string' && event.utc_end_date < now) {
          ended++;
          continue;
        }
        if (set.posts.length >= context.maxEvents) {
          leftOut++;
          continue;
        }
        const timezone = zoneOr(event.timezone, context);
        let post: SourcePost;
        try {
          post = restEvent({ v1: { ...event, timezone }, wp: undefined, images, timezone });
        } catch (err) {
          set.problems.push({ kind: 'event', id: `${kind}:${event.id}`, reason: (err as Error).message });
          continue;
        }
        post.uid = `${kind}:${event.id}`;
        if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(post.event!.endUtc)) {
          set.problems.push({
            kind: 'event',
            id: post.uid,
            reason: 'it has no dates TEC would give: left out',
          });
          continue;
        }
        const linked = (field: Json, map: Map<number, SourcePost>, make: typeof restVenue, what: string) => {
          const list = Array.isArray(field) ? field : field && typeof field === 'object' ? [field] : [];
          for (const record of list) {
            const id = Number(record?.id);
            if (!(id > 0) || map.has(id)) continue;
            const linkedPost = make({ v1: record, wp: undefined, images, timezone });
            linkedPost.uid = `${kind}:${what}:${id}`;
            map.set(id, linkedPost);
          }
          return linkedIds(field).filter((id) => map.has(id));
        };
        post.event!.venueIds = linked(event.venue, venues, restVenue, 'venue');
        post.event!.organizerIds = linked(event.organizer, organizers, restOrganizer, 'organizer');
        post.termIds = [];
        for (const [list, taxonomy] of [
          [event.categories, 'tribe_events_cat'],
          [event.tags, 'post_tag'],
        ] as const) {
          for (const record of Array.isArray(list) ? list : []) {
            const id = Number(record?.id);
            if (!(id > 0)) continue;
            const key = `${taxonomy === 'post_tag' ? 'tag' : 'category'}:${id}`;
            let term = terms.get(key);
            if (!term) {
              term = { ...restTerm({ ...record, taxonomy }, undefined), uid: `${kind}:${key}` };
              term.parent = 0;
              terms.set(key, term);
            }
            post.termIds.push(term.id);
          }
        }
        set.posts.push(post);
      }
      set.posts.push(...venues.values(), ...organizers.values());
      set.terms = [...terms.values()];
      provisionalIds(set.posts, set.terms);
      set.images = [...images.values()];
      const finished = finishSet(set, context, leftOut, ended);
      if (Number(body.total) > 0) finished.totals.event = Number(body.total);
      const next = leftOut > 0 ? null : sameOriginNext(body.next_rest_url, page);
      return { set: finished, next: next ? { url: next, headers: { accept: 'application/json' } } : null };
    },
  };
}

export const tecReader = restReader(
  'tec',
  '/wp-json/tribe/events/v1/events',
  "The Events Calendar's list of events",
  'Give the address of a WordPress site running The Events Calendar (its REST API must be on).',
);

export const siteReader = restReader(
  'site',
  '/site/events/v1/events',
  "this calendar service's list of events",
  'Give the home address of another calendar running this service.',
);
