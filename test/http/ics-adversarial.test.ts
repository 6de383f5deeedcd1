import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { DESCRIPTION_MAX_CHARS } from '../../src/feeds/events';
import { call, createEvent, createUser } from '../helpers';

/**
 * The feed renders descriptions writers control: long runs of spaces, tabs, unclosed `<a` and `<li `
 * made the HTML-to-text step quadratic (about a second and a half of CPU for one 65 000-character
 * description, and a feed page holds 500 events). Each DESCRIPTION is the text, capped.
 */

const N = 65_000;
const DESCRIPTIONS: Record<string, string> = {
  spaces: `Espacios${' '.repeat(N)}fin`,
  tabs: `Tabuladores${'\t'.repeat(N)}fin`,
  anchors: `Enlaces ${'<a'.repeat(N / 2 - 5)}`,
  items: `Lista ${'<li '.repeat(N / 4 - 2)}`,
  'line breaks': `Líneas${' \n '.repeat(N / 3)}fin`,
  paragraphs: `<p>${'palabra '.repeat(N / 8 - 1)}</p>`,
};
const WINDOW = 'start_date=2036-06-01&end_date=2036-06-30&per_page=500';

beforeAll(async () => {
  const admin = await createUser('administrator');
  for (const [title, description] of Object.entries(DESCRIPTIONS)) {
    await createEvent(admin.key, {
      title,
      description,
      start_date: '2036-06-10 20:00:00',
      end_date: '2036-06-10 22:00:00',
      timezone: 'UTC',
    });
  }
});

it('renders every adversarial description as its text, capped', async () => {
  const res = await call(`/events.ics?${WINDOW}`);
  const text = await res.text();
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const byTitle = new Map(
    calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => [
        String(vevent.getFirstPropertyValue('summary')),
        String(vevent.getFirstPropertyValue('description')),
      ]),
  );
  expect(byTitle.size).toBe(Object.keys(DESCRIPTIONS).length);
  for (const description of byTitle.values())
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
  // The feed reads the first 12 000 characters of a description: what follows 65 000 spaces is not shown.
  expect(byTitle.get('spaces')).toBe('Espacios…');
  expect(byTitle.get('tabs')).toBe('Tabuladores…');
  expect(byTitle.get('line breaks')).toBe('Líneas…');
  expect(byTitle.get('anchors')!.startsWith('Enlaces <a<a<a')).toBe(true);
  expect(byTitle.get('items')!.startsWith('Lista <li <li')).toBe(true);
  expect(byTitle.get('paragraphs')!.endsWith('palabra…')).toBe(true);
  // The page stays small: six descriptions of 65 000 characters make well under 30 KB of calendar.
  expect(text.length).toBeLessThan(30_000);
});
