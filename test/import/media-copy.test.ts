/**
 * The importer brings the images (issue 29): each featured image is downloaded within its budget,
 * checked and stripped as an upload is, put in the MEDIA bucket and written as a file of the library;
 * what fails is a line with why and stays a reference. An image whose source id is an uploaded file's
 * never writes over that file.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExisting, readOrigins } from '../../import/load/d1';
import { mediaBucketName } from '../../import/load/r2';
import { importStatements } from '../../import/load/sql';
import type { ImageOut } from '../../import/map/import-rows';
import { mapToRows } from '../../import/map/rows';
import { assignUidIds } from '../../import/map/uids';
import { attachCopies, usedImageUrls } from '../../import/media/attach';
import { type CopyBudget, type CopyTarget, copyImages } from '../../import/media/copy';
import { downloadImage, type Transport } from '../../import/media/download';
import { parseWxr } from '../../import/source/wxr';
import { readIcs } from '../../src/calendars/ics';
import type { CopiedMedia, SourceSet } from '../../src/calendars/model';
import feed from '../fixtures/ics/all-day.ics?raw';
import xml from '../fixtures/tec-site/export.xml?raw';
import { createUser, json } from '../helpers';
import { upload } from '../media-helpers';
import { contains, EXIF_GPS, jpeg, SVG } from '../media-images';
import { mapIntoEmpty, runStatements, testSession } from './support';

const session = testSession;

/** A site of files: URL -> what it answers. Counts the requests. */
function site(files: Record<string, (init: RequestInit) => Response>) {
  const hits: string[] = [];
  const transport: Transport = async (url, init) => {
    hits.push(url);
    const answer = files[url];
    return answer ? answer(init) : new Response('<html>Not found</html>', { status: 404 });
  };
  return { transport, hits };
}

const file =
  (bytes: Uint8Array, type = 'application/octet-stream') =>
  () =>
    new Response(bytes, { headers: { 'Content-Type': type } });

function budget(transport: Transport, change: Partial<CopyBudget> = {}): CopyBudget {
  return { concurrency: 2, maxFiles: 100, maxBytes: 1_000_000, timeoutMs: 2000, transport, ...change };
}

/** A target in the test's bucket, its copies in `known`. */
function bucket(known: Record<string, CopiedMedia> = {}): CopyTarget & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    known,
    async put(key, bytes, contentType) {
      puts.push(key);
      await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
    },
    record(url, copy) {
      known[url] = copy;
    },
  };
}

const ORIGIN = 'https://old.example';

