import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, insertPost, json, send } from '../helpers';
import { fileKeyOf, stored, upload } from '../media-helpers';
import { jpeg } from '../media-images';

let editor: string;
let author: { id: number; key: string };
let contributor: { id: number; key: string };

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  author = await createUser('author');
  contributor = await createUser('contributor');
});

const uploaded = async (key: string, name: string) => json(await upload(key, jpeg(20, 20), name));

describe('GET /media', () => {
  it('lists the library newest first, in pages, searched by title, file name or alternative text', async () => {
    const a = await uploaded(editor, 'harbour-dawn.jpg');
    const b = await uploaded(editor, 'market.jpg');
    await send('PATCH', `/media/${b.id}`, { alt_text: 'Fishermen at the harbour' }, editor);
    const c = await uploaded(author.key, 'concert.jpg');

    const all = await call('/media?per_page=100', { headers: bearer(editor) });
    const list = await json(all);
    expect(list.media.map((m: { id: number }) => m.id).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(all.headers.get('x-tec-total')).toBe(String(list.total));

    const found = await json(await call('/media?search=HARBOUR', { headers: bearer(editor) }));
    expect(found.media.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    expect(found.total).toBe(2);

    const second = await json(
      await call('/media?search=harbour&per_page=1&page=2', { headers: bearer(editor) }),
    );
    expect(second.media.map((m: { id: number }) => m.id)).toEqual([a.id]);
    expect(second.total_pages).toBe(2);
  });

  it('is for contributors and up: 401 anonymous, 403 subscribers; a bad per_page is 400', async () => {
    expect((await call('/media')).status).toBe(401);
    const subscriber = (await createUser('subscriber')).key;
    expect((await call('/media', { headers: bearer(subscriber) })).status).toBe(403);
    expect((await call('/media', { headers: bearer(contributor.key) })).status).toBe(200);
    expect((await call('/media?per_page=101', { headers: bearer(editor) })).status).toBe(400);
  });
});

describe('GET /media/{id}', () => {
  it('reads one file with how many records use it; an unknown id or a reference is 404', async () => {
    const file = await uploaded(editor, 'used.jpg');
    await insertPost('venue', 'Uses it', { image_id: file.id });
    const res = await call(`/media/${file.id}`, { headers: bearer(contributor.key) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: file.id, used_by: 1, filename: 'used.jpg', title: 'used' });
    expect((await call('/media/999999', { headers: bearer(editor) })).status).toBe(404);
    const reference = await env.DB.prepare(
      "INSERT INTO images (url) VALUES ('https://x.example/a.jpg') RETURNING id",
    ).first<{ id: number }>();
    expect((await call(`/media/${reference!.id}`, { headers: bearer(editor) })).status).toBe(404);
  });
});

describe('PATCH /media/{id}', () => {
  it('changes the alternative text and caption per language, and the title', async () => {
    const file = await uploaded(author.key, 'texts.jpg');
    let body = await json(
      await send('PATCH', `/media/${file.id}`, { alt_text: 'Plaza mayor', title: 'Plaza' }, author.key),
    );
    expect(body).toMatchObject({ alt_text: 'Plaza mayor', alt_texts: { es: 'Plaza mayor' }, title: 'Plaza' });

    // A text without a language is the request's language (the path prefix).
    body = await json(
      await send('PATCH', `/eu/site/events/v1/media/${file.id}`, { alt_text: 'Plaza nagusia' }, author.key),
    );
    expect(body).toMatchObject({
      alt_text: 'Plaza nagusia',
      alt_texts: { es: 'Plaza mayor', eu: 'Plaza nagusia' },
    });

    body = await json(
      await send(
        'PATCH',
        `/media/${file.id}`,
        { alt_text: { es: '', ca: 'Plaça major' }, caption: { en: 'The square' } },
        author.key,
      ),
    );
    expect(body.alt_texts).toEqual({ eu: 'Plaza nagusia', ca: 'Plaça major' });
    expect(body.captions).toEqual({ en: 'The square' });
    // Spanish (the default language) is gone: the answer falls back to another language.
    expect(body.alt_text).not.toBe('');

    const read = await json(await call(`/en/site/events/v1/media/${file.id}`, { headers: bearer(editor) }));
    expect(read).toMatchObject({ caption: 'The square' });
  });

  it('refuses unknown languages, texts too long, and files that are not the caller’s', async () => {
    const file = await uploaded(author.key, 'mine.jpg');
    expect((await send('PATCH', `/media/${file.id}`, { alt_text: { fr: 'x' } }, author.key)).status).toBe(
      400,
    );
    expect((await send('PATCH', `/media/${file.id}`, { alt_text: 'x'.repeat(501) }, author.key)).status).toBe(
      400,
    );
    const other = (await createUser('author')).key;
    // Unused, someone else's upload is not even seen (test/http/media-visibility.test.ts): 404.
    expect((await send('PATCH', `/media/${file.id}`, { title: 'Mine now' }, other)).status).toBe(404);
    expect((await send('PATCH', `/media/${file.id}`, { title: 'Edited' }, editor)).status).toBe(200);
    const own = await uploaded(contributor.key, 'contributed.jpg');
    expect((await send('PATCH', `/media/${own.id}`, { title: 'Mine' }, contributor.key)).status).toBe(200);
    // Seen on a published record, still not theirs to change: 403.
    await insertPost('venue', 'Shows mine', { image_id: file.id, status: 'publish' });
    expect((await send('PATCH', `/media/${file.id}`, { title: 'Mine now' }, other)).status).toBe(403);
    expect((await send('PATCH', `/media/${file.id}`, { title: 'Not mine' }, contributor.key)).status).toBe(
      403,
    );
  });
});

describe('DELETE /media/{id}', () => {
  it('is refused while records use the file; force=true takes it off them, then deletes file and row', async () => {
    const file = await uploaded(editor, 'in-use.jpg');
    const venue = await insertPost('venue', 'Pictured', { image_id: file.id });
    const refused = await call(`/media/${file.id}`, { method: 'DELETE', headers: bearer(editor) });
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('rest_media_in_use');
    expect((await call(file.url)).status).toBe(200);

    const before = await env.DB.prepare('SELECT seq FROM latest_changes WHERE record_id = ?')
      .bind(venue)
      .first<{ seq: number }>();
    const res = await call(`/media/${file.id}?force=true`, { method: 'DELETE', headers: bearer(editor) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ deleted: true, previous: { id: file.id } });
    const row = await env.DB.prepare('SELECT image_id FROM posts WHERE id = ?').bind(venue).first();
    expect(row).toEqual({ image_id: null });
    // Taking the image off is a change of the venue (the change feed and webhooks see it).
    const after = await env.DB.prepare('SELECT seq FROM latest_changes WHERE record_id = ?')
      .bind(venue)
      .first<{ seq: number }>();
    expect(after!.seq).toBeGreaterThan(before!.seq);
    expect((await call(file.url)).status).toBe(404);
    expect((await stored()).objects).not.toContain(`originals/${fileKeyOf(file.url)}`);
    expect((await call(`/media/${file.id}`, { headers: bearer(editor) })).status).toBe(404);
  });

  it('force=true takes the file off records only when the caller may change each of them', async () => {
    const file = await uploaded(author.key, 'mine-on-theirs.jpg');
    const theirs = await insertPost('venue', 'Someone else’s', { image_id: file.id, status: 'publish' });
    const own = await insertPost('organizer', 'Mine', { image_id: file.id }, { authorId: author.id });
    const res = await call(`/media/${file.id}?force=true`, { method: 'DELETE', headers: bearer(author.key) });
    expect(res.status).toBe(403);
    expect((await json(res)).data.forbidden_ids).toEqual([theirs]);
    // Nothing was written: both records keep the image, the file is still served.
    const images = await env.DB.prepare('SELECT id, image_id FROM posts WHERE id IN (?, ?) ORDER BY id')
      .bind(theirs, own)
      .all();
    expect(images.results).toEqual([
      { id: theirs, image_id: file.id },
      { id: own, image_id: file.id },
    ]);
    expect((await call(file.url)).status).toBe(200);
    // An editor may change both.
    const byEditor = await call(`/media/${file.id}?force=true`, {
      method: 'DELETE',
      headers: bearer(editor),
    });
    expect(byEditor.status).toBe(200);
  });

  it('deletes an unused file; authors and contributors only their own', async () => {
    const file = await uploaded(author.key, 'unused.jpg');
    const other = (await createUser('author')).key;
    expect((await call(`/media/${file.id}`, { method: 'DELETE', headers: bearer(other) })).status).toBe(404);
    expect((await call(`/media/${file.id}`, { method: 'DELETE', headers: bearer(author.key) })).status).toBe(
      200,
    );
    expect((await call(`/media/${file.id}`, { method: 'DELETE', headers: bearer(author.key) })).status).toBe(
      404,
    );
  });
});
