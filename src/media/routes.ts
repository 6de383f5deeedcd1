import { type Context, Hono } from 'hono';
import type { Status } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError, forbidden, refused, tooManyRequests } from '../http/errors';
import { apiRoot } from '../http/pagination';
import { MAX_ID } from '../http/schemas';
import { parseParams, validQuery } from '../http/validate';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { textsOf } from '../posts/media-image';
import { assertCanCreate, assertCanEditEach } from '../posts/policy';
import { EDITOR_ROLES } from '../posts/visibility';
import { acceptImage } from './accept';
import { newFileKey, originalKey } from './keys';
import { type MediaPresentation, mergeTexts, presentMedia } from './presenter';
import { noBucket, refusalError } from './refusals';
import {
  mediaDeleteQuery,
  mediaListQuery,
  mediaReadQuery,
  mediaUpdateBody,
  mediaUploadFields,
} from './schemas';
import {
  countUploads,
  deleteMedia,
  insertMedia,
  type MediaRow,
  selectMedia,
  selectMediaPage,
  selectMediaUsers,
  updateMedia,
} from './store';
import { readUpload } from './upload-body';
import { mayUpload } from './upload-rights';

const DAY_MS = 86_400_000;
const NO_STORE = { 'Cache-Control': 'no-store' };

const overQuota = (perDay: number) =>
  tooManyRequests(3600, `At most ${perDay} uploads a day per user: please try again later.`);

const notFound = () => new ApiError(404, 'rest_media_invalid_id', 'Invalid media ID.');

/** `shown`: records the caller may read; `unseen`: others, counted only as "others", never named. */
const inUse = (shown: number, unseen: number) =>
  new ApiError(
    409,
    'rest_media_in_use',
    `The file is the image of ${shown} record(s)${unseen > 0 ? ' and of others you may not read' : ''}: take it off them first, or delete with force=true to do so.`,
    { used_by: shown },
  );

const usedUnseen = () => refused('Records you may not read use this file. Nothing was written.');

function bucketOf(c: Context<AppEnv>): R2Bucket {
  if (!c.env.MEDIA) throw noBucket();
  return c.env.MEDIA;
}

/** Contributors and up use the library; anonymous callers 401, subscribers 403. */
function writer(c: Context<AppEnv>): User {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  assertCanCreate(caller);
  return caller;
}

const uploadsOff = () =>
  refused(
    'This site does not let contributors upload files (the contributors_upload_files setting): choose an image already in the media library.',
  );

/** Editors and administrators change every file; authors and contributors their own uploads. */
function assertMayChange(caller: User, row: MediaRow) {
  if (!EDITOR_ROLES.has(caller.role) && row.owner_id !== caller.id) throw forbidden(403);
}

const presentationOf = (c: Context<AppEnv>): MediaPresentation => ({
  origin: new URL(c.req.url).origin,
  apiRoot: apiRoot(c),
  lang: c.get('lang'),
  defaultLang: c.get('config').defaultLanguage,
});

