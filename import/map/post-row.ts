/** A source post as our `posts` row (its texts, links and terms are post-rows.ts's). */

import type { Problem, SourcePost, SourceSet } from '../../src/calendars/model';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import type { PostOut } from './import-rows';

const ZERO_UTC = '0000-00-00 00:00:00';

function publishedUtc(post: SourcePost, siteTimezone: string): string {
  if (post.dateUtc && post.dateUtc !== ZERO_UTC) return post.dateUtc;
  // A never-published post has no UTC date: its local date, read in the site's zone.
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(post.dateLocal) && !post.dateLocal.startsWith('0000'))
    return formatUtcWall(zonedWallToUtc(post.dateLocal, siteTimezone));
  return post.modifiedUtc;
}

/**
 * The row of `post` under our `id`; its image, parent and template by their ids here (`imageIdOf`,
 * `postIdOf`). An image the source lacks is dropped, with a problem said.
 */
export function postRow(
  post: SourcePost,
  id: number,
  source: SourceSet,
  imageIdOf: Map<number, number>,
  postIdOf: Map<number, number>,
  problems: Problem[],
): PostOut {
  const image = post.image;
  let imageId: number | null = null;
  let imageUrl: string | null = null;
  if (image && 'id' in image) {
    imageId = imageIdOf.get(image.id) ?? null;
    if (imageId === null)
      problems.push({
        kind: post.kind,
        id: post.id,
        reason: `its image ${image.id} is not in the source: dropped`,
      });
  } else if (image && 'url' in image) imageUrl = image.url;
  const event = post.event;
  const venue = post.venue;
  const parent = event?.postParent ? (postIdOf.get(event.postParent) ?? event.postParent) : 0;
  const templateId = post.occurrence ? (postIdOf.get(post.occurrence.templateId) ?? null) : null;
  if (event?.facts?.onlyForSignedIn) {
    problems.push({
      kind: post.kind,
      id: post.id,
      reason:
        'its online address was shown to signed-in visitors only (Virtual Events): here visitors have no accounts, so it is shown to all of them from its time',
    });
  }
  return {
    id,
    kind: post.kind,
    author_id: post.authorId,
    status: post.status,
    published_utc: publishedUtc(post, source.site.timezone),
    modified_utc: post.modifiedUtc,
    password: post.password === '' ? null : post.password,
    image_id: imageId,
    image_url: imageUrl,
    website: event?.website ?? venue?.website ?? post.organizer?.website ?? '',
    phone: venue?.phone ?? post.organizer?.phone ?? '',
    show_map: event?.showMap ?? venue?.showMap ?? false,
    show_map_link: event?.showMapLink ?? venue?.showMapLink ?? false,
    timezone: event?.timezone ?? null,
    start_local: event?.startLocal ?? null,
    end_local: event?.endLocal ?? null,
    start_utc: event?.startUtc ?? null,
    end_utc: event?.endUtc ?? null,
    all_day: event?.allDay ?? false,
    hide_from_listings: event?.hideFromListings ?? false,
    sticky: event?.sticky ?? false,
    featured: event?.featured ?? false,
    ticketed: false,
    post_parent: parent,
    content_id: templateId !== null && !post.occurrence!.ownContent ? templateId : id,
    series_id: post.series ? id : templateId,
    recurrence_id: templateId !== null ? post.occurrence!.recurrenceId : null,
    country: venue?.country ?? '',
    province: venue?.province ?? '',
    state: venue?.state ?? '',
    zip: venue?.zip ?? '',
    stateprovince: venue?.stateprovince ?? '',
    geo_lat: venue?.lat ?? null,
    geo_lng: venue?.lng ?? null,
    email: post.organizer?.email ?? '',
    currency_symbol: event?.currency?.symbol ?? null,
    currency_code: event?.currency?.code ?? null,
    currency_position: event?.currency?.position ?? null,
    source_lineage: post.globalIdLineage.length > 0 ? JSON.stringify(post.globalIdLineage) : null,
    // Whether it is on and how it is attended (src/calendars/event-facts.ts); its reason per language is the
    // translation group's (post-rows.ts). TEC has no languages or accessibility of events.
    event_status: event?.facts?.status ?? 'scheduled',
    event_status_reason: null,
    previous_start_utc: null,
    attendance_mode: event?.facts?.attendanceMode ?? 'offline',
    online_url: event?.facts?.onlineUrl || null,
    online_url_visible_before: event?.facts?.onlineUrlVisibleBefore ?? null,
    event_languages: null,
    event_language_keys: '',
    accessibility: 0,
    accessibility_note: null,
  };
}
