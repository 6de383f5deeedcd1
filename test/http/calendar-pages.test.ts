import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventListStatements } from '../../src/events/list-statements';
import { planEventList } from '../../src/events/queries';
import { calendarListQuery } from '../../src/pages/calendar/routes';
import { categoriesStatement, termStatement } from '../../src/pages/calendar/terms';
import type { CalendarView } from '../../src/pages/calendar/view';
import { BASE, call, createEvent, createUser, json, send } from '../helpers';
import { expectIndexed } from '../plan-check';

/**
 * The calendar's views at a TEC site's addresses (`/events/`, `/events/list/`, `/events/month/`,
 * `/events/today/`, `/events/category/{slug}/`, …): server-rendered in the content language, showing
 * exactly the events `GET /site/events/v1/events` lists an anonymous caller for the same window and
 * filters. The clock is held on 2027-03-15 (site time), in the middle of the fixtures' month.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const NOW = Date.UTC(2027, 2, 15, 11, 0);
const events: Record<string, Json> = {};
let admin: { key: string };

/** A page by its path; its status and HTML type checked. */
async function page(path: string, status = 200, init: RequestInit = {}) {
  const res = await call(`${BASE}${path}`, init);
  const html = await res.text();
  expect(res.status, `${path}: ${html.slice(0, 300)}`).toBe(status);
  expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
  return { res, html };
}

const mainOf = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));

/** The event pages a view links to, in order, each once. */
const linkedEvents = (html: string) => [
  ...new Set(
    [...mainOf(html).matchAll(/href="([^"]*\/event\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&#38;', '&')),
  ),
];

/** Every event of an API list (all its pages), as `{ url, title, … }`. */
async function apiEvents(prefix: string, query: string): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await call(`${BASE}${prefix}/site/events/v1/events?per_page=50&page=${page}&${query}`);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    all.push(...body.events);
    if (page >= body.total_pages) break;
  }
  return all;
}

const urls = (list: Json[]) => list.map((e) => e.url as string);

/** The API's events of March 2027 as the month view places them: by their own dates. */
const ownDaysIn = (first: string, last: string) => (e: Json) => {
  let end = (e.end_date as string).slice(0, 10);
  const start = (e.start_date as string).slice(0, 10);
  if (!e.all_day && end > start && (e.end_date as string).endsWith('00:00:00')) {
    end = new Date(Date.parse(`${end}T00:00:00Z`) - 86400000).toISOString().slice(0, 10);
  }
  return start <= last && end >= first;
};

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  admin = await createUser('administrator');
  const category = async (name: string, slug: string, eu?: { name: string; slug: string }) => {
    const body = { name, slug, ...(eu ? { translations: { eu } } : {}) };
    const res = await send('POST', '/categories', body, admin.key);
    expect(res.status, await res.clone().text()).toBe(201);
  };
  await category('Música', 'musica', { name: 'Musika', slug: 'musika' });
  await category('Teatro', 'teatro');
  const make = async (name: string, body: Record<string, unknown>) => {
    events[name] = await createEvent(admin.key, { timezone: 'Europe/Madrid', ...body });
  };
  await make('concert', {
    title: 'Concierto de primavera',
    start_date: '2027-03-16 20:00',
    end_date: '2027-03-16 22:00',
    categories: ['musica'],
    tags: ['Familia'],
    translations: { eu: { title: 'Udaberriko kontzertua' } },
  });
  await make('play', {
    title: 'Obra de teatro',
    start_date: '2027-03-20 19:00',
    end_date: '2027-03-20 21:00',
    categories: ['teatro'],
  });
  await make('fair', {
    title: 'Feria del libro',
    start_date: '2027-03-27',
    end_date: '2027-04-02',
    all_day: true,
    categories: ['teatro'],
  });
  await make('spillIn', {
    title: 'Festival de febrero',
    start_date: '2027-02-26',
    end_date: '2027-03-02',
    all_day: true,
  });
  await make('canary', {
    title: 'Tarde en Canarias',
    start_date: '2027-03-31 23:30',
    end_date: '2027-03-31 23:55',
    timezone: 'Atlantic/Canary',
  });
  await make('april', {
    title: 'Primero de abril',
    start_date: '2027-04-01 00:00',
    end_date: '2027-04-01 01:00',
  });
  await make('pastOne', { title: 'Ya pasó', start_date: '2027-03-01 10:00', end_date: '2027-03-01 11:00' });
  await make('pastTwo', {
    title: 'Pasó hace tiempo',
    start_date: '2027-02-10 10:00',
    end_date: '2027-02-10 11:00',
  });
  await make('draft', {
    title: 'Borrador secreto',
    start_date: '2027-03-18 10:00',
    end_date: '2027-03-18 11:00',
    status: 'draft',
  });
  await make('private', {
    title: 'Privado secreto',
    start_date: '2027-03-19 10:00',
    end_date: '2027-03-19 11:00',
    status: 'private',
  });
  await make('hidden', {
    title: 'Oculto de las listas',
    start_date: '2027-03-19 12:00',
    end_date: '2027-03-19 13:00',
    hide_from_listings: true,
  });
  await make('locked', {
    title: 'Cena con contraseña',
    start_date: '2027-03-22 21:00',
    end_date: '2027-03-22 23:00',
    categories: ['musica'],
  });
  await send('PATCH', `/events/${events.locked.id}`, { password: 'sesame' }, admin.key);
  for (let n = 1; n <= 14; n++) {
    const day = String(n).padStart(2, '0');
    await make(`workshop${n}`, {
      title: `Taller número ${n}`,
      start_date: `2027-05-${day} 10:00`,
      end_date: `2027-05-${day} 12:00`,
    });
  }
});

