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

export function organizerJsonLd(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  return {
    '@type': 'Person',
    name: text.title,
    description: text.excerpt || text.description,
    url: row.website,
    telephone: row.phone,
    email: row.email,
    sameAs: row.website,
  };
}

/** An organizer's own keys in TEC's shape; those TEC leaves out when empty are optional. */
export interface OrganizerJson extends LinkedHeadJson {
  organizer?: string;
  phone?: string;
  website?: string;
  email?: string;
  json_ld?: ReturnType<typeof organizerJsonLd>;
}

/** An organizer in TEC's shape, empty fields omitted. */
export function presentOrganizer(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  const organizer = linkedRecordHead('organizer', row, text, p) as OrganizerJson & Fields;
  putIfPresent(organizer, 'phone', row.phone);
  putIfPresent(organizer, 'website', row.website);
  putIfPresent(organizer, 'email', row.email);
  if (p.single) organizer.json_ld = organizerJsonLd(row, p);
  return Object.assign(
    organizer,
    globalIds(p, row),
    languageKeys(row.texts, text.lang, p, `organizers/${row.id}`),
  );
}
