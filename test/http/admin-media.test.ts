import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json } from '../helpers';
import { stored } from '../media-helpers';
import { concat, jpeg } from '../media-images';
import { signedIn } from './editor-form';

/**
 * Uploads in the editors' app (src/admin/media/): a real `multipart/form-data` form, as a browser sends it
 * without JavaScript, passed on to the API's `POST /media` as the caller (session + CSRF token, or key).
 */

type User = { id: number; login: string; key: string };
let editor: User;
let subscriber: User;

beforeAll(async () => {
  editor = await createUser('editor');
  subscriber = await createUser('subscriber');
});

function form(bytes: Uint8Array, name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.set(field, value);
  body.set('file', new File([bytes], name, { type: 'image/jpeg' }));
  return body;
}

const uploadForm = (body: FormData, headers: Record<string, string>) =>
  call(`${BASE}/en/admin/media/upload`, { method: 'POST', redirect: 'manual', headers, body });

describe('the upload form of the editors’ app', () => {
  it('with a session and its CSRF token: stored through the API, back to the screen with the image', async () => {
    const session = await signedIn(editor);
    const res = await uploadForm(
      form(jpeg(1600, 1200), 'cartel.jpg', {
        _csrf: session.csrf,
        return_to: '/en/admin/events/new',
        alt_text: 'Poster <b>of</b> the concert',
      }),
      { Cookie: session.cookie, Origin: BASE },
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/en\/admin\/events\/new\?image=\d+$/);
    const id = Number(/image=(\d+)/.exec(location)![1]);
    const media = await json(await call(`/media/${id}`, { headers: bearer(editor.key) }));
    expect(media).toMatchObject({
      width: 1600,
      height: 1200,
      alt_texts: { es: 'Poster <b>of</b> the concert' },
    });
    expect(media.author).toBe(String(editor.id));
  });

  it('refuses a session form without its CSRF token, storing nothing', async () => {
    const session = await signedIn(editor);
    const before = await stored();
    const res = await uploadForm(form(jpeg(300, 200), 'x.jpg', { return_to: '/en/admin/events/new' }), {
      Cookie: session.cookie,
      Origin: BASE,
    });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('with an API key, and as JSON for the editor’s script', async () => {
    const res = await uploadForm(form(jpeg(800, 600), 'a.jpg', {}), {
      ...bearer(editor.key),
      Accept: 'application/json',
    });
    expect(res.status).toBe(201);
    const media = await json(res);
    expect(media).toMatchObject({ width: 800, height: 600 });
    expect(media.sizes.medium.width).toBe(300);
  });

  it('sends the API’s refusals back to the screen as a reason, storing nothing', async () => {
    const before = await stored();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await uploadForm(
      form(svg, 'x.jpg', { return_to: '/en/admin/venues/3' }),
      bearer(editor.key),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/en/admin/venues/3?upload_error=wrongType');
    const role = await uploadForm(form(jpeg(300, 200), 'x.jpg', {}), bearer(subscriber.key));
    // A subscriber writes nothing: refused before any route, as every write of theirs.
    expect(role.status).toBe(403);
    // A return address outside the app is not followed.
    const away = await uploadForm(
      form(svg, 'x.jpg', { return_to: 'https://evil.example/' }),
      bearer(editor.key),
    );
    expect(away.headers.get('location')).toBe('/en/admin/events/new?upload_error=wrongType');
    expect(await stored()).toEqual(before);
  });

  it('takes a file larger than the app’s form limit (256 KiB) whole', async () => {
    // A JPEG made 420 KB by seven comment segments after its start: read within the upload limit.
    const small = jpeg(640, 480);
    const comment = [0xff, 0xfe, 0xea, 0x62, ...new Uint8Array(60000).fill(120)];
    const big = concat(small.slice(0, 2), ...Array(7).fill(comment), small.slice(2));
    expect(big.length).toBeGreaterThan(400_000);
    const res = await uploadForm(form(big, 'big.jpg', {}), {
      ...bearer(editor.key),
      Accept: 'application/json',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).width).toBe(640);
  });
});
