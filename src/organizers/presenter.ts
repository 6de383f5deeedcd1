import { linkedRecordHead } from '../linked/presenter';
import { globalIds, languageKeys, omitEmpty, type Presentation, textOf } from '../posts/presenter';
import type { PostRow } from '../posts/rows';

const ALWAYS_PRESENT = new Set(['global_id', 'global_id_lineage', 'lang', 'translations']);

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

/** An organizer in TEC's shape, empty fields omitted. */
export function presentOrganizer(row: PostRow, p: Presentation) {
  const text = textOf(row, p);
  return omitEmpty(
    {
      ...linkedRecordHead('organizer', row, text, p),
      phone: row.phone,
      website: row.website,
      email: row.email,
      json_ld: p.single ? organizerJsonLd(row, p) : undefined,
      ...globalIds(p, row),
      ...languageKeys(row.texts, text.lang, p, `organizers/${row.id}`),
    },
    ALWAYS_PRESENT,
  );
}
