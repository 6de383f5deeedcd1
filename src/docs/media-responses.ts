import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** The response bodies of `/media` (docs/media.md). */

const ImageSize = z.strictObject({ width: z.int(), height: z.int(), 'mime-type': z.string(), url: z.url() });
const texts = z.partialRecord(z.enum(LANGUAGES), z.string());

/** A file of the library: TEC's image object (as `image` of a record shows it), then its texts and origin. */
export const Media = z.strictObject({
  url: z.url(),
  id: z.int().min(1),
  extension: z.enum(['jpg', 'png', 'gif', 'webp', 'avif']),
  width: z.int().min(1),
  height: z.int().min(1),
  filesize: z.int().min(1),
  sizes: z.partialRecord(z.enum(['thumbnail', 'medium', 'medium_large', 'large']), ImageSize),
  alt_text: z.string(),
  caption: z.string(),
  title: z.string(),
  filename: z.string(),
  mime_type: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']),
  author: z.string(),
  date_utc: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  alt_texts: texts,
  captions: texts,
  used_by: z.int().min(0).optional(),
  rest_url: z.url(),
});

export const MediaList = z.strictObject({
  media: z.array(Media),
  total: z.int().min(0),
  total_pages: z.int().min(0),
});

export const MediaDeleted = z.strictObject({ deleted: z.literal(true), previous: Media });

export const MEDIA_RESPONSE_SCHEMAS = { Media, MediaList, MediaDeleted } as const;