afterAll(() => {
  vi.useRealTimers();
});

describe('the list view', () => {
  it('is the default view, in the default language without a prefix: the API’s list, 12 a page', async () => {
    const expected = await apiEvents('', 'start_date=2027-03-14');
    expect(expected.length).toBe(20);
    for (const path of ['/events/', '/events', '/events/list/']) {
      const { html } = await page(path);
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<h1 id="title">Próximos eventos</h1>');
      expect(linkedEvents(html), path).toEqual(urls(expected.slice(0, 12)));
      expect(html).toContain('Página 1 de 2');
    }
    const defaultList = await json(await call(`${BASE}/site/events/v1/events?per_page=12`));
    expect(linkedEvents((await page('/events/')).html)).toEqual(urls(defaultList.events));
  });

  it('pages as TEC does, in each language; past the last page is a 404 page in that language', async () => {
    const second = await json(await call(`${BASE}/eu/site/events/v1/events?per_page=12&page=2`));
    for (const path of ['/eu/events/list/page/2/', '/eu/events/page/2']) {
      const { html } = await page(path);
      expect(html).toContain('<html lang="eu">');
      expect(linkedEvents(html)).toEqual(urls(second.events));
      expect(html).toContain('2/2 orria');
      expect(html).toContain('rel="prev">Aurreko ekitaldiak</a>');
    }
    const first = (await page('/ca/events/list/')).html;
    expect(first).toContain(
      '<a href="http://api.test/ca/events/list/page/2/" rel="next">Esdeveniments següents</a>',
    );
    // Before the first page: the past.
    expect(first).toContain(
      '<a href="http://api.test/ca/events/list/?eventDisplay=past" rel="prev">Esdeveniments anteriors</a>',
    );
    const beyond = await page('/eu/events/list/page/3/', 404);
    expect(beyond.html).toContain('<html lang="eu">');
    expect(beyond.html).toContain('<h1>Ez da orria aurkitu</h1>');
    await page('/events/list/page/0/', 404);
  });

  it('shows date, time, title linked to the event page and venue, grouped by month, in the language', async () => {
    const { html } = await page('/eu/events/list/');
    expect(html).toContain('<h2 id="m-2027-03">2027(e)ko martxoa</h2>');
    expect(html).toContain('<h2 id="m-2027-05">2027(e)ko maiatza</h2>');
    expect(html).toContain(
      '<a href="http://api.test/eu/event/udaberriko-kontzertua/">Udaberriko kontzertua</a>',
    );
    expect(html).toContain(
      '<time datetime="2027-03-16T20:00:00+01:00">2027(e)ko martxoaren 16(a), asteartea, 20:00</time>',
    );
    // One heading a month, in the order of the list (the site's months: the late event of the Canaries
    // starts in the site's April).
    expect([...html.matchAll(/<h2 id="m-([\d-]+)">/g)].map((m) => m[1])).toEqual([
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
    const en = (await page('/en/events/list/')).html;
    expect(en).toContain('<h2 id="m-2027-03">March 2027</h2>');
    expect(en).toContain('<h1 id="title">Upcoming events</h1>');
  });

  it('starts on the search bar’s date and lists the past, latest first', async () => {
    const from = await apiEvents('/gl', 'start_date=2027-05-10&end_date=2029-05-10');
    const { html } = await page('/gl/events/list/?tribe-bar-date=2027-05-10');
    expect(linkedEvents(html)).toEqual(urls(from));
    expect(html).toContain('Desde: luns, 10 de maio de 2027');
    const past = await apiEvents('', 'strict_dates=true&ends_before=2027-03-15 00:00:00');
    const shown = (await page('/events/list/?eventDisplay=past')).html;
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(linkedEvents(shown)).toEqual(urls(past).reverse());
    expect(shown).toContain('<h1 id="title">Eventos pasados</h1>');
    expect(shown).toContain('<a href="http://api.test/events/list/" rel="next">Eventos siguientes</a>');
  });

  it('filters by the search bar’s text as the API’s search does', async () => {
    const found = await apiEvents('/en', 'search=taller&start_date=2027-03-14');
    expect(found.length).toBe(14);
    const { html } = await page('/en/events/list/?tribe-bar-search=taller');
    expect(linkedEvents(html)).toEqual(urls(found.slice(0, 12)));
    expect(html).toContain('value="taller"');
    expect(html).toContain(
      'href="http://api.test/en/events/list/page/2/?tribe-bar-search=taller" rel="next"',
    );
    const second = (await page('/en/events/list/page/2/?tribe-bar-search=taller')).html;
    expect(linkedEvents(second)).toEqual(urls(found.slice(12)));
    const none = (await page('/en/events/list/?tribe-bar-search=nothing-matches-this')).html;
    expect(none).toContain('<p class="empty">No events found.</p>');
  });
});

describe('the month view', () => {
  const marchWindow = 'strict_dates=true&ends_after=2027-02-28 00:00:00&starts_before=2027-04-02 00:00:00';

  it('draws this month as a table with weekday headers in the language, each event on its own days', async () => {
    const march = (await apiEvents('/eu', marchWindow)).filter(ownDaysIn('2027-03-01', '2027-03-31'));
    const titles = march.map((e) => e.title);
    expect(titles).toContain('Festival de febrero');
    expect(titles).toContain('Tarde en Canarias');
    expect(titles).not.toContain('Primero de abril');
    for (const path of ['/eu/events/month/', '/eu/events/2027-03/', '/eu/events/month/2027-03/']) {
      const { html } = await page(path);
      expect(html).toContain('<h1 id="title">2027(e)ko martxoa</h1>');
      expect(html).toContain(
        '<table class="month" aria-labelledby="title"><thead><tr><th scope="col" abbr="astelehena">al.</th>',
      );
      expect(
        linkedEvents(html)
          .filter((u) => !u.includes('/events/'))
          .sort(),
      ).toEqual(urls(march).sort());
      // Today, and the link of a day to its view.
      expect(html).toContain(
        '<td aria-current="date"><a class="num" href="http://api.test/eu/events/2027-03-15/">',
      );
    }
    const html = (await page('/events/month/2027-03/')).html;
    // The book fair on each of its days of March, and not on the day before.
    const cell = (day: string) => {
      const start = html.indexOf(`href="http://api.test/events/${day}/"`);
      return html.slice(start, html.indexOf('</td>', start));
    };
    for (const day of ['2027-03-27', '2027-03-31']) expect(cell(day)).toContain('Feria del libro');
    expect(cell('2027-03-26')).not.toContain('Feria del libro');
    expect(cell('2027-03-16')).toContain(
      '<time datetime="2027-03-16T20:00:00">20:00</time> Concierto de primavera',
    );
    expect(cell('2027-03-31')).toContain('Tarde en Canarias');
    expect(cell('2027-03-01')).toContain('Festival de febrero');
    // English starts the week on Sunday; Catalan on Monday.
    expect((await page('/en/events/month/2027-03/')).html).toContain(
      '<th scope="col" abbr="Sunday">Sun</th><th scope="col" abbr="Monday">',
    );
    const ca = (await page('/ca/events/2027-03/')).html;
    expect(ca).toContain('<h1 id="title">març de 2027</h1>');
    expect(ca).toContain('<th scope="col" abbr="dilluns">dl.</th>');
  });

  it('links the months before and after, and this month', async () => {
    const { html } = await page('/es/events/month/2027-03/');
    expect(html).toContain('<a href="http://api.test/es/events/month/2027-02/" rel="prev">Mes anterior</a>');
    expect(html).toContain('<a href="http://api.test/es/events/month/2027-04/" rel="next">Mes siguiente</a>');
    const april = (await page('/es/events/month/2027-04/')).html;
    const aprilEvents = (
      await apiEvents(
        '/es',
        'strict_dates=true&ends_after=2027-03-31 00:00:00&starts_before=2027-05-02 00:00:00',
      )
    ).filter(ownDaysIn('2027-04-01', '2027-04-30'));
    expect(
      linkedEvents(april)
        .filter((u) => !u.includes('/events/'))
        .sort(),
    ).toEqual(urls(aprilEvents).sort());
    expect(april).toContain('Primero de abril');
    expect(april).not.toContain('Tarde en Canarias');
    expect(april).toContain('<a href="http://api.test/es/events/month/2027-03/">Este mes</a>');
    const empty = (await page('/gl/events/month/2030-01/')).html;
    expect(empty).toContain('<p class="empty">Non hai eventos este mes.</p>');
  });
});

describe('the day view', () => {
  it('shows the events on that day by their own dates; today is the site’s today', async () => {
    const day = (
      await apiEvents(
        '',
        'strict_dates=true&ends_after=2027-02-28 00:00:00&starts_before=2027-03-03 00:00:00',
      )
    ).filter(ownDaysIn('2027-03-01', '2027-03-01'));
    const { html } = await page('/events/2027-03-01/');
    expect(urls(day).sort()).toEqual([events.pastOne.url, events.spillIn.url].sort());
    expect(linkedEvents(html)).toEqual(urls(day));
    expect(html).toContain('<h1 id="title">lunes, 1 de marzo de 2027</h1>');
    const today = (await page('/en/events/today/')).html;
    expect(today).toContain('<h1 id="title">Monday, March 15, 2027</h1>');
    expect(today).toContain('<p class="empty">No events on this day.</p>');
    expect(today).toContain('<a href="http://api.test/en/events/2027-03-16/" rel="next">Next day</a>');
    const sixteenth = (await page('/eu/events/2027-03-16/')).html;
    expect(linkedEvents(sixteenth)).toEqual(['http://api.test/eu/event/udaberriko-kontzertua/']);
  });
});

describe('categories and tags', () => {
  it('filter each view as the API’s categories and tags do, by slug in any language', async () => {
    const music = await apiEvents('', 'categories=musica&start_date=2027-03-14');
    expect(urls(music)).toEqual([events.concert.url]);
    const { html } = await page('/events/category/musica/');
    expect(linkedEvents(html)).toEqual(urls(music));
    expect(html).toContain('<p class="kind">Categoría: Música</p>');
    expect(html).toContain('<title>Próximos eventos · Música · Eventos</title>');
    // The Basque slug, the Basque name; the Spanish slug finds it too.
    for (const path of ['/eu/events/category/musika/list/', '/eu/events/category/musica/list/']) {
      const eu = (await page(path)).html;
      expect(eu).toContain('<p class="kind">Kategoria: Musika</p>');
      expect(eu).toContain('<link rel="canonical" href="http://api.test/eu/events/category/musika/list/">');
      expect(eu).toContain(
        '<link rel="alternate" hreflang="es" href="http://api.test/es/events/category/musica/list/">',
      );
    }
    const theatre = (
      await apiEvents(
        '/ca',
        `${'strict_dates=true&ends_after=2027-02-28 00:00:00&starts_before=2027-04-02 00:00:00'}&categories=teatro`,
      )
    ).filter(ownDaysIn('2027-03-01', '2027-03-31'));
    expect(theatre.length).toBe(2);
    for (const path of ['/ca/events/category/teatro/month/', '/ca/events/category/teatro/2027-03/']) {
      const month = (await page(path)).html;
      expect(
        linkedEvents(month)
          .filter((u) => !u.includes('/events/'))
          .sort(),
      ).toEqual(urls(theatre).sort());
    }
    const day = (await page('/events/category/teatro/2027-03-20/')).html;
    expect(linkedEvents(day)).toEqual([events.play.url]);
    const family = await apiEvents('/en', 'tags=familia&start_date=2027-03-14');
    const tag = (await page('/en/events/tag/familia/')).html;
    expect(urls(family)).toHaveLength(1);
    expect(linkedEvents(tag)).toEqual(urls(family));
    expect(tag).toContain('<p class="kind">Tag: Familia</p>');
    // A category's `url` in the API is its archive here.
    const [musicCategory] = (await json(await call(`${BASE}/eu/site/events/v1/categories?slug=musika`)))
      .categories;
    expect(musicCategory.url).toBe('http://api.test/eu/events/category/musika/');
    expect((await page(new URL(musicCategory.url).pathname)).html).toContain('Kategoria: Musika');
    // The search bar’s category select is the query parameter WordPress reads.
    const chosen = (await page('/events/month/2027-03/?tribe_events_cat=teatro')).html;
    expect(chosen).toContain('<option value="teatro" selected>Teatro</option>');
    expect(chosen).toContain(
      '<link rel="canonical" href="http://api.test/events/category/teatro/month/2027-03/">',
    );
  });

  it('answer a 404 page in the language for an unknown category or tag', async () => {
    for (const [path, lang] of [
      ['/events/category/no-such-category/', 'es'],
      ['/eu/events/tag/no-such-tag/month/', 'eu'],
      ['/en/events/list/?tribe_events_cat=nope', 'en'],
    ] as const) {
      const { html } = await page(path, 404);
      expect(html).toContain(`<html lang="${lang}">`);
    }
    expect((await page('/en/events/category/nope/2027-03/', 404)).html).toContain(
      'There is no calendar at this address',
    );
  });
});

describe('addresses that name nothing, and bad input', () => {
  it('a month or a day that does not exist is a 404 page; a bad date or search a 400 page', async () => {
    for (const path of [
      '/events/2026-13/',
      '/events/2026-02-30/',
      '/en/events/month/2026-00/',
      '/events/0000-01/',
    ]) {
      await page(path, 404);
    }
    const date = await page('/ca/events/list/?tribe-bar-date=ahir', 400);
    expect(date.html).toContain('La data no és vàlida: ahir.');
    const search = await page(`/gl/events/?tribe-bar-search=${'x'.repeat(201)}`, 400);
    expect(search.html).toContain('A busca non é válida');
    await page('/events/list/?tribe-bar-search=a&tribe-bar-search=b', 400);
    // What the page shows back is escaped.
    const shownBack = (
      await page(`/events/list/?tribe-bar-search=${encodeURIComponent('"><script>alert(1)</script>')}`)
    ).html;
    expect(mainOf(shownBack)).not.toContain('<script>');
    expect(shownBack).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    // A language the site lacks: the page naming those it has, each leading to the same view.
    const french = await page('/fr/events/month/2027-03/', 404);
    expect(french.html).toContain('href="http://api.test/eu/events/month/2027-03/"');
    // Not a view's address: TEC's 404, as before.
    for (const path of [
      '/events/nothing/',
      '/events/category/',
      '/events/list/page/x/',
      '/events/month/2027/',
    ]) {
      const res = await call(`${BASE}${path}`);
      expect(res.status, path).toBe(404);
      expect((await json(res)).code, path).toBe('rest_no_route');
    }
  });
});

describe('what every view carries', () => {
  it('a JSON-LD ItemList of the events shown, by their pages', async () => {
    const { html } = await page('/es/events/list/page/2/');
    const list = jsonLdOf(html);
    expect(list['@type']).toBe('ItemList');
    const second = await json(await call(`${BASE}/es/site/events/v1/events?per_page=12&page=2`));
    expect(list.itemListElement).toEqual(
      second.events.map((e: Json, i: number) => ({ '@type': 'ListItem', position: 13 + i, url: e.url })),
    );
    const month = jsonLdOf((await page('/events/month/2027-03/')).html);
    expect(month.itemListElement.map((item: Json) => item.url).sort()).toEqual(
      linkedEvents((await page('/events/month/2027-03/')).html)
        .filter((u) => !u.includes('/events/'))
        .sort(),
    );
  });

  it('a CSP that names each of its inline styles and its JSON-LD by hash', async () => {
    const { res, html } = await page('/events/month/2027-03/');
    const csp = res.headers.get('content-security-policy')!;
    const hash = async (text: string) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    };
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
    expect(styles).toHaveLength(2);
    for (const style of styles) expect(csp).toContain(await hash(style));
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(csp).toContain(await hash(script));
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('alternates in every language, and a language switcher', async () => {
    const { html } = await page('/gl/events/month/2027-03/');
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es'])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="http://api.test/${lang}/events/month/2027-03/">`,
      );
    expect(html).toContain('<nav aria-label="Linguas">');
    expect(html).toContain('<link rel="canonical" href="http://api.test/gl/events/month/2027-03/">');
  });

  it('a search form of TEC’s parameters and a view switcher keeping the filters', async () => {
    const { html } = await page('/en/events/category/musica/month/2027-03/?tribe-bar-search=concierto');
    expect(html).toContain('<form class="finder" role="search" method="get" action="/en/events/month/"');
    expect(html).toContain('<input type="month" id="tribe-bar-date" name="tribe-bar-date" value="2027-03">');
    expect(html).toContain('<option value="musica" selected>Música</option>');
    expect(html).toContain(
      '<a href="http://api.test/en/events/category/musica/list/?tribe-bar-search=concierto">List</a>',
    );
    expect(html).toContain(
      '<a href="http://api.test/en/events/category/musica/month/2027-03/?tribe-bar-search=concierto" aria-current="page">Month</a>',
    );
    expect(linkedEvents(html).filter((u) => !u.includes('/events/'))).toEqual([
      events.concert.url.replace('api.test/', 'api.test/en/'),
    ]);
    // The form's fields, sent as a browser sends them, find the same page.
    const sent = (
      await page(
        '/en/events/month/?tribe-bar-search=concierto&tribe-bar-date=2027-03&tribe_events_cat=musica',
      )
    ).html;
    expect(mainOf(sent)).toBe(mainOf(html));
  });

  it('never a draft, a private event, one hidden from listings, nor a locked one in an archive', async () => {
    const pages = [
      '/events/list/',
      '/events/month/2027-03/',
      '/events/2027-03-18/',
      '/events/2027-03-19/',
      '/events/category/musica/month/2027-03/',
      '/en/events/list/?tribe-bar-search=secreto',
    ];
    for (const path of pages) {
      const html = (await page(path)).html;
      for (const title of ['Borrador secreto', 'Privado secreto', 'Oculto de las listas'])
        expect(html, path).not.toContain(title);
    }
    expect((await page('/events/month/2027-03/')).html).toContain('Cena con contraseña');
    expect((await page('/events/category/musica/month/2027-03/')).html).not.toContain('Cena con contraseña');
  });

  it('is cached like the API’s reads: a second GET is a HIT; each language and prefix its own entry', async () => {
    const path = '/ca/events/month/2027-03/';
    const first = await page(path);
    let again = await call(`${BASE}${path}`);
    for (let i = 0; i < 20 && again.headers.get('x-cache') !== 'HIT'; i++) {
      await again.text();
      again = await call(`${BASE}${path}`);
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(first.html);
    const plain = (await page('/events/month/2027-03/')).html;
    expect(plain).toContain('<link rel="canonical" href="http://api.test/events/month/2027-03/">');
    // A write is seen at once.
    const added = await createEvent(admin.key, {
      title: 'Recién añadido',
      start_date: '2027-03-24 18:00',
      end_date: '2027-03-24 19:00',
    });
    expect((await page(path)).html).toContain('Recién añadido');
    await send('DELETE', `/events/${added.id}`, {}, admin.key);
    expect((await page(path)).html).not.toContain('Recién añadido');
    const head = await call(`${BASE}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('the work of a view', () => {
  it('is one round trip, each statement on an index, for every view and filter', async () => {
    // A page not read before, after a request that read the content generation.
    await call(`${BASE}/site/events/v1/events?per_page=3`);
    const res = await call(`${BASE}/gl/events/category/teatro/month/2026-11/`);
    expect(res.headers.get('server-timing')).toContain('desc="1 round trips"');
    const ctx = { caller: null, lang: 'es' as const, defaultLang: 'es' as const };
    const views: CalendarView[] = [
      { kind: 'list', page: 2, past: false },
      { kind: 'list', page: 1, past: true, search: 'taller' },
      { kind: 'month', page: 1, past: false, month: '2027-03', category: 'teatro' },
      { kind: 'day', page: 1, past: false, day: '2027-03-16', tag: 'familia' },
    ];
    for (const view of views) {
      const query = calendarListQuery(view, '2027-03-15');
      const plan = planEventList(query, { ...ctx, siteTimezone: 'Europe/Madrid', now: new Date(NOW) });
      await expectIndexed([
        categoriesStatement(ctx),
        termStatement('tribe_events_cat', 'teatro', ctx),
        ...eventListStatements(
          view.past ? { ...plan, orderBy: 'latest' } : plan,
          view.page,
          query.per_page,
          null,
        ),
      ]);
    }
  });
});

describe('export', () => {
  it('?ical=1 and ?outlook-ical=1 answer the feed of the view’s days and filters', async () => {
    for (const param of ['ical', 'outlook-ical']) {
      const res = await call(`${BASE}/eu/events/category/teatro/month/2027-03/?${param}=1`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.pathname).toBe('/eu/site/events/v1/events.ics');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        strict_dates: 'true',
        ends_after: '2027-03-01 00:00:00',
        starts_before: '2027-04-01 00:00:00',
        categories: 'teatro',
        per_page: '500',
      });
      const feed = await call(location.href);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const body = await feed.text();
      expect(body).toContain('SUMMARY;LANGUAGE=es:Obra de teatro');
      expect(body).toContain('SUMMARY;LANGUAGE=es:Feria del libro');
      expect(body).not.toContain('Concierto de primavera');
    }
    const list = await call(`${BASE}/events/?ical=1&tribe-bar-search=taller`, { redirect: 'manual' });
    expect(Object.fromEntries(new URL(list.headers.get('location')!).searchParams)).toEqual({
      start_date: '2027-03-14',
      end_date: '2029-03-15',
      search: 'taller',
    });
    const { html } = await page('/events/month/2027-03/');
    expect(html).toContain('href="http://api.test/events/month/2027-03/?ical=1"');
    expect(html).toContain('href="webcal://api.test/site/events/v1/events.ics"');
  });
});

describe('old permalinks', () => {
  it('still redirect beside the views; a tag’s and a category’s now to their calendar', async () => {
    const termId = async (taxonomy: string, slug: string) =>
      (await env.DB.prepare('SELECT term_id AS id FROM term_texts WHERE taxonomy = ? AND slug = ?')
        .bind(taxonomy, slug)
        .first<{ id: number }>())!.id;
    const tag = await termId('post_tag', 'familia');
    const music = await termId('tribe_events_cat', 'musica');
    await env.DB.prepare(
      `INSERT INTO legacy_urls (path, space, target_id, lang) VALUES ('/tag/familia-vieja/', 'term', ?, NULL), ('/events/category/musica-antigua/', 'term', ?, NULL), ('/events/category/artes/musica/', 'term', ?, 'eu'), ('/evento/concierto-viejo/', 'post', ?, NULL)`,
    )
      .bind(tag, music, music, events.concert.id)
      .run();
    const location = async (path: string) => {
      const res = await call(`${BASE}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(301);
      return res.headers.get('location');
    };
    expect(await location('/tag/familia-vieja/')).toBe('/events/tag/familia/');
    // Claimed by a view, unknown as a category: the old permalink first.
    expect(await location('/events/category/musica-antigua/')).toBe('/events/category/musica/');
    expect(await location('/events/category/artes/musica/')).toBe('/eu/events/category/musika/');
    expect(await location('/evento/concierto-viejo/')).toBe(`/event/${events.concert.slug}/`);
    // And the targets answer.
    await page('/events/tag/familia/');
    await page('/eu/events/category/musika/');
  });

  it('a tag’s url (WordPress’s /tag/{slug}/, as TEC gives it) leads to its calendar', async () => {
    const [tag] = (await json(await call('/tags?slug=familia'))).tags;
    const url = new URL(tag.url);
    expect(url.pathname).toBe('/tag/familia/');
    const res = await call(`${BASE}${url.pathname}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/events/tag/familia/');
    const prefixed = await call(`${BASE}/en/tag/familia/`, { redirect: 'manual' });
    expect(prefixed.headers.get('location')).toBe('/en/events/tag/familia/');
  });
});
