import { type Fields, type Presentation, postDates, presentImage, putIfPresent } from '../posts/presenter';
import type { PostRow, PostText } from '../posts/rows';

/** The head of a venue or organizer in TEC's shape; the keys TEC leaves out when empty are optional. */
export interface LinkedHeadJson {
  id: number;
  author: string;
  status: string;
  date?: string;
  date_utc?: string;
  modified?: string;
  modified_utc?: string;
  url: string;
  description?: string;
  excerpt?: string;
  slug?: string;
  image?: ReturnType<typeof presentImage>;
}

/**
 * The keys a venue or an organizer starts with, in TEC's order, from `id` to `image`, empty ones left
 * out; the name goes under the kind's own key (`venue` / `organizer`). Their presenters go on from it.
 */
export function linkedRecordHead(kind: 'venue' | 'organizer', row: PostRow, text: PostText, p: Presentation) {
  const record: Fields = {};
  putIfPresent(record, 'id', row.id);
  putIfPresent(record, 'author', String(row.author_id));
  putIfPresent(record, 'status', row.status);
  const dates = postDates(row, p);
  putIfPresent(record, 'date', dates.date);
  putIfPresent(record, 'date_utc', dates.date_utc);
  putIfPresent(record, 'modified', dates.modified);
  putIfPresent(record, 'modified_utc', dates.modified_utc);
  putIfPresent(record, 'url', `${p.siteUrl}/${kind}/${text.slug}/`);
  putIfPresent(record, kind, text.title);
  putIfPresent(record, 'description', text.description);
  putIfPresent(record, 'excerpt', text.excerpt);
  putIfPresent(record, 'slug', text.slug);
  putIfPresent(record, 'image', presentImage(row, p));
  return record as LinkedHeadJson & Fields;
}
