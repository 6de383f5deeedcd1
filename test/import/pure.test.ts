import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translationGroups } from '../../import/map/groups';
import { Fetcher, retryAfterMs, SourceError, type TransportResponse } from '../../import/source/fetcher';
import { listAll } from '../../import/source/listing';
import { phpUnserialize } from '../../import/source/php-unserialize';
import { costText } from '../../import/source/rest-map';
import { displayText } from '../../import/verify/compare';
import { withoutBlockMarkup } from '../../src/calendars/text';
import { readCost } from '../../src/lib/cost';
import { slugify, wordpressSlugForm } from '../../src/lib/slug';
import { property } from '../fuzz/scale';

/** The importer's pure pieces: texts, PHP's serialize format, costs, slugs, polite fetching, groups. */

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): TransportResponse => ({
  status,
  headers: { get: (name) => headers[name.toLowerCase()] ?? null },
  text: async () => JSON.stringify(body),
});

describe('texts', () => {
  it('drops TEC’s blocks and the delimiters of the others, keeping their HTML', () => {
    expect(
      withoutBlockMarkup(
        '<!-- wp:tribe/event-datetime /-->\n\n<!-- wp:paragraph -->\n<p>Hi <!-- a note --> there</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:tribe/event-venue /-->',
      ),
    ).toBe('<p>Hi <!-- a note --> there</p>');
    expect(withoutBlockMarkup('<p>classic</p>')).toBe('<p>classic</p>');
    expect(withoutBlockMarkup('<!-- wp:paragraph --><p>unclosed')).toBe('<p>unclosed');
    expect(withoutBlockMarkup('a <!-- not closed')).toBe('a <!-- not closed');
  });

  it('is linear on hostile input', () => {
    const hostile = '<!--'.repeat(50_000);
    const started = Date.now();
    withoutBlockMarkup(hostile);
    withoutBlockMarkup(`${'<!-- wp:x -->'.repeat(20_000)}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('displayed text folds WordPress’ typography back', () => {
    expect(displayText('Rock &#038; &#8220;Roll&#8221; &#8212; Night&#8217;s best&#8230;')).toBe(
      `Rock & "Roll" -- Night's best...`,
    );
    expect(displayText('<p>One</p>\n<p>Two&nbsp;words</p>')).toBe('One Two words');
  });
});

describe('PHP serialize format', () => {
  it('reads attachment metadata and Polylang groups, counting string lengths in bytes', () => {
    expect(phpUnserialize('a:2:{s:2:"en";i:12;s:2:"es";i:15;}')).toEqual({ en: 12, es: 15 });
    expect(phpUnserialize('a:3:{s:5:"width";i:1600;s:4:"name";s:6:"Müsik";s:1:"x";b:1;}')).toEqual({
      width: 1600,
      name: 'Müsik',
      x: true,
    });
    expect(phpUnserialize('a:1:{i:0;a:1:{s:1:"d";d:1.5;}}')).toEqual({ 0: { d: 1.5 } });
    expect(phpUnserialize('N;')).toBeNull();
  });

  it('refuses objects, cut or trailing data, and wrong lengths', () => {
    for (const bad of ['O:8:"stdClass":0:{}', 'a:1:{s:1:"a";', 's:5:"abc";', 'i:1;x', 'a:-1:{}', '']) {
      expect(() => phpUnserialize(bad)).toThrow(/Not a PHP serialized value/);
    }
  });
});

describe('costs', () => {
  it('keeps every value TEC knows: its display text when it says them all, else as entered, else the values', () => {
    const tec = (cost: string, values: string[]) => ({ cost, cost_details: { values } });
    expect(costText('20 - 35 - 50 €', tec('$20 – $50', ['20', '35', '50']))).toBe('20 - 35 - 50 €');
    expect(costText('', tec('$8', ['8']))).toBe('$8');
    expect(costText('gratis', tec('Free', ['free']))).toBe('Free');
    expect(costText('', tec('$20 – $50', ['20', '35', '50']))).toBe('20, 35, 50');
    expect(costText(undefined, tec('', []))).toBe('');
  });

  it('property: the text chosen gives back the same numbers', () => {
    const values = fc
      .uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 5 })
      .map((v) => v.sort((a, b) => a - b).map(String));
    fc.assert(
      fc.property(values, fc.constantFrom('', '€', '$'), (numbers, symbol) => {
        const display =
          numbers.length > 1
            ? `${symbol}${numbers[0]} – ${symbol}${numbers.at(-1)}`
            : `${symbol}${numbers[0]}`;
        const chosen = costText(undefined, { cost: display, cost_details: { values: numbers } });
        const parsed = readCost(chosen).amounts.map((amount) => amount.number);
        expect(parsed).toEqual(numbers.map(Number));
      }),
      property(300, 31),
    );
  });
});

