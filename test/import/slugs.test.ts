import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import type { FetchedPage } from '../../import/source/fetcher';
import { restSourceSet } from '../../import/source/rest-map';
import { parseWxr } from '../../import/source/wxr';
import { replaySnapshot } from '../../import/tools/replay';
import type { SourceSet } from '../../src/calendars/model';
import { keptSlug } from '../../src/calendars/slugs';
import xml from '../fixtures/tec-site/export.xml?raw';
import site from '../fixtures/tec-site/site.json';
import { bearer, call, createUser, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/**
 * A source's slugs are kept only in a form WordPress could have stored (which the API also looks
 * slugs up by); anything else takes the API's rule for written slugs. A slug with a line break or
 * markup got into `events.ics` (an injected ATTACH property) and into JSON `url`s as it was.
 */

const INJECTION = 'x\r\nATTACH:http://evil/x';

describe('keptSlug', () => {
  it("keeps WordPress' own form: ASCII letters, digits, - and _, other letters percent-encoded", () => {
    for (const slug of ['jazz-on-the-beach', 'hard_bop', '2027', '%e9%9f%b3%e6%a5%bd', 'm%c3%basica'])
      expect(keptSlug(slug)).toBe(slug);
  });

  it('writes letters outside ASCII and upper-case encodings the way WordPress stores them', () => {
    expect(keptSlug('música')).toBe('m%c3%basica');
    expect(keptSlug('M%C3%BAsica')).toBe('m%c3%basica');
    expect(keptSlug('Jazz')).toBe('jazz');
  });

  it("gives anything else the API's rule: line breaks, markup, spaces, encoded controls", () => {
    expect(keptSlug(INJECTION)).toBe('x-attach-http-evil-x');
    expect(keptSlug('"<b>Jazz</b>')).toBe('b-jazz-b');
    expect(keptSlug('jazz night')).toBe('jazz-night');
    expect(keptSlug('x%0d%0aattach')).toBe('x-attach');
    expect(keptSlug('%e2%80%a8')).toBe('');
    expect(keptSlug('100%')).toBe('100');
  });
});

describe('a WordPress export whose slugs carry a line break and markup', () => {
  let source: SourceSet;
  let admin: string;

  beforeAll(async () => {
    const hostile = xml
      .replace(
        '<wp:post_name><![CDATA[jazz-on-the-beach]]></wp:post_name>',
        `<wp:post_name><![CDATA[${INJECTION}]]></wp:post_name>`,
      )
      .replace(
        '<wp:term_slug><![CDATA[sports]]></wp:term_slug>',
        '<wp:term_slug><![CDATA["<b>sports]]></wp:term_slug>',
      );
    expect(hostile).not.toBe(xml);
    source = parseWxr(hostile, 'export.xml');
    await runStatements(await importStatements(mapIntoEmpty(source)));
    admin = (await createUser('administrator')).key;
  });

  it("the event's slug and url are the API's, and its events.ics entry has no injected property", async () => {
    const event = await json(await call('/events/27', { headers: bearer(admin) }));
    expect(event.slug).toBe('x-attach-http-evil-x');
    expect(event.url).toMatch(/\/event\/x-attach-http-evil-x\/$/);
    const text = await (await call('/events/27.ics', { headers: bearer(admin) })).text();
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => /^ATTACH/i.test(line))).toEqual([]);
    expect(lines).toContain(`URL:${event.url}`);
  });

  it("a term's slug with markup takes the API's rule; a percent-encoded one is kept", async () => {
    const sports = source.terms.find((t) => t.name === 'Sports')!;
    expect(sports.slug).toBe('b-sports');
    expect((await json(await call(`/categories/${sports.id}`))).slug).toBe('b-sports');
    expect(source.terms.find((t) => t.name === '音楽')!.slug).toBe('%e9%9f%b3%e6%a5%bd');
  });

  it('the report says which slugs changed, their old form escaped', () => {
    const reasons = source.problems.map((p) => p.reason).filter((r) => r.includes('is not one we keep'));
    expect(reasons).toEqual([
      'its slug "x\\nATTACH:http://evil/x" is not one we keep: it is now "x-attach-http-evil-x"',
      'its slug "\\"<b>sports" is not one we keep: it is now "b-sports"',
    ]);
  });
});

describe('a live site (REST) whose slugs carry a line break and markup', () => {
  it("events, venues, organizers and terms take the API's rule", async () => {
    // A copy: the records are changed below, and the fixture is shared by every test file.
    const snapshot = await replaySnapshot(structuredClone(site) as unknown as Record<string, FetchedPage>);
    const [event] = snapshot.v1.events.values();
    const [venue] = snapshot.v1.venues.values();
    const [organizer] = snapshot.v1.organizers.values();
    const [category] = snapshot.v1.categories.values();
    for (const [record, wp] of [
      [event, snapshot.wp.events],
      [venue, snapshot.wp.venues],
      [organizer, snapshot.wp.organizers],
      [category, snapshot.wp.categories],
    ] as const) {
      record!.slug = INJECTION;
      const answer = wp.get(Number(record!.id));
      if (answer) answer.slug = `"<b>${INJECTION}`;
    }
    const source = restSourceSet(snapshot);
    const slugOf = (id: unknown) => source.posts.find((p) => p.id === Number(id))!.slug;
    expect(slugOf(event!.id)).toBe('b-x-attach-http-evil-x');
    expect(slugOf(venue!.id)).toBe('b-x-attach-http-evil-x');
    expect(slugOf(organizer!.id)).toBe('b-x-attach-http-evil-x');
    expect(source.terms.find((t) => t.id === Number(category!.id))!.slug).toBe('x-attach-http-evil-x');
  });
});
