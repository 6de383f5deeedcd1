import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { MEDIA_PATH } from '../posts/media-image';
import { type FilePath, originalKey, parseFilePath } from './keys';
import { sizeOf } from './sizes';
import { type MediaRow, selectMediaByFileKey } from './store';

/**
 * The files of the library at their public URLs (`/media/{uuid}.{ext}`): one URL per file, whose bytes
 * never change (a new upload is a new URL), so they are cached for a year, `immutable`. Only a file whose
 * row D1 holds is read, and only from the `originals/` folder: nothing else in the bucket is reachable.
 * `Range` (one range) gives 206, `If-None-Match` 304; the ETag is the file's uuid.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const fileNotFound = () => new ApiError(404, 'rest_media_file_not_found', 'No such file.');

/** Served bytes are images, never documents: no script runs and no plugin loads even if a browser sniffed. */
const FILE_HEADERS = {
  'Cache-Control': IMMUTABLE,
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Accept-Ranges': 'bytes',
};

type ByteRange = { offset: number; length: number };

/**
 * One range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within `size` bytes; null: serve
 * the whole file (no header, several ranges, another unit); 'unsatisfiable': 416.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return 'unsatisfiable';
  return { offset: start, length: end - start + 1 };
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

async function serveFile(c: Context<AppEnv>) {
  const path = parseFilePath(c.req.param('name') ?? '');
  if (!path) throw fileNotFound();
  if (path.size) return serveSize(c, { ...path, size: path.size });
  const fileKey = `${path.uuid}.${path.extension}`;
  const [row] = await c.get('db').all<MediaRow>(selectMediaByFileKey(fileKey));
  if (!row || !c.env.MEDIA) throw fileNotFound();
  const etag = `"${path.uuid}"`;
  const headers = { ...FILE_HEADERS, ETag: etag, 'Content-Type': row.mime };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const ifRange = c.req.header('if-range');
  const range =
    ifRange === undefined || ifRange.trim() === etag ? rangeOf(c.req.header('range'), row.bytes) : null;
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${row.bytes}` });
  }
  // D1's row says all a HEAD answers: the object is not read.
  if (c.req.method === 'HEAD' && !range) {
    return c.body(null, 200, { ...headers, 'Content-Length': String(row.bytes) });
  }
  const object = await c.env.MEDIA.get(originalKey(fileKey), range ? { range } : {});
  if (!object) throw fileNotFound();
  if (!range) return c.body(object.body, 200, { ...headers, 'Content-Length': String(row.bytes) });
  return c.body(object.body, 206, {
    ...headers,
    'Content-Length': String(range.length),
    'Content-Range': `bytes ${range.offset}-${range.offset + range.length - 1}/${row.bytes}`,
  });
}

/** A size of an upload (./sizes.ts): the whole file (no ranges), negotiated by Accept. */
async function serveSize(c: Context<AppEnv>, path: FilePath & { size: { width: number; height: number } }) {
  const ifNoneMatch = c.req.header('if-none-match');
  const answer = await sizeOf(c, path, (etag) => etagMatches(ifNoneMatch, etag));
  const headers = {
    ...FILE_HEADERS,
    'Accept-Ranges': 'none',
    ETag: answer.etag,
    'Content-Type': answer.type,
    Vary: 'Accept',
  };
  if ('notModified' in answer) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Length': String(answer.length) });
}

export const mediaFileRoutes = new Hono<AppEnv>().get(`${MEDIA_PATH}/:name`, serveFile);
