import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../src/known-settings';
import { bearer, call, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * The site's settings (docs/settings.md): stored in D1 (by the importer or `PATCH /settings`), read by
 * administrators, over wrangler.toml's; a change reaches every answer at once, cached ones included.
 */

let admin: { key: string };
let editor: { key: string };
beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
});

const settings = async () => json(await call('/settings', { headers: bearer(admin.key) }));
const change = (body: Record<string, unknown>, key = admin.key) => send('PATCH', '/settings', body, key);

afterEach(async () => {
  const res = await change({
    timezone: null,
    default_language: null,
    site_name: null,
    site_url: null,
    currency_symbol: null,
    currency_position: null,
    currency_code: null,
  });
  expect(res.status).toBe(200);
});

describe('settings', () => {
  it('are for administrators only: 401 without a key, 403 for an editor, never cached', async () => {
    expect((await callOnce('/settings')).status).toBe(401);
    expect((await call('/settings', { headers: bearer(editor.key) })).status).toBe(403);
    expect((await change({ timezone: 'UTC' }, editor.key)).status).toBe(403);
    const res = await call('/settings', { headers: bearer(admin.key) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({
      timezone: 'Europe/Madrid',
      default_language: 'es',
      site_name: '',
      site_url: '',
      currency_symbol: '',
      currency_position: 'prefix',
      currency_code: 'EUR',
      hide_cancelled_events: false,
      submissions_anonymous: false,
      submissions_terms: {},
      submissions_retention_days: 90,
      submissions_trusted_publish: false,
      contributors_upload_files: true,
      submissions_author_categories: {},
      stored: {},
    });
  });

  it('the settings of submissions: stored, validated, removed', async () => {
    const res = await change({
      submissions_anonymous: true,
      submissions_terms: { eu: 'Baldintzak.', es: 'Condiciones.' },
      submissions_retention_days: 30,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      submissions_anonymous: true,
      submissions_terms: { eu: 'Baldintzak.', es: 'Condiciones.' },
      submissions_retention_days: 30,
    });
    expect((await change({ submissions_terms: { fr: 'Non.' } })).status).toBe(400);
    expect((await change({ submissions_retention_days: 0 })).status).toBe(400);
    expect((await change({ submissions_anonymous: 'maybe' })).status).toBe(400);
    const removed = await change({
      submissions_anonymous: null,
      submissions_terms: null,
      submissions_retention_days: null,
    });
    expect(await json(removed)).toMatchObject({
      submissions_anonymous: false,
      submissions_retention_days: 90,
    });
  });

  it('the time zone presents dates; an anonymous cached read shows the change at once', async () => {
    const event = await createEvent(admin.key, {
      title: 'Settings zone',
      start_date: '2031-01-10 10:00:00',
      end_date: '2031-01-10 11:00:00',
      timezone: 'UTC',
    });
    const before = await json(await call(`/events/${event.id}`));
    expect((await callOnce(`/events/${event.id}`)).headers.get('x-cache')).toBe('HIT');
    const res = await change({ timezone: 'America/New_York' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.timezone).toBe('America/New_York');
    expect(Object.keys(body.stored)).toEqual(['timezone']);
    // `date` and `modified` are wall times of the site's zone (TEC); the event keeps its own zone.
    const after = await json(await callOnce(`/events/${event.id}`));
    expect(after.date_utc).toBe(before.date_utc);
    expect(after.date).not.toBe(before.date);
    const utc = new Date(`${after.date_utc.replace(' ', 'T')}Z`);
    const newYork = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(utc);
    expect(after.date).toBe(newYork);
    expect(after.start_date).toBe('2031-01-10 10:00:00');
    // A new event without a zone takes the site's.
    const later = await createEvent(admin.key, {
      title: 'Settings zone default',
      start_date: '2031-01-11 10:00:00',
      end_date: '2031-01-11 11:00:00',
    });
    expect(later.timezone).toBe('America/New_York');
  });

  it('the default language, the site URL and the currency defaults', async () => {
    const event = await createEvent(admin.key, {
      title: 'Título',
      start_date: '2031-02-10 10:00:00',
      end_date: '2031-02-10 11:00:00',
      cost: '20',
      translations: { en: { title: 'Title', cost: '20' } },
    });
    expect((await json(await callOnce(`/events/${event.id}`))).title).toBe('Título');
    expect(
      (
        await change({
          default_language: 'en',
          site_url: 'https://calendar.example.org/',
          currency_symbol: '$',
          currency_code: 'usd',
        })
      ).status,
    ).toBe(200);
    const shown = await json(await callOnce(`/events/${event.id}`));
    expect(shown.title).toBe('Title');
    expect(shown.url).toBe(`https://calendar.example.org/event/${shown.slug}/`);
    expect(shown.cost).toBe('$20');
    expect(shown.cost_details).toEqual({
      currency_symbol: '',
      currency_code: '',
      currency_position: '',
      values: ['20'],
    });
    expect(shown.json_ld.offers.priceCurrency).toBe('USD');
    await change({ currency_position: 'postfix', currency_symbol: '€' });
    expect((await json(await callOnce(`/events/${event.id}`))).cost).toBe('20€');
  });

  it('null removes a stored setting: wrangler.toml decides again', async () => {
    const event = await createEvent(admin.key, {
      title: 'Named site',
      start_date: '2031-03-10 10:00:00',
      end_date: '2031-03-10 11:00:00',
    });
    await change({ timezone: 'UTC', site_name: 'Agenda' });
    expect((await settings()).site_name).toBe('Agenda');
    // The pages' titles name the site.
    expect(await (await call(event.url)).text()).toContain('<title>Named site · Agenda</title>');
    const res = await change({ site_name: null });
    const body = await json(res);
    expect(body.site_name).toBe('');
    expect(body.timezone).toBe('UTC');
    expect(Object.keys(body.stored)).toEqual(['timezone']);
  });

  it.each([
    ['timezone', 'Mars/Olympus'],
    ['default_language', 'fr'],
    ['site_url', 'ftp://example.org'],
    ['site_url', 'not a url'],
    ['site_name', '   '],
    ['currency_position', 'left'],
    ['currency_code', 'EURO'],
    ['currency_symbol', 'x'.repeat(11)],
  ])('%s = %j is a 400 naming it, and nothing is written', async (name, value) => {
    const res = await change({ site_name: 'Written?', [name]: value });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toContain(name);
    // The setting's own reason, not a generic one.
    expect(body.data.params[name]).not.toMatch(/^Invalid input/);
    expect((await settings()).stored).toEqual({});
  });

  it('rows the importer wrote are read by every isolate with the generation', async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO site_settings (name, value) VALUES ('timezone', 'UTC'), ('currency_symbol', '£')",
      ),
      env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
    ]);
    forgetSettings();
    const body = await settings();
    expect(body.timezone).toBe('UTC');
    expect(body.currency_symbol).toBe('£');
  });

  it('a stored value that no longer validates is ignored', async () => {
    await env.DB.prepare("INSERT INTO site_settings (name, value) VALUES ('timezone', 'Nowhere/Land')").run();
    forgetSettings();
    const body = await settings();
    expect(body.timezone).toBe('Europe/Madrid');
    expect(Object.keys(body.stored)).toEqual(['timezone']);
  });
});
