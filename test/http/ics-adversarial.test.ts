import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { DESCRIPTION_MAX_CHARS } from '../../src/feeds/events';
import { bearer, call, createEvent, createUser } from '../helpers';

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

/** The content lines of a calendar, unfolded (RFC 5545 3.1). */
const contentLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

it('a stored slug or e-mail address with a line break stays on its line: no property is injected', async () => {
  const { key } = await createUser('administrator');
  const event = await createEvent(key, {
    title: 'Inyección',
    start_date: '2037-03-10 20:00:00',
    end_date: '2037-03-10 22:00:00',
    timezone: 'UTC',
    organizer: { organizer: 'Ane', email: 'ane@example.com' },
  });
  // Written straight to D1, as an import or an old row could hold them: no API write lets them in.
  await env.DB.prepare('UPDATE post_texts SET slug = ? WHERE post_id = ?')
    .bind('x\r\nATTACH:http://evil/x', event.id)
    .run();
  await env.DB.prepare("UPDATE posts SET email = ? WHERE kind = 'organizer' AND email = ?")
    .bind('ane@example.com\r\nATTACH:http://evil/y', 'ane@example.com')
    .run();
  for (const path of [`/events/${event.id}.ics`, `/events.ics?include=${event.id}&start_date=2037-03-01`]) {
    const text = await (await call(path, { headers: bearer(key) })).text();
    const lines = contentLines(text);
    expect(lines.filter((line) => /^ATTACH/i.test(line))).toEqual([]);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getAllProperties('attach')).toEqual([]);
    expect(vevent.getFirstPropertyValue('url')).toMatch(/\/event\/x%0D%0AATTACH:http:\/\/evil\/x\/$/);
    expect(vevent.getFirstPropertyValue('organizer')).toBe(
      'mailto:ane@example.com%0D%0AATTACH:http://evil/y',
    );
  }
});
