import type { LinkedKind } from '../linked/kind';
import type { PostRow } from '../posts/rows';
import { presentVenue } from './presenter';
import { venueCreateBody, venueUpdateBody } from './schemas';

/**
 * `stateprovince` when not given: the state for US (or country-less) venues, else the province. An
 * update derives it again only when it changes the country, state or province.
 */
function deriveStateProvince(fields: Record<string, unknown>, current?: PostRow) {
  if (fields.stateprovince !== undefined) return fields;
  const sent = fields.country !== undefined || fields.state !== undefined || fields.province !== undefined;
  if (current && !sent) return fields;
  const country = String(fields.country ?? current?.country ?? '');
  const state = String(fields.state ?? current?.state ?? '');
  const province = String(fields.province ?? current?.province ?? '');
  const isUs = country === '' || /^(us|usa|united states)$/i.test(country);
  return { ...fields, stateprovince: (isUs ? state : province) || state || province };
}

export const venueKind: LinkedKind = {
  kind: 'venue',
  route: 'venues',
  nameParam: 'venue',
  textColumns: ['description', 'excerpt', 'address', 'city'],
  columns: {
    country: 'country',
    province: 'province',
    state: 'state',
    zip: 'zip',
    phone: 'phone',
    website: 'website',
    stateprovince: 'stateprovince',
    geo_lat: 'geo_lat',
    geo_lng: 'geo_lng',
    show_map: 'show_map',
    show_map_link: 'show_map_link',
  },
  createDefaults: { show_map: 1, show_map_link: 1 },
  searchText: ['title', 'description', 'excerpt', 'address', 'city'],
  searchPlain: ['zip', 'province', 'state', 'country', 'phone', 'website'],
  createBody: venueCreateBody,
  updateBody: venueUpdateBody,
  derive: deriveStateProvince,
  present: presentVenue,
  errors: {
    notFound: 'rest-venue-not-found',
    notAccessible: 'venue-not-accessible',
    inTrash: 'venue-is-in-trash',
  },
};
