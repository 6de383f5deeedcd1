import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordStatements } from '../../scripts/lib/password-hash.mjs';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * The editors' month calendar (src/admin/calendar): every event the caller may read on the days it
 * covers, drafts included, clashes said in words, bad months and filters a 400 page.
 */

const MONTH = '2031-03';
let editor: { id: number; login: string; key: string };
let contributor: { id: number; login: string; key: string };
let other: { id: number; login: string; key: string };
const ids: Record<string, number> = {};

async function screen(path: string, headers: Record<string, string> = {}) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers });
  return { res, html: await res.text() };
}

/** The inside of each day's cell, by day. */
const cells = (html: string) =>
  new Map(
    [...html.matchAll(/<td[^>]*data-day="(\d{4}-\d{2}-\d{2})"[^>]*>(.*?)<\/td>/gs)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
const daysOf = (html: string, text: string) =>
  [...cells(html)].filter(([, cell]) => cell.includes(text)).map(([day]) => day);

const at = (day: number, from: string, to: string) => ({
  start_date: `${MONTH}-${String(day).padStart(2, '0')} ${from}:00`,
  end_date: `${MONTH}-${String(day).padStart(2, '0')} ${to}:00`,
});

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
  other = await createUser('contributor');
  const category = await json(await send('POST', '/categories', { name: 'Calendar jazz' }, editor.key));
  ids.category = category.id;
  const make = async (name: string, key: string, body: Record<string, unknown>) => {
    ids[name] = (await createEvent(key, { title: name, ...body })).id;
  };
  const hall = await json(await send('POST', '/venues', { venue: 'Calendar hall' }, editor.key));
  const square = await json(await send('POST', '/venues', { venue: 'Calendar square' }, editor.key));
  const band = await json(await send('POST', '/organizers', { organizer: 'Calendar band' }, editor.key));
  const atHall = { venue: hall.id };
  await make('Alpha published', editor.key, {
    ...at(10, '10:00', '12:00'),
    ...atHall,
    categories: [category.id],
  });
  await make('Beta draft', editor.key, { ...at(10, '11:00', '13:00'), ...atHall, status: 'draft' });
  await make('Gamma later', editor.key, { ...at(11, '10:00', '11:00'), ...atHall });
  await make('Delta after', editor.key, { ...at(11, '11:00', '12:00'), ...atHall });
  // The 12th: at the same time in two places, with no one in common: a programme, not a clash.
  await make('Hall talk', editor.key, { ...at(12, '18:00', '20:00'), ...atHall });
  await make('Square dance', editor.key, { ...at(12, '19:00', '21:00'), venue: square.id });
  // The 13th: two places, but the same band in both at once.
  await make('Band at the hall', editor.key, {
    ...at(13, '18:00', '20:00'),
    ...atHall,
    organizer: [band.id],
  });
  await make('Band on the square', editor.key, {
    ...at(13, '19:00', '21:00'),
    venue: square.id,
    organizer: [band.id],
  });
  await make('Festival', editor.key, {
    start_date: `${MONTH}-14 10:00:00`,
    end_date: `${MONTH}-16 18:00:00`,
  });
  await make('<script>alert(1)</script> & Hostile', editor.key, at(20, '10:00', '11:00'));
  await make('Editor private', editor.key, { ...at(21, '09:00', '10:00'), status: 'private' });
  await make('Mine draft', contributor.key, { ...at(22, '09:00', '10:00'), status: 'draft' });
  await make('Other pending', other.key, { ...at(23, '09:00', '10:00'), status: 'pending' });
  await make('April event', editor.key, {
    start_date: '2031-04-02 10:00:00',
    end_date: '2031-04-02 11:00:00',
  });
});

