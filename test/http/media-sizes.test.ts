import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../src/media/sniff';
import { bearer, call, createUser, json } from '../helpers';
import { fileKeyOf, stored, upload } from '../media-helpers';
import { gif, jpeg, png } from '../media-images';

let key: string;
let photo: {
  id: number;
  url: string;
  sizes: Record<string, { url: string; width: number; height: number; 'mime-type': string }>;
};

beforeAll(async () => {
  key = (await createUser('author')).key;
  photo = await json(await upload(key, jpeg(2000, 1500), 'big.jpg'));
});

/** The type and dimensions of an answer, read from its bytes. */
async function pictureOf(res: Response) {
  const inspected = inspectImage(new Uint8Array(await res.arrayBuffer()));
  if ('refused' in inspected) throw new Error(`not an image: ${JSON.stringify(inspected)}`);
  return { type: inspected.type, width: inspected.width, height: inspected.height };
}

describe('the sizes of an upload', () => {
  it.each([
    ['thumbnail', 150, 150],
    ['medium', 300, 225],
    ['medium_large', 768, 576],
    ['large', 1024, 768],
  ])('%s is made at the dimensions the image object lists', async (name, width, height) => {
    const size = photo.sizes[name]!;
    expect(size).toMatchObject({ width, height, 'mime-type': 'image/jpeg' });
    const res = await call(size.url, { headers: { Accept: 'image/jpeg' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toContain('Accept');
    expect(await pictureOf(res)).toEqual({ type: 'jpeg', width, height });
  });

  it('is WebP or AVIF where the browser asks for them, each kept in R2 once made', async () => {
    const url = photo.sizes.medium!.url;
    const webp = await call(url, { headers: { Accept: 'image/webp,image/*;q=0.8' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await pictureOf(webp)).toEqual({ type: 'webp', width: 300, height: 225 });
    const avif = await call(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(await pictureOf(avif)).toMatchObject({ type: 'avif', width: 300, height: 225 });
    const uuid = fileKeyOf(photo.url).replace('.jpg', '');
    const kept = (await stored()).objects.filter((k) => k.startsWith(`sizes/${uuid}-300x225.`));
    expect(kept.sort()).toEqual([
      `sizes/${uuid}-300x225.avif`,
      `sizes/${uuid}-300x225.jpg`,
      `sizes/${uuid}-300x225.webp`,
    ]);
    // Kept: the same bytes again, and 304 for its ETag.
    const again = await call(url, { headers: { Accept: 'image/webp' } });
    expect(again.headers.get('etag')).toBe(webp.headers.get('etag'));
    const cached = await call(url, {
      headers: { Accept: 'image/webp', 'If-None-Match': webp.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
  });

  it('makes no size the image object does not list', async () => {
    const before = await stored();
    const base = photo.url.replace(/\.jpg$/, '');
    for (const other of [`${base}-500x500.jpg`, `${base}-2000x1500.jpg`, `${base}-150x150.png`]) {
      expect((await call(other)).status, other).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });

  it('of a PNG are PNG; of a GIF, PNG too (one frame)', async () => {
    const picture = await json(await upload(key, await png(400, 200), 'wide.png'));
    expect(picture.sizes.medium).toMatchObject({ width: 300, height: 150, 'mime-type': 'image/png' });
    expect(await pictureOf(await call(picture.sizes.medium.url))).toEqual({
      type: 'png',
      width: 300,
      height: 150,
    });
    const moving = await json(await upload(key, gif(200, 160), 'small.gif'));
    expect(moving.sizes.thumbnail).toMatchObject({ width: 150, height: 150, 'mime-type': 'image/png' });
    expect(moving.sizes.thumbnail.url).toMatch(/-150x150\.png$/);
    expect(await pictureOf(await call(moving.sizes.thumbnail.url))).toEqual({
      type: 'png',
      width: 150,
      height: 150,
    });
  });

  it('go with the file when it is deleted', async () => {
    const doomed = await json(await upload(key, jpeg(800, 600), 'doomed.jpg'));
    await call(doomed.sizes.medium.url);
    const uuid = fileKeyOf(doomed.url).replace('.jpg', '');
    expect((await stored()).objects.some((k) => k.startsWith(`sizes/${uuid}-`))).toBe(true);
    expect((await call(`/media/${doomed.id}`, { method: 'DELETE', headers: bearer(key) })).status).toBe(200);
    expect((await stored()).objects.filter((k) => k.includes(uuid))).toEqual([]);
    expect(env.MEDIA).toBeDefined();
  });
});
