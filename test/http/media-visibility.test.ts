import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, insertPost, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';

/**
 * Who sees a file of the media library (`GET /media`, `GET /media/{id}`, and every route and parameter that
 * names one): its uploader, editors and administrators, and anyone else only while a record they may read
 * shows it, as WordPress's attachments follow their post. `used_by` counts only those records.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: { id: number; key: string };
let author: { id: number; key: string };
let contributor: { id: number; key: string };
let stranger: { id: number; key: string };
/** The editor's files: on another user's draft only, on a published venue and a draft, on a locked event. */
let onDraft: Json;
let onPublished: Json;
let onLocked: Json;
/** The author's own upload, unused; an editor's file on the author's own draft. */
let authorsOwn: Json;
let onAuthorsDraft: Json;
/** The records those files are the images of. */
let secretVenue: number;
let publicHall: number;
let privateOrg: number;
let authorDraft: number;

const uploaded = async (key: string, name: string) => json(await upload(key, jpeg(20, 20), name));
const ids = (body: Json) => body.media.map((m: Json) => m.id);

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
  stranger = await createUser('contributor');
  onDraft = await uploaded(editor.key, 'secret-plan.jpg');
  secretVenue = await insertPost(
    'venue',
    'Secret venue',
    { image_id: onDraft.id, status: 'draft' },
    { authorId: editor.id },
  );
  onPublished = await uploaded(editor.key, 'public-hall.jpg');
  publicHall = await insertPost('venue', 'Public hall', { image_id: onPublished.id, status: 'publish' });
  privateOrg = await insertPost('organizer', 'Private org', { image_id: onPublished.id, status: 'private' });
  onLocked = await uploaded(editor.key, 'locked-poster.jpg');
  const locked = await json(
    await send(
      'POST',
      '/events',
      { title: 'Locked', start_date: '2033-02-01 20:00', end_date: '2033-02-01 22:00', image: onLocked.id },
      editor.key,
    ),
  );
  expect((await send('PATCH', `/events/${locked.id}`, { password: 'Pw-9921' }, editor.key)).status).toBe(200);
  authorsOwn = await uploaded(author.key, 'authors-own.jpg');
  onAuthorsDraft = await uploaded(editor.key, 'for-the-author.jpg');
  authorDraft = await insertPost(
    'venue',
    'Author draft',
    { image_id: onAuthorsDraft.id, status: 'draft' },
    { authorId: author.id },
  );
});

describe('GET /media?used_by= names a record: only one the caller may read', () => {
  const usedBy = async (key: string, record: number) =>
    ids(await json(await call(`/media?used_by=${record}`, { headers: bearer(key) })));

  it('gives the image of a record the caller may read', async () => {
    expect(await usedBy(contributor.key, publicHall)).toEqual([onPublished.id]);
    expect(await usedBy(author.key, authorDraft)).toEqual([onAuthorsDraft.id]);
    expect(await usedBy(editor.key, secretVenue)).toEqual([onDraft.id]);
  });

  it('gives nothing for a record the caller may not read, even when its image is one they see', async () => {
    expect(await usedBy(contributor.key, privateOrg)).toEqual([]);
    expect(await usedBy(author.key, secretVenue)).toEqual([]);
    expect(await usedBy(stranger.key, authorDraft)).toEqual([]);
  });

  it('a record id that is not one is a 400 in the spec’s shape', async () => {
    const res = await call('/media?used_by=abc', { headers: bearer(editor.key) });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { used_by: expect.any(String) } },
    });
  });
});

describe('GET /media lists only the files the caller may see', () => {
  it('a contributor: files on records they may read, not those on drafts, private or locked records', async () => {
    const list = await json(await call('/media?per_page=100', { headers: bearer(contributor.key) }));
    expect(ids(list)).toEqual([onPublished.id]);
    expect(list.total).toBe(1);
    // A search never reaches a hidden file's title, name or alternative text.
    const found = await json(await call('/media?search=secret', { headers: bearer(contributor.key) }));
    expect(found).toMatchObject({ media: [], total: 0, total_pages: 0 });
  });

  it('an author: their own uploads and the files of their own records too', async () => {
    const list = await json(await call('/media?per_page=100', { headers: bearer(author.key) }));
    expect(ids(list)).toEqual([onAuthorsDraft.id, authorsOwn.id, onPublished.id]);
  });

  it('editors and administrators: every file', async () => {
    const list = await json(await call('/media?per_page=100', { headers: bearer(editor.key) }));
    expect(ids(list)).toEqual([onAuthorsDraft.id, authorsOwn.id, onLocked.id, onPublished.id, onDraft.id]);
  });
});

