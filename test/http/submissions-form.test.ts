import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/languages';
import { BASE, call, createUser, insertPost, insertTerm } from '../helpers';
import { setSettings, stampedAgo } from '../submissions-helpers';
import { signedIn } from './editor-form';

/**
 * The public form (`/events/community/add`, docs/submissions.md#the-form) and the sender's private link
 * page: server-rendered, working without JavaScript, errors at their fields, the same submission code
 * as the API's.
 */

let admin: string;
let venueId: number;
let categoryId: number;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  venueId = await insertPost('venue', 'Teatro Principal', { status: 'publish' });
  await insertPost('venue', 'Borrador oculto', { status: 'draft' });
  categoryId = await insertTerm('tribe_events_cat', 'Música', 'musica');
});

afterAll(async () => {
  await setSettings(admin, { submissions_anonymous: null, submissions_terms: null });
});

const page = (path: string, init: RequestInit = {}) => call(`${BASE}${path}`, init);

const post = (path: string, fields: Record<string, string | string[]>, ip = '10.90.0.1') => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return page(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip },
    body,
    redirect: 'manual',
  });
};

async function validForm(extra: Record<string, string | string[]> = {}) {
  return {
    text_language: 'eu',
    title: 'Bertso saioa',
    description: '<p>Bertsolariak <strong>plazan</strong>.</p>',
    start_day: '2033-07-10',
    start_time: '19:00',
    end_day: '2033-07-10',
    end_time: '21:00',
    timezone: 'Europe/Madrid',
    venue: String(venueId),
    'categories[]': [String(categoryId)],
    submitter_name: 'Miren',
    submitter_email: 'miren@example.org',
    nickname: '',
    form_started: await stampedAgo(10_000),
    'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    ...extra,
  };
}

