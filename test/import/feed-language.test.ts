import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readExisting } from '../../import/load/d1';
import { importStatements } from '../../import/load/sql';
import { deploymentLanguage } from '../../import/map/languages';
import { mapToRows } from '../../import/map/rows';
import { assignUidIds } from '../../import/map/uids';
import { readIcs } from '../../src/calendars/ics';
import { call, json } from '../helpers';
import { runStatements, testSession } from './support';

/**
 * An iCalendar feed names no language: its texts are in the deployment's (its `default_language`
 * setting, else the project's default), as a text written through the API without one would be.
 */

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:test',
  'BEGIN:VEVENT',
  'UID:talk-1@feed',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20270310T180000Z',
  'DTEND:20270310T200000Z',
  'SUMMARY:Evening talk',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('the language of a feed’s texts', () => {
  it('without a setting: the project’s default', () => {
    expect(deploymentLanguage(new Map())).toBe('es');
    expect(deploymentLanguage(new Map([['default_language', 'fr']]))).toBe('es');
  });

  it('a deployment in English gets the feed’s texts in English', async () => {
    await env.DB.prepare("INSERT INTO site_settings (name, value) VALUES ('default_language', 'en')").run();
    const source = readIcs(FEED, {
      location: 'talks.ics',
      windowMonths: 3,
      now: new Date('2026-11-26T12:00:00Z'),
    });
    assignUidIds(source, { posts: new Map(), terms: new Map(), maxPostId: 5000, maxTermId: 5000 });
    const existing = await readExisting(source, testSession);
    const lang = deploymentLanguage(existing.settings);
    expect(lang).toBe('en');
    const rows = mapToRows(source, {
      defaultLang: lang,
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    await runStatements(await importStatements(rows));
    const id = source.posts.find((p) => p.kind === 'event')!.id;
    const event = await json(await call(`/events/${id}`));
    expect(event).toMatchObject({ title: 'Evening talk', lang: 'en' });
    expect(Object.keys(event.translations)).toEqual(['en']);
  });
});