describe('downloading one image, within its budget', () => {
  it('a 404 fails with the status', async () => {
    const { transport } = site({});
    expect(await downloadImage(`${ORIGIN}/gone.jpg`, budget(transport))).toEqual({
      failed: 'the source answered 404',
    });
  });

  it('a file larger than the limit is abandoned while reading, never read whole', async () => {
    let pulled = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled++;
            controller.enqueue(new Uint8Array(64 * 1024));
          },
        }),
      );
    const { transport } = site({ [`${ORIGIN}/huge.jpg`]: endless });
    const result = await downloadImage(`${ORIGIN}/huge.jpg`, budget(transport, { maxBytes: 100_000 }));
    expect(result).toEqual({ failed: "larger than 100000 bytes (the library's limit)" });
    expect(pulled).toBeLessThanOrEqual(4);
  });

  it('a declared length over the limit fails before reading', async () => {
    const { transport } = site({
      [`${ORIGIN}/big.jpg`]: () => new Response(jpeg(8, 8), { headers: { 'Content-Length': '5000000' } }),
    });
    const result = await downloadImage(`${ORIGIN}/big.jpg`, budget(transport, { maxBytes: 100_000 }));
    expect(result).toMatchObject({ failed: expect.stringContaining('larger than 100000 bytes') });
  });

  it('an answer that never ends fails at the time limit', async () => {
    const hanging = (init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(10));
            init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
          },
        }),
      );
    const { transport } = site({ [`${ORIGIN}/slow.jpg`]: hanging });
    const started = Date.now();
    const result = await downloadImage(`${ORIGIN}/slow.jpg`, budget(transport, { timeoutMs: 100 }));
    expect(result).toEqual({ failed: 'no whole answer within 0.1 s' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('copying the images of a source', () => {
  it('stores real images stripped; an SVG, a 404 and a too-big file are failed lines, never stored', async () => {
    const { transport } = site({
      [`${ORIGIN}/photo.jpg`]: file(jpeg(40, 30, { exif: EXIF_GPS })),
      [`${ORIGIN}/logo.svg`]: file(SVG, 'image/svg+xml'),
      [`${ORIGIN}/huge.jpg`]: file(jpeg(2000, 2000, { comment: 'x'.repeat(60_000) })),
    });
    const target = bucket();
    const urls = ['photo.jpg', 'logo.svg', 'gone.jpg', 'huge.jpg'].map((name) => `${ORIGIN}/${name}`);
    const outcome = await copyImages(urls, budget(transport, { maxBytes: 50_000 }), target);
    expect(outcome.copied).toBe(1);
    expect(outcome.failed).toEqual([
      { url: `${ORIGIN}/gone.jpg`, why: 'the source answered 404' },
      { url: `${ORIGIN}/huge.jpg`, why: "larger than 50000 bytes (the library's limit)" },
      {
        url: `${ORIGIN}/logo.svg`,
        why: 'not a JPEG, PNG, GIF, WebP or AVIF image (read from its bytes; SVG is not accepted)',
      },
    ]);
    const copy = outcome.media.get(`${ORIGIN}/photo.jpg`)!;
    expect(copy).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30, filename: 'photo.jpg' });
    expect(copy.fileKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/,
    );
    expect(target.puts).toEqual([`originals/${copy.fileKey}`]);
    const object = await env.MEDIA.get(`originals/${copy.fileKey}`);
    const stored = new Uint8Array(await object!.arrayBuffer());
    expect(contains(stored, 'GPSLatitude')).toBe(false);
    expect(stored.length).toBe(copy.bytes);
    expect(object!.httpMetadata?.contentType).toBe('image/jpeg');
  });

  it('a URL copied before is skipped as unchanged, without a request; the same file gets the same key', async () => {
    const { transport, hits } = site({ [`${ORIGIN}/a.png`]: file(jpeg(16, 16)) });
    const target = bucket();
    const first = await copyImages([`${ORIGIN}/a.png`], budget(transport), target);
    const again = await copyImages([`${ORIGIN}/a.png`], budget(transport), target);
    expect([first.copied, again.copied, again.skipped, hits.length]).toEqual([1, 0, 1, 1]);
    // Without the state, the same file makes the same key: no twin.
    const fresh = await copyImages([`${ORIGIN}/a.png`], budget(transport), bucket());
    expect(fresh.media.get(`${ORIGIN}/a.png`)!.fileKey).toBe(first.media.get(`${ORIGIN}/a.png`)!.fileKey);
    expect(first.media.get(`${ORIGIN}/a.png`)!.fileKey).toMatch(/\.jpg$/);
  });

  it('downloads at most `concurrency` at a time and at most `maxFiles` in a run', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = () => {
      inFlight++;
      most = Math.max(most, inFlight);
      return new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            controller.enqueue(jpeg(8, 8));
            inFlight--;
            controller.close();
          },
        }),
      );
    };
    const urls = Array.from({ length: 7 }, (_, i) => `${ORIGIN}/p${i}.jpg`);
    const { transport, hits } = site(Object.fromEntries(urls.map((url) => [url, slow])));
    const outcome = await copyImages(urls, budget(transport, { concurrency: 2, maxFiles: 5 }), bucket());
    expect(most).toBe(2);
    expect(hits.length).toBe(5);
    expect(outcome.copied).toBe(5);
    expect(outcome.failed.map((f) => f.why)).toEqual([
      "over the run's budget of 5 downloads (run again for the rest)",
      "over the run's budget of 5 downloads (run again for the rest)",
    ]);
  });
});

