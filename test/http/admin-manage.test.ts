import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../src/lib/hash';
import { signedHeaders } from '../../src/lib/standard-webhooks';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';
import { mockReceiver } from '../webhook-receiver';

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
    expect(inMain(before.html)).toContain('Set by the deployment (the default until changed here).');
    expect(inMain(before.html)).not.toContain('wrangler.toml');
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

  it('is for administrators only: an editor gets 403 and no entry in the navigation, anonymous callers sign in', async () => {
    const page = await screen('/en/admin/settings', editor.key);
    expect(page.res.status).toBe(403);
    const posted = await postForm('/en/admin/settings', { site_name: 'Editor was here' }, bearer(editor.key));
    expect(posted.status).toBe(403);
    const api = await json(await call('/settings', { headers: bearer(admin.key) }));
    expect(api.site_name).toBe('Kultur <Agenda>');
    const events = await screen('/en/admin/events', editor.key);
    expect(events.html).not.toContain('/admin/settings"');
    expect((await screen('/en/admin/events', admin.key)).html).toContain('href="/en/admin/settings"');
    // Anonymous callers are sent to sign in first.
    const anonymous = await screen('/admin/settings');
    expect(anonymous.res.status).toBe(303);
    expect(anonymous.res.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
  });
});

/** Signs in with a password; the `Cookie` header to send and the CSRF token the app's pages carry. */
async function signIn(login: string, password: string) {
  const res = await postForm('/admin/sign-in', { login, password });
  expect(res.status).toBe(303);
  const value = /^session=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(value).toBeDefined();
  const cookie = `session=${value}`;
  const html = await (await call(`${BASE}/en/admin/events`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf).toBeDefined();
  return { cookie, csrf: csrf! };
}

const isSignedIn = async (cookie: string) =>
  (await call(`${BASE}/admin/sessions`, { headers: { Cookie: cookie } })).status === 200;

const userIdOf = async (login: string) =>
  (await env.DB.prepare('SELECT id FROM users WHERE login = ?').bind(login).first<{ id: number }>())?.id;

/** The secret a page shows once (a key or a password), if it shows one. */
const shownSecret = (html: string) => /<input id="secret" readonly="" value="([^"]+)"/.exec(html)?.[1];

