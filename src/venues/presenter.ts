import { linkedRecordHead } from '../linked/presenter';
import { globalIds, languageKeys, omitEmpty, type Presentation, textOf } from '../posts/presenter';
import type { PostRow } from '../posts/rows';

const ALWAYS_PRESENT = new Set([
  'show_map',
  'show_map_link',
  'global_id',
  'global_id_lineage',
  'lang',
  'translations',
]);

/** The schema.org Place of a venue; its `url` is the venue's page, as TEC with Events Calendar Pro. */
export function venueJsonLd(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  return {
    '@type': 'Place',
    name: text.title,
    description: text.excerpt || text.description,
    url: `${p.siteUrl}/venue/${text.slug}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: text.address,
      addressLocality: text.city,
      addressRegion: row.stateprovince || row.province || row.state,
      postalCode: row.zip,
      addressCountry: row.country,
    },
    ...(row.geo_lat !== null && row.geo_lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: row.geo_lat, longitude: row.geo_lng } }
      : {}),
    telephone: row.phone,
    sameAs: row.website,
  };
}

/** A venue in TEC's shape: empty fields omitted, map flags and global ids always present. */
export function presentVenue(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  return omitEmpty(
    {
      ...linkedRecordHead('venue', row, text, p),
      address: text.address,
      city: text.city,
      country: row.country,
      province: row.province,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      website: row.website,
      stateprovince: row.stateprovince,
      geo_lat: row.geo_lat,
      geo_lng: row.geo_lng,
      json_ld: p.single ? venueJsonLd(row, p) : undefined,
      show_map: Boolean(row.show_map),
      show_map_link: Boolean(row.show_map_link),
      ...globalIds(p, row),
      ...languageKeys(row.texts, text.lang, p, `venues/${row.id}`),
    },
    ALWAYS_PRESENT,
  );
}
