import { describe, expect, it } from 'vitest';
import { DEMO_STRINGS } from '../../src/widget/demo';
import minified from '../../src/widget/events-calendar.min.widget.js';
import source from '../../src/widget/events-calendar.widget.js';
import { call } from '../helpers';

/**
 * `GET /widget.js` and `GET /widget/demo` as HTTP resources. What the widget does in a browser is
 * tested by `npm run test:browser` (scripts/browser-test.mjs) in Chromium.
 */

async function until(path: string, header: string, expected: string) {
  let res = await call(path);
  for (let i = 0; i < 20 && res.headers.get(header) !== expected; i++) {
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    res = await call(path);
  }
  return res;
}

/** Where the minified widget reads the language its URL names (scripts/lib/widget-build.mjs). */
const SLOT = 'globalThis.__EVENTS_CALENDAR_SERVED_LANGUAGE__';

describe('GET /widget.js', () => {
  it('serves the widget source as JavaScript, with CORS, an ETag and a long cache life', async () => {
    const res = await call('/site/events/v1/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Minified from the readable source by `npm run build:widget` (lint checks it is its build), its
    // language slot left to the page.
    expect(await res.text()).toBe(minified);
    expect(source).toContain('const SERVED_LANGUAGE = null;');
    expect(minified).toMatch(new RegExp(`=${SLOT.replaceAll('.', '\\.')}\\?\\?null[;,]`));
    const hit = await until('/site/events/v1/widget.js', 'x-cache', 'HIT');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=3600');
    const notModified = await call('/site/events/v1/widget.js', { headers: { 'If-None-Match': etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('makes the language of its URL the default of its widgets', async () => {
    const plain = await (await call('/site/events/v1/widget.js')).text();
    const eu = await (await call('/eu/site/events/v1/widget.js')).text();
    const es = await (await call('/es/site/events/v1/widget.js')).text();
    const gl = await (await call('/site/events/v1/widget.js?translation_language=gl')).text();
    expect(plain).toContain(`${SLOT}??null`);
    expect(eu).toContain("='eu'??null");
    // `es` is also the default content language: the cache keeps the two apart.
    expect(es).toContain("='es'??null");
    expect(await (await call('/site/events/v1/widget.js')).text()).toBe(plain);
    expect(gl).toContain("='gl'??null");
    expect(eu.replace("'eu'", SLOT)).toBe(plain);
    expect((await call('/site/events/v1/widget.js?translation_language=fr')).status).toBe(400);
  });

  it('carries its interface in the five languages, with the same texts in each', () => {
    const strings = source.slice(source.indexOf('const STRINGS = {'), source.indexOf('\n  };\n'));
    const keys = [...strings.matchAll(/^ {6}(\w+):/gm)].map((m) => m[1]);
    const perLanguage = keys.length / 5;
    expect(perLanguage).toBeGreaterThanOrEqual(14);
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) expect(strings).toContain(`\n    ${lang}: {\n`);
    for (const key of new Set(keys))
      expect(
        keys.filter((k) => k === key),
        key,
      ).toHaveLength(5);
    expect(source).toContain("errorFilter: 'Ezin izan dira ekitaldiak kargatu: iragazki ezezaguna");
  });

  it('never skips a heading level in the month view: the month is h2 (under any page h1), its days h3', () => {
    const headings = [...source.matchAll(/el\('(h[1-6])', \{([^}]*)\}/g)].map(([, tag, attributes]) => ({
      tag,
      id: /id: '(\w+)'/.exec(attributes!)?.[1],
    }));
    // The month's title; the days of the narrow list; the day opened below the grid. (An h3 title, as
    // before, skipped a level on a page whose last heading is its h1: axe's heading-order.)
    expect(headings).toEqual([
      { tag: 'h2', id: 'title' },
      { tag: 'h3', id: undefined },
      { tag: 'h3', id: 'day' },
    ]);
  });

  it('stays under 12.5 KiB gzipped, as served', async () => {
    const gzipped = new Response(
      new Blob([minified]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer();
    expect((await gzipped).byteLength).toBeLessThan(12.5 * 1024);
  });

  it('shows an event’s picture with srcset, sizes, width, height, alt text and lazy loading', () => {
    const picture = source.slice(source.indexOf('const picture = '), source.indexOf('const apiBase'));
    // Built from the API's image object: its alt text (in the list's language), lazy.
    expect(picture).toContain("el('img', { part: 'image', src: url, alt: alt_text || '', loading: 'lazy' })");
    // Where the dimensions are known: width and height (no layout shift), and every size of the
    // original's shape (the cropped thumbnail left out) as a srcset candidate with its width.
    expect(picture).toMatch(
      /if \(width\)\s+Object\.assign\(img, \{\s+width,\s+height,\s+sizes: '4rem',\s+srcset:/,
    );
    expect(picture).toContain('.concat({ url, width, height })');
    expect(picture).toContain('.filter((s) => Math.abs(s.width * height - s.height * width) < width)');
    expect(picture).toContain('.map((s) => `${s.url} ${s.width}w`)');
    // Only an http(s) picture, before the title, in the list's items; shown at 4rem.
    expect(source).toContain('if (safeUrl(event.image?.url)) item.append(picture(event.image));');
    expect(source).toMatch(/\nimg \{ float: right; width: 4rem; height: auto;/);
  });

  it('speaks every language in the month view and its add-to-calendar links', () => {
    for (const key of ['previousMonth', 'nextMonth', 'today', 'more', 'none', 'ics', 'google', 'subscribe']) {
      expect(source.match(new RegExp(`\n {6}${key}: '`, 'g')), key).toHaveLength(5);
    }
    // `repeats`: the generic word, then daily, weekly, monthly and yearly.
    expect([...source.matchAll(/\n {6}repeats: '([^']+)'/g)].map((m) => m[1]!.split(' ').length)).toEqual([
      5, 5, 5, 5, 5,
    ]);
    expect(source).toContain("repeats: 'Errepikatua Egunero Astero Hilero Urtero'");
  });

  it('shows a badge with the status in words and its reason, in the five languages', () => {
    const statuses = [...source.matchAll(/\n {6}statuses: '([^']+)'/g)].map((m) => m[1]!.split('|'));
    expect(statuses.map((s) => s.length)).toEqual([4, 4, 4, 4, 4]);
    expect(statuses[0]![0]).toBe('Bertan behera utzita');
    expect(source).toContain("const STATUSES = ['cancelled', 'postponed', 'rescheduled', 'moved_online'];");
    expect(source).toContain('if (event.event_status_reason) p.append(` ${event.event_status_reason}`);');
    for (const key of ['filterTitle', 'clearAll'])
      expect(source.match(new RegExp(`\n {6}${key}: '`, 'g')), key).toHaveLength(5);
  });

  it('colours events by their category with a readable text colour, as src/lib/contrast.ts computes it', () => {
    expect(source.replace(/\s+/g, ' ')).toContain(
      "HEX.test(text) && contrast(bg, text) >= 4.5 ? text : contrast(bg, '#000') >= contrast(bg, '#fff') ? '#000' : '#fff'",
    );
    expect(source).toContain('node.style.color = readable(best.primary, best.text ??');
  });

  it('offers the visitors’ filters with their counts from GET /events/facets, kept in its requests and its subscription', () => {
    expect(source).toContain("const url = this.url('events/facets');");
    expect(source).toContain(
      "el('label', { for: id }, `${v.label} (${v.count.toLocaleString(this.language)})`)",
    );
    expect(source).toContain("else if (values[0] === 'free') url.searchParams.set('free', 'true');");
    expect(source).toContain(
      "this.subscribe.href = this.url('events.ics').href.replace(/^https?:/, 'webcal:');",
    );
  });

  it('is not the Worker: no import or export, only browser globals', () => {
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).toContain('window.customElements.define(TAG, EventsCalendar)');
  });
});

describe('GET /widget/demo', () => {
  it.each([
    ['', 'es', 'eu', '/site/events/v1'],
    ['/eu', 'eu', 'es', '/eu/site/events/v1'],
    ['/gl', 'gl', 'eu', '/gl/site/events/v1'],
    ['/es', 'es', 'eu', '/es/site/events/v1'],
  ])('under "%s": a page in %s with widgets in %s and %s, themed', async (prefix, lang, other, root) => {
    const res = await call(`${prefix}/site/events/v1/widget/demo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('etag')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${DEMO_STRINGS[lang as 'es'].title.replace("'", '&#39;')}</title>`);
    expect(html).toContain(`<script src="${root}/widget.js" defer></script>`);
    expect(html).toContain(`<events-calendar id="widget-plain" lang="${lang}"`);
    expect(html).toContain(`<events-calendar id="widget-themed" class="themed" lang="${other}"`);
    expect(html).toMatch(/\.themed \{\s+--ec-accent: #ffb000;/);
    expect(html).toContain(`<a href="${root}/events.ics">`);
  });

  it('follows translation_language, and refuses an unknown one', async () => {
    const html = await (await call('/en/site/events/v1/widget/demo?translation_language=ca')).text();
    expect(html).toContain('<html lang="ca">');
    // The page's URLs carry the language the request named (API.md §1).
    expect(html).toContain('<script src="/ca/site/events/v1/widget.js" defer></script>');
    expect((await call('/site/events/v1/widget/demo?translation_language=xx')).status).toBe(400);
  });

  it('has every text in every language', () => {
    const keys = Object.keys(DEMO_STRINGS.en).sort();
    for (const strings of Object.values(DEMO_STRINGS)) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const value of Object.values(strings)) expect(value).toBeTruthy();
    }
  });
});