describe('users', () => {
  it('is for administrators only: an editor gets 403, nothing is created, and no entry in the navigation', async () => {
    expect((await screen('/en/admin/users', editor.key)).res.status).toBe(403);
    const res = await postForm(
      '/en/admin/users',
      { login: 'made-by-editor', role: 'administrator' },
      bearer(editor.key),
    );
    expect(res.status).toBe(403);
    expect(await userIdOf('made-by-editor')).toBeUndefined();
    expect((await screen(`/en/admin/users/${editor.id}`, editor.key)).res.status).toBe(403);
    expect((await screen('/en/admin/events', editor.key)).html).not.toContain('/admin/users"');
    expect((await screen('/en/admin/events', admin.key)).html).toContain('href="/en/admin/users"');
  });

  it('lists users with their role, password, keys and sessions, hostile logins escaped', async () => {
    await env.DB.prepare(
      "INSERT INTO users (login, role) VALUES ('<img src=x onerror=alert(1)>', 'author')",
    ).run();
    const { res, html } = await screen('/en/admin/users', admin.key);
    expect(res.status).toBe(200);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      `>${admin.login}</a></th><td data-label="Role">Administrator</td><td data-label="Password">No</td><td data-label="API keys">1</td>`,
    );
  });

  it('creates a user; a login taken or malformed is refused next to its field', async () => {
    const res = await postForm('/en/admin/users', { login: 'ane', role: 'editor' }, bearer(admin.key));
    expect(res.status).toBe(303);
    const id = await userIdOf('ane');
    expect(res.headers.get('location')).toBe(`/en/admin/users/${id}?done=created`);
    const row = await env.DB.prepare('SELECT role, password_hash FROM users WHERE id = ?').bind(id).first();
    expect(row).toEqual({ role: 'editor', password_hash: null });

    const again = await postForm('/en/admin/users', { login: 'ane', role: 'author' }, bearer(admin.key));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(
      '<p class="error" id="e-login">A user with this login already exists.</p>',
    );
    const bad = await postForm('/en/admin/users', { login: 'a b<c>', role: 'root' }, bearer(admin.key));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('id="e-login"');
    expect(html).toContain('id="e-role"');
    expect(html).toContain('value="a b&lt;c&gt;"');
    expect(await userIdOf('a b<c>')).toBeUndefined();
  });

  it('creates an API key shown once, which works against the API until it is revoked', async () => {
    const id = (await userIdOf('ane'))!;
    const res = await postForm(`/en/admin/users/${id}/keys`, { label: '<b>laptop</b>' }, bearer(admin.key));
    expect(res.status).toBe(200);
    const html = await res.text();
    const key = shownSecret(html);
    expect(key).toMatch(/^tec_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(html).toContain('Copy it now');
    expect(html).toContain('&lt;b&gt;laptop&lt;/b&gt;');
    expect(html).not.toContain('<b>laptop');
    const stored = await env.DB.prepare('SELECT hash FROM api_keys WHERE prefix = ?')
      .bind(key!.slice(4, 16))
      .first();
    expect(stored).toEqual({ hash: await sha256Hex(key!) });

    const made = await send('POST', '/categories', { name: 'Made with the new key' }, key);
    expect(made.status).toBe(201);
    const reloaded = await screen(`/en/admin/users/${id}`, admin.key);
    expect(shownSecret(reloaded.html)).toBeUndefined();
    expect(reloaded.html).not.toContain(key!);
    expect(reloaded.html).toContain(`<code>${key!.slice(4, 16)}</code>`);

    const revoked = await postForm(
      `/en/admin/users/${id}/keys/revoke`,
      { prefix: key!.slice(4, 16) },
      bearer(admin.key),
    );
    expect(revoked.status).toBe(303);
    expect((await send('POST', '/categories', { name: 'After revoking' }, key)).status).toBe(401);
    expect(
      (await postForm(`/en/admin/users/${id}/keys/revoke`, { prefix: key!.slice(4, 16) }, bearer(admin.key)))
        .status,
    ).toBe(404);
  });

  it('resets a password: a generated one is shown once, and every old session ends', async () => {
    const id = (await userIdOf('ane'))!;
    const typed = await postForm(`/en/admin/users/${id}/password`, { password: 'short' }, bearer(admin.key));
    expect(typed.status).toBe(400);
    expect(await typed.text()).toContain('<p class="error" id="e-password">The password is too short');
    expect(
      await postForm(
        `/en/admin/users/${id}/password`,
        { password: 'a typed long password' },
        bearer(admin.key),
      ),
    ).toHaveProperty('status', 303);
    const session = await signIn('ane', 'a typed long password');
    expect(await isSignedIn(session.cookie)).toBe(true);

    const res = await postForm(`/en/admin/users/${id}/password`, { generate: '1' }, bearer(admin.key));
    expect(res.status).toBe(200);
    const password = shownSecret(await res.text());
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await isSignedIn(session.cookie)).toBe(false);
    expect(shownSecret((await screen(`/en/admin/users/${id}`, admin.key)).html)).toBeUndefined();
    const again = await signIn('ane', password!);
    expect(await isSignedIn(again.cookie)).toBe(true);

    const out = await postForm(`/en/admin/users/${id}/sign-out`, {}, bearer(admin.key));
    expect(out.status).toBe(303);
    expect(await isSignedIn(again.cookie)).toBe(false);
  });

  it("changes a role, but an administrator can't take it away from themselves", async () => {
    const id = (await userIdOf('ane'))!;
    const res = await postForm(`/en/admin/users/${id}/role`, { role: 'author' }, bearer(admin.key));
    expect(res.status).toBe(303);
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(id).first()).toEqual({
      role: 'author',
    });

    const own = await postForm(`/en/admin/users/${admin.id}/role`, { role: 'editor' }, bearer(admin.key));
    expect(own.status).toBe(409);
    expect(await own.text()).toContain('You cannot take the administrator role away from yourself');
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(admin.id).first()).toEqual({
      role: 'administrator',
    });
  });

  it('over a session, a form without its CSRF token changes nothing; with it, the user is created', async () => {
    const other = await createUser('administrator');
    const id = other.id;
    await postForm(
      `/en/admin/users/${id}/password`,
      { password: 'the other admin password' },
      bearer(admin.key),
    );
    const { cookie, csrf } = await signIn(other.login, 'the other admin password');
    const without = await postForm(
      '/en/admin/users',
      { login: 'no-csrf', role: 'editor' },
      { Cookie: cookie },
    );
    expect(without.status).toBe(403);
    expect(await userIdOf('no-csrf')).toBeUndefined();
    const withToken = await postForm(
      '/en/admin/users',
      { login: 'with-csrf', role: 'editor', _csrf: csrf },
      { Cookie: cookie },
    );
    expect(withToken.status).toBe(303);
    expect(await userIdOf('with-csrf')).toBeDefined();
  });

  it('an unknown user is a 404 page', async () => {
    expect((await screen('/en/admin/users/999999', admin.key)).res.status).toBe(404);
    expect((await postForm('/en/admin/users/999999/keys', {}, bearer(admin.key))).status).toBe(404);
  });
});

