import { describe, expect, it } from 'vitest';
import { type Golden, movedSite, type Site } from '../../import/e2e/moved-site';
import { displayedCurrency, ianaZone } from '../../import/map/site-settings';
import { SlugBook } from '../../import/map/slug-book';
import { buildReport, formatReport } from '../../import/report';
import { restSourceSet } from '../../import/source/rest-map';
import { parseWxr } from '../../import/source/wxr';
import { replaySnapshot } from '../../import/tools/replay';
import { excerptParagraphs } from '../../src/calendars/text';
import xml from '../fixtures/tec-site/export.xml?raw';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { mapIntoEmpty } from './support';

/**
 * Issue 27: what a site carries with it besides its records (its settings, its currency, its slugs as
 * it had them, its excerpts as TEC showed them), and what the report says about it.
 */

describe('the site’s time zone as a setting', () => {
  it('keeps an IANA name; a whole-hour offset becomes its Etc/GMT name (POSIX signs); other offsets UTC, said', () => {
    expect(ianaZone('America/New_York')).toEqual({ zone: 'America/New_York' });
    expect(ianaZone('UTC')).toEqual({ zone: 'UTC' });
    expect(ianaZone('UTC+2')).toEqual({ zone: 'Etc/GMT-2' });
    expect(ianaZone('UTC-5')).toEqual({ zone: 'Etc/GMT+5' });
    expect(ianaZone('UTC+0')).toEqual({ zone: 'UTC' });
    expect(ianaZone('UTC+5.5')).toEqual({ zone: 'UTC', note: expect.stringContaining('UTC+5.5') });
    expect(ianaZone('Mars/Olympus')).toEqual({ zone: 'UTC', note: expect.stringContaining('Mars/Olympus') });
  });

  it('a live site with only an offset (no time zone name) gives the Etc/GMT zone', async () => {
    const pages = structuredClone(site) as unknown as Site;
    const index = pages['?_fields=name,url,home,namespaces,timezone_string,gmt_offset']!.body as Record<
      string,
      unknown
    >;
    Object.assign(index, { timezone_string: '', gmt_offset: 3 });
    (pages['wp/v2/settings?_fields=timezone,language']!.body as Record<string, unknown>).timezone = 'UTC+3';
    const rows = mapIntoEmpty(restSourceSet(await replaySnapshot(pages)));
    expect(rows.settings.find((s) => s.name === 'timezone')).toMatchObject({
      value: 'Etc/GMT-3',
      from: 'its UTC offset (3)',
    });
  });
});

describe('the site’s currency, as TEC shows it in costs', () => {
  it('reads the symbol around the number, and its side', () => {
    expect(displayedCurrency('$10 – $25')).toEqual({ symbol: '$', position: 'prefix' });
    expect(displayedCurrency('15€')).toEqual({ symbol: '€', position: 'postfix' });
    expect(displayedCurrency('Free – $10')).toEqual({ symbol: '$', position: 'prefix' });
    expect(displayedCurrency('5$')).toEqual({ symbol: '$', position: 'postfix' });
    expect(displayedCurrency('USD12.50')).toEqual({ symbol: 'USD', position: 'prefix' });
    for (const cost of ['Free', '', '10', 'Donation 10', 'From $5 to 10', '1 2'])
      expect(displayedCurrency(cost)).toBeNull();
  });
});

describe('slugs as the source had them', () => {
  it('a slug the source gives is claimed first: a record without one never takes it, whatever the order', () => {
    const book = new SlugBook(new Map([['event|en|jazz-2', 99]]));
    book.claim('event|en', 'jazz', 27);
    expect(book.take('event|en', 'jazz', 12)).toBe('jazz-3');
    expect(book.take('event|en', 'jazz', 13)).toBe('jazz-4');
    expect(book.take('event|en', 'jazz', 27)).toBe('jazz');
    expect(book.take('event|es', 'jazz', 12)).toBe('jazz');
  });
});

