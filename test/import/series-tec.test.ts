import { beforeAll, describe, expect, it } from 'vitest';
import { noExistingRecords } from '../../import/map/existing';
import { mapToRows } from '../../import/map/rows';
import { buildReport, formatReport } from '../../import/report';
import type { SourcePost, SourceSet } from '../../src/calendars/model';
import { emptySourceSet } from '../../src/calendars/model';
import { groupRecurringEvents } from '../../src/calendars/series';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import { bearer, call, createUser, json } from '../helpers';
import { idOf, ids, importSource, occurrencesOf } from './series-support';
import { mapIntoEmpty } from './support';

/**
 * A TEC Pro site's occurrences (listed as events, the first the parent of the others) grouped back into
 * a series (docs/import.md, docs/series.md); re-imports keep every occurrence's id.
 */

let admin: string;
const occurrences = (id: number, query = '') => occurrencesOf(admin, id, query);

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

/** A TEC site's event as rest-map.ts reads it. */
function tecEvent(id: number, startLocal: string, extra: Partial<SourcePost> = {}, parent = 0): SourcePost {
  const endLocal = `${startLocal.slice(0, 11)}${String(Number(startLocal.slice(11, 13)) + 1).padStart(2, '0')}${startLocal.slice(13)}`;
  const utc = (wall: string) => formatUtcWall(zonedWallToUtc(wall, 'Europe/Madrid'));
  return {
    kind: 'event',
    id,
    authorId: 0,
    status: 'publish',
    dateLocal: '2026-09-01 10:00:00',
    dateUtc: '2026-09-01 08:00:00',
    modifiedUtc: '2026-09-01 08:00:00',
    password: '',
    title: 'Choir rehearsal',
    content: '<p>Bring your score.</p>',
    excerpt: '',
    slug: parent ? `choir-rehearsal-${startLocal.slice(0, 10)}` : 'choir-rehearsal',
    permalink: `https://tec.example/event/choir-rehearsal/${startLocal.slice(0, 10)}/`,
    globalIdLineage: [],
    image: null,
    termIds: [],
    event: {
      allDay: false,
      startLocal,
      endLocal,
      startUtc: utc(startLocal),
      endUtc: utc(endLocal),
      timezone: 'Europe/Madrid',
      cost: '5',
      currency: null,
      website: '',
      showMap: true,
      showMapLink: true,
      hideFromListings: false,
      sticky: false,
      featured: false,
      venueIds: [],
      organizerIds: [],
      postParent: parent,
    },
    ...extra,
  };
}

