import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventListStatements } from '../../src/events/list-statements';
import { planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';
import { app } from '../../src/index';
import type { Caller } from '../../src/lib/caller';
import { findLinkedStatement } from '../../src/linked/queries';
import { organizerKind } from '../../src/organizers/kind';
import { eventPage } from '../../src/pages/event-page';
import type { EventRecord } from '../../src/pages/parts';
import { slugLookup } from '../../src/posts/slugs';
import { venueKind } from '../../src/venues/kind';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';
import { expectIndexed } from '../plan-check';

/**
 * The public pages behind every record's `url`: `/{lang}/event/{slug}/`, `/venue/{slug}/`,
 * `/organizer/{slug}/`. They show the API's data (read through its queries, visibility and
 * presenters), in the content language, with JSON-LD and a CSP that names it. What they look like in a
 * browser (and axe-core's verdict) is checked by `npm run test:browser`.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { key: string; id: number };
const events: Record<string, Json> = {};
let venue: Json;
let organizer: Json;

/** A page by its path (`/eu/event/x/`, `/event/x/`: not an API path). */
async function page(path: string, init: RequestInit = {}, status = 200) {
  const res = await call(`${BASE}${path}`, init);
  const html = await res.text();
  expect(res.status, `${path}: ${html.slice(0, 200)}`).toBe(status);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return { res, html };
}

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? { text: match[1]!, data: JSON.parse(match[1]!) } : null;
};

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const inMain = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));

beforeAll(async () => {
  admin = await createUser('administrator');
  venue = await json(
    await send(
      'POST',
      '/venues',
      {
        venue: 'Kursaal',
        description: '<p>Auditorio junto al mar<script>alert(1)</script></p>',
        address: 'Zurriola Hiribidea 1',
        city: 'Donostia',
        zip: '20002',
        province: 'Gipuzkoa',
        country: 'Spain',
        phone: '+34 943 00 30 00',
        geo_lat: 43.3244,
        geo_lng: -1.9785,
        translations: { eu: { venue: 'Kursaal Jauregia' } },
      },
      admin.key,
    ),
  );
  organizer = await json(
    await send(
      'POST',
      '/organizers',
      { organizer: 'Jazzaldia', email: 'info@jazzaldia.example', website: 'https://jazzaldia.example' },
      admin.key,
    ),
  );
  const make = async (name: string, body: Record<string, unknown>) => {
    events[name] = await createEvent(admin.key, { timezone: 'Europe/Madrid', ...body });
  };
  await make('concert', {
    title: 'Concierto de jazz',
    slug: 'concierto-de-jazz',
    description:
      '<p>Con <strong>piano</strong> y <a href="https://example.com/x" onclick="steal()">voz</a>.</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">no</a>',
    excerpt: 'Piano y voz junto al mar.',
    // Crosses the change of 2027-03-28.
    start_date: '2027-03-27 23:00:00',
    end_date: '2027-03-28 04:00:00',
    venue: venue.id,
    organizer: organizer.id,
    categories: ['Jazz'],
    cost: '25 €',
    show_map_link: true,
    translations: { eu: { title: 'Jazz kontzertua', slug: 'jazz-kontzertua', description: '<p>Pianoa</p>' } },
  });
  await make('locked', {
    title: 'Cena de socios',
    description: '<p>La dirección secreta</p>',
    start_date: '2027-05-21 21:00',
    end_date: '2027-05-21 23:00',
    venue: venue.id,
  });
  await send('PATCH', `/events/${events.locked.id}`, { password: 'sesame' }, admin.key);
  await make('draft', {
    title: 'Borrador',
    start_date: '2027-05-22 10:00',
    end_date: '2027-05-22 11:00',
    venue: venue.id,
    status: 'draft',
  });
  await make('hidden', {
    title: 'Oculto',
    start_date: '2027-05-23 10:00',
    end_date: '2027-05-23 11:00',
    venue: venue.id,
    hide_from_listings: true,
  });
  await make('past', {
    title: 'Ya pasó',
    start_date: '2020-01-10 10:00',
    end_date: '2020-01-10 11:00',
    venue: venue.id,
  });
  await make('allDay', { title: 'Feria', start_date: '2027-04-10', end_date: '2027-04-12', all_day: true });
});

