import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { setSettings } from '../submissions-helpers';
import { screen, submit } from './editor-form';

/**
 * The submissions' settings on the app's settings screen, and keys scoped to submitting made from the
 * app's users screen (docs/submissions.md): through the API's PATCH /settings and the keys' own write.
 */

let admin: { id: number; login: string; key: string };

beforeAll(async () => {
  admin = await createUser('administrator');
});

afterAll(async () => {
  await setSettings(admin.key, {
    submissions_anonymous: null,
    submissions_terms: null,
    submissions_trusted_publish: null,
    submissions_retention_days: null,
  });
});

const postForm = (path: string, fields: Record<string, string>, key: string) =>
  submit(path, Object.entries(fields), bearer(key));

const settingsOf = async () => json(await call('/settings', { headers: bearer(admin.key) }));

describe('the settings screen', () => {
  it('shows the submissions’ settings, each labelled, in five languages', async () => {
    for (const [lang, legend] of [
      ['en', 'Submissions'],
      ['es', 'Envíos'],
      ['eu', 'Bidalketak'],
      ['ca', 'Enviaments'],
      ['gl', 'Envíos'],
    ] as const) {
      const { res, html } = await screen(`/${lang}/admin/settings`, admin.key);
      expect(res.status).toBe(200);
      expect(html).toContain(`<legend>${legend}</legend>`);
      for (const id of [
        'f-submissions_anonymous',
        'f-submissions_trusted_publish',
        'f-submissions_retention_days',
        'f-submissions_terms_eu',
        'f-submissions_terms_gl',
      ]) {
        expect(html).toContain(`<label for="${id}">`);
      }
    }
  });

  it('saves them through PATCH /settings: only what changed, the terms per language', async () => {
    const saved = await postForm(
      '/en/admin/settings',
      {
        submissions_anonymous: 'true',
        submissions_trusted_publish: 'false',
        submissions_retention_days: '30',
        submissions_terms_eu: 'Baldintzak onartzen ditut.',
        submissions_terms_es: '  Acepto las condiciones.  ',
        submissions_terms_en: '',
        submissions_terms_ca: '',
        submissions_terms_gl: '',
      },
      admin.key,
    );
    expect(saved.status).toBe(303);
    const settings = await settingsOf();
    expect(settings).toMatchObject({
      submissions_anonymous: true,
      submissions_trusted_publish: false,
      submissions_retention_days: 30,
      submissions_terms: { eu: 'Baldintzak onartzen ditut.', es: 'Acepto las condiciones.' },
    });
    // Unchanged (false as the deployment says): not stored.
    expect(settings.stored.submissions_trusted_publish).toBeUndefined();
    expect(settings.stored.submissions_anonymous).toBeDefined();
    const { html } = await screen('/en/admin/settings', admin.key);
    expect(html).toContain('Baldintzak onartzen ditut.</textarea>');
    expect(html).toMatch(/<option value="true" selected="">Yes<\/option>/);
  });

  it('a refused value comes back at its field, nothing stored', async () => {
    const res = await postForm('/en/admin/settings', { submissions_retention_days: '0' }, admin.key);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="e-submissions_retention_days"');
    expect(html).toContain('href="#f-submissions_retention_days"');
    expect((await settingsOf()).submissions_retention_days).toBe(30);
  });

  it('resets one to the deployment’s value', async () => {
    const res = await postForm('/en/admin/settings', { reset: 'submissions_terms' }, admin.key);
    expect(res.status).toBe(303);
    expect((await settingsOf()).submissions_terms).toEqual({});
  });
});

describe('a key scoped to submitting, from the users screen', () => {
  it('reaches /submissions and nothing else', async () => {
    const venue = await createUser('submitter');
    const res = await postForm(
      `/en/admin/users/${venue.id}/keys`,
      { label: 'Sala web', scope: 'submit' },
      admin.key,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const key = /<input id="secret" readonly="" value="([^"]+)"/.exec(html)?.[1];
    expect(key).toBeDefined();
    expect(html).toContain('Sending events in only');
    const row = await env.DB.prepare('SELECT scope FROM api_keys WHERE prefix = ?')
      .bind(key!.slice(4, 16))
      .first<{ scope: string }>();
    expect(row).toEqual({ scope: 'submit' });
    const sent = await send(
      'POST',
      '/submissions',
      {
        title: 'Sala web kontzertua',
        start_date: '2033-11-01 20:00',
        end_date: '2033-11-01 22:00',
        submitter_name: 'Sala',
        submitter_email: 'sala.web@example.org',
      },
      key!,
    );
    expect(sent.status).toBe(201);
    expect((await call('/events', { headers: bearer(key!) })).status).toBe(403);
  });

  it('without the box, a key with the role’s rights', async () => {
    const user = await createUser('editor');
    const res = await postForm(`/en/admin/users/${user.id}/keys`, { label: 'laptop' }, admin.key);
    const key = /<input id="secret" readonly="" value="([^"]+)"/.exec(await res.text())?.[1];
    const row = await env.DB.prepare('SELECT scope FROM api_keys WHERE prefix = ?')
      .bind(key!.slice(4, 16))
      .first<{ scope: string | null }>();
    expect(row).toEqual({ scope: null });
    expect((await call('/events', { headers: bearer(key!) })).status).toBe(200);
  });
});
