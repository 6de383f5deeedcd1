import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { facetStatements } from '../../src/events/facet-counts';
import { planEventList } from '../../src/events/queries';
import { AA_CONTRAST, contrastRatio } from '../../src/lib/contrast';
import { FACETS } from '../../src/pages/calendar/facets';
import { calendarListQuery } from '../../src/pages/calendar/routes';
import { BASE, bearer, call, createEvent, createUser, send } from '../helpers';
import { expectIndexed } from '../plan-check';

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
  const venue = await (await send('POST', '/venues', { venue: 'Kursaal' }, admin.key)).json();
  const organizer = await (await send('POST', '/organizers', { organizer: 'Ateneo' }, admin.key)).json();
  ids.venue = (venue as Json).id;
  ids.organizer = (organizer as Json).id;
  await make('basque', {
    title: 'Ipuin kontalaria',
    start_date: '2027-03-19 11:00',
    end_date: '2027-03-19 12:00',
    categories: ['charlas'],
    tags: ['familia'],
    event_languages: ['eu'],
    accessibility: ['step_free_access'],
    cost: 'Gratis',
    attendance_mode: 'offline',
    organizer: [ids.organizer],
  });
  await make('paid', {
    title: 'Concierto de pago',
    start_date: '2027-03-20 19:00',
    end_date: '2027-03-20 21:00',
    categories: ['musica'],
    event_languages: ['es'],
    cost: '15 €',
    venue: ids.venue,
    attendance_mode: 'mixed',
  });
  await make('locked', {
    title: 'Cena con contraseña',
    start_date: '2027-03-23 21:30',
    end_date: '2027-03-23 23:00',
    categories: ['musica'],
    cost: 'Gratis',
  });
  await send('PATCH', `/events/${events.locked.id}`, { password: 'sesame' }, admin.key);
});