const idOf = (c: Context<AppEnv>): number | null => {
  const text = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** The file of the path, if the caller may see it: a hidden file is as unknown as a missing one. */
async function loadMedia(c: Context<AppEnv>, caller: User): Promise<MediaRow> {
  const id = idOf(c);
  const [row] = id === null ? [] : await c.get('db').all<MediaRow>(selectMedia(id, caller));
  if (!row) throw notFound();
  return row;
}

const nowUtc = () => formatUtcWall(new Date());

/** `POST /media`: checks the file, strips its metadata, stores it in R2, then its row in D1. */
async function upload(c: Context<AppEnv>) {
  const caller = writer(c);
  const config = c.get('config');
  if (!mayUpload(caller, config)) throw uploadsOff();
  const db = c.get('db');
  const bucket = bucketOf(c);
  const since = formatUtcWall(new Date(Date.now() - DAY_MS));
  const perDay = config.mediaUploadsPerDay;
  if (perDay > 0) {
    const [count] = await db.all<{ n: number }>(countUploads(caller.id, since));
    if ((count?.n ?? 0) >= perDay) throw overQuota(perDay);
  }
  const file = await readUpload(c, config.mediaMaxBytes);
  const fields = parseParams(mediaUploadFields, { ...c.get('params'), ...file.fields });
  const accepted = acceptImage(file.bytes);
  if ('refused' in accepted) throw refusalError(accepted);
  const { stored, mime, width, height } = accepted;
  const fileKey = newFileKey(accepted.type);
  const lang = c.get('lang');
  await bucket.put(originalKey(fileKey), stored, { httpMetadata: { contentType: mime } });
  let row: MediaRow | undefined;
  try {
    [row] = await db.all<MediaRow>(
      insertMedia(
        {
          fileKey,
          ownerId: caller.id,
          mime,
          bytes: stored.length,
          width,
          height,
          filename: file.filename,
          title: fields.title?.trim() || file.filename.replace(/\.[^.]*$/, ''),
          alt: fields.alt_text === undefined ? {} : mergeTexts({}, fields.alt_text, lang),
          caption: fields.caption === undefined ? {} : mergeTexts({}, fields.caption, lang),
        },
        since,
        perDay,
      ),
    );
  } catch (error) {
    // The row was not written: the object must not stay behind, unreachable and uncounted.
    await bucket.delete(originalKey(fileKey));
    throw error;
  }
  if (!row) {
    await bucket.delete(originalKey(fileKey));
    throw overQuota(perDay);
  }
  const body = presentMedia({ ...row, uses: 0 }, presentationOf(c));
  return c.json(body, 201, { ...NO_STORE, Location: body.rest_url });
}

export const mediaRoutes = new Hono<AppEnv>()
  .post('/media', upload)
  .get('/media', validQuery(mediaListQuery), async (c) => {
    const caller = writer(c);
    const query = c.req.valid('query');
    const search = query.search?.trim() || undefined;
    const [rows, [count]] = await c
      .get('db')
      .batch<[MediaRow[], { n: number }[]]>(
        selectMediaPage(
          caller,
          { search, usedBy: query.used_by },
          query.per_page,
          (query.page - 1) * query.per_page,
        ),
      );
    const total = count?.n ?? 0;
    const totalPages = Math.ceil(total / query.per_page);
    const p = presentationOf(c);
    return c.json({ media: rows.map((row) => presentMedia(row, p)), total, total_pages: totalPages }, 200, {
      ...NO_STORE,
      'X-TEC-Total': String(total),
      'X-TEC-TotalPages': String(totalPages),
    });
  })
  .get('/media/:id', validQuery(mediaReadQuery), async (c) => {
    const caller = writer(c);
    return c.json(presentMedia(await loadMedia(c, caller), presentationOf(c)), 200, NO_STORE);
  })
  .patch('/media/:id', async (c) => {
    const caller = writer(c);
    const row = await loadMedia(c, caller);
    assertMayChange(caller, row);
    const input = parseParams(mediaUpdateBody, c.get('params'));
    const lang = c.get('lang');
    const change = {
      title: input.title?.trim(),
      alt: input.alt_text === undefined ? undefined : mergeTexts(textsOf(row.alt), input.alt_text, lang),
      caption:
        input.caption === undefined ? undefined : mergeTexts(textsOf(row.caption), input.caption, lang),
    };
    const results = await c.get('db').batch(updateMedia(row.id, change, nowUtc(), caller));
    const [updated] = results[results.length - 1] as unknown as MediaRow[];
    if (!updated) throw notFound();
    return c.json(presentMedia(updated, presentationOf(c)), 200, NO_STORE);
  })
  .delete('/media/:id', validQuery(mediaDeleteQuery), async (c) => {
    const caller = writer(c);
    const id = idOf(c);
    if (id === null) throw notFound();
    const [[row], users] = await c
      .get('db')
      .batch<[MediaRow[], Array<{ id: number; author_id: number; status: Status; shown: 0 | 1 }>]>([
        selectMedia(id, caller),
        selectMediaUsers(id, caller),
      ]);
    if (!row) throw notFound();
    assertMayChange(caller, row);
    const { force } = c.req.valid('query');
    const shown = users.filter((user) => user.shown);
    if (!force && users.length > 0) throw inUse(shown.length, users.length - shown.length);
    if (force) {
      // Taking the file off records is a write of each: the caller must be allowed to change every one,
      // and is told which only of those they may read.
      assertCanEditEach(caller, shown);
      if (shown.length < users.length) throw usedUnseen();
    }
    const detach = force ? users.map((user) => user.id) : null;
    const results = await c.get('db').batch(deleteMedia(row.id, detach, nowUtc()));
    const [deleted] = results[force ? 1 : 0]!;
    if (!deleted) throw inUse(row.uses ?? 0, 0);
    // After the row: a file whose row is gone is never served (src/media/serve.ts), so a failed delete
    // of the object leaves nothing reachable.
    await deleteFiles(bucketOf(c), row.file_key);
    return c.json({ deleted: true, previous: presentMedia(row, presentationOf(c)) }, 200, NO_STORE);
  });

/** The original and every size made of it. */
async function deleteFiles(bucket: R2Bucket, fileKey: string) {
  const uuid = fileKey.slice(0, fileKey.lastIndexOf('.'));
  const sizes = await bucket.list({ prefix: `sizes/${uuid}-`, limit: 100 });
  await bucket.delete([originalKey(fileKey), ...sizes.objects.map((object) => object.key)]);
}
