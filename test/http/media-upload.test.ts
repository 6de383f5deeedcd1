import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, type TestBindings } from '../helpers';
import { gifWithFrames } from '../media-frames';
import { fileKeyOf, original, stored, upload, uploadForm } from '../media-helpers';
import { avif, contains, EXIF_GPS, gif, HTML, jpeg, png, pngHeaderOnly, SVG, webp } from '../media-images';

let contributor: string;
let editor: string;

beforeAll(async () => {
  contributor = (await createUser('contributor')).key;
  editor = (await createUser('editor')).key;
});

/** Sends the upload and checks that R2 and D1 hold exactly what they held before; returns the answer. */
async function refused(send: () => Promise<Response>, status: number, code: string) {
  const before = await stored();
  const res = await send();
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(await stored()).toEqual(before);
  return body;
}

describe('POST /media: what is accepted', () => {
  const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, string, string, number, number]> = [
    ['JPEG', () => jpeg(40, 30), 'photo.jpeg', 'jpg', 40, 30],
    ['PNG', () => png(20, 10), 'image.png', 'png', 20, 10],
    ['GIF', () => gif(16, 12), 'anim.gif', 'gif', 16, 12],
    ['WebP', () => webp(), 'pic.webp', 'webp', 1, 1],
    ['extended WebP', () => webp(640, 480), 'pic.webp', 'webp', 640, 480],
    ['AVIF', () => avif(800, 600), 'pic.avif', 'avif', 800, 600],
  ];
  it.each(cases)(
    'a %s, recognised by its bytes, stored in R2 and D1',
    async (_, make, name, ext, width, height) => {
      const bytes = await make();
      const res = await upload(contributor, bytes, name);
      const body = await json(res);
      expect(res.status, JSON.stringify(body)).toBe(201);
      expect(body).toMatchObject({ extension: ext, width, height, filesize: bytes.length, filename: name });
      expect(body.url).toMatch(new RegExp(`^http://api\\.test/media/[0-9a-f-]{36}\\.${ext}$`));
      expect(res.headers.get('location')).toBe(body.rest_url);
      expect(await original(fileKeyOf(body.url))).toEqual(bytes);
      const row = await env.DB.prepare('SELECT mime, bytes, width, height FROM images WHERE id = ?')
        .bind(body.id)
        .first();
      expect(row).toEqual({ mime: body.mime_type, bytes: bytes.length, width, height });
    },
  );

  it('takes the type from the bytes, never the name: a PNG named .svg is a PNG', async () => {
    const res = await upload(contributor, await png(2, 2), 'drawing.svg', { type: 'image/svg+xml' });
    const body = await json(res);
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ extension: 'png', mime_type: 'image/png' });
  });

  it('takes multipart/form-data with a `file` part and its title and alternative text', async () => {
    const res = await uploadForm(editor, jpeg(8, 8), 'form.jpg', { title: 'Plaza', alt_text: 'La plaza' });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      title: 'Plaza',
      alt_text: 'La plaza',
      alt_texts: { es: 'La plaza' },
      width: 8,
    });
  });

  it('takes a raw upload under a language prefix, its texts from the query string in that language', async () => {
    const res = await upload(contributor, jpeg(8, 8), 'eu.jpg', {
      path: '/eu/site/events/v1/media?alt_text=Plaza%20nagusia&title=Plaza',
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      title: 'Plaza',
      alt_text: 'Plaza nagusia',
      alt_texts: { eu: 'Plaza nagusia' },
    });
    expect(body.rest_url).toBe(`http://api.test/eu/site/events/v1/media/${body.id}`);
  });

  it('strips EXIF (with its GPS position), comments and text chunks from what it stores', async () => {
    const withExif = jpeg(16, 16, { exif: EXIF_GPS, comment: 'taken at home' });
    const jpegBody = await json(await upload(contributor, withExif, 'gps.jpg'));
    const kept = await original(fileKeyOf(jpegBody.url));
    expect(contains(withExif, 'GPSLatitude')).toBe(true);
    expect(contains(kept, 'GPSLatitude')).toBe(false);
    expect(contains(kept, 'taken at home')).toBe(false);
    expect(kept).toEqual(jpeg(16, 16));
    expect(jpegBody.filesize).toBe(kept.length);

    const webpBody = await json(await upload(contributor, webp(4, 4, { exif: EXIF_GPS }), 'gps.webp'));
    expect(await original(fileKeyOf(webpBody.url))).toEqual(webp(4, 4));

    // AVIF's Exif item is addressed by offset: its bytes are zeroed, the file keeps its length.
    const withExifItem = avif(40, 30, { exif: EXIF_GPS });
    const avifBody = await json(await upload(contributor, withExifItem, 'gps.avif'));
    const keptAvif = await original(fileKeyOf(avifBody.url));
    expect(contains(withExifItem, 'GPSLatitude')).toBe(true);
    expect(contains(keptAvif, 'GPSLatitude')).toBe(false);
    expect(keptAvif.length).toBe(withExifItem.length);
    expect(avifBody).toMatchObject({ width: 40, height: 30 });

    const pngBody = await json(await upload(contributor, await png(3, 3, { text: 'GPS 43.26' }), 't.png'));
    expect(await original(fileKeyOf(pngBody.url))).toEqual(await png(3, 3));
  });
});

