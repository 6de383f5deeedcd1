import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, json } from '../helpers';
import { fileKeyOf, upload } from '../media-helpers';
import { contains, EXIF_GPS, jpeg, png } from '../media-images';

let key: string;
let photo: { url: string; id: number; filesize: number };
let path: string;
const served = jpeg(64, 48);

beforeAll(async () => {
  key = (await createUser('author')).key;
  photo = await json(await upload(key, jpeg(64, 48, { exif: EXIF_GPS }), 'photo.jpg'));
  path = new URL(photo.url).pathname;
});

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /media/{file}', () => {
  it('serves the file at its URL, immutable, with its type and ETag, EXIF and GPS stripped', async () => {
    const res = await call(photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const body = await bytesOf(res);
    expect(body).toEqual(served);
    expect(contains(body, 'GPSLatitude')).toBe(false);
    expect(res.headers.get('content-length')).toBe(String(served.length));
  });

  it('answers HEAD with the headers and no body, without reading the object', async () => {
    let reads = 0;
    const bucket = new Proxy(env.MEDIA, {
      get(target, name) {
        if (name === 'get') reads++;
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const res = await call(photo.url, { method: 'HEAD' }, { MEDIA: bucket });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(served.length));
    expect((await bytesOf(res)).length).toBe(0);
    expect(reads).toBe(0);
    // A GET through the same bucket does read it (the count is real).
    await bytesOf(await call(photo.url, {}, { MEDIA: bucket }));
    expect(reads).toBe(1);
  });

  it('answers If-None-Match with its ETag with 304, without a body', async () => {
    const etag = (await call(photo.url)).headers.get('etag')!;
    const res = await call(photo.url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await bytesOf(res)).length).toBe(0);
    expect((await call(photo.url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('serves one range with 206 and Content-Range; a range past the end is 416', async () => {
    const size = served.length;
    const first = await call(photo.url, { headers: { Range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(await bytesOf(first)).toEqual(served.slice(0, 10));

    const tail = await call(photo.url, { headers: { Range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(await bytesOf(tail)).toEqual(served.slice(size - 5));

    const open = await call(photo.url, { headers: { Range: `bytes=${size - 3}-` } });
    expect(await bytesOf(open)).toEqual(served.slice(size - 3));

    const past = await call(photo.url, { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    // If-Range with another validator: the whole file.
    const changed = await call(photo.url, { headers: { Range: 'bytes=0-9', 'If-Range': '"old"' } });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).length).toBe(size);
  });

  it('reaches nothing else in the bucket: objects without a row, other folders, other extensions', async () => {
    const uuid = fileKeyOf(photo.url).replace(/\.jpg$/, '');
    await env.MEDIA.put('secret.txt', 'not for you');
    await env.MEDIA.put('originals/00000000-0000-4000-8000-000000000000.jpg', served);
    for (const other of [
      '/media/secret.txt',
      '/media/..%2Fsecret.txt',
      '/media/00000000-0000-4000-8000-000000000000.jpg',
      `/media/${uuid}.png`,
      `/media/${uuid}.JPG`,
      `/media/${uuid}`,
      `/media/originals%2F${uuid}.jpg`,
      `${path}x`,
    ]) {
      const res = await call(`http://api.test${other}`);
      expect(res.status, other).toBe(404);
      expect(contains(await bytesOf(res), 'not for you'), other).toBe(false);
    }
  });

  it('serves a PNG uploaded as .svg as the PNG it is', async () => {
    const drawing = await json(await upload(key, await png(2, 2), 'drawing.svg'));
    const res = await call(drawing.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(drawing.url.endsWith('.png')).toBe(true);
  });
});