describe('the month calendar', () => {
  it('sends anonymous callers to the sign-in page', async () => {
    const { res } = await screen(`/admin/calendar?month=${MONTH}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Fcalendar%3Fmonth%3D2031-03');
  });

  it('shows an editor drafts and published events on their days, a multi-day event on each, with the app’s headers', async () => {
    const { res, html } = await screen(`/en/admin/calendar?month=${MONTH}`, bearer(editor.key));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain('nonce-');
    expect(html).toContain('Calendar: March 2031');
    expect(html).toMatch(/<th scope="col" abbr="Sunday">/);
    expect(daysOf(html, 'Alpha published')).toEqual(['2031-03-10']);
    expect(daysOf(html, 'Beta draft')).toEqual(['2031-03-10']);
    expect(daysOf(html, 'Festival')).toEqual(['2031-03-14', '2031-03-15', '2031-03-16']);
    expect(daysOf(html, 'Editor private')).toEqual(['2031-03-21']);
    expect(daysOf(html, 'Mine draft')).toEqual(['2031-03-22']);
    expect(daysOf(html, 'Other pending')).toEqual(['2031-03-23']);
    expect(html).not.toContain('April event');
    expect(html).toContain(
      `<a href="/en/admin/events/${ids['Beta draft']}">Beta draft</a> <span class="badge">Draft</span>`,
    );
    expect(cells(html).get('2031-03-10')).not.toMatch(/Alpha published<\/a> <span class="badge">/);
    expect(cells(html).get('2031-03-21')).toContain('<span class="badge">Private</span>');
    expect(html).toContain('href="/en/admin/calendar?month=2031-02" rel="prev"');
    expect(html).toContain('href="/en/admin/calendar?month=2031-04" rel="next"');
    expect(html).toContain('href="/en/admin/calendar" aria-current="page"');
  });

  it('puts Monday first in the languages that do, with their weekday names', async () => {
    const { html } = await screen(`/es/admin/calendar?month=${MONTH}`, bearer(editor.key));
    expect(html).toMatch(/<thead><tr><th scope="col" abbr="lunes">/);
    expect(html).toContain('Calendario');
  });

  it('shows a contributor only what the API lets them read', async () => {
    const { html } = await screen(`/admin/calendar?month=${MONTH}`, bearer(contributor.key));
    expect(html).toContain('Mine draft');
    expect(html).toContain('Alpha published');
    expect(html).not.toContain('Beta draft');
    expect(html).not.toContain('Other pending');
    expect(html).not.toContain('Editor private');
    const api = await json(
      await call(
        `/events?status=publish,draft,pending,private,future&start_date=${MONTH}-01&end_date=${MONTH}-31`,
        {
          headers: bearer(contributor.key),
        },
      ),
    );
    expect(api.events.length).toBeGreaterThan(1);
    for (const event of api.events as Array<{ id: number }>)
      expect(html).toContain(`/admin/events/${event.id}"`);
  });

  it('marks a day with events at the same time at one venue or with one organizer as a clash, in words', async () => {
    const { html } = await screen(`/en/admin/calendar?month=${MONTH}`, bearer(editor.key));
    const day = cells(html);
    expect(day.get('2031-03-10')).toContain(
      'Clash: events at the same time at the same venue or with the same organizer',
    );
    // Back to back is no clash; nor is one event over several days.
    expect(day.get('2031-03-11')).not.toContain('Clash');
    // Only events sharing a venue or an organizer clash.
    expect(day.get('2031-03-12')).not.toContain('Clash');
    expect(day.get('2031-03-13')).toContain('Clash');
    expect(day.get('2031-03-15')).not.toContain('Clash');
  });

  it('escapes a hostile title', async () => {
    const { html } = await screen(`/admin/calendar?month=${MONTH}`, bearer(editor.key));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(cells(html).get('2031-03-20')).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Hostile');
  });

  it('filters by category, keeping the filter in the month links', async () => {
    const { html } = await screen(
      `/en/admin/calendar?month=${MONTH}&category=${ids.category}`,
      bearer(editor.key),
    );
    expect(html).toContain('Alpha published');
    expect(html).not.toContain('Beta draft');
    expect(html).toContain(`href="/en/admin/calendar?month=2031-04&amp;category=${ids.category}" rel="next"`);
  });

  it('answers a bad month or filter with a 400 page, never a 500', async () => {
    for (const query of [
      'month=2031-13',
      'month=march',
      'month=2031-3',
      'month=0000-01',
      // The public calendar's years (1900–2199): beyond them the window's margin days are no dates.
      'month=9999-12',
      'month=0001-01',
      'month=1899-12',
      'month=2200-01',
      'category=abc',
      'venue=999999',
    ]) {
      const { res, html } = await screen(`/en/admin/calendar?${query}`, bearer(editor.key));
      expect(res.status, query).toBe(400);
      expect(res.headers.get('x-frame-options'), query).toBe('DENY');
      expect(html, query).toContain('role="alert"');
    }
  });

  it('links no month beyond the calendar’s years', async () => {
    const first = await screen('/en/admin/calendar?month=1900-01', bearer(editor.key));
    expect(first.res.status).toBe(200);
    expect(first.html).not.toContain('rel="prev"');
    expect(first.html).toContain('href="/en/admin/calendar?month=1900-02" rel="next"');
    const last = await screen('/en/admin/calendar?month=2199-12', bearer(editor.key));
    expect(last.res.status).toBe(200);
    expect(last.html).toContain('href="/en/admin/calendar?month=2199-11" rel="prev"');
    expect(last.html).not.toContain('rel="next"');
  });

  it('opens on the current month with a signed-in session', async () => {
    const user = await createUser('author');
    const password = 'a long enough password';
    const statements = setPasswordStatements(user.login, hashPassword(password));
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    const signIn = await call(`${BASE}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: user.login, password }).toString(),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { res, html } = await screen('/en/admin/calendar', { Cookie: cookie });
    expect(res.status).toBe(200);
    const now = new Date().toISOString().slice(0, 7);
    expect(html).toContain(`<input type="hidden" name="month" value="${now}"`);
    expect(html).toContain('aria-current="date"');
  });
});
