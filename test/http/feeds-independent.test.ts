import ICAL from 'ical.js';
import ical from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToWall, utcToZonedWall } from '../../src/lib/dates';
import { BASE, callOnce, createUser, json, send } from '../helpers';

/**
 * What independent clients read in the feeds, checked with two parsers that share no code with the API
 * nor with each other (`node-ical`, `ical.js`) and a small RFC 5545 line checker: a series template's
 * own `.ics` is the series (its rule), not one past date; an occurrence's `URL` is its own page.
 */

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Json = any;

const TZ = 'Europe/Madrid';
let editor: string;
let template: Json;
let dates: Json[];
let edited: Json;

/** The site's day `offset` days from today. */
const day = (offset: number) => addDaysToWall(utcToZonedWall(new Date(), TZ), offset).slice(0, 10);
const instant = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`).toISOString();

/** A series' overrides as node-ical gives them (it files each under two keys): one per RECURRENCE-ID. */
const overridesOf = (master: Json): Json[] => [
  ...new Map(
    (Object.values(master.recurrences ?? {}) as Json[]).map((o) => [new Date(o.recurrenceid).getTime(), o]),
  ).values(),
];

/** RFC 5545 §3.1 and §3.6, line by line: what a strict reader refuses. Returns the problems found. */
function rfc5545Problems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  const physical = text.split('\r\n').slice(0, -1);
  const encoder = new TextEncoder();
  for (const [i, line] of physical.entries()) {
    if (line.includes('\n') || line.includes('\r')) problems.push(`line ${i + 1}: a bare CR or LF`);
    if (encoder.encode(line).length > 75) problems.push(`line ${i + 1}: longer than 75 octets`);
  }
  const logical = physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
  const stack: string[] = [];
  let properties = new Set<string>();
  const zones = new Set<string>();
  const used = new Set<string>();
  for (const line of logical) {
    const name = /^([A-Za-z0-9-]+)[;:]/.exec(line)?.[1]?.toUpperCase();
    if (!name) {
      problems.push(`not a content line: ${line.slice(0, 40)}`);
      continue;
    }
    const value = line.slice(line.indexOf(':') + 1);
    for (const tzid of line.matchAll(/;TZID=([^;:]+)/g)) used.add(tzid[1]!);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') properties = new Set();
    } else if (name === 'END') {
      if (stack.pop() !== value) problems.push(`END:${value} closes another component`);
      if (value === 'VEVENT') {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
          if (!properties.has(required)) problems.push(`a VEVENT without ${required}`);
        }
      }
    } else {
      if (stack.at(-1) === 'VEVENT') properties.add(name);
      if (stack.at(-1) === 'VTIMEZONE' && name === 'TZID') zones.add(value);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  for (const tzid of used) if (!zones.has(tzid)) problems.push(`TZID=${tzid} without its VTIMEZONE`);
  return problems;
}

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  const res = await send(
    'POST',
    '/events',
    {
      title: 'Weekly class',
      // Its first dates are past: the feed must still give the series, not its first date.
      start_date: `${day(-21)} 19:00`,
      end_date: `${day(-21)} 20:30`,
      timezone: TZ,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=8'],
    },
    editor,
  );
  template = await json(res);
  expect(res.status, JSON.stringify(template)).toBe(201);
  dates = (await json(await callOnce(`/events/${template.id}/occurrences?per_page=50`))).events;
  expect(dates).toHaveLength(8);
  const changed = await send(
    'PATCH',
    `/events/${dates[5].id}`,
    { title: 'Weekly class, with a guest' },
    editor,
  );
  expect(changed.status).toBe(200);
  edited = await json(await callOnce(`/events/${dates[5].id}`));
  dates = (await json(await callOnce(`/events/${template.id}/occurrences?per_page=50`))).events;
  expect(edited.title).toBe('Weekly class, with a guest');
});

describe("a series template's own .ics", () => {
  it('is the series: its VEVENT with the rule on its zone, whose dates are the occurrences, and the edited one', async () => {
    const res = await callOnce(`/events/${template.id}.ics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(rfc5545Problems(text)).toEqual([]);
    expect(text).toMatch(/\r\nRRULE:FREQ=WEEKLY;COUNT=8\r\n/);
    expect(text).toContain(`DTSTART;TZID=${TZ}:`);

    // node-ical: the master's rule gives every date; the edited one comes as its own entry.
    const parsed = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as Json[];
    const master = parsed.find((e) => e.uid === `event-${template.id}@api.test`);
    expect(master?.rrule).toBeDefined();
    const starts = master.rrule.all().map((d: Date) => d.toISOString());
    expect(starts).toEqual(dates.map((d) => instant(d.utc_start_date)));
    const overrides = overridesOf(master);
    expect(overrides.map((o) => o.summary.val ?? o.summary)).toEqual(['Weekly class, with a guest']);
    expect(overrides[0].url.val ?? overrides[0].url).toBe(edited.url);

    // ical.js reads the same.
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id'))!);
    expect(event.isRecurring()).toBe(true);
    expect(event.startDate.toJSDate().toISOString()).toBe(instant(dates[0].utc_start_date));
  });
});

describe("an occurrence's URL is its own page", () => {
  it('in events.ics?expand=true: every entry links where its JSON url does', async () => {
    const window = `start_date=${day(-30)}&end_date=${day(60)}&per_page=50`;
    const text = await (await callOnce(`/events.ics?expand=true&${window}`)).text();
    expect(rfc5545Problems(text)).toEqual([]);
    const entries = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as Json[];
    const byUid = new Map(entries.map((e) => [e.uid, e.url?.val ?? e.url]));
    const startOf = new Map(entries.map((e) => [e.uid, new Date(e.start).toISOString()]));
    const shown = dates.filter((d) => byUid.has(`event-${d.id}@api.test`));
    expect(shown.length).toBeGreaterThanOrEqual(7);
    for (const occurrence of shown) {
      expect(occurrence.url).toMatch(
        new RegExp(`^${BASE}/event/[^/]+/${occurrence.start_date.slice(0, 10)}/$`),
      );
      expect(byUid.get(`event-${occurrence.id}@api.test`), occurrence.start_date).toBe(occurrence.url);
      // node-ical finds the API's instant (UTC), whatever the date's offset.
      expect(startOf.get(`event-${occurrence.id}@api.test`)).toBe(instant(occurrence.utc_start_date));
    }
  });

  it('in events.ics: the RECURRENCE-ID entry of an edited occurrence links to that occurrence', async () => {
    const text = await (await callOnce(`/events.ics?start_date=${day(-30)}&end_date=${day(60)}`)).text();
    expect(rfc5545Problems(text)).toEqual([]);
    const master = (Object.values(ical.sync.parseICS(text)) as Json[]).find(
      (e) => e.uid === `event-${template.id}@api.test`,
    );
    const overrides = overridesOf(master);
    expect(overrides).toHaveLength(1);
    expect(overrides[0].url.val ?? overrides[0].url).toBe(edited.url);
    expect((await callOnce(edited.url)).status).toBe(200);
    // The series' own entry links to the series' page.
    expect(master.url.val ?? master.url).toBe(`${BASE}/event/${template.slug}/`);
  });
});