describe('venues, organizers, categories and tags', () => {
  const dates = (n: number) => ({
    start_date: `2031-05-${String(n).padStart(2, '0')} 10:00:00`,
    end_date: `2031-05-${String(n).padStart(2, '0')} 12:00:00`,
  });

  it('lists categories with search and counts, hostile names escaped; deleting one shows its count first and needs the confirming POST', async () => {
    const category = await json(
      await send('POST', '/categories', { name: '<script>alert(1)</script> Jazz' }, editor.key),
    );
    await json(await send('POST', '/categories', { name: 'Theatre' }, editor.key));
    for (const n of [1, 2])
      await createEvent(editor.key, { title: `Concert ${n}`, ...dates(n), categories: [category.id] });

    const list = await screen('/en/admin/categories?search=Jazz', editor.key);
    expect(list.res.status).toBe(200);
    expect(list.html).toContain(`/categories/${category.id}">&lt;script&gt;alert(1)&lt;/script&gt; Jazz</a>`);
    expect(list.html).not.toContain('<script>alert(1)');
    expect(list.html).not.toContain('Theatre');
    expect(list.html).toContain(`data-count="${category.id}">2</td>`);

    const confirm = await screen(`/en/admin/categories/${category.id}/delete`, editor.key);
    expect(confirm.res.status).toBe(200);
    expect(confirm.html).toContain('2 events use it.');
    expect(confirm.html).toContain(`action="/en/admin/categories/${category.id}/delete"`);
    expect((await call(`/categories/${category.id}`)).status).toBe(200); // showing the page deleted nothing

    const deleted = await postForm(`/en/admin/categories/${category.id}/delete`, {}, bearer(editor.key));
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(`/en/admin/categories?deleted=${category.id}`);
    expect((await call(`/categories/${category.id}`)).status).toBe(404);
  });

  it('deleting a tag or a category counts the drafts it would be taken off, as a venue’s page does', async () => {
    const tag = await json(await send('POST', '/tags', { name: 'Solo borradores' }, editor.key));
    const category = await json(await send('POST', '/categories', { name: 'Medio borrador' }, editor.key));
    await createEvent(editor.key, { title: 'Draft tagged', ...dates(4), status: 'draft', tags: [tag.id] });
    await createEvent(editor.key, { title: 'Published', ...dates(5), categories: [category.id] });
    await createEvent(editor.key, {
      title: 'Draft',
      ...dates(6),
      status: 'draft',
      categories: [category.id],
    });
    expect((await screen(`/en/admin/tags/${tag.id}/delete`, editor.key)).html).toContain('1 event uses it.');
    expect((await screen(`/en/admin/categories/${category.id}/delete`, editor.key)).html).toContain(
      '2 events use it.',
    );
    // The lists keep WordPress's count of a term: its published events.
    expect((await screen('/en/admin/categories?search=Medio', editor.key)).html).toContain(
      `data-count="${category.id}">1</td>`,
    );
  });

  it('a venue list counts a password-protected event only for callers who may read its venue, as the API filter', async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Lockhall Venue', status: 'publish' }, editor.key),
    );
    const event = await createEvent(editor.key, { title: 'Behind a password', ...dates(4), venue: venue.id });
    expect((await send('PATCH', `/events/${event.id}`, { password: 'sesame' }, editor.key)).status).toBe(200);
    const contributor = await createUser('contributor');
    const api = await json(
      await call(`/events?venue=${venue.id}&start_date=1900-01-01&end_date=2999-12-31`, {
        headers: bearer(contributor.key),
      }),
    );
    expect(api.total).toBe(0);
    const theirs = await screen('/en/admin/venues?search=Lockhall', contributor.key);
    expect(theirs.html).toContain(`data-count="${venue.id}">0</td>`);
    const editors = await screen('/en/admin/venues?search=Lockhall', editor.key);
    expect(editors.html).toContain(`data-count="${venue.id}">1</td>`);
  });

  it("deleting a venue shows the events using it; the API's refusal is shown and nothing changes", async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Kursaal <b>', status: 'publish' }, editor.key),
    );
    await createEvent(editor.key, { title: 'At the Kursaal', ...dates(3), venue: venue.id });
    const list = await screen('/en/admin/venues', editor.key);
    expect(list.html).toContain(`/venues/${venue.id}">Kursaal &lt;b&gt;</a>`);
    expect(list.html).toContain(`data-count="${venue.id}">1</td>`);
    expect((await screen(`/en/admin/venues/${venue.id}/delete`, editor.key)).html).toContain(
      '1 event uses it.',
    );

    const contributor = await createUser('contributor');
    const refused = await postForm(`/en/admin/venues/${venue.id}/delete`, {}, bearer(contributor.key));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('role="alert"');
    expect((await json(await call(`/venues/${venue.id}`, { headers: bearer(editor.key) }))).status).toBe(
      'publish',
    );

    const trashed = await postForm(`/en/admin/venues/${venue.id}/delete`, {}, bearer(editor.key));
    expect(trashed.status).toBe(303);
    expect((await json(await call(`/venues/${venue.id}`, { headers: bearer(editor.key) }))).status).toBe(
      'trash',
    );
  });

  it("edits a category with If-Match: someone else's save first is shown, the caller's text kept, nothing overwritten", async () => {
    const category = await json(await send('POST', '/categories', { name: 'Dance' }, editor.key));
    const form = await screen(`/en/admin/categories/${category.id}`, editor.key);
    expect(form.res.status).toBe(200);
    const version = /name="version" value="([^"]+)"/.exec(form.html)?.[1]?.replaceAll('&quot;', '"');
    expect(version).toBeDefined();
    expect(
      (await send('PATCH', `/categories/${category.id}`, { name: 'Dance (theirs)' }, admin.key)).status,
    ).toBe(200);

    const stale = await postForm(
      `/en/admin/categories/${category.id}`,
      { name: 'Dance (mine)', description: 'My text', version: version! },
      bearer(editor.key),
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain('<dd>Dance (theirs)</dd>');
    expect(html).toContain('value="Dance (mine)"');
    expect(html).toContain('My text</textarea>');
    expect((await json(await call(`/categories/${category.id}`))).name).toBe('Dance (theirs)');

    const fresh = /name="version" value="([^"]+)"/.exec(html)![1]!.replaceAll('&quot;', '"');
    const saved = await postForm(
      `/en/admin/categories/${category.id}`,
      { name: 'Dance (mine)', description: 'My text', version: fresh },
      bearer(editor.key),
    );
    expect(saved.status).toBe(303);
    expect((await json(await call(`/categories/${category.id}`))).name).toBe('Dance (mine)');

    const empty = await postForm(
      `/en/admin/categories/${category.id}`,
      { name: '', version: '' },
      bearer(editor.key),
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toMatch(/<p class="error" id="e-name">[^<]+<\/p>/);
  });

  it('creates a venue through the form (the API names its field venue)', async () => {
    const res = await postForm(
      '/en/admin/venues',
      { name: 'Victoria Eugenia', description: '' },
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const id = /\/en\/admin\/venues\/(\d+)\?saved=1$/.exec(res.headers.get('location') ?? '')?.[1];
    expect((await json(await call(`/venues/${id}`, { headers: bearer(editor.key) }))).venue).toBe(
      'Victoria Eugenia',
    );
  });

  it('shows each list in the navigation only to the roles that manage it', async () => {
    const author = await createUser('author');
    const html = (await screen('/en/admin/events', author.key)).html;
    expect(html).toContain('href="/en/admin/venues"');
    expect(html).not.toContain('href="/en/admin/categories"');
    expect((await screen('/en/admin/events', editor.key)).html).toContain('href="/en/admin/categories"');
  });
});

