import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser } from '../helpers';

/** A user's sessions on their page (src/admin/manage/users-*): listed, and signed out one by one. */

const HOSTILE_AGENT = '<script>alert(1)</script> Firefox/140';

let admin: { id: number; login: string; key: string };

beforeAll(async () => {
  admin = await createUser('administrator');
});

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function withPassword(role: string) {
  const user = await createUser(role);
  const password = `the password of ${user.login}`;
  expect(
    (await postForm(`/en/admin/users/${user.id}/password`, { password }, bearer(admin.key))).status,
  ).toBe(303);
  return { ...user, password };
}

async function signIn(login: string, password: string, agent: string) {
  const res = await postForm('/admin/sign-in', { login, password }, { 'User-Agent': agent });
  expect(res.status).toBe(303);
  const value = /^session=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const cookie = `session=${value}`;
  const html = await (
    await call(`${BASE}/en/admin/events`, { headers: { Cookie: cookie, 'User-Agent': agent } })
  ).text();
  return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '', agent };
}

const isSignedIn = async (session: { cookie: string; agent: string }) =>
  (await call(`${BASE}/admin/sessions`, { headers: { Cookie: session.cookie, 'User-Agent': session.agent } }))
    .status === 200;

const userPage = async (id: number) =>
  (await call(`${BASE}/en/admin/users/${id}`, { headers: bearer(admin.key) })).text();

const handlesOf = (html: string, id: number) =>
  [...html.matchAll(new RegExp(`/en/admin/users/${id}/sessions/(\\d+)/sign-out`, 'g'))].map((m) => m[1]);

describe("a user's sessions", () => {
  it('are listed with when they began, were last seen and end, and their browser (escaped)', async () => {
    const editor = await withPassword('editor');
    await signIn(editor.login, editor.password, HOSTILE_AGENT);
    await signIn(editor.login, editor.password, 'Mozilla/5.0 Safari/605');
    const html = await userPage(editor.id);
    expect(html).toContain('<caption>Open sessions</caption>');
    expect(html).toContain(
      '<td data-label="Browser (user agent)">&lt;script&gt;alert(1)&lt;/script&gt; Firefox/140</td>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Mozilla/5.0 Safari/605');
    expect(html).toMatch(/<td data-label="Expires"><time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ">/);
    expect(handlesOf(html, editor.id)).toHaveLength(2);
  });

  it('"sign out this session" ends that one only, over a real session with its CSRF token', async () => {
    const editor = await withPassword('editor');
    const first = await signIn(editor.login, editor.password, 'Browser One');
    const second = await signIn(editor.login, editor.password, 'Browser Two');
    const other = await withPassword('author');
    const othersSession = await signIn(other.login, other.password, 'Browser Three');
    const boss = await withPassword('administrator');
    const mine = await signIn(boss.login, boss.password, 'Admin Browser');

    const html = await userPage(editor.id);
    const rowOfFirst = html.slice(html.indexOf('Browser One'));
    const handle = /\/sessions\/(\d+)\/sign-out/.exec(rowOfFirst)?.[1];
    expect(handle).toBeDefined();
    const path = `/en/admin/users/${editor.id}/sessions/${handle}/sign-out`;

    // Without the CSRF token, nothing ends.
    const forged = await postForm(path, {}, { Cookie: mine.cookie, 'User-Agent': mine.agent });
    expect(forged.status).toBe(403);
    expect(await isSignedIn(first)).toBe(true);

    // Another user's session can't be ended through this user's page.
    const otherHandle = handlesOf(await userPage(other.id), other.id)[0];
    const wrongUser = await postForm(
      `/en/admin/users/${editor.id}/sessions/${otherHandle}/sign-out`,
      { _csrf: mine.csrf },
      { Cookie: mine.cookie, 'User-Agent': mine.agent },
    );
    expect(wrongUser.status).toBe(404);
    expect(await isSignedIn(othersSession)).toBe(true);

    const ended = await postForm(
      path,
      { _csrf: mine.csrf },
      { Cookie: mine.cookie, 'User-Agent': mine.agent },
    );
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`/en/admin/users/${editor.id}?done=session-ended`);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
    const after = await userPage(editor.id);
    expect(after).not.toContain('Browser One');
    expect(after).toContain('Browser Two');

    // Twice: that session is no longer in force.
    expect((await postForm(path, {}, bearer(admin.key))).status).toBe(404);
    const notice = await (
      await call(`${BASE}/es/admin/users/${editor.id}?done=session-ended`, { headers: bearer(admin.key) })
    ).text();
    expect(notice).toContain('La sesión se ha cerrado.');
  });

  it('is for administrators only', async () => {
    const editor = await createUser('editor');
    const res = await postForm(`/en/admin/users/${admin.id}/sessions/1/sign-out`, {}, bearer(editor.key));
    expect(res.status).toBe(403);
  });
});