describe('the public form', () => {
  it('says submissions are closed to anonymous visitors by default', async () => {
    const res = await page('/events/community/add');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('inicia sesión');
    expect(html).not.toContain('<form');
  });

  it.each(LANGUAGES)('is a page in %s with every field labelled, never cached', async (lang) => {
    await setSettings(admin, { submissions_anonymous: true });
    const res = await page(`/${lang}/events/community/add`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`action="/${lang}/events/community/add"`);
    for (const id of ['title', 'description', 'start_day', 'venue', 'submitter_name', 'submitter_email']) {
      expect(html, id).toMatch(new RegExp(`<label for="${id}">`));
    }
    expect(html).toContain('Teatro Principal');
    expect(html).not.toContain('Borrador oculto');
    expect(html).toContain('Música');
    expect(html).toMatch(/name="form_started" value="\d{13}\.[0-9a-f]{32}"/);
    expect(html).toContain('id="nickname" name="nickname"');
    // Turnstile's test secret in force: the form carries the answer it accepts, offline.
    expect(html).toContain('name="cf-turnstile-response" value="XXXX.DUMMY.TOKEN.XXXX"');
    expect(html).toContain('data-rich-text');
  });

  it('shows the terms when the site has some, and asks to accept them', async () => {
    await setSettings(admin, {
      submissions_anonymous: true,
      submissions_terms: { es: 'Solo eventos de la comarca.' },
    });
    try {
      const html = await (await page('/es/events/community/add')).text();
      expect(html).toContain('Solo eventos de la comarca.');
      const res = await post('/es/events/community/add', await validForm());
      expect(res.status).toBe(400);
      const refused = await res.text();
      expect(refused).toContain('href="#terms_accepted"');
      expect(refused).toMatch(
        /id="terms_accepted" name="terms_accepted" aria-describedby="terms_accepted-error" aria-invalid="true"/,
      );
    } finally {
      await setSettings(admin, { submissions_terms: null });
    }
  });

  it('shows the errors at their fields and in a summary, keeping what was typed', async () => {
    await setSettings(admin, { submissions_anonymous: true });
    const res = await post(
      '/en/events/community/add',
      await validForm({ title: '', submitter_email: 'nope' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('There is a problem');
    expect(html).toContain('<a href="#title">');
    expect(html).toMatch(/id="title" name="title" aria-describedby="title-error" aria-invalid="true"/);
    expect(html).toContain('value="Miren"');
    const invalid = await post('/en/events/community/add', await validForm({ submitter_email: 'nope' }));
    const text = await invalid.text();
    expect(text).toContain('<a href="#submitter_email">');
    expect(text).toMatch(
      /id="submitter_email" name="submitter_email" aria-describedby="submitter_email-error submitter_email-hint" aria-invalid="true"/,
    );
  });

  it('refuses a form sent too fast, saying so in the page’s words', async () => {
    await setSettings(admin, { submissions_anonymous: true });
    const res = await post(
      '/gl/events/community/add',
      await validForm({ form_started: await stampedAgo(100) }),
      '10.90.0.9',
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Rexeitouse o envío');
  });

  it('sends the event in: pending, in the texts’ language, then the private link edits and withdraws', async () => {
    await setSettings(admin, { submissions_anonymous: true });
    const res = await post('/es/events/community/add', await validForm({ 'tags[]': [] }), '10.90.0.2');
    expect(res.status, await res.clone().text()).toBe(303);
    const link = res.headers.get('location')!;
    expect(link).toMatch(
      /^http:\/\/api\.test\/es\/events\/community\/submission\/\d+\?token=[A-Za-z0-9_-]{43}&received=1$/,
    );
    const row = await env.DB.prepare(
      'SELECT s.id, s.lang, p.status, t.lang AS text_lang, t.title, t.description FROM submissions s JOIN posts p ON p.id = s.event_id JOIN post_texts t ON t.post_id = p.id ORDER BY s.id DESC LIMIT 1',
    ).first<Record<string, string>>();
    expect(row).toMatchObject({ status: 'pending', text_lang: 'eu', title: 'Bertso saioa' });
    expect(row!.description).toContain('<strong>plazan</strong>');
    const status = await page(link.replace('http://api.test', ''));
    expect(status.status).toBe(200);
    const html = await status.text();
    expect(html).toContain('Gracias: hemos recibido tu evento.');
    expect(html).toContain('Pendiente de revisión');
    const token = new URL(link).searchParams.get('token')!;
    const path = `/es/events/community/submission/${row!.id}`;
    const edited = await post(path, {
      token,
      action: 'edit',
      title: 'Bertso saio berria',
      description: '<p>Ordu berria.</p>',
    });
    expect(edited.status).toBe(303);
    expect(await (await page(`${path}?token=${token}`)).text()).toContain('Bertso saio berria');
    const other = await page(`${path}?token=${'x'.repeat(43)}`);
    expect(other.status).toBe(404);
    const withdrawn = await post(path, { token, action: 'withdraw' });
    expect(withdrawn.status).toBe(303);
    const after = await (await page(`${path}?token=${token}`)).text();
    expect(after).toContain('Retirado');
    expect(after).not.toContain('name="action" value="edit"');
  });

  it('turns a new venue and a weekly repeat into the API’s fields', async () => {
    await setSettings(admin, { submissions_anonymous: true });
    const res = await post(
      '/en/events/community/add',
      await validForm({
        venue: 'new',
        new_venue_name: 'Kultur Etxea',
        new_venue_address: 'Nagusia 3',
        repeat: 'weekly',
        repeat_count: '3',
        submitter_email: 'weekly@example.org',
      }),
      '10.90.0.3',
    );
    expect(res.status, await res.clone().text()).toBe(303);
    const venue = await env.DB.prepare(
      "SELECT p.status FROM posts p JOIN post_texts t ON t.post_id = p.id WHERE t.title = 'Kultur Etxea'",
    ).first<{ status: string }>();
    expect(venue).toEqual({ status: 'pending' });
    const occurrences = await env.DB.prepare(
      "SELECT count(*) AS n FROM posts p JOIN post_texts t ON t.post_id = p.content_id WHERE t.title = 'Bertso saioa' AND p.kind = 'event' AND p.series_id IS NOT NULL",
    ).first<{ n: number }>();
    expect(occurrences!.n).toBe(3);
  });

  it('takes a signed-in user’s session (any role) with its CSRF token, without the anonymous defences', async () => {
    await setSettings(admin, { submissions_anonymous: null });
    const user = await createUser('subscriber');
    const session = await signedIn(user);
    const res = await page('/en/events/community/add', { headers: { Cookie: session.cookie } });
    const html = await res.text();
    expect(html).toContain(`name="_csrf" value="${session.csrf}"`);
    expect(html).not.toContain('form_started');
    expect(html).not.toContain('cf-turnstile');
    const fields = {
      title: 'Signed-in submission',
      start_day: '2033-08-01',
      start_time: '10:00',
      submitter_name: 'Sub',
      submitter_email: 'sub@example.org',
    };
    const send = (extra: Record<string, string>) =>
      page('/en/events/community/add', {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: session.cookie,
          Origin: BASE,
        },
        body: new URLSearchParams({ ...fields, ...extra }),
      });
    expect((await send({})).status).toBe(403);
    const sent = await send({ _csrf: session.csrf });
    expect(sent.status, await sent.clone().text()).toBe(303);
    const row = await env.DB.prepare(
      'SELECT s.user_id, p.status, p.author_id FROM submissions s JOIN posts p ON p.id = s.event_id ORDER BY s.id DESC LIMIT 1',
    ).first();
    expect(row).toEqual({ user_id: user.id, status: 'pending', author_id: user.id });
  });
});
