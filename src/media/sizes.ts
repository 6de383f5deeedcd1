import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { EXTENSION_OF_MIME, SIZE_RULES, sizeDimensions, sizeMimeOf } from '../posts/media-image';
import { type FilePath, originalKey, sizeKey } from './keys';
import { type MediaRow, selectMediaByFileKeys } from './store';

/**
 * WordPress's sizes of an upload (thumbnail 150×150 cropped, medium, medium_large, large: src/posts/
 * media-image.ts), made by the Cloudflare Images binding when first asked for and kept in R2
 * (`sizes/{uuid}-{w}x{h}.{ext}`), in WebP or AVIF where the browser's Accept asks for them. Only the
 * dimensions the image object lists are made: a URL with others is a 404, so nobody can make the Worker
 * resize to sizes of their choosing.
 */

const sizeNotFound = () => new ApiError(404, 'rest_media_file_not_found', 'No such file.');

const sizeUnavailable = () =>
  new ApiError(
    503,
    'rest_media_size_unavailable',
    'This size of the image cannot be made now.',
    {},
    { 'Retry-After': '60' },
  );

/** The originals whose sizes have the extension `extension` (a GIF's sizes are PNG). */
const originalExtensions = (extension: string) =>
  Object.entries(EXTENSION_OF_MIME)
    .filter(([mime]) => EXTENSION_OF_MIME[sizeMimeOf(mime)] === extension)
    .map(([, ext]) => ext);

/** AVIF, else WebP, where the browser says it takes them; else the size's own type. */
export function negotiatedType(accept: string | undefined, own: string): string {
  const wanted = (accept ?? '').toLowerCase();
  if (/\bimage\/avif\b/.test(wanted)) return 'image/avif';
  if (/\bimage\/webp\b/.test(wanted)) return 'image/webp';
  return own;
}

export interface SizeAnswer {
  body: ReadableStream | Uint8Array;
  length: number;
  type: string;
  etag: string;
}

/** The bytes of size `path.size` of an upload, made now if R2 doesn't have them yet; null: no such size. */
export async function sizeOf(
  c: Context<AppEnv>,
  path: FilePath & { size: object },
  ifNoneMatch: (etag: string) => boolean,
) {
  const { width, height } = path.size as { width: number; height: number };
  const keys = originalExtensions(path.extension).map((ext) => `${path.uuid}.${ext}`);
  const [row] = keys.length ? await c.get('db').all<MediaRow>(selectMediaByFileKeys(keys)) : [];
  const bucket = c.env.MEDIA;
  if (!row || !bucket) throw sizeNotFound();
  const rule = SIZE_RULES.find((r) => {
    const size = sizeDimensions(r, row.width, row.height);
    return size?.width === width && size.height === height;
  });
  if (!rule) throw sizeNotFound();
  const type = negotiatedType(c.req.header('accept'), sizeMimeOf(row.mime));
  const extension = EXTENSION_OF_MIME[type]!;
  const etag = `"${path.uuid}-${width}x${height}.${extension}"`;
  if (ifNoneMatch(etag)) return { notModified: true as const, etag, type };
  const key = sizeKey(path.uuid, width, height, extension);
  const kept = await bucket.get(key);
  if (kept) return { body: kept.body, length: kept.size, type, etag };
  const original = await bucket.get(originalKey(row.file_key));
  if (!original || !c.env.IMAGES) throw sizeUnavailable();
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const result = await c.env.IMAGES.input(original.body)
      .transform({ width, height, fit: rule.crop ? 'cover' : 'scale-down' })
      .output({ format: type as 'image/jpeg' });
    bytes = new Uint8Array(await new Response(result.image()).arrayBuffer()) as Uint8Array<ArrayBuffer>;
  } catch {
    throw sizeUnavailable();
  }
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  return { body: bytes, length: bytes.length, type, etag };
}