describe('POST /media: what is refused leaves nothing behind', () => {
  it('HTML and SVG, whatever their name or declared type: 415', async () => {
    await refused(
      () => upload(contributor, HTML, 'photo.jpg', { type: 'image/jpeg' }),
      415,
      'rest_upload_unsupported_type',
    );
    await refused(
      () => upload(contributor, SVG, 'logo.svg', { type: 'image/svg+xml' }),
      415,
      'rest_upload_unsupported_type',
    );
    await refused(
      () => upload(contributor, SVG, 'logo.png', { type: 'image/png' }),
      415,
      'rest_upload_unsupported_type',
    );
  });

  it('a decompression bomb (a 30000×30000 PNG header), from its header alone: 422', async () => {
    const body = await refused(
      () => upload(contributor, pngHeaderOnly(30_000, 30_000), 'bomb.png'),
      422,
      'rest_upload_too_many_pixels',
    );
    expect(body.data).toMatchObject({ width: 30_000, height: 30_000 });
  });

  it('a GIF whose frame is larger than its screen, as decoders size it: 422', async () => {
    const bomb = gifWithFrames(400, 400, [{ left: 0, top: 0, width: 8000, height: 8000 }]);
    // What a decoder makes of it (the Images binding is sharp, libvips, in the tests): 64 megapixels.
    const seen = await env.IMAGES.info(new Blob([bomb]).stream());
    expect(seen).toMatchObject({ width: 8000, height: 8000 });
    const body = await refused(
      () => upload(contributor, bomb, 'bomb.gif'),
      422,
      'rest_upload_too_many_pixels',
    );
    expect(body.data).toMatchObject({ width: 8000, height: 8000 });
    const wide = gifWithFrames(400, 400, [{ left: 0, top: 0, width: 13_000, height: 400 }]);
    const side = await refused(
      () => upload(contributor, wide, 'wide.gif'),
      422,
      'rest_upload_too_many_pixels',
    );
    expect(side.data).toMatchObject({ width: 13_000, height: 400 });
  });

  it('truncated files: 422', async () => {
    const whole = jpeg(64, 64);
    await refused(
      () => upload(contributor, whole.slice(0, whole.length - 2), 'cut.jpg'),
      422,
      'rest_upload_damaged_file',
    );
    const picture = await png(10, 10);
    await refused(
      () => upload(contributor, picture.slice(0, picture.length - 20), 'cut.png'),
      422,
      'rest_upload_damaged_file',
    );
    const moving = gif(4, 4);
    await refused(
      () => upload(contributor, moving.slice(0, moving.length - 1), 'cut.gif'),
      422,
      'rest_upload_damaged_file',
    );
    const web = webp(4, 4);
    await refused(
      () => upload(contributor, web.slice(0, web.length - 3), 'cut.webp'),
      422,
      'rest_upload_damaged_file',
    );
    const av = avif(10, 10);
    await refused(
      () => upload(contributor, av.slice(0, av.length - 2), 'cut.avif'),
      422,
      'rest_upload_damaged_file',
    );
  });

  it('an AVIF whose item locations ask for millions of zero-byte extents is refused at once, not walked', async () => {
    // 2 000 items × 65 535 extents of offsets and lengths that take no bytes: 131 million from a 12 KB box.
    const body = await refused(
      () => upload(contributor, avif(10, 10, { hostileIloc: 2000 }), 'many.avif'),
      422,
      'rest_upload_damaged_file',
    );
    expect(body.message).toMatch(/too many extents/);
    // Nor spread over several location boxes, each under the bound (a file has one).
    const spread = await refused(
      () => upload(contributor, avif(10, 10, { hostileIloc: 1, extents: 100, ilocBoxes: 3 }), 'spread.avif'),
      422,
      'rest_upload_damaged_file',
    );
    expect(spread.message).toMatch(/more than one item location box/);
  });

  it('polyglots: a GIF that is also a script, HTML after an image, markup in a comment: 422', async () => {
    await refused(
      () => upload(contributor, gif(10799, 10799, { after: '*/=alert(1);' }), 'x.gif'),
      422,
      'rest_upload_damaged_file',
    );
    await refused(
      () => upload(contributor, new Uint8Array([...jpeg(8, 8), ...HTML]), 'x.jpg'),
      422,
      'rest_upload_damaged_file',
    );
    await refused(
      () => upload(contributor, gif(4, 4, { comment: '<script>alert(1)</script>' }), 'x.gif'),
      422,
      'rest_upload_damaged_file',
    );
    await refused(
      () => upload(contributor, jpeg(8, 8, { comment: '<html><body onload=alert(1)>' }), 'x.jpg'),
      422,
      'rest_upload_damaged_file',
    );
  });

  it('a file over the size limit (MEDIA_MAX_BYTES), raw or multipart: 413', async () => {
    const bindings: TestBindings = { MEDIA_MAX_BYTES: '1000' };
    const big = jpeg(800, 800);
    expect(big.length).toBeGreaterThan(1000);
    const body = await refused(
      () => upload(contributor, big, 'big.jpg', { bindings }),
      413,
      'rest_upload_file_too_big',
    );
    expect(body.data.max_bytes).toBe(1000);
    await refused(
      () => uploadForm(contributor, big, 'big.jpg', {}, bindings),
      413,
      'rest_upload_file_too_big',
    );
    // Streamed without a Content-Length: the read stops at the limit.
    const streamed = () =>
      call(
        '/media',
        {
          method: 'POST',
          headers: { ...bearer(contributor), 'Content-Disposition': 'attachment; filename="s.jpg"' },
          body: new Blob([big]).stream(),
          duplex: 'half',
        } as RequestInit,
        bindings,
      );
    await refused(streamed, 413, 'rest_upload_file_too_big');
    const small = await json(await upload(contributor, jpeg(8, 8), 'small.jpg', { bindings }));
    expect(small.width).toBe(8);
  });

  it('no file name (raw body without Content-Disposition) or no data: 400', async () => {
    await refused(
      () => fetchUpload(contributor, jpeg(8, 8), { 'Content-Type': 'image/jpeg' }),
      400,
      'rest_upload_no_content_disposition',
    );
    await refused(() => upload(contributor, new Uint8Array(0), 'empty.jpg'), 400, 'rest_upload_no_data');
  });
});

