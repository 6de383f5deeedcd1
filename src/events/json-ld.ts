import {
  ACCESSIBILITY,
  ACCESSIBILITY_HEADING,
  ACCESSIBILITY_LABELS,
  accessibilityKeys,
} from '../lib/accessibility';
import type { ParsedCost } from '../lib/cost';
import { isoWithOffset, utcToZonedWall } from '../lib/dates';
import type { AttendanceMode, EventStatus } from '../lib/event-facts';
import { organizerJsonLd } from '../organizers/presenter';
import { jsonLdImage, type Presentation, textOf } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { venueJsonLd } from '../venues/presenter';
import { textIn } from './fact-keys';
import { wordpressTitle } from './wordpress-title';

/**
 * An event's schema.org `Event` (single reads' `json_ld`, the event's page), as Google's Event rich
 * results want it (developers.google.com/search/docs/appearance/structured-data/event): a name, a start
 * and a location (a `Place` with its address where it is attended in person, a `VirtualLocation` with a
 * url where online, both where mixed), the status with the start it had when rescheduled, the attendance
 * mode; the languages it is held in and its accessibility where it has them.
 */

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);

const STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

const ATTENDANCE: Record<AttendanceMode, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * How it is attended: as written, except that an event moved online is attended online only, whatever it
 * was before (Google: EventMovedOnline goes with the Online mode and a VirtualLocation).
 */
const attendanceOf = (row: EventRow): AttendanceMode =>
  row.event_status === 'moved_online' ? 'online' : row.attendance_mode;

/**
 * Where it happens. Online, its `VirtualLocation` is the address to attend at when the reader sees it,
 * else the event's page (where it will be shown): Google wants a url either way.
 */
function locationOf(row: EventRow, p: Presentation, pageUrl: string, onlineUrl: boolean) {
  const venue = row.links.find((link) => link.role === 'venue');
  const place = venue ? venueJsonLd(venue, p) : undefined;
  const virtual = {
    '@type': 'VirtualLocation' as const,
    url: onlineUrl && row.online_url ? row.online_url : pageUrl,
  };
  const mode = attendanceOf(row);
  if (mode === 'online') return virtual;
  if (mode === 'mixed') return place ? [place, virtual] : virtual;
  return place;
}

/** The accessibility schema.org names (`accessibilityFeature`), and the rest as named properties. */
function accessibilityOf(row: EventRow, p: Presentation) {
  const keys = accessibilityKeys(row.accessibility);
  const features = ACCESSIBILITY.filter((a) => a.schemaOrg !== null && keys.includes(a.key)).map(
    (a) => a.schemaOrg!,
  );
  const others: Array<{
    '@type': 'PropertyValue';
    propertyID: string;
    name: string;
    value: boolean | string;
  }> = ACCESSIBILITY.filter((a) => a.schemaOrg === null && keys.includes(a.key)).map((a) => ({
    '@type': 'PropertyValue',
    propertyID: a.key,
    name: ACCESSIBILITY_LABELS[p.lang][a.key],
    value: true,
  }));
  const note = textIn(row.accessibility_note, p);
  if (note) {
    others.push({
      '@type': 'PropertyValue',
      propertyID: 'accessibility_note',
      name: ACCESSIBILITY_HEADING[p.lang],
      value: note,
    });
  }
  return {
    ...(features.length > 0 ? { accessibilityFeature: features } : {}),
    ...(others.length > 0 ? { additionalProperty: others } : {}),
  };
}

export function eventJsonLd(
  row: EventRow,
  p: Presentation,
  { url, cost, onlineUrl }: { url: string; cost: ParsedCost; onlineUrl: boolean },
) {
  const text = textOf(row, p);
  const tz = row.timezone ?? 'UTC';
  const location = locationOf(row, p, url, onlineUrl);
  const organizers = row.links.filter((link) => link.role === 'organizer');
  const organizer =
    organizers.length === 1
      ? organizerJsonLd(organizers[0]!, p)
      : organizers.map((o) => organizerJsonLd(o, p));
  const price = cost.details.values[0];
  const languages = row.event_languages ? (JSON.parse(row.event_languages) as string[]) : [];
  return {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: wordpressTitle(text.title, row, p.lang),
    description: text.excerpt || text.description,
    ...(row.image || row.image_url ? { image: jsonLdImage(row, p) } : {}),
    url,
    // TEC's order: the attendance mode here, the location after the dates.
    eventAttendanceMode: ATTENDANCE[attendanceOf(row)],
    eventStatus: STATUS[row.event_status],
    startDate: isoWithOffset(instantOf(row.start_utc!), tz),
    endDate: isoWithOffset(instantOf(row.end_utc!), tz),
    ...(row.previous_start_utc
      ? { previousStartDate: isoWithOffset(instantOf(row.previous_start_utc), tz) }
      : {}),
    ...(location ? { location } : {}),
    ...(organizers.length > 0 ? { organizer } : {}),
    ...(price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: cost.details.currency_code || p.currencyCode,
            url,
            category: 'primary',
            availability: 'https://schema.org/InStock',
            // TEC's: the day it was published (in the site's zone), at midnight UTC.
            validFrom: `${utcToZonedWall(instantOf(row.published_utc), p.siteTimezone).slice(0, 10)}T00:00:00+00:00`,
          },
        }
      : {}),
    ...(languages.length > 0 ? { inLanguage: languages.length === 1 ? languages[0] : languages } : {}),
    ...accessibilityOf(row, p),
    // No `performer`: TEC's bare string "Organization" is no schema.org value, and the API knows no performer.
  };
}