describe('webhooks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates an endpoint (secret shown once), pings it, shows deliveries with attempts, redelivers, rotates and deletes', async () => {
    const receiver = mockReceiver();
    const body = new URLSearchParams({ url: 'https://hooks.example.com/in', description: '<i>rebuild</i>' });
    body.append('event_types', 'event.*');
    body.append('event_types', 'venue.created');
    const created = await call(`${BASE}/en/admin/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(admin.key) },
      body: body.toString(),
    });
    expect(created.status).toBe(200);
    const html = await created.text();
    const secret = shownSecret(html);
    expect(secret).toMatch(/^whsec_/);
    expect(html).toContain('event.*, venue.created');
    expect(receiver.received).toHaveLength(1);
    const id = (await json(await call('/webhooks', { headers: bearer(admin.key) }))).webhooks[0].id;

    const list = await screen('/en/admin/webhooks', admin.key);
    expect(list.html).toContain('&lt;i&gt;rebuild&lt;/i&gt;');
    expect(list.html).not.toContain(secret!);
    const again = await screen(`/en/admin/webhooks/${id}`, admin.key);
    expect(shownSecret(again.html)).toBeUndefined();
    expect(again.html).toMatch(
      /webhook\.ping[^<]*<\/th><td data-label="Status">succeeded<\/td><td data-label="Attempts"><ol><li>[^<]+ · 200 · /,
    );

    const pinged = await postForm(`/en/admin/webhooks/${id}/ping`, {}, bearer(admin.key));
    expect(pinged.status).toBe(303);
    expect(pinged.headers.get('location')).toBe(`/en/admin/webhooks/${id}?done=pinged`);
    expect(receiver.received).toHaveLength(2);

    const deliveries = await json(await call(`/webhooks/${id}/deliveries`, { headers: bearer(admin.key) }));
    const redelivered = await postForm(
      `/en/admin/webhooks/${id}/deliveries/${deliveries.deliveries[0].id}/redeliver`,
      {},
      bearer(admin.key),
    );
    expect(redelivered.status).toBe(303);
    // The API took it: the delivery is queued again, or already sent a second time.
    const requeued = (
      await json(await call(`/webhooks/${id}/deliveries`, { headers: bearer(admin.key) }))
    ).deliveries.find((d: { id: number }) => d.id === deliveries.deliveries[0].id);
    expect(requeued.status === 'pending' || requeued.attempts.length >= 2).toBe(true);

    const rotated = await postForm(`/en/admin/webhooks/${id}/secret`, {}, bearer(admin.key));
    expect(rotated.status).toBe(200);
    const newSecret = shownSecret(await rotated.text());
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    // The next message is signed with the new secret (and the previous one, during the overlap).
    await postForm(`/en/admin/webhooks/${id}/ping`, {}, bearer(admin.key));
    const last = receiver.received.at(-1)!;
    const expected = await signedHeaders(
      [newSecret!],
      last.headers['webhook-id']!,
      Number(last.headers['webhook-timestamp']),
      last.body,
    );
    expect(last.headers['webhook-signature']!.split(' ')).toContain(expected['webhook-signature']);

    expect((await postForm(`/en/admin/webhooks/${id}/delete`, {}, bearer(admin.key))).status).toBe(303);
    expect((await call(`/webhooks/${id}`, { headers: bearer(admin.key) })).status).toBe(404);
  });

  it('a URL the API refuses is shown at its field, and nothing is stored; editors get 403', async () => {
    mockReceiver();
    const res = await postForm(
      '/en/admin/webhooks',
      { url: 'http://insecure.example.com/', event_types: '*' },
      bearer(admin.key),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/<p class="error" id="e-url">[^<]+<\/p>/);
    expect((await json(await call('/webhooks', { headers: bearer(admin.key) }))).webhooks).toEqual([]);
    expect((await screen('/en/admin/webhooks', editor.key)).res.status).toBe(403);
  });
});