describe('slugs', () => {
  it('WordPress’ form of a non-ASCII slug', () => {
    expect(wordpressSlugForm('концерт-хора')).toBe(
      '%d0%ba%d0%be%d0%bd%d1%86%d0%b5%d1%80%d1%82-%d1%85%d0%be%d1%80%d0%b0',
    );
    expect(wordpressSlugForm('音楽')).toBe('%e9%9f%b3%e6%a5%bd');
    expect(wordpressSlugForm('jazz-2027')).toBe('jazz-2027');
    expect(wordpressSlugForm('a\uD800b')).toBe('a\uD800b');
  });

  it('property: it is ASCII and decodes back to the slug', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !s.includes('%')),
        (slug) => {
          const stored = wordpressSlugForm(slug);
          expect([...stored].every((ch) => ch.charCodeAt(0) < 0x80)).toBe(true);
          expect(decodeURIComponent(stored)).toBe(slug);
        },
      ),
      property(500, 32),
    );
  });

  it('property: our slug rule, used for drafts WordPress gave none, is stable and URL-safe', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (title) => {
        const slug = slugify(title);
        expect(/^[a-z0-9-]*$/.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
      property(500, 33),
    );
  });
});

describe('polite fetching', () => {
  it('Retry-After in seconds or as a date, capped', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('100000')).toBe(120_000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(
      30_000,
    );
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('waits as 429 says, then gets the page', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetcher = new Fetcher({
      root: 'http://site.test/wp-json',
      sleep: async (ms) => {
        waits.push(ms);
      },
      transport: async () =>
        ++calls < 3 ? answer(429, { code: 'slow_down' }, { 'retry-after': '3' }) : answer(200, { ok: true }),
    });
    expect((await fetcher.get('x')).body).toEqual({ ok: true });
    expect(waits).toEqual([3000, 3000]);
  });

  it('gives up after its attempts with what to do, and refuses HTML where JSON was expected', async () => {
    const down = new Fetcher({
      root: 'http://site.test/wp-json',
      maxAttempts: 2,
      sleep: async () => {},
      transport: async () => answer(503, {}),
    });
    await expect(down.get('x')).rejects.toThrow(/HTTP 503, 2 attempts\)\. Check that the site is up/);
    const html = new Fetcher({
      root: 'http://site.test/wp-json',
      transport: async () => ({
        status: 200,
        headers: { get: () => null },
        text: async () => '<html>blocked</html>',
      }),
    });
    await expect(html.get('x')).rejects.toThrow(SourceError);
    await expect(html.get('x')).rejects.toThrow(/HTML page instead of JSON.*--from-wxr/);
  });

  it('a page that times out is read again in smaller pages, without skipping or repeating a record', async () => {
    const records = Array.from({ length: 120 }, (_, i) => ({ id: i + 1 }));
    const asked: string[] = [];
    const fetcher = new Fetcher({
      root: 'http://site.test/wp-json',
      timeoutMs: 50,
      transport: async (url, { signal }) => {
        const query = new URL(url).searchParams;
        const size = Number(query.get('per_page'));
        const page = Number(query.get('page'));
        asked.push(`${page}x${size}`);
        if (size === 50 && page === 2) {
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        }
        const items = records.slice((page - 1) * size, page * size);
        return answer(200, { events: items, total: records.length });
      },
    });
    const cursors = new Map();
    const got = await listAll(
      fetcher,
      { cursor: (k) => cursors.get(k), saveCursor: (k, c) => cursors.set(k, c) },
      {
        key: 'events',
        perPage: 50,
        path: (page, size) => `events?per_page=${size}&page=${page}`,
        items: (body) => (body as { events: { id: number }[] }).events,
      },
    );
    expect(got.map((r) => r.id)).toEqual(records.map((r) => r.id));
    expect(asked).toEqual(['1x50', '2x50', '3x25', '4x25', '5x25']);
  });
});

describe('translation groups', () => {
  it('the original is the member in the default language; a second text in one language is left out and said', () => {
    const problems: { reason: string }[] = [];
    const groups = translationGroups(
      [
        { id: 5, kind: 'event', lang: 'es', translations: { es: 5, en: 7, fr: 9 } },
        { id: 7, kind: 'event', lang: 'en', translations: { es: 5, en: 7 } },
        { id: 8, kind: 'event', lang: 'en', translations: { en: 8, es: 5 } },
        { id: 9, kind: 'event', lang: 'fr' },
        { id: 10, kind: 'event' },
      ],
      { defaultLang: 'en', langMap: {} },
      problems as never,
    );
    expect(
      groups.map((g) => [g.original.id, g.members.map((m) => `${m.record.id}:${m.lang}:${m.withText}`)]),
    ).toEqual([
      [7, ['7:en:true', '5:es:true', '8:en:false', '9:en:false']],
      [10, ['10:en:true']],
    ]);
    expect(problems.map((p) => p.reason).join(' | ')).toMatch(/"fr" is none of .* --lang-map/);
  });
});
