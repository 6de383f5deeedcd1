import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json } from '../helpers';

/**
 * The administration screens of the editors' app (src/admin/manage/): site settings and users, for
 * administrators only, writing through the API (settings) or one batch per change (users).
 */

let admin: { id: number; login: string; key: string };
let editor: { id: number; login: string; key: string };

beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
});

/** A screen of the app by its path, as the caller with `key`. */
async function screen(path: string, key?: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: key ? bearer(key) : {} });
  return { res, html: await res.text() };
}

/** Sends a form of the app (urlencoded) as the caller with `key`, or with other headers. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('site settings', () => {
  it('shows each setting with where it comes from, and a changed value shows in the API', async () => {
    const before = await screen('/en/admin/settings', admin.key);
    expect(before.res.status).toBe(200);
    expect(before.html).toContain('<label for="f-site_name">Site name</label>');
    expect(inMain(before.html)).toContain('From wrangler.toml.');
    expect(before.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const saved = await postForm(
      '/en/admin/settings',
      { site_name: 'Kultur <Agenda>', currency_code: 'usd' },
      bearer(admin.key),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en/admin/settings?saved=1');
    const api = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(api.site_name).toBe('Kultur <Agenda>');
    expect(api.currency_code).toBe('USD');
    // Only what changed was stored: the time zone still comes from wrangler.toml.
    expect(Object.keys(api.stored).sort()).toEqual(['currency_code', 'site_name']);

    const after = await screen('/en/admin/settings?saved=1', admin.key);
    expect(after.html).toContain('The settings were saved.');
    expect(after.html).toContain('value="Kultur &lt;Agenda&gt;"');
    expect(after.html).not.toContain('Kultur <Agenda>');
    expect(after.html).toContain('name="reset" value="site_name"');
  });

  it('"reset to default" removes the stored value', async () => {
    const res = await postForm('/en/admin/settings', { reset: 'currency_code' }, bearer(admin.key));
    expect(res.status).toBe(303);
    const api = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(api.stored.currency_code).toBeUndefined();
    expect(api.currency_code).not.toBe('USD');
  });

  it("a refused value is shown next to its field with the API's reason, and nothing is stored", async () => {
    const res = await postForm(
      '/en/admin/settings',
      { site_url: 'ftp://nope', site_name: 'Changed at the same time' },
      bearer(admin.key),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<p class="error" id="e-site_url">[^<]+<\/p>/);
    expect(html).toMatch(
      /id="f-site_url"[^>]*aria-describedby="e-site_url s-site_url"|aria-describedby="e-site_url s-site_url"[^>]*id="f-site_url"/,
    );
    expect(html).toContain('value="ftp://nope"');
    const api = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(api.site_name).toBe('Kultur <Agenda>');
  });

  it('is for administrators only: an editor gets 403 and no entry in the navigation', async () => {
    const page = await screen('/en/admin/settings', editor.key);
    expect(page.res.status).toBe(403);
    const posted = await postForm('/en/admin/settings', { site_name: 'Editor was here' }, bearer(editor.key));
    expect(posted.status).toBe(403);
    const api = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(api.site_name).toBe('Kultur <Agenda>');
    const events = await screen('/en/admin/events', editor.key);
    expect(events.html).not.toContain('/admin/settings"');
    expect((await screen('/en/admin/events', admin.key)).html).toContain('href="/en/admin/settings"');
  });

  it('anonymous callers are sent to sign in', async () => {
    const page = await screen('/admin/settings');
    expect(page.res.status).toBe(303);
    expect(page.res.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
  });
});