describe('event pages', () => {
  it('show the event in the content language, with what it embeds', async () => {
    const event = events.concert;
    const { res, html } = await page('/es/event/concierto-de-jazz/');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Concierto de jazz</h1>');
    expect(html).toContain('<title>Concierto de jazz · Eventos</title>');
    expect(html).toContain('<meta name="description" content="Piano y voz junto al mar.">');
    // Dates in the event's own zone, in words, across the change to summer time.
    expect(html).toContain(
      '<time datetime="2027-03-27T23:00:00+01:00">sábado, 27 de marzo de 2027, 23:00</time> – <time datetime="2027-03-28T04:00:00+02:00">domingo, 28 de marzo de 2027, 4:00</time> (CET – CEST)',
    );
    expect(html).toContain('<a href="http://api.test/es/venue/kursaal/">Kursaal</a>');
    expect(html).toContain('Zurriola Hiribidea 1, 20002 Donostia, Gipuzkoa, Spain');
    expect(html).toContain('https://www.openstreetmap.org/?mlat=43.3244&#38;mlon=-1.9785');
    expect(html).toContain('<a href="http://api.test/es/organizer/jazzaldia/">Jazzaldia</a>');
    expect(html).toContain('<dt>Categorías</dt><dd>Jazz</dd>');
    expect(html).toContain('<dt>Precio</dt><dd>25€</dd>');
    // The description, sanitised.
    expect(html).toContain(
      '<p>Con <strong>piano</strong> y <a href="https://example.com/x" rel="nofollow noopener">voz</a>.</p><a>no</a>',
    );
    expect(inMain(html)).not.toMatch(/onclick|onerror|javascript:|<script/);
    // Add to calendar: the event's .ics and Google Calendar, in UTC.
    expect(html).toContain(`href="http://api.test/es/site/events/v1/events/${event.id}.ics"`);
    expect(html).toContain('dates=20270327T220000Z%2F20270328T020000Z');
    expect(html).toContain('<link rel="canonical" href="http://api.test/es/event/concierto-de-jazz/">');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('carry the API JSON-LD of the event, allowed by the CSP through its hash', async () => {
    const { res, html } = await page('/es/event/concierto-de-jazz/');
    const single = await json(await call(`/es/site/events/v1/events/${events.concert.id}`));
    const jsonLd = jsonLdOf(html)!;
    expect(jsonLd.data).toEqual(single.json_ld);
    expect(jsonLd.data['@type']).toBe('Event');
    expect(jsonLd.data.startDate).toBe('2027-03-27T23:00:00+01:00');
    const csp = res.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toContain(`'sha256-${await sha256(jsonLd.text)}'`);
    const style = /<style>(.*?)<\/style>/s.exec(html)![1]!;
    expect(directive('style-src')).toContain(`'sha256-${await sha256(style)}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // Nothing in the JSON-LD can end the script element.
    const tricky = await createEvent(admin.key, {
      title: '</script><script>alert(1)</script>',
      slug: 'tricky',
      start_date: '2027-06-01 10:00',
      end_date: '2027-06-01 11:00',
    });
    const trickyPage = (await page(`/event/${tricky.slug}/`)).html;
    expect(trickyPage).not.toContain('</script><script>');
    expect(jsonLdOf(trickyPage)!.data.name).toBe('</script><script>alert(1)</script>');
  });

  it('switch between the translations, and fall back as the API does', async () => {
    const eu = (await page('/eu/event/jazz-kontzertua/')).html;
    expect(eu).toContain('<html lang="eu">');
    expect(eu).toContain('<h1>Jazz kontzertua</h1>');
    expect(eu).toContain('2027(e)ko martxoaren 27(a), larunbata, 23:00');
    expect(eu).toContain('<p>Pianoa</p>');
    expect(eu).toContain('<nav aria-label="Hizkuntzak">');
    expect(eu).toContain(
      '<a href="http://api.test/eu/event/jazz-kontzertua/" hreflang="eu" lang="eu" aria-current="page">Euskara</a>',
    );
    expect(eu).toContain(
      '<a href="http://api.test/es/event/concierto-de-jazz/" hreflang="es" lang="es">Español</a>',
    );
    expect(eu).toContain(
      '<link rel="alternate" hreflang="es" href="http://api.test/es/event/concierto-de-jazz/">',
    );
    // No English text: the page is in English, the event's text in the default language.
    const en = (await page('/en/event/concierto-de-jazz/')).html;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<dt>When</dt>');
    expect(en).toContain('<h1>Concierto de jazz</h1>');
    expect(en).toContain('Saturday, March 27, 2027, 11:00 PM');
    const gl = (await page('/gl/event/concierto-de-jazz/')).html;
    expect(gl).toContain('sábado, 27 de marzo de 2027, 23:00');
    expect(gl).toContain('<dt>Cando</dt>');
    // Without a prefix: the default language, and links without one.
    const plain = (await page('/event/concierto-de-jazz/')).html;
    expect(plain).toContain('<html lang="es">');
    expect(plain).toContain('<link rel="canonical" href="http://api.test/event/concierto-de-jazz/">');
    expect(plain).toContain(`href="http://api.test/site/events/v1/events/${events.concert.id}.ics"`);
    // The slug of another language finds the event too; the canonical link names the shown one.
    const bySpanishSlug = (await page('/eu/event/concierto-de-jazz/')).html;
    expect(bySpanishSlug).toContain(
      '<link rel="canonical" href="http://api.test/eu/event/jazz-kontzertua/">',
    );
  });

  it('show all-day events as dates', async () => {
    const html = (await page('/ca/event/feria/')).html;
    expect(html).toContain(
      '<time datetime="2027-04-10">dissabte, 10 d’abril del 2027</time> – <time datetime="2027-04-12">dilluns, 12 d’abril del 2027</time> · Tot el dia',
    );
    expect(html).toContain('dates=20270410%2F20270413');
  });

  it('show a password-protected event as lists do: its title and dates, nothing else', async () => {
    const html = (await page(`/event/${events.locked.slug}/`)).html;
    expect(html).toContain('<h1>Cena de socios</h1>');
    expect(html).toContain('Este evento está protegido con contraseña');
    expect(html).toContain('<time datetime="2027-05-21T21:00:00+02:00">');
    expect(html).not.toContain('secreta');
    expect(html).not.toContain('Kursaal');
    expect(jsonLdOf(html)).toBeNull();
    expect(html).toContain(`/events/${events.locked.id}.ics`);
  });

  it('answer an HTML 404 in the page language for what the caller may not read', async () => {
    for (const [path, lang] of [
      ['/eu/event/no-such-event/', 'eu'],
      [`/gl/event/${events.draft.slug}/`, 'gl'],
      ['/event/no-such-event', 'es'],
    ] as const) {
      const { res, html } = await page(path, {}, 404);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect((await page('/eu/event/nope/', {}, 404)).html).toContain('<h1>Ez da orria aurkitu</h1>');
    const trashed = await createEvent(admin.key, {
      title: 'Trashed page',
      start_date: '2027-06-02',
      end_date: '2027-06-02',
    });
    await page(`/event/${trashed.slug}/`);
    await send('DELETE', `/events/${trashed.id}`, {}, admin.key);
    await page(`/event/${trashed.slug}/`, {}, 404);
    // The visibility of reads: an editor sees the draft's page (past the cache).
    const asEditor = await page(`/event/${events.draft.slug}/`, { headers: bearer(admin.key) });
    expect(asEditor.html).toContain('<h1>Borrador</h1>');
    expect(asEditor.res.headers.get('x-cache')).toBe('BYPASS');
    // Hidden from listings, not from its page.
    expect((await page(`/event/${events.hidden.slug}/`)).html).toContain('<h1>Oculto</h1>');
    expect((await call(`${BASE}/fr/event/concierto-de-jazz/`)).status).toBe(404);
  });

  it('are cached like reads: ETag, HIT, and a write seen at once', async () => {
    const path = '/en/event/feria/';
    const first = await page(path);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    let again = await call(`${BASE}${path}`);
    for (let i = 0; i < 20 && again.headers.get('x-cache') !== 'HIT'; i++) {
      await again.text();
      again = await call(`${BASE}${path}`);
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(first.html);
    expect(again.headers.get('content-security-policy')).toBe(
      first.res.headers.get('content-security-policy'),
    );
    expect((await call(`${BASE}${path}`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    await send('PATCH', `/events/${events.allDay.id}`, { cost: 'Free' }, admin.key);
    expect((await page(path)).html).toContain('<dt>Cost</dt><dd>Free</dd>');
    // `/es/…` and `/…` are different pages (their links differ): not one cache entry.
    const prefixed = (await page('/es/event/feria/')).html;
    const plain = (await page('/event/feria/')).html;
    expect(prefixed).toContain('<link rel="canonical" href="http://api.test/es/event/feria/">');
    expect(plain).toContain('<link rel="canonical" href="http://api.test/event/feria/">');
  });

  it('point their links at PUBLIC_SITE_URL when it is set', async () => {
    const vars = { ...env, PUBLIC_SITE_URL: 'https://www.example.org/' };
    // Another host: the page other tests stored for this host was made without PUBLIC_SITE_URL.
    const res = await app.fetch(new Request('http://pages.test/eu/event/jazz-kontzertua/'), vars, {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/eu/event/jazz-kontzertua/">');
    expect(html).toContain('href="https://www.example.org/es/event/concierto-de-jazz/" hreflang="es"');
    // The .ics stays on the API.
    expect(html).toContain(`href="http://pages.test/eu/site/events/v1/events/${events.concert.id}.ics"`);
  });
});

describe('series on event pages', () => {
  const base = async () => {
    const res = await call(`/events/${events.concert.id}`);
    return (await json(res)) as EventRecord;
  };
  const ctx = { lang: 'es' as const, siteBase: BASE, apiRoot: `${BASE}/site/events/v1` };

  it('say the rule in words when the API gives it', async () => {
    const event = {
      ...(await base()),
      recurring: true,
      series: { id: 1, rest_url: '', description: 'Cada martes, hasta el 29 de junio de 2027' },
    };
    const main = eventPage(event, ctx, false).main;
    expect(main).toContain('<dt>Se repite</dt><dd>Cada martes, hasta el 29 de junio de 2027</dd>');
  });

  it('say only that it repeats when the rule in words is missing, and nothing for plain events', async () => {
    const recurring = eventPage({ ...(await base()), recurring: true }, ctx, false).main;
    expect(recurring).toContain('<dt>Se repite</dt>');
    const plain = eventPage({ ...(await base()), recurring: false }, ctx, false).main;
    expect(plain).not.toContain('Se repite');
    expect(eventPage(await base(), ctx, false).main).not.toContain('Se repite');
  });
});

describe('venue and organizer pages', () => {
  // "Upcoming" is from today on: the clock is held in January 2027, before every event of these pages,
  // whatever day the tests run (the concert of March 2027 was no longer upcoming after it).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 0, 15, 12) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show the venue with its address, map link and upcoming events', async () => {
    const { res, html } = await page(`/es/venue/${venue.slug}/`);
    expect(html).toContain('<h1>Kursaal</h1>');
    expect(html).toContain(
      'Zurriola Hiribidea 1, 20002 Donostia, Gipuzkoa, Spain · <a href="https://www.openstreetmap.org/',
    );
    expect(html).toContain('<a href="tel:+34943003000">+34 943 00 30 00</a>');
    expect(html).toContain('<p>Auditorio junto al mar</p>');
    expect(inMain(html)).not.toContain('<script');
    const listed = [...html.matchAll(/<li><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    // Upcoming, listed and readable: not the draft, the hidden one nor the past one; not the locked one either
    // (its venue is a protected field: listing it here would say where it is).
    expect(listed).toEqual(['Concierto de jazz']);
    expect(html).not.toContain('secreta');
    const jsonLd = jsonLdOf(html)!;
    expect(jsonLd.data['@type']).toBe('Place');
    expect(jsonLd.data.address.streetAddress).toBe('Zurriola Hiribidea 1');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${await sha256(jsonLd.text)}'`);
    const eu = (await page(`/eu/venue/${venue.slug}/`)).html;
    expect(eu).toContain('<h1>Kursaal Jauregia</h1>');
    expect(eu).toContain('<h2 id="upcoming">Hurrengo ekitaldiak</h2>');
    expect(eu).toContain('<a href="http://api.test/eu/event/jazz-kontzertua/">Jazz kontzertua</a>');
  });

  it('show the organizer with its contacts and upcoming events', async () => {
    const html = (await page(`/en/organizer/${organizer.slug}/`)).html;
    expect(html).toContain('<h1>Jazzaldia</h1>');
    expect(html).toContain('<a href="mailto:info@jazzaldia.example">info@jazzaldia.example</a>');
    expect(html).toContain('<a href="https://jazzaldia.example/" rel="nofollow noopener">');
    expect(html).toContain('<a href="http://api.test/en/event/concierto-de-jazz/">Concierto de jazz</a>');
    expect(jsonLdOf(html)!.data.email).toBe('info@jazzaldia.example');
  });

  it('say so when there is nothing upcoming, and 404 for what does not exist or is trashed', async () => {
    const empty = await json(await send('POST', '/organizers', { organizer: 'Nadie' }, admin.key));
    expect((await page(`/gl/organizer/${empty.slug}/`)).html).toContain('<p>Non hai próximos eventos.</p>');
    await page('/venue/no-such-venue/', {}, 404);
    await page(`/venue/${organizer.slug}/`, {}, 404);
    await send('DELETE', `/organizers/${empty.id}`, {}, admin.key);
    await page(`/organizer/${empty.slug}/`, {}, 404);
  });

  it('read the record and its events in one round trip, each statement on an index', async () => {
    // A page not read before, after a request that read the content generation.
    await call('/site/events/v1/events?per_page=7');
    const res = await call(`/ca/venue/${venue.slug}/`);
    expect(res.headers.get('server-timing')).toContain('desc="1 round trips"');
    const callers: Caller[] = [null, { id: 1, login: 'plan-editor', role: 'editor' }];
    for (const caller of callers) {
      for (const kind of ['venue', 'organizer'] as const) {
        const by = { slug: 'kursaal', lang: 'es' as const, defaultLang: 'es' as const };
        const plan = planEventList(
          eventListQuery.parse({ ends_after: '2026-11-25', end_date: '2028-11-26', per_page: 20 }),
          {
            caller,
            lang: 'es',
            defaultLang: 'es',
            siteTimezone: 'Europe/Madrid',
            now: new Date(),
            linkedTo: { role: kind, ids: slugLookup(kind, by, caller) },
          },
        );
        await expectIndexed([
          findLinkedStatement(kind === 'venue' ? venueKind : organizerKind, by, caller),
          ...eventListStatements(plan, 1, 20, caller),
        ]);
      }
    }
  });
});

describe('routes next to the pages', () => {
  it('leave the API and unknown paths as they were', async () => {
    expect((await call('/site/events/v1/events?per_page=1')).status).toBe(200);
    const unknown = await exports.default.fetch(`${BASE}/eu/events/x`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('rest_no_route');
    const post = await call(`${BASE}/event/feria/`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
