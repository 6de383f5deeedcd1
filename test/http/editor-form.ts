import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { hashPassword, setPasswordStatements } from '../../scripts/lib/password-hash.mjs';
import { sha256Hex } from '../../src/lib/hash';
import { BASE, bearer, call } from '../helpers';

/** What the editor's tests share: reading its form as a browser would submit it, and submitting it. */

const decode = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

/** The fields a browser would submit from the editor's form (without the button). */
export function formFields(html: string): Array<[string, string]> {
  const start = html.search(/<form [^>]*data-editor/);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Array<[string, string]> = [];
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, 'name');
    if (!name) continue;
    const type = attr(tag, 'type');
    if ((type === 'checkbox' || type === 'radio') && !/\schecked(?:=""|\s|>|\/)/.test(tag)) continue;
    fields.push([name, attr(tag, 'value') ?? '']);
  }
  for (const m of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g))
    fields.push([attr(m[1]!, 'name')!, decode(m[2]!)]);
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected/.exec(m[2]!);
    fields.push([
      attr(m[1]!, 'name')!,
      selected ? decode(selected[1]!) : (/<option value="([^"]*)"/.exec(m[2]!)?.[1] ?? ''),
    ]);
  }
  return fields;
}

/** `fields` with each of `changes` set (replacing a field of that name, or added). */
export function withChanges(fields: Array<[string, string]>, changes: Record<string, string>) {
  const out = fields.filter(([name]) => !(name in changes));
  for (const [name, value] of Object.entries(changes)) out.push([name, value]);
  return out;
}

export async function screen(path: string, key: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(key) });
  return { res, html: await res.text() };
}

export function submit(path: string, fields: Array<[string, string]>, headers: Record<string, string>) {
  return call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export const idFromLocation = (res: Response) => {
  const m = /\/admin\/events\/(\d+)\?saved=1$/.exec(res.headers.get('location') ?? '');
  expect(m, `location ${res.headers.get('location')}`).not.toBeNull();
  return Number(m![1]);
};

/** A real session for `user` (signed in with a password): its cookie and its CSRF token. */
export async function signedIn(user: { login: string }) {
  const password = 'a long enough password';
  const statements = setPasswordStatements(user.login, hashPassword(password));
  await env.DB.batch(statements.map((s: string) => env.DB.prepare(s)));
  const signIn = await call(`${BASE}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
    body: new URLSearchParams({ login: user.login, password }).toString(),
  });
  const value = /^session=([A-Za-z0-9_-]{43});/.exec(signIn.headers.get('set-cookie') ?? '')![1]!;
  const row = await env.DB.prepare('SELECT csrf_token FROM sessions WHERE id = ?')
    .bind(await sha256Hex(value))
    .first<{ csrf_token: string }>();
  return { cookie: `session=${value}`, csrf: row!.csrf_token };
}
