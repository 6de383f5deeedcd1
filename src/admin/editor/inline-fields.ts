import type { Values } from './form';

/**
 * The editor's inline creation, as TEC's: a venue with every field, an organizer with its contacts and a
 * category by name, sent inside the event's own write (the API creates them with it, or reuses the record of
 * the same name: docs/api.md), so nothing is created when the event is refused.
 */

export const VENUE_FIELDS = ['address', 'city', 'province', 'country', 'zip', 'phone', 'website'] as const;
export const ORGANIZER_FIELDS = ['phone', 'website', 'email'] as const;

export const INLINE_FIELDS = [
  'new_venue',
  ...VENUE_FIELDS.map((f) => `new_venue_${f}`),
  'new_venue_show_map',
  'new_organizer',
  ...ORGANIZER_FIELDS.map((f) => `new_organizer_${f}`),
  'new_category',
] as const;

/** The venue to create with the event (`venue: {venue, address, …}`), when a name is typed. */
export function inlineVenue(values: Values): Record<string, unknown> | null {
  const name = values.new_venue?.trim();
  if (!name) return null;
  const venue: Record<string, unknown> = { venue: name };
  for (const field of VENUE_FIELDS) {
    const value = values[`new_venue_${field}`]?.trim();
    if (value) venue[field] = value;
  }
  if (values.new_venue_show_map === '1') venue.show_map = true;
  return venue;
}

/** The organizer to create with the event (`organizer: [..., {organizer, phone, …}]`), when a name is typed. */
export function inlineOrganizer(values: Values): Record<string, unknown> | null {
  const name = values.new_organizer?.trim();
  if (!name) return null;
  const organizer: Record<string, unknown> = { organizer: name };
  for (const field of ORGANIZER_FIELDS) {
    const value = values[`new_organizer_${field}`]?.trim();
    if (value) organizer[field] = value;
  }
  return organizer;
}

/**
 * The form's field for an inline record's parameter the API refused: named by path (`venue.website`,
 * `organizer.1.email`) or as `venue`/`organizer` with a reason that names the field ("Invalid organizer
 * email: …", the API's words for an inline record's field).
 */
export function inlineFieldOf(name: string, reason = ''): string | null {
  if (name === 'venue' || name === 'organizer') {
    const words = reason.slice(0, 60).split(' ');
    if (words[0] === 'Invalid' && words[1] === name && words[2]) {
      const field = words[2].replace(/:$/, '');
      const known: readonly string[] = name === 'venue' ? VENUE_FIELDS : ORGANIZER_FIELDS;
      if (known.includes(field)) return `new_${name}_${field}`;
      if (field === name) return `new_${name}`;
    }
    return null;
  }
  const venue = /^venue\.([a-z_]+)$/.exec(name);
  if (venue) return venue[1] === 'venue' ? 'new_venue' : `new_venue_${venue[1]}`;
  const organizer = /^organizer\.\d+\.([a-z_]+)$/.exec(name);
  if (organizer) return organizer[1] === 'organizer' ? 'new_organizer' : `new_organizer_${organizer[1]}`;
  return null;
}
