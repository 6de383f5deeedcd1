import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json, send } from '../helpers';
import { HTML, jpeg, pngHeaderOnly } from '../media-images';
import { anonymousFields, setSettings, stampedAgo, submissionCount } from '../submissions-helpers';

/**
 * A submission's image (docs/submissions.md#an-image): the public form's and `POST /submissions`'
 * `image_file` part with its `image_alt_text`, through the media library's checks, with a smaller limit;
 * nothing written on a refusal; the file never in a public answer before the event is approved.
 */

let admin: string;
let editor: string;
let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  await setSettings(admin, { submissions_anonymous: true });
});

afterAll(async () => {
  await setSettings(admin, { submissions_anonymous: null });
});

function multipart(fields: Record<string, unknown>, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, String(v));
  }
  if (file) body.append('image_file', new Blob([file.bytes]), file.name);
  return body;
}

const submit = (body: FormData) =>
  call('/submissions', { method: 'POST', headers: { 'CF-Connecting-IP': nextIp() }, body });

const written = async () => ({
  submissions: await submissionCount(),
  images: (await env.DB.prepare('SELECT count(*) AS n FROM images').first<{ n: number }>())!.n,
  files: (await env.MEDIA.list({ prefix: 'originals/' })).objects.length,
});

describe('an image sent with a submission', () => {
  it('POST /submissions (multipart): stored with its alternative text, hidden until approved', async () => {
    const res = await submit(
      multipart(await anonymousFields({ image_alt_text: 'Bertsolariak plazan' }), {
        bytes: jpeg(64, 48),
        name: 'Miren-Etxeberria-kartela.jpg',
      }),
    );
    expect(res.status).toBe(201);
    const submission = await json(res);
    const eventId = submission.event.id;
    // Pending: the public reads of the event (and so of its image) know nothing of it.
    expect([401, 403, 404]).toContain((await call(`/events/${eventId}`)).status);
    const image = await env.DB.prepare(
      'SELECT i.id, i.file_key, i.filename, i.alt FROM images i JOIN posts p ON p.image_id = i.id WHERE p.id = ?',
    )
      .bind(eventId)
      .first<{ id: number; file_key: string; filename: string; alt: string }>();
    expect(image).not.toBeNull();
    // An unguessable name (the library's random uuid), and the sender's own file name is not kept.
    expect(image!.file_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/);
    expect(image!.filename).not.toContain('Miren');
    expect(JSON.parse(image!.alt)).toEqual({ es: 'Bertsolariak plazan' });
    const approved = await send('POST', `/submissions/${submission.id}`, { action: 'approve' }, editor);
    expect(approved.status).toBe(200);
    const event = await json(await call(`/events/${eventId}`));
    expect(event.image).toMatchObject({ id: image!.id });
    expect(JSON.stringify(event.image)).toContain('Bertsolariak plazan');
  });

  it('through the public form (multipart), the page goes to the private link', async () => {
    const body = multipart(
      {
        text_language: 'eu',
        title: 'Bertso saioa irudiarekin',
        start_day: '2033-07-11',
        start_time: '19:00',
        timezone: 'Europe/Madrid',
        submitter_name: 'Miren',
        submitter_email: 'miren.irudia@example.org',
        nickname: '',
        form_started: await stampedAgo(10_000),
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        image_alt_text: 'Kartela',
      },
      { bytes: jpeg(32, 32), name: 'k.jpg' },
    );
    const res = await call(`${BASE}/eu/events/community/add`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': nextIp() },
      body,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT i.alt FROM images i JOIN posts p ON p.image_id = i.id JOIN submissions s ON s.event_id = p.id WHERE s.submitter_email = 'miren.irudia@example.org'",
    ).first<{ alt: string }>();
    expect(JSON.parse(row!.alt)).toEqual({ eu: 'Kartela' });
  });

  it('the form offers the file and its alternative text, as multipart', async () => {
    const html = await (await call(`${BASE}/en/events/community/add`)).text();
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toMatch(
      /<input type="file" id="image_file" name="image_file" aria-describedby="image_file-hint"/,
    );
    expect(html).toContain('<label for="image_alt_text">');
  });

  it.each([
    ['not an image', HTML, 'x.jpg', 415, 'rest_upload_unsupported_type'],
    ['a decompression bomb', pngHeaderOnly(30_000, 30_000), 'bomb.png', 422, 'rest_upload_too_many_pixels'],
    ['over 2 MB', new Uint8Array(2 * 1024 * 1024 + 1), 'big.jpg', 413, 'rest_upload_file_too_big'],
    ['far over 2 MB', new Uint8Array(3 * 1024 * 1024), 'huge.jpg', 413, 'rest_request_too_large'],
  ])('%s: refused, nothing written', async (_, bytes, name, status, code) => {
    const before = await written();
    const res = await submit(multipart(await anonymousFields({ image_alt_text: 'Alt' }), { bytes, name }));
    expect(res.status).toBe(status);
    expect((await json(res)).code).toBe(code);
    expect(await written()).toEqual(before);
  });

  it('without its alternative text: 400 at image_alt_text, nothing written', async () => {
    const before = await written();
    const res = await submit(multipart(await anonymousFields(), { bytes: jpeg(16, 16), name: 'a.jpg' }));
    expect(res.status).toBe(400);
    expect((await json(res)).data.params).toHaveProperty('image_alt_text');
    expect(await written()).toEqual(before);
  });

  it('the form shows a refused image at its field', async () => {
    const before = await written();
    const body = multipart(
      {
        text_language: 'en',
        title: 'With a bad image',
        start_day: '2033-07-12',
        submitter_name: 'Jon',
        submitter_email: 'jon.bad@example.org',
        nickname: '',
        form_started: await stampedAgo(10_000),
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        image_alt_text: 'A poster',
      },
      { bytes: HTML, name: 'poster.jpg' },
    );
    const res = await call(`${BASE}/en/events/community/add`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': nextIp() },
      body,
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="image_file-error"');
    expect(html).toContain('The image was not accepted');
    expect(await written()).toEqual(before);
  });

  it('a signed-in submitter sends one too', async () => {
    const submitter = (await createUser('submitter')).key;
    const res = await call('/submissions', {
      method: 'POST',
      headers: { ...bearer(submitter), 'CF-Connecting-IP': nextIp() },
      body: multipart(
        {
          title: 'Sala BBK: kontzertua',
          start_date: '2033-08-01 20:00',
          end_date: '2033-08-01 22:00',
          submitter_name: 'Sala',
          submitter_email: 'sala.irudia@example.org',
          image_alt_text: 'Taldea agertokian',
        },
        { bytes: jpeg(20, 20), name: 's.jpg' },
      ),
    });
    expect(res.status).toBe(201);
  });
});