const ids: Record<string, number> = {};

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
    expect(script).toMatch(/=true===!0[;,]/);
    expect(script).not.toContain('globalThis.__EVENTS_CALENDAR_HIDE_CANCELLED__');
    await hideCancelled(false);
    expect(mainOf((await page('/events/list/')).html)).toContain('Concierto cancelado');
    expect(await (await call(`${BASE}/site/events/v1/widget.js`)).text()).toContain(
      'globalThis.__EVENTS_CALENDAR_HIDE_CANCELLED__===!0',
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

/** The label of a facet's option: its words and count, as a screen reader reads them. */
const labelsOf = (html: string, facet: string) =>
  [
    ...html.matchAll(
      new RegExp(
        `<input type="(?:checkbox|radio)" id="(f-${facet}-\\d+)" name="${facet}" value="([^"]*)"( checked)?><label for="\\1">([^<]*)</label>`,
        'g',
      ),
    ),
  ].map((m) => `${m[3] ? '[x] ' : ''}${m[4]}`);

/** The event titles a view lists, in order. */
const titlesOf = (html: string) =>
  [...mainOf(html).matchAll(/<a href="[^"]*\/event\/[^"]*">(?:<time[^>]*>[^<]*<\/time> )?([^<]*)<\/a>/g)].map(
    (m) => m[1],
  );

describe('the visitors’ filters', () => {
  const month = '/events/month/2027-03/';

  it('offer every facet in a GET form of fieldsets, each option labelled with how many events it would list', async () => {
    const { html } = await page(month);
    expect(html).toContain(
      '<form class="facets" method="get" action="/events/month/2027-03/" aria-labelledby="facets-title">',
    );
    for (const legend of [
      'Categoría',
      'Etiqueta',
      'Lugar',
      'Organizador',
      'Día de la semana',
      'Momento del día',
      'Precio',
      'Idioma del evento',
      'Accesibilidad',
      'Estado',
      'Cómo asistir',
    ])
      expect(html).toContain(`<legend>${legend}</legend>`);
    // A category counts what it would list: the locked event's categories are hidden from visitors.
    expect(labelsOf(html, 'categories')).toEqual(['Charlas (2)', 'Música (3)']);
    expect(labelsOf(html, 'tags')).toEqual(['familia (1)']);
    expect(labelsOf(html, 'venue')).toEqual(['Kursaal (1)']);
    expect(labelsOf(html, 'organizer')).toEqual(['Ateneo (1)']);
    // The day of the week is not hidden by a password: the locked Tuesday counts.
    expect(labelsOf(html, 'weekday')).toEqual([
      'lunes (0)',
      'martes (3)',
      'miércoles (2)',
      'jueves (0)',
      'viernes (1)',
      'sábado (1)',
      'domingo (0)',
    ]);
    expect(labelsOf(html, 'time_of_day')).toEqual([
      'Todo el día (0)',
      'Mañana (1)',
      'Tarde (0)',
      'Atardecer (5)',
      'Noche (0)',
    ]);
    expect(labelsOf(html, 'price')).toEqual([
      '[x] Cualquier precio (7)',
      'Gratis (1)',
      'Hasta 10 EUR (1)',
      'Hasta 20 EUR (2)',
      'Hasta 50 EUR (2)',
    ]);
    expect(labelsOf(html, 'event_language')).toEqual(['Español (1)', 'Euskara (1)']);
    expect(labelsOf(html, 'accessibility')).toHaveLength(1);
    expect(labelsOf(html, 'event_status')).toEqual([
      'Programado (4)',
      'Cancelado (1)',
      'Aplazado (1)',
      'Cambio de fecha (0)',
      'Ahora en línea (1)',
    ]);
    expect(labelsOf(html, 'attendance_mode')).toEqual([
      'En persona (4)',
      'En línea (1)',
      'En persona y en línea (1)',
    ]);
  });

  it('filter by each facet, as the API’s filter of the same name', async () => {
    const cases: Array<[string, string[]]> = [
      ['categories=charlas', ['Charla aplazada', 'Ipuin kontalaria']],
      ['tags=familia', ['Ipuin kontalaria']],
      [`venue=${ids.venue}`, ['Concierto de pago']],
      [`organizer=${ids.organizer}`, ['Ipuin kontalaria']],
      ['weekday=friday', ['Ipuin kontalaria']],
      ['time_of_day=morning', ['Ipuin kontalaria']],
      ['price=free', ['Ipuin kontalaria']],
      ['price=20', ['Ipuin kontalaria', 'Concierto de pago']],
      ['event_language=eu', ['Ipuin kontalaria']],
      ['accessibility=step_free_access', ['Ipuin kontalaria']],
      ['event_status=cancelled', ['Concierto cancelado']],
      ['attendance_mode=mixed', ['Concierto de pago']],
    ];
    for (const [query, titles] of cases) {
      const { html } = await page(`${month}?${query}`);
      expect(titlesOf(html), query).toEqual(titles);
      const [name, value] = query.split('=');
      expect(
        labelsOf(html, name!).some((label) => label.startsWith('[x] ')),
        query,
      ).toBe(true);
      // The subscription is the API's feed with the same filter.
      const api = name === 'price' ? (value === 'free' ? 'free=true' : `max_cost=${value}`) : query;
      expect(html, query).toContain(
        `href="webcal://api.test/site/events/v1/events.ics?${api}" class="subscribe"`,
      );
    }
  });

  it('combine: each facet’s counts follow the other facets, not its own', async () => {
    const { html } = await page(`${month}?weekday=tuesday&weekday=friday&categories=charlas`);
    expect(titlesOf(html)).toEqual(['Charla aplazada', 'Ipuin kontalaria']);
    // Weekday counts with the category chosen; category counts with the days chosen.
    expect(labelsOf(html, 'weekday').slice(0, 5)).toEqual([
      'lunes (0)',
      '[x] martes (1)',
      'miércoles (0)',
      'jueves (0)',
      '[x] viernes (1)',
    ]);
    expect(labelsOf(html, 'categories')).toEqual(['[x] Charlas (2)', 'Música (1)']);
    // Kept in the address of every link, in one order: the views, previous and next, the languages.
    expect(html).toContain(
      'href="http://api.test/events/month/2027-04/?categories=charlas&#38;weekday=friday%2Ctuesday" rel="next"',
    );
    expect(html).toContain(
      'href="http://api.test/events/list/?categories=charlas&#38;weekday=friday%2Ctuesday"',
    );
    expect(html).toContain(
      'hreflang="eu" href="http://api.test/eu/events/month/2027-03/?categories=charlas&#38;weekday=friday%2Ctuesday"',
    );
    // The search bar keeps them; "Clear all" is the view without them.
    expect(html).toContain('<input type="hidden" name="categories" value="charlas">');
    expect(html).toContain('<a href="http://api.test/events/month/2027-03/" class="clear">Borrar todo</a>');
    expect(html).toContain(
      'href="webcal://api.test/site/events/v1/events.ics?categories=charlas&#38;weekday=tuesday%2Cfriday" class="subscribe"',
    );
  });

  it('work on the list and the day views too', async () => {
    expect(titlesOf((await page('/events/list/?event_language=eu')).html)).toEqual(['Ipuin kontalaria']);
    const day = (await page('/events/2027-03-16/?event_status=postponed')).html;
    expect(titlesOf(day)).toEqual(['Charla aplazada']);
    expect(labelsOf(day, 'event_status')).toContain('Cancelado (1)');
    expect(day).toContain('action="/events/2027-03-16/"');
  });

  it('are one cache entry per set of filters, whatever order the address names them in', async () => {
    const first = `${month}?weekday=saturday,friday&price=free`;
    await page(first);
    let again = await call(`${BASE}${first}`);
    for (let i = 0; i < 20 && again.headers.get('x-cache') !== 'HIT'; i++) {
      await again.text();
      again = await call(`${BASE}${first}`);
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    const reordered = await call(`${BASE}${month}?price=free&weekday=friday&weekday=saturday&weekday=friday`);
    expect(reordered.headers.get('x-cache')).toBe('HIT');
    expect(await reordered.text()).toBe(await again.text());
    const other = await call(`${BASE}${month}?weekday=saturday`);
    expect(other.headers.get('x-cache')).not.toBe('HIT');
  });

  it('answer a 400 page for a value no facet has', async () => {
    for (const query of [
      'weekday=funday',
      'price=cheap',
      'event_status=over',
      'accessibility=lift',
      'venue=abc',
    ])
      expect((await page(`${month}?${query}`, 400)).html, query).toContain('<h1');
  });

  it('speak five languages', async () => {
    const words: Record<string, string> = {
      eu: 'Asteko eguna',
      ca: 'Dia de la setmana',
      en: 'Day of the week',
      gl: 'Día da semana',
      es: 'Día de la semana',
    };
    for (const [lang, legend] of Object.entries(words)) {
      const html = (await page(`/${lang}${month}`)).html;
      expect(html, lang).toContain(`<legend>${legend}</legend>`);
    }
  });

  it('leave cancelled events out of the status facet when the site hides them', async () => {
    await hideCancelled(true);
    const html = (await page(month)).html;
    expect(labelsOf(html, 'event_status').join()).not.toContain('Cancelado');
    expect(titlesOf((await page(`${month}?event_status=cancelled`)).html)).not.toContain(
      'Concierto cancelado',
    );
    await hideCancelled(false);
  });
});

describe('the facets’ counts', () => {
  it('are indexed statements over the view’s window, one per facet, for visitors and editors', async () => {
    const view = {
      kind: 'month' as const,
      page: 1,
      past: false,
      month: '2027-03',
      facets: { weekday: 'friday', price: '20', event_language: 'eu' },
    };
    for (const caller of [null, { id: 1, login: 'ane', role: 'editor' as const }]) {
      const query = calendarListQuery(view, '2027-03-15', true);
      const ctx = {
        caller,
        lang: 'es' as const,
        defaultLang: 'es' as const,
        siteTimezone: 'Europe/Madrid',
        now: new Date(NOW),
      };
      const statements = facetStatements(FACETS, query, ctx, true);
      expect(statements).toHaveLength(FACETS.length);
      await expectIndexed(statements);
      expect(planEventList(query, ctx).where).toBeDefined();
    }
  });
});

describe('TEC Pro’s week and photo views', () => {
  it('the week: its seven days from Monday, the events on each, at /events/week/ and /events/week/{day}/', async () => {
    const { html } = await page('/events/week/2027-03-17/');
    expect(html).toContain('<link rel="canonical" href="http://api.test/events/week/2027-03-15/">');
    const main = mainOf(html);
    expect([...main.matchAll(/<h2 id="d-(\d{4}-\d{2}-\d{2})">/g)].map((m) => m[1])).toEqual([
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-20',
      '2027-03-21',
    ]);
    expect(titlesOf(html)).toEqual([
      'Charla aplazada',
      'Concierto cancelado',
      'Charla en línea',
      'Concierto normal',
      'Ipuin kontalaria',
      'Concierto de pago',
    ]);
    expect(main).toContain('<span class="badge badge-cancelled">Cancelado</span>');
    expect(main).toContain(`class="colored cat-${music.id}"`);
    expect(html).toContain('href="http://api.test/events/week/2027-03-22/" rel="next"');
    expect(html).toContain('href="http://api.test/events/week/2027-03-08/" rel="prev"');
    // This week, under a language prefix, and under a category.
    expect(mainOf((await page('/eu/events/week/')).html)).toContain('Kontzertu bertan behera');
    expect(titlesOf((await page('/events/category/charlas/week/2027-03-15/')).html)).toEqual([
      'Charla aplazada',
      'Ipuin kontalaria',
    ]);
    expect((await page('/events/?eventDisplay=week&tribe-bar-date=2027-03-20')).html).toContain(
      '<link rel="canonical" href="http://api.test/events/week/2027-03-15/">',
    );
  });

  it('the photo view: the list’s events as cards, paged as the list, at /events/photo/', async () => {
    const { html } = await page('/events/photo/');
    expect(html).toContain('<ul class="photos">');
    const list = titlesOf((await page('/events/list/')).html);
    expect(titlesOf(html)).toEqual(list);
    expect(mainOf(html)).toContain('<span class="badge badge-postponed">Aplazado</span>');
    expect((await page('/events/photo/page/2/', 404)).html).toContain('<h1');
    expect((await page('/gl/events/photo/')).html).toContain('<html lang="gl">');
  });

  it('take the same filters, with their counts and the selection’s feed', async () => {
    for (const view of ['/events/week/2027-03-15/', '/events/photo/']) {
      const { html } = await page(`${view}?weekday=friday`);
      expect(titlesOf(html), view).toEqual(['Ipuin kontalaria']);
      expect(labelsOf(html, 'weekday'), view).toContain('[x] viernes (1)');
      expect(html, view).toContain(
        'href="webcal://api.test/site/events/v1/events.ics?weekday=friday" class="subscribe"',
      );
      expect(html, view).toContain(`action="${view}"`);
    }
  });

  it('are offered by the view switcher of every view, the filters kept', async () => {
    const { html } = await page('/events/month/2027-03/?price=free');
    expect(html).toContain('href="http://api.test/events/photo/?price=free"');
    expect(html).toContain('href="http://api.test/events/week/2027-03-15/?price=free"');
  });
});

describe('GET /events/facets', () => {
  it('counts each facet’s values under the other filters, for the same window and visibility as the list', async () => {
    const window = 'start_date=2027-03-01&end_date=2027-03-31';
    const res = await call(`${BASE}/site/events/v1/events/facets?${window}&weekday=friday`);
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.total).toBe(1);
    expect(body.facets.weekday).toContainEqual({ value: 'tuesday', label: 'martes', count: 3 });
    expect(body.facets.weekday).toContainEqual({ value: 'friday', label: 'viernes', count: 1 });
    expect(body.facets.categories).toEqual([
      { value: 'charlas', name: 'Charlas', label: 'Charlas', count: 1 },
    ]);
    expect(body.facets.price).toContainEqual({ value: 'free', label: 'Gratis', count: 1 });
    expect(body.labels.weekday).toBe('Día de la semana');
    const some = (await (
      await call(`${BASE}/eu/site/events/v1/events/facets?${window}&facets=event_status,venue`)
    ).json()) as Json;
    expect(Object.keys(some.facets)).toEqual(['venue', 'event_status']);
    expect(some.facets.venue).toEqual([
      { value: String(ids.venue), name: 'Kursaal', label: 'Kursaal', count: 1 },
    ]);
    expect(some.labels).toEqual({ venue: 'Lekua', event_status: 'Egoera' });
    expect(some.facets.event_status).toContainEqual({
      value: 'cancelled',
      label: 'Bertan behera utzita',
      count: 1,
    });
    expect((await call(`${BASE}/site/events/v1/events/facets?facets=colour`)).status).toBe(400);
    expect((await call(`${BASE}/site/events/v1/events/facets?categories=nope`)).status).toBe(400);
  });
});

describe('the counts of a paged view', () => {
  it('count the next 31 days of the list (and say so), not its two years: a statement per facet over every event of those years', async () => {
    const musicLabel = async (path: string) =>
      labelsOf((await page(path)).html, 'categories').find((label) => label.startsWith(music.name)) ?? '';
    const before = await musicLabel('/events/list/?weekday=saturday');
    const far = await createEvent(admin.key, {
      title: 'Festival lejano',
      start_date: '2027-07-10 20:00:00',
      end_date: '2027-07-10 22:00:00',
      status: 'publish',
      categories: [music.id],
    });
    try {
      const list = await page('/events/list/?weekday=saturday');
      // Listed (the list reaches two years ahead), but outside the counts' 31 days: the count is as it was.
      expect(titlesOf(list.html)).toContain('Festival lejano');
      expect(list.html).toContain('<p class="facet-window">Recuentos: eventos de los próximos 31 días.</p>');
      expect(await musicLabel('/events/list/?weekday=saturday')).toBe(before);
      // A month counts its own days: July has it.
      const month = await page('/events/month/2027-07/?weekday=saturday');
      expect(labelsOf(month.html, 'categories')).toContain(`${music.name} (1)`);
      expect(month.html).not.toContain('facet-window');
    } finally {
      await send('DELETE', `/events/${(far as { id: number }).id}?force=true`, undefined, admin.key);
    }
  });
});