describe('excerpts as TEC shows them', () => {
  it('an export’s plain excerpt gets WordPress’ paragraphs; markup is left as it is', () => {
    expect(excerptParagraphs('Jazz by the sea')).toBe('<p>Jazz by the sea</p>');
    expect(excerptParagraphs('One\ntwo\r\n\r\n\nThree  ')).toBe('<p>One<br />\ntwo</p>\n<p>Three</p>');
    expect(excerptParagraphs('<p>Kept</p>')).toBe('<p>Kept</p>');
    expect(excerptParagraphs('  ')).toBe('');
    const started = Date.now();
    excerptParagraphs(`${'\n \t'.repeat(100_000)}x`);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('a WordPress export carries its settings and currency meta', () => {
  const source = parseWxr(xml, 'export.xml');
  const rows = mapIntoEmpty(source);

  it('its zone from its dates, its name, address and language', () => {
    expect(Object.fromEntries(rows.settings.map((s) => [s.name, s.value]))).toEqual({
      timezone: 'Etc/GMT-1',
      default_language: 'en',
      site_name: 'TEC Peer',
      site_url: 'http://127.0.0.1:8882',
      // An export doesn't carry TEC's currency options: TEC's defaults, as TEC shows costs without them.
      currency_symbol: '$',
      currency_position: 'prefix',
      currency_code: 'USD',
    });
    expect(rows.settings[0]!.from).toBe('the dates of its posts');
    expect(rows.settings.find((s) => s.name === 'currency_symbol')!.from).toMatch(/^TEC’s default/);
  });

  it('each event’s currency meta, and its excerpt in paragraphs', () => {
    const jazz = rows.posts.find((p) => p.id === 27)!;
    expect([jazz.currency_symbol, jazz.currency_code, jazz.currency_position]).toEqual(['€', '', 'postfix']);
    expect(rows.texts.find((t) => t.post_id === 27)!.excerpt).toBe('<p>Jazz by the sea</p>');
  });

  it('--tz names the zone', () => {
    const tz = mapIntoEmpty(parseWxr(xml, 'export.xml', { timezone: 'America/New_York' }));
    expect(tz.settings.find((s) => s.name === 'timezone')).toMatchObject({
      value: 'America/New_York',
      from: '--tz',
    });
  });
});

describe('the report', () => {
  const report = async (pages: Site, mode: 'dry-run' | 'import') => {
    const source = restSourceSet(await replaySnapshot(pages));
    return formatReport(
      buildReport(source, mapIntoEmpty(source), {
        mode,
        pruned: [],
        written: { statements: 10, chunks: 1, skipped: null },
        seconds: 1,
        phases: { read: 1, map: 0, load: 0 },
      }),
    );
  };
  const moved = (options = {}) =>
    movedSite(site as unknown as Site, golden as unknown as Golden, options).pages;

  it('names each setting it carries (a dry run: what it would set)', async () => {
    const text = await report(moved(), 'dry-run');
    expect(text).toContain('  site settings (would be carried):');
    expect(text).toContain('    timezone: "America/New_York" (from its time zone): would be set');
    expect(text).toContain(
      '    currency_symbol: "$" (from the cost of 23 event(s) without a currency of their own): would be set',
    );
    expect(await report(moved(), 'import')).toContain(
      '    default_language: "en" (from its language (en_US)): set',
    );
  });

  it('says how many image URLs point to the old site', async () => {
    expect(await report(moved(), 'import')).toContain(
      '  image URLs on the old site (127.0.0.1:8882): 6 of 6; they are kept as they are and load from there while it is up',
    );
  });

  it('says what it read and how, and what it could not read', async () => {
    const text = await report(moved({ unreachable: true }), 'import');
    expect(text).toMatch(
      / {2}lists read: 34; passes: 1; records only some lists gave: 1; ids probed: 18 \(0 found\)/,
    );
    expect(text).toMatch(
      / {2}not read: 1 record\(s\) the source has \(the import ends with exit code 3\):\n {4}- 1 event\(s\), ids unknown: v1:events/,
    );
  });
});
