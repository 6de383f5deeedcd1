/**
 * A live site's answers (rest-collect.ts) as source records, through the mapping of each record that the
 * scheduled sources share (src/calendars/rest-map.ts). Pure.
 */

import type { SourceImage, SourcePost, SourceSet, SourceSite } from '../../src/calendars/model';
import {
  type PostParts,
  restEvent,
  restOrganizer,
  restTerm,
  restUser,
  restVenue,
} from '../../src/calendars/rest-map';
import { keepSafeSlugs } from '../../src/calendars/slugs';
import { type Json, type RestSnapshot, siteTimezone } from './rest-collect';

export { costText, restEvent, restTerm, translationFields } from '../../src/calendars/rest-map';

export function restSite(snapshot: RestSnapshot): SourceSite {
  const { index, settings } = snapshot;
  const named = settings?.timezone || index?.timezone_string;
  return {
    origin: String(index.home ?? index.url ?? '').replace(/\/+$/, ''),
    name: String(index.name ?? ''),
    url: String(index.home ?? index.url ?? ''),
    language: String(settings?.language ?? ''),
    timezone: siteTimezone(index, settings),
    timezoneFrom:
      typeof named === 'string' && named !== '' && !/^UTC[+-]/.test(named)
        ? 'its time zone'
        : `its UTC offset (${Number(index?.gmt_offset ?? 0)})`,
    defaultCurrencyCode: defaultCurrencyCode(snapshot.v1.events.values()),
    costsAsShown: true,
  };
}

/**
 * The site's currency code, as TEC's JSON-LD shows it (`offers.priceCurrency`) for an event that has
 * no code of its own: TEC puts the site's there. Only single reads carry JSON-LD.
 */
function defaultCurrencyCode(events: Iterable<Json>): string | undefined {
  for (const event of events) {
    const offers = event?.json_ld?.offers;
    const offer = Array.isArray(offers) ? offers[0] : offers;
    const code = offer?.priceCurrency;
    if (event?.cost_details?.currency_code === '' && typeof code === 'string' && /^[A-Z]{3}$/.test(code))
      return code;
  }
  return undefined;
}

/** Everything the site gave, as source records, with what could not be read listed as problems. */
export function restSourceSet(snapshot: RestSnapshot): SourceSet {
  const images = new Map<number, SourceImage>();
  const { v1, wp } = snapshot;
  const site = restSite(snapshot);
  const parts = (record: Json, wpRecords: Map<number, Json>): PostParts => ({
    v1: record,
    wp: wpRecords.get(Number(record.id)),
    images,
    timezone: site.timezone,
  });
  const posts: SourcePost[] = [
    ...[...v1.events.values()].map((event) => restEvent(parts(event, wp.events))),
    ...[...v1.venues.values()].map((venue) => restVenue(parts(venue, wp.venues))),
    ...[...v1.organizers.values()].map((organizer) => restOrganizer(parts(organizer, wp.organizers))),
  ];
  const terms = [
    ...[...v1.categories.values()].map((t) => restTerm(t, wp.categories.get(Number(t.id)))),
    ...[...v1.tags.values()].map((t) => restTerm({ ...t, taxonomy: 'post_tag' }, wp.tags.get(Number(t.id)))),
  ];
  for (const post of posts) if (snapshot.unchanged.has(post.id)) post.unchanged = true;
  // Only a source read whole says which records it no longer has (`--prune`).
  const allIds =
    snapshot.missing.length === 0
      ? new Set([...snapshot.allEventIds, ...v1.venues.keys(), ...v1.organizers.keys()].map(String))
      : undefined;
  return keepSafeSlugs({
    site,
    allIds,
    missing: snapshot.missing,
    reading: snapshot.reading,
    posts,
    terms,
    users: [...wp.users.values()].map(restUser),
    images: [...images.values()],
    problems: [
      ...snapshot.unreadable.map(({ kind, id, reason }) => ({ kind, id, reason })),
      ...snapshot.notes.map((reason) => ({ kind: 'site' as const, id: '', reason })),
    ],
    totals: {
      event: snapshot.totals.events,
      venue: snapshot.totals.venues,
      organizer: snapshot.totals.organizers,
      tribe_events_cat: snapshot.totals.categories,
      post_tag: snapshot.totals.tags,
    },
  });
}
