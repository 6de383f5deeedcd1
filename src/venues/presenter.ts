import { type LinkedHeadJson, linkedRecordHead } from '../linked/presenter';
import {
  type Fields,
  globalIds,
  languageKeys,
  type Presentation,
  putIfPresent,
  textOf,
} from '../posts/presenter';
import type { PostRow } from '../posts/rows';

const nonEmpty = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));

export function venueJsonLd(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  return {
    '@type': 'Place',
    name: text.title,
    description: text.excerpt || text.description,
    url: `${p.siteUrl}/venue/${text.slug}/`,
    // The parts the venue has, as TEC's (it filters out the empty ones).
    address: {
      '@type': 'PostalAddress' as const,
      ...nonEmpty({
        streetAddress: text.address,
        addressLocality: text.city,
        addressRegion: row.stateprovince || row.province || row.state,
        postalCode: row.zip,
        addressCountry: row.country,
      }),
    },
    ...(row.geo_lat !== null && row.geo_lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: row.geo_lat, longitude: row.geo_lng } }
      : {}),
    telephone: row.phone,
    sameAs: row.website,
  };
}

/** A venue's own keys in TEC's shape; those TEC leaves out when empty are optional. */
export interface VenueJson extends LinkedHeadJson {
  venue?: string;
  address?: string;
  city?: string;
  country?: string;
  province?: string;
  state?: string;
  zip?: string;
  phone?: string;
  website?: string;
  stateprovince?: string;
  geo_lat?: number;
  geo_lng?: number;
  json_ld?: ReturnType<typeof venueJsonLd>;
  show_map: boolean;
  show_map_link: boolean;
}

/** A venue in TEC's shape: empty fields omitted, map flags and global ids always present. */
export function presentVenue(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  const venue = linkedRecordHead('venue', row, text, p) as VenueJson & Fields;
  putIfPresent(venue, 'address', text.address);
  putIfPresent(venue, 'city', text.city);
  putIfPresent(venue, 'country', row.country);
  putIfPresent(venue, 'province', row.province);
  putIfPresent(venue, 'state', row.state);
  putIfPresent(venue, 'zip', row.zip);
  putIfPresent(venue, 'phone', row.phone);
  putIfPresent(venue, 'website', row.website);
  putIfPresent(venue, 'stateprovince', row.stateprovince);
  putIfPresent(venue, 'geo_lat', row.geo_lat);
  putIfPresent(venue, 'geo_lng', row.geo_lng);
  if (p.single) venue.json_ld = venueJsonLd(row, p);
  venue.show_map = Boolean(row.show_map);
  venue.show_map_link = Boolean(row.show_map_link);
  return Object.assign(venue, globalIds(p, row), languageKeys(row.texts, text.lang, p, `venues/${row.id}`));
}
