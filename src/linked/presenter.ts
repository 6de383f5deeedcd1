import { type Presentation, postDates, presentImage } from '../posts/presenter';
import type { PostRow, PostText } from '../posts/rows';

/**
 * The keys a venue or an organizer starts with, in TEC's order, from `id` to `image`; the name goes
 * under the kind's own key (`venue` / `organizer`).
 */
export function linkedRecordHead(kind: 'venue' | 'organizer', row: PostRow, text: PostText, p: Presentation) {
  return {
    id: row.id,
    author: String(row.author_id),
    status: row.status,
    ...postDates(row, p),
    url: `${p.siteUrl}/${kind}/${text.slug}/`,
    [kind]: text.title,
    description: text.description,
    excerpt: text.excerpt,
    slug: text.slug,
    image: presentImage(row),
  };
}
