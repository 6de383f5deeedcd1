import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json } from '../helpers';

/**
 * The settings screen speaks to an administrator (issue 37 item 11): where a value comes from in their words
 * ("Set by the deployment", not a file name), and changing the main language says what it changes first,
 * storing nothing before it is confirmed.
 */

let admin: { id: number; login: string; key: string };

beforeAll(async () => {
  admin = await createUser('administrator');
});

const screen = async (path: string) => {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(admin.key) });
  return { res, html: await res.text() };
};
const postForm = (path: string, fields: Record<string, string>) =>
  call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(admin.key) },
    body: new URLSearchParams(fields).toString(),
  });
const settings = async () => json(await call('/settings', { headers: bearer(admin.key) }));

describe('the settings screen', () => {
  it('says a value is set by the deployment, never naming wrangler.toml, in each language', async () => {
    const en = await screen('/en/admin/settings');
    expect(en.html).toContain('Set by the deployment (the default until changed here).');
    expect(en.html).not.toContain('wrangler.toml');
    const es = await screen('/es/admin/settings');
    expect(es.html).toContain('Fijado por la instalación');
  });

  it('asks before changing the main language, saying what it changes, then stores it once confirmed', async () => {
    const before = await settings();
    expect(before.default_language).toBe('es');
    const asked = await postForm('/en/admin/settings', { default_language: 'eu', site_name: 'Agenda nueva' });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain('<h1>Change the main language?</h1>');
    expect(page).toContain('The main language changes from Español to Euskara. This changes:');
    expect(page).toContain('Texts already written stay in their own language');
    expect(page).toContain('<input type="hidden" name="confirm_language" value="1"/>');
    expect(page).toContain('<input type="hidden" name="site_name" value="Agenda nueva"/>');
    expect(page).toContain('<button type="submit">Change the main language to Euskara</button>');
    expect(page).toContain('<a href="/en/admin/settings">Cancel, keep Español</a>');
    // Nothing stored yet, the site name neither.
    const unchanged = await settings();
    expect(unchanged.default_language).toBe('es');
    expect(unchanged.site_name).toBe(before.site_name);
    const confirmed = await postForm('/en/admin/settings', {
      default_language: 'eu',
      site_name: 'Agenda nueva',
      confirm_language: '1',
    });
    expect(confirmed.status).toBe(303);
    const after = await settings();
    expect(after.default_language).toBe('eu');
    expect(after.site_name).toBe('Agenda nueva');
  });

  it('saves other settings at once, without the step', async () => {
    const res = await postForm('/en/admin/settings', { currency_symbol: '£' });
    expect(res.status).toBe(303);
    expect((await settings()).currency_symbol).toBe('£');
  });
});