describe('the copies in the database', () => {
  const OLD = `${ORIGIN}/wp-content/uploads/poster.jpg`;
  const ATTACH = 'https://camp.example/poster.png';
  let editor: string;
  let uploaded: { id: number };
  let uploadRow: Record<string, unknown> | null;
  const known: Record<string, CopiedMedia> = {};
  const { transport } = site({ [OLD]: file(jpeg(32, 24)), [ATTACH]: file(jpeg(20, 10)) });

  /** The feed, its second event using the source's image whose id is the upload's, copied and mapped. */
  async function importOnce() {
    const source: SourceSet = readIcs(feed, { location: 'all-day.ics', windowMonths: 24 });
    source.images.push({ id: uploaded.id, url: OLD, width: 800, height: 600, sizes: {} });
    const other = source.posts.find((p) => p.image === null)!;
    other.image = { id: uploaded.id };
    const outcome = await copyImages(usedImageUrls(source), budget(transport), bucket(known));
    attachCopies(source, outcome.media);
    assignUidIds(source, await readOrigins(source.site.origin, session));
    const existing = await readExisting(source, session);
    const rows = mapToRows(source, {
      defaultLang: 'es',
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    await runStatements(await importStatements(rows));
    return { rows, outcome };
  }

  beforeAll(async () => {
    editor = (await createUser('editor')).key;
    uploaded = await json(await upload(editor, jpeg(20, 20), 'mine.jpg'));
    uploadRow = await env.DB.prepare('SELECT * FROM images WHERE id = ?').bind(uploaded.id).first();
  });

  it('an image whose source id is an uploaded file’s gets a new id; the upload is untouched', async () => {
    const { rows, outcome } = await importOnce();
    expect(outcome.copied).toBe(2);
    const poster = rows.images.find((i) => i.file_key === known[OLD]!.fileKey)!;
    expect(poster.id).not.toBe(uploaded.id);
    expect(await env.DB.prepare('SELECT * FROM images WHERE id = ?').bind(uploaded.id).first()).toEqual(
      uploadRow,
    );
    const row = await env.DB.prepare('SELECT * FROM images WHERE id = ?').bind(poster.id).first();
    expect(row).toMatchObject({
      url: '',
      file_key: known[OLD]!.fileKey,
      owner_id: null,
      mime: 'image/jpeg',
      width: 32,
      height: 24,
      filename: 'poster.jpg',
      title: 'poster',
      alt: '{}',
      caption: '{}',
    });
    const users = rows.posts.filter((p) => p.image_id === poster.id);
    expect(users).toHaveLength(1);
  });

  it('an iCalendar ATTACH image becomes a file too, and the event points to it instead of the URL', async () => {
    const { rows } = await importOnce();
    const copy = rows.images.find((i) => i.file_key === known[ATTACH]!.fileKey)!;
    const camp = rows.posts.find((p) => p.image_id === copy.id)!;
    expect(camp.image_url).toBeNull();
    const read = await env.DB.prepare('SELECT image_id, image_url FROM posts WHERE id = ?')
      .bind(camp.id)
      .first();
    expect(read).toEqual({ image_id: copy.id, image_url: null });
  });

  it('a second run keeps the copies’ ids and makes no new row', async () => {
    const count = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM images').first<{ n: number }>())!.n;
    const before = await count();
    const first = await importOnce();
    const second = await importOnce();
    expect(second.outcome).toMatchObject({ copied: 0, skipped: 2 });
    const ids = (rows: ImageOut[]) => rows.map((i) => [i.file_key, i.id]);
    expect(ids(second.rows.images)).toEqual(ids(first.rows.images));
    expect(await count()).toBe(before);
  });

  it('an image left a reference (its copy failed) whose source id is a file’s takes a new id, not the file', async () => {
    const source: SourceSet = readIcs(feed, { location: 'all-day.ics', windowMonths: 24 });
    source.images.push({ id: uploaded.id, url: `${ORIGIN}/gone.jpg`, width: 8, height: 8, sizes: {} });
    source.posts.find((p) => p.image === null)!.image = { id: uploaded.id };
    const outcome = await copyImages([`${ORIGIN}/gone.jpg`], budget(transport), bucket());
    expect(outcome.failed).toEqual([{ url: `${ORIGIN}/gone.jpg`, why: 'the source answered 404' }]);
    assignUidIds(source, await readOrigins(source.site.origin, session));
    const existing = await readExisting(source, session);
    const rows = mapToRows(source, {
      defaultLang: 'es',
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    const reference = rows.images.find((i) => i.url === `${ORIGIN}/gone.jpg`)!;
    expect(reference.id).not.toBe(uploaded.id);
    expect(reference.file_key).toBeNull();
    await runStatements(await importStatements(rows));
    expect(await env.DB.prepare('SELECT * FROM images WHERE id = ?').bind(uploaded.id).first()).toEqual(
      uploadRow,
    );
  });

  it('the same file at two URLs (same name and bytes) is one file, both records use it', async () => {
    const source: SourceSet = readIcs(feed, { location: 'all-day.ics', windowMonths: 24 });
    const twins = [`${ORIGIN}/2025/01/twin.jpg`, `${ORIGIN}/2026/11/twin.jpg`];
    source.posts[0]!.image = { url: twins[0]! };
    source.posts[1]!.image = { url: twins[1]! };
    const same = site(Object.fromEntries(twins.map((url) => [url, file(jpeg(12, 12))])));
    const outcome = await copyImages(twins, budget(same.transport), bucket());
    expect(outcome.copied).toBe(2);
    attachCopies(source, outcome.media);
    assignUidIds(source, await readOrigins(source.site.origin, session));
    const existing = await readExisting(source, session);
    const rows = mapToRows(source, {
      defaultLang: 'es',
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    const files = rows.images.filter((i) => i.file_key === outcome.media.get(twins[0]!)!.fileKey);
    expect(files).toHaveLength(1);
    expect(rows.posts.filter((p) => p.kind === 'event').map((p) => p.image_id)).toEqual([
      files[0]!.id,
      files[0]!.id,
    ]);
    await runStatements(await importStatements(rows));
  });

  it('the SQL itself never writes over a file it did not make, whatever the rows say', async () => {
    const forced: ImageOut = {
      id: uploaded.id,
      url: '',
      width: 1,
      height: 1,
      sizes: '{}',
      file_key: known[OLD]!.fileKey.replace(/^./, 'f'),
      mime: 'image/png',
      bytes: 1,
      filename: 'other.png',
      title: 'other',
      alt: '{}',
    };
    const { rows } = await importOnce();
    await runStatements(await importStatements({ ...rows, images: [forced] }));
    expect(await env.DB.prepare('SELECT * FROM images WHERE id = ?').bind(uploaded.id).first()).toEqual(
      uploadRow,
    );
  });
});

describe('the images each source names', () => {
  it('a WordPress export: the attachment each record names by _thumbnail_id, copied into a file row', async () => {
    const source = parseWxr(xml, 'export.xml');
    const poster = 'http://127.0.0.1:8882/wp-content/uploads/2026/11/jazz-poster.png';
    expect(usedImageUrls(source)).toEqual([poster]);
    const { transport } = site({ [poster]: file(jpeg(64, 36)) });
    const outcome = await copyImages(usedImageUrls(source), budget(transport), bucket());
    attachCopies(source, outcome.media);
    const rows = mapIntoEmpty(source);
    const image = rows.images.find((i) => i.file_key)!;
    expect(image).toMatchObject({ url: '', mime: 'image/jpeg', width: 64, filename: 'jazz-poster.png' });
    expect(rows.posts.filter((p) => p.image_id === image.id).length).toBeGreaterThan(0);
  });

  it('a WordPress export: the attachment’s alternative text and title come with the file', async () => {
    const withAlt = xml.replace(
      '<wp:meta_key><![CDATA[_wp_attached_file]]></wp:meta_key>',
      '<wp:meta_key><![CDATA[_wp_attachment_image_alt]]></wp:meta_key>\n\t\t<wp:meta_value><![CDATA[Cartel del concierto de jazz]]></wp:meta_value>\n\t\t</wp:postmeta>\n\t\t<wp:postmeta>\n\t\t<wp:meta_key><![CDATA[_wp_attached_file]]></wp:meta_key>',
    );
    const source = parseWxr(withAlt, 'export.xml');
    const poster = 'http://127.0.0.1:8882/wp-content/uploads/2026/11/jazz-poster.png';
    const { transport } = site({ [poster]: file(jpeg(64, 36)) });
    const outcome = await copyImages(usedImageUrls(source), budget(transport), bucket());
    attachCopies(source, outcome.media);
    const image = mapIntoEmpty(source).images.find((i) => i.file_key)!;
    // In the import's default language (the tests' mapping: en), as every untranslated text of the source.
    expect(JSON.parse(image.alt)).toEqual({ en: 'Cartel del concierto de jazz' });
    expect(image.title).toBe('Jazz poster');
  });

  it('an iCalendar IMAGE property is the event’s image (before an ATTACH), an inline one is not', () => {
    const ics = (lines: string) =>
      readIcs(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:img-1@t\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270601T100000Z\r\nDTEND:20270601T110000Z\r\nSUMMARY:Poster\r\n${lines}END:VEVENT\r\nEND:VCALENDAR\r\n`,
        { location: 'img.ics', windowMonths: 24 },
      ).posts[0]!.image;
    expect(
      ics(
        'ATTACH;FMTTYPE=image/png:https://a.example/attach.png\r\nIMAGE;VALUE=URI;DISPLAY=BADGE;FMTTYPE=image/png:https://a.example/image.png\r\n',
      ),
    ).toEqual({ url: 'https://a.example/image.png' });
    expect(ics('ATTACH;FMTTYPE=image/png;ENCODING=BASE64;VALUE=BINARY:iVBORw0KGgo=\r\n')).toBeNull();
  });
});

describe('--remote', () => {
  it('puts the files in the bucket wrangler.toml binds as MEDIA', () => {
    const toml = `[[r2_buckets]]\nbinding = "OTHER"\nbucket_name = "other"\n\n[[r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "calendar-media"\n\n[images]\nbinding = "IMAGES"\n`;
    expect(mediaBucketName(toml)).toBe('calendar-media');
    expect(() => mediaBucketName('[vars]\nX = "1"\n')).toThrow(/binds no R2 bucket as MEDIA/);
  });
});
