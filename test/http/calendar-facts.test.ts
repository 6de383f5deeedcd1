import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AA_CONTRAST, contrastRatio } from '../../src/lib/contrast';
import { BASE, bearer, call, createEvent, createUser, send } from '../helpers';

/**
 * The calendar's views show what visitors choose by (issue 38): a badge with the status and its reason,
 * the category colours with a readable text colour, and a site setting that hides cancelled events from
 * the views and the widget (not from the API's lists). The clock is held on 2027-03-15 (site time).
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const NOW = Date.UTC(2027, 2, 15, 11, 0);
const events: Record<string, Json> = {};
let admin: { key: string };
let music: Json;

async function page(path: string, status = 200) {
  const res = await call(`${BASE}${path}`);
  const html = await res.text();
  expect(res.status, `${path}: ${html.slice(0, 300)}`).toBe(status);
  return { res, html };
}

const mainOf = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));

async function hideCancelled(value: boolean | null) {
  const res = await send('PATCH', '/settings', { hide_cancelled_events: value }, admin.key);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Json>;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  admin = await createUser('administrator');
  const res = await send(
    'POST',
    '/categories',
    // A text colour that fails AA over its primary: the views write in black instead.
    { name: 'Música', slug: 'musica', colors: { primary: '#ffd60a', text: '#ffffff', priority: 5 } },
    admin.key,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  music = await res.json();
  await send('POST', '/categories', { name: 'Charlas', slug: 'charlas' }, admin.key);
  const make = async (name: string, body: Record<string, unknown>) => {
    events[name] = await createEvent(admin.key, { timezone: 'Europe/Madrid', ...body });
  };
  await make('cancelled', {
    title: 'Concierto cancelado',
    start_date: '2027-03-16 20:00',
    end_date: '2027-03-16 22:00',
    categories: ['musica'],
    event_status: 'cancelled',
    event_status_reason: 'La banda está enferma.',
    translations: {
      eu: { title: 'Kontzertu bertan behera', event_status_reason: 'Taldea gaixorik dago.' },
    },
  });
  await make('postponed', {
    title: 'Charla aplazada',
    start_date: '2027-03-16 18:00',
    end_date: '2027-03-16 19:00',
    categories: ['charlas'],
    event_status: 'postponed',
  });
  await make('online', {
    title: 'Charla en línea',
    start_date: '2027-03-17 18:00',
    end_date: '2027-03-17 19:00',
    event_status: 'moved_online',
    attendance_mode: 'online',
  });
  await make('plain', {
    title: 'Concierto normal',
    start_date: '2027-03-17 20:00',
    end_date: '2027-03-17 22:00',
    categories: ['musica'],
  });
});

afterAll(async () => {
  await hideCancelled(null);
  vi.useRealTimers();
});

describe('status badges', () => {
  const views = ['/events/list/', '/events/month/2027-03/', '/events/2027-03-16/'];

  it('show the status in words and its reason on the list, the month and the day, in the content language', async () => {
    for (const view of views) {
      const es = mainOf((await page(`/es${view}`)).html);
      expect(es, view).toContain(
        '<span class="badge badge-cancelled">Cancelado</span> <span class="reason">La banda está enferma.</span>',
      );
      expect(es, view).toContain('<span class="badge badge-postponed">Aplazado</span>');
      const eu = mainOf((await page(`/eu${view}`)).html);
      expect(eu, view).toContain(
        '<span class="badge badge-cancelled">Bertan behera utzita</span> <span class="reason">Taldea gaixorik dago.</span>',
      );
    }
    const en = mainOf((await page('/en/events/list/')).html);
    expect(en).toContain('<span class="badge badge-moved_online">Moved online</span>');
    const ca = mainOf((await page('/ca/events/list/')).html);
    expect(ca).toContain('<span class="badge badge-postponed">Ajornat</span>');
    const gl = mainOf((await page('/gl/events/list/')).html);
    expect(gl).toContain('<span class="badge badge-postponed">Aprazado</span>');
  });

  it('give a scheduled event none, and strike a cancelled one’s title through', async () => {
    const html = mainOf((await page('/es/events/list/')).html);
    const plain = html.slice(html.indexOf('Concierto normal') - 200, html.indexOf('Concierto normal') + 200);
    expect(plain).not.toContain('badge');
    expect(html).toMatch(/<li class="[^"]*\bcancelled\b[^"]*"><a href="[^"]*">Concierto cancelado<\/a>/);
  });

  it('keep WCAG AA: each badge’s colours contrast 4.5:1 at least', async () => {
    const { BADGE_COLORS } = await import('../../src/pages/calendar/badges');
    for (const [status, c] of Object.entries(BADGE_COLORS))
      expect(contrastRatio(c.background, c.text), status).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('hide_cancelled_events', () => {
  it('is off by default: a cancelled event stays listed with its badge', async () => {
    const settings = await (await send('GET', '/settings', undefined, admin.key)).json();
    expect((settings as Json).hide_cancelled_events).toBe(false);
    expect((await page('/events/list/')).html).toContain('Concierto cancelado');
  });

  it('hides cancelled events from the list, the month and the day views, not from the API’s lists', async () => {
    expect((await hideCancelled(true)).hide_cancelled_events).toBe(true);
    for (const view of ['/events/list/', '/events/month/2027-03/', '/events/2027-03-16/']) {
      const html = mainOf((await page(view)).html);
      expect(html, view).not.toContain('Concierto cancelado');
      expect(html, view).toContain('Charla aplazada');
    }
    const api = (await (await call(`${BASE}/site/events/v1/events?per_page=50`)).json()) as Json;
    expect(api.events.map((e: Json) => e.title)).toContain('Concierto cancelado');
    // The widget served while it is on leaves them out too.
    const script = await (await call(`${BASE}/site/events/v1/widget.js`)).text();
    expect(script).toContain('const HIDE_CANCELLED = true;');
    await hideCancelled(false);
    expect(mainOf((await page('/events/list/')).html)).toContain('Concierto cancelado');
    expect(await (await call(`${BASE}/site/events/v1/widget.js`)).text()).toContain(
      'const HIDE_CANCELLED = false;',
    );
  });

  it('refuses what is not a boolean', async () => {
    const res = await send('PATCH', '/settings', { hide_cancelled_events: 'maybe' }, admin.key);
    expect(res.status).toBe(400);
  });
});

describe('category colours', () => {
  it('colour an event by its category, with a text colour that keeps AA contrast', async () => {
    for (const view of ['/events/list/', '/events/month/2027-03/', '/events/2027-03-17/']) {
      const { html } = await page(view);
      const rule = new RegExp(`\\.cat-${music.id} \\{ background: (#[0-9a-f]+); color: (#[0-9a-f]+);`).exec(
        html,
      );
      expect(rule, view).not.toBeNull();
      expect(rule![1]).toBe('#ffd60a');
      // White over yellow is 1.6:1: black instead.
      expect(rule![2]).toBe('#000000');
      expect(contrastRatio(rule![1]!, rule![2]!)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(mainOf(html), view).toMatch(
        new RegExp(
          `<li class="colored cat-${music.id}"><a [^>]*>(?:<time[^>]*>[^<]*</time> )?Concierto normal`,
        ),
      );
    }
  });

  it('colour the editors’ calendar too', async () => {
    const res = await call(`${BASE}/en/admin/calendar?month=2027-03`, { headers: bearer(admin.key) });
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain(`table.month .cat-${music.id} { background: #ffd60a; color: #000000; }`);
    expect(html).toMatch(
      new RegExp(`<li class="colored cat-${music.id}">(?:(?!</li>).)*Concierto normal`, 's'),
    );
  });
});