const fetchUpload = (key: string, bytes: Uint8Array, headers: Record<string, string>) =>
  call('/media', { method: 'POST', headers: { ...bearer(key), ...headers }, body: bytes });

describe('POST /media: who, and how many', () => {
  it('contributors and up upload; anonymous callers 401, subscribers 403, before the body is read', async () => {
    const subscriber = (await createUser('subscriber')).key;
    await refused(() => upload(undefined, jpeg(8, 8), 'a.jpg'), 401, 'rest_forbidden');
    await refused(() => upload(subscriber, jpeg(8, 8), 'a.jpg'), 403, 'rest_forbidden');
    for (const role of ['author', 'editor', 'administrator']) {
      const { key } = await createUser(role);
      expect((await upload(key, jpeg(8, 8), 'a.jpg')).status).toBe(201);
    }
  });

  it('each user has MEDIA_UPLOADS_PER_DAY uploads in 24 hours, then 429', async () => {
    const bindings: TestBindings = { MEDIA_UPLOADS_PER_DAY: '2' };
    const { key } = await createUser('author');
    expect((await upload(key, jpeg(8, 8), '1.jpg', { bindings })).status).toBe(201);
    expect((await upload(key, jpeg(8, 8), '2.jpg', { bindings })).status).toBe(201);
    const body = await refused(
      () => upload(key, jpeg(8, 8), '3.jpg', { bindings }),
      429,
      'rest_too_many_requests',
    );
    expect(body.message).toMatch(/2 uploads a day/);
    // Another user's quota is their own.
    const other = (await createUser('author')).key;
    expect((await upload(other, jpeg(8, 8), '1.jpg', { bindings })).status).toBe(201);
  });

  it('a deleted upload still counts: deleting files frees no place in the day’s quota', async () => {
    const bindings: TestBindings = { MEDIA_UPLOADS_PER_DAY: '2' };
    const { key } = await createUser('author');
    for (const name of ['1.jpg', '2.jpg']) {
      const res = await upload(key, jpeg(8, 8), name, { bindings });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const gone = await call(`/media/${id}`, { method: 'DELETE', headers: bearer(key) });
      expect(gone.status).toBe(200);
    }
    await refused(() => upload(key, jpeg(8, 8), '3.jpg', { bindings }), 429, 'rest_too_many_requests');
  });

  it('a failed D1 write after the file reached R2 removes the file', async () => {
    const failingInsert = {
      withSession: (constraint?: string) => {
        const session = env.DB.withSession(constraint);
        return {
          prepare: (query: string) => {
            if (!query.startsWith('INSERT INTO images')) return session.prepare(query);
            return env.DB.prepare('SELECT * FROM no_such_table');
          },
          batch: (statements: D1PreparedStatement[]) => session.batch(statements),
          getBookmark: () => session.getBookmark(),
        };
      },
    } as unknown as D1Database;
    const before = await stored();
    const res = await upload(contributor, jpeg(8, 8), 'lost.jpg', { bindings: { DB: failingInsert } });
    expect(res.status).toBe(500);
    expect(await stored()).toEqual(before);
  });
});