describe('a single file, and every route that names one', () => {
  it('GET /media/{id}: 404 for a file the caller may not see; used_by counts the records they may read', async () => {
    for (const file of [onDraft, onLocked, authorsOwn]) {
      const res = await call(`/media/${file.id}`, { headers: bearer(contributor.key) });
      expect(res.status, file.filename).toBe(404);
      expect((await json(res)).code).toBe('rest_media_invalid_id');
    }
    const seen = await json(await call(`/media/${onPublished.id}`, { headers: bearer(contributor.key) }));
    expect(seen.used_by).toBe(1);
    const all = await json(await call(`/media/${onPublished.id}`, { headers: bearer(editor.key) }));
    expect(all.used_by).toBe(2);
    const own = await json(await call(`/media/${onAuthorsDraft.id}`, { headers: bearer(author.key) }));
    expect(own.used_by).toBe(1);
  });

  it('PATCH and DELETE: a hidden file is as unknown as a missing one (404), not a 403 that says it exists', async () => {
    expect((await send('PATCH', `/media/${onDraft.id}`, { title: 'x' }, contributor.key)).status).toBe(404);
    expect((await send('PATCH', `/media/${authorsOwn.id}`, { title: 'x' }, stranger.key)).status).toBe(404);
    expect(
      (await call(`/media/${onDraft.id}`, { method: 'DELETE', headers: bearer(contributor.key) })).status,
    ).toBe(404);
    // A file they see but did not upload: still not theirs to change.
    expect((await send('PATCH', `/media/${onPublished.id}`, { title: 'x' }, contributor.key)).status).toBe(
      403,
    );
  });

  it('the `image` of a write: a hidden file is an unknown image (400), a visible one is taken', async () => {
    const when = { start_date: '2033-03-01 20:00', end_date: '2033-03-01 22:00' };
    for (const file of [onDraft, onLocked]) {
      const res = await send('POST', '/events', { title: 'Peek', ...when, image: file.id }, contributor.key);
      expect(res.status, file.filename).toBe(400);
      expect((await json(res)).data.params.image).toBe(`Unknown image: ${file.id}.`);
      const venue = await send('POST', '/venues', { venue: 'Peek hall', image: file.id }, contributor.key);
      expect(venue.status, file.filename).toBe(400);
    }
    const taken = await send(
      'POST',
      '/events',
      { title: 'Shown', ...when, image: onPublished.id },
      contributor.key,
    );
    expect(taken.status).toBe(201);
    expect((await json(taken)).image.id).toBe(onPublished.id);
  });

  it('deleting with force an own file that records the caller may not read use: 403, naming none of them', async () => {
    const file = await uploaded(author.key, 'mine-on-hidden.jpg');
    const hidden = await insertPost('venue', 'Hidden user', { image_id: file.id, status: 'draft' });
    const res = await call(`/media/${file.id}?force=true`, { method: 'DELETE', headers: bearer(author.key) });
    expect(res.status).toBe(403);
    const body = await json(res);
    expect(body.data.forbidden_ids ?? []).not.toContain(hidden);
    expect(body.message).not.toMatch(new RegExp(`\\b${hidden}\\b`));
    // TEC's words exactly, the why beside them.
    expect([body.code, body.message]).toEqual(['rest_forbidden', 'Sorry, you are not allowed to do that.']);
    expect(body.data.hint).toBe('Records you may not read use this file. Nothing was written.');
    const kept = await call(`/media/${file.id}`, { method: 'DELETE', headers: bearer(author.key) });
    expect(kept.status).toBe(409);
    expect((await json(kept)).data.used_by).toBe(0);
  });
});