describe('TEC Pro occurrences grouped back into their series', () => {
  let source: SourceSet;

  const family = () => {
    const set = emptySourceSet({
      origin: 'https://tec.example',
      name: 'TEC',
      language: 'en_US',
      timezone: 'Europe/Madrid',
    });
    // Thursdays at 19:00 from 7 January 2027; the 21st deleted on the site, the 4th of February moved to
    // 20:00, the 11th edited on its own. A festival with a sub-event (TEC without Pro) is no series.
    const dates = ['2027-01-07', '2027-01-14', '2027-01-28', '2027-02-04', '2027-02-11', '2027-02-18'];
    set.posts = dates.map((date, i) =>
      tecEvent(
        70_001 + i,
        `${date} ${date === '2027-02-04' ? '20' : '19'}:00:00`,
        { password: 'alto', ...(date === '2027-02-11' ? { content: '<p>Concert dress.</p>' } : {}) },
        i === 0 ? 0 : 70_001,
      ),
    );
    set.posts.push(
      tecEvent(70_100, '2027-03-01 10:00:00', { title: 'Open day', slug: 'open-day' }),
      tecEvent(70_101, '2027-03-01 12:00:00', { title: 'Open day: the choir sings', slug: 'sings' }, 70_100),
    );
    set.allIds = new Set(set.posts.map((p) => String(p.id)));
    groupRecurringEvents(set);
    return set;
  };

  beforeAll(async () => {
    source = family();
    await importSource(source);
  });

  it('a new template holds the rule; the events keep their ids as its occurrences', async () => {
    const template = await idOf('series:70001');
    expect(template).toBeGreaterThan(70_100);
    const listed = await occurrences(template);
    expect(ids(listed)).toEqual([70_001, 70_002, 70_003, 70_004, 70_005, 70_006]);
    const series = await json(await call(`/events/${template}`, { headers: bearer(admin) }));
    expect(series.series.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270218T180000Z;BYDAY=TH',
      'RDATE;TZID=Europe/Madrid:20270204T200000',
      'EXDATE;TZID=Europe/Madrid:20270121T190000,20270204T190000',
    ]);
    expect(series).toMatchObject({ slug: 'choir-rehearsal', title: 'Choir rehearsal' });
    expect(listed.events[4]).toMatchObject({
      id: 70_005,
      title: 'Choir rehearsal',
      description: '<p>Concert dress.</p>',
      series: { id: template, recurrence_id: '2027-02-11 19:00:00', detached: true },
    });
    expect(listed.events[3]).toMatchObject({
      id: 70_004,
      start_date: '2027-02-04 20:00:00',
      description: '<p>Bring your score.</p>',
      series: { recurrence_id: '2027-02-04 20:00:00', detached: false },
    });
    expect(listed.events[0]).toMatchObject({
      id: 70_001,
      title: 'Choir rehearsal',
      series: { id: template, recurrence_id: '2027-01-07 19:00:00', detached: false },
    });
    const alone = await json(await call('/events/70100'));
    expect(alone).toMatchObject({ title: 'Open day', recurring: false });
    expect(await json(await call('/events/70101'))).toMatchObject({ post_parent: 70_100, recurring: false });
    expect(source.problems).toEqual([]);
  });

  it("an occurrence's password is its series' (as the API keeps it)", async () => {
    const locked = await json(await call('/events/70002'));
    expect(locked.code).toBe('event-password-protected');
    expect((await json(await call('/events/70002?password=soprano'))).code).toBe('event-password-protected');
    const unlocked = await json(await call('/events/70002?password=alto'));
    expect(unlocked.description).toBe('<p>Bring your score.</p>');
  });

  it('the first occurrence’s old address names the series; a re-import keeps every id', async () => {
    const again = family();
    await importSource(again);
    expect(again.posts.find((p) => p.kind === 'series')!.id).toBe(await idOf('series:70001'));
    const listed = await occurrences(await idOf('series:70001'));
    expect(ids(listed)).toEqual([70_001, 70_002, 70_003, 70_004, 70_005, 70_006]);
  });

  it('a --since run (changed events only) leaves series alone and says so', async () => {
    // As a --since run reads the site: every event, only 70002 changed (and read whole).
    const since = family();
    since.posts = since.posts.filter((p) => p.kind === 'event');
    for (const post of since.posts) {
      post.occurrence = undefined;
      post.unchanged = post.id !== 70_002;
    }
    groupRecurringEvents(since);
    expect(since.posts.some((p) => p.kind === 'series')).toBe(false);
    const existing = noExistingRecords();
    const template = await idOf('series:70001');
    existing.posts.set(70_002, {
      kind: 'event',
      modifiedUtc: '2026-09-01 08:00:00',
      source: since.site.origin,
      writtenModifiedUtc: '2026-09-01 08:00:00',
      seriesId: template,
    });
    const rows = mapToRows(since, {
      defaultLang: 'en',
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    expect(rows.posts).toEqual([]);
    expect(rows.problems.map((p) => p.reason)).toEqual([
      `it belongs to the series ${template} here: a --since run leaves series alone (run without --since to update them)`,
    ]);
  });

  it('the report counts the series on a line of their own', () => {
    const rows = mapIntoEmpty(family());
    const report = buildReport(family(), rows, {
      mode: 'dry-run',
      pruned: [],
      written: { statements: 0, chunks: 0, skipped: null },
      seconds: 0,
      phases: { read: 0, map: 0, load: 0 },
    });
    expect(report.statuses.series.publish).toEqual({ read: 1, mapped: 1 });
    expect(formatReport(report)).toMatch(/\n\s+series\s+1\s/);
  });
});
