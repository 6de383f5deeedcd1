import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventListStatements, eventPageStatements, pageIdsQuery } from '../../src/events/list-statements';
import { eventIdQuery, findEventStatements, planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';
import { seriesDetailsStatement } from '../../src/events/series-details';
import { seriesFeedStatements } from '../../src/feeds/series';
import type { Caller } from '../../src/lib/caller';
import type { LinkedKind } from '../../src/linked/kind';
import { findLinkedStatement, linkedListQuery, linkedListStatements } from '../../src/linked/queries';
import { organizerKind } from '../../src/organizers/kind';
import { seriesStateStatements } from '../../src/series/state';
import { termListStatements } from '../../src/terms/queries';
import { tagListQuery, termListQuery } from '../../src/terms/schemas';
import { venueKind } from '../../src/venues/kind';
import { expectIndexed, explain, unindexedScans } from '../plan-check';

const dialect = new SQLiteAsyncDialect();

/**
 * Every statement a list (and a single read) sends to D1 reaches the big tables through an index:
 * `EXPLAIN QUERY PLAN` of the SQL the app builds, for each filter alone, every pair of filters and all of
 * them together, for anonymous, editor and author callers. A `SCAN` of posts, post_texts, event_links or
 * event_terms fails, through an index or not; scans of json_each, CTEs, subqueries and the small term tables
 * don't. Plans are what SQLite picks without statistics (no ANALYZE), as on a fresh D1.
 */

const EDITOR: Caller = { id: 1, login: 'plan-editor', role: 'editor' };
const AUTHOR: Caller = { id: 2, login: 'plan-author', role: 'author' };
const CALLERS: Array<[string, Caller]> = [
  ['anonymous', null],
  ['editor', EDITOR],
  ['author', AUTHOR],
];

/** Each option alone, every pair, and all together (options whose keys clash are not combined). */
function combinations(
  options: Record<string, Record<string, unknown>>,
): Array<[string, Record<string, unknown>]> {
  const names = Object.keys(options);
  const out: Array<[string, Record<string, unknown>]> = [['no filter', {}]];
  for (const name of names) out.push([name, options[name]!]);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = options[names[i]!]!;
      const b = options[names[j]!]!;
      if (Object.keys(a).some((key) => key in b)) continue;
      out.push([`${names[i]} + ${names[j]}`, { ...a, ...b }]);
    }
  }
  const all: Record<string, unknown> = {};
  for (const name of names) {
    const option = options[name]!;
    if (Object.keys(option).some((key) => key in all)) continue;
    Object.assign(all, option);
  }
  out.push(['all together', all]);
  return out;
}

const NOW = new Date('2031-06-15T10:00:00Z');

/** The statements of a venues or organizers list as `caller` sees it in Basque. */
const linkedStatementsOf = (kind: LinkedKind, params: Record<string, unknown>, caller: Caller) =>
  linkedListStatements(kind, linkedListQuery.parse(params), {
    caller,
    lang: 'eu',
    defaultLang: 'es',
    siteTimezone: 'Europe/Madrid',
    now: NOW,
  }).statements;
const planContext = (caller: Caller) => ({
  caller,
  lang: 'eu' as const,
  defaultLang: 'es' as const,
  siteTimezone: 'Europe/Madrid',
  now: NOW,
});

describe('the plan check', () => {
  it('catches a scan of a big table, a visit of every text of a kind, and a single read of every record of a kind', async () => {
    expect((await unindexedScans(sql`SELECT id FROM posts p WHERE p.website = ${'x'}`)).scans).toEqual([
      'SCAN p',
    ]);
    // Through a covering index or not, a SCAN visits every row; small tables may be scanned.
    expect((await unindexedScans(sql`SELECT count(*) FROM event_terms`)).scans).toHaveLength(1);
    expect((await unindexedScans(sql`SELECT count(*) FROM terms`)).scans).toEqual([]);
    const bySlugOfAnyLanguage = sql`SELECT post_id FROM post_texts WHERE kind = 'event' AND slug = ${'x'}`;
    expect((await unindexedScans(bySlugOfAnyLanguage, true)).scans).toHaveLength(1);
    const everyEventText = sql`SELECT id FROM posts p WHERE p.id IN
      (SELECT t.post_id FROM post_texts t WHERE t.kind = 'event' AND t.title LIKE ${'%jazz%'})`;
    const { scans, plan } = await unindexedScans(everyEventText);
    expect(scans, plan.join('\n')).toEqual([
      expect.stringMatching(/^SEARCH t USING (COVERING )?INDEX \w+ \(kind=\?\)$/),
    ]);
  });
});

describe('the plans are asked in batches', () => {
  it('and a statement SQLite refuses fails alone, with its own error', async () => {
    const good = sql`SELECT title FROM post_texts WHERE post_id = ${7}`;
    const refused = { sql: 'SELECT title FROM no_such_table WHERE id = ?', params: [7] };
    await explain([good, refused]);
    await expect(unindexedScans(refused)).rejects.toThrow(/no_such_table/);
    const { scans, plan } = await unindexedScans(good);
    expect(scans).toEqual([]);
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH post_texts USING (COVERING )?INDEX \w+ \(post_id=\?/),
    ]);
  });
});

describe('GET /events: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'jazz bilbao' },
    categories: { categories: 'musica,12' },
    tags: { tags: 'etiqueta-1' },
    venue: { venue: '3' },
    organizer: { organizer: '4,5' },
    featured: { featured: 'true' },
    ticketed: { ticketed: 'false' },
    post_parent: { post_parent: '7' },
    series: { series: '9' },
    recurring: { recurring: 'true' },
    geoloc: { geoloc: 'true' },
    near: { geoloc_lat: '43.3', geoloc_lng: '-2.9', geoloc_radius: '25' },
    dates: { start_date: '2031-01-01', end_date: '2031-12-31' },
    strict_dates: { strict_dates: 'true', start_date: '2031-01-01 10:00:00' },
    starts_after: { starts_after: '2031-02-01' },
    starts_before: { starts_before: '2031-03-01' },
    ends_after: { ends_after: '2031-02-01' },
    ends_before: { ends_before: '2031-03-01' },
    modified: { modified_after: '2031-01-01T00:00:00Z', modified_before: '2031-06-01 12:00' },
    page: { page: '3', per_page: '20' },
  };
  const cases = combinations(filters).flatMap(([name, params]) => [
    [name, params] as const,
    [`${name} + include`, { ...params, include: '10,11,12' }] as const,
  ]);
  const statements = (caller: Caller, params: Record<string, unknown>, status: string | undefined) => {
    const q = eventListQuery.parse({ ...params, ...(status ? { status } : {}) });
    const plan = planEventList(q, planContext(caller));
    // What the API runs, and the count the editors' list reads alone.
    const [, count] = eventListStatements(plan, q.page, q.per_page, caller);
    return [...eventPageStatements(plan, q.page, q.per_page, caller), count];
  };
  const runs = CALLERS.map(([who, caller]) => {
    const statuses = caller ? [undefined, 'draft', 'publish,pending'] : [undefined];
    const each = cases.flatMap(([name, params]) => statuses.map((status) => [name, params, status] as const));
    return { who, caller, each };
  });
  // Every plan of the suite in a few round trips; each test then checks its own.
  beforeAll(() =>
    explain(
      runs.flatMap(({ caller, each }) =>
        each.flatMap(([, params, status]) => statements(caller, params, status)),
      ),
    ),
  );
  for (const { who, caller, each } of runs) {
    it.each(each)(`${who}: %s (status %s)`, async (_name, params, status) => {
      await expectIndexed(statements(caller, params, status));
    });
  }
});

describe('GET /events: the filters on what visitors choose by use indexes, alone, in pairs and with the others', () => {
  const facts: Record<string, Record<string, unknown>> = {
    event_status: { event_status: 'cancelled,postponed' },
    attendance_mode: { attendance_mode: 'online' },
    event_language: { event_language: 'gl,eu' },
    accessibility: { accessibility: 'step_free_access,induction_loop' },
    free: { free: 'true' },
    max_cost: { max_cost: '15' },
    weekday: { weekday: 'saturday,sunday' },
    time_of_day: { time_of_day: 'evening,all_day' },
  };
  const others: Array<[string, Record<string, unknown>]> = [
    ['dates', { start_date: '2031-01-01', end_date: '2031-01-31' }],
    ['a category', { categories: 'musica' }],
    ['a venue', { venue: '3' }],
    ['a search', { search: 'jazz' }],
    ['a series', { series: '9' }],
    ['featured', { featured: 'true' }],
  ];
  const cases = [
    ...combinations(facts),
    ...Object.entries(facts).flatMap(([name, params]) =>
      others.map(
        ([other, more]) =>
          [`${name} + ${other}`, { ...params, ...more }] as [string, Record<string, unknown>],
      ),
    ),
  ];
  const statements = (caller: Caller, params: Record<string, unknown>) => {
    const q = eventListQuery.parse(params);
    const plan = planEventList(q, planContext(caller));
    const [, count] = eventListStatements(plan, q.page, q.per_page, caller);
    return [...eventPageStatements(plan, q.page, q.per_page, caller), count];
  };
  beforeAll(() =>
    explain(CALLERS.flatMap(([, caller]) => cases.flatMap(([, params]) => statements(caller, params)))),
  );
  for (const [who, caller] of CALLERS) {
    it.each(cases)(`${who}: %s`, async (_name, params) => {
      await expectIndexed(statements(caller, params));
    });
  }

  it('a month filtered by three of them is read from the window index alone, the page and its total in one statement', async () => {
    const q = eventListQuery.parse({
      start_date: '2031-03-01',
      end_date: '2031-03-31',
      event_status: 'scheduled',
      event_language: 'eu',
      time_of_day: 'evening',
    });
    for (const [who, caller] of CALLERS) {
      const plan = planEventList(q, planContext(caller));
      const page = eventPageStatements(plan, 1, 10, caller);
      // Reference checks and the page, which carries its total: no count statement of its own.
      expect(page, who).toHaveLength(2);
      const lines = (await unindexedScans(page[1]!)).plan;
      // The window's events are tested on the index's columns; only the page's rows are then read.
      const window = lines.filter((line) => /^SEARCH p USING .*INDEX posts_event_window/.test(line));
      expect(window, `${who}:\n${lines.join('\n')}`).toEqual([
        caller?.role === 'author'
          ? expect.stringMatching(
              /^SEARCH p USING (COVERING )?INDEX posts_event_window \(kind=\? AND status=\?/,
            )
          : // Closed at both ends: an event ends after it starts, so the end bound bounds the start too.
            'SEARCH p USING COVERING INDEX posts_event_window (kind=? AND status=? AND hide_from_listings=? AND start_utc>? AND start_utc<?)',
      ]);
    }
  });
});

describe('GET /events led by a venue or organizer reaches posts by content_id', () => {
  // Each linked event's posts (itself, or a series' occurrences) are one index search, not a range of
  // the date window per linked event (SQLite, without statistics, prefers the longer window index).
  for (const [who, caller] of CALLERS) {
    it(`${who}`, async () => {
      for (const params of [
        { venue: '3' },
        { organizer: '4,5', start_date: '2031-01-01', end_date: '2031-12-31' },
        {
          venue: '3',
          categories: 'musica',
          search: 'jazz',
          start_date: '2031-01-01',
          end_date: '2031-12-31',
        },
      ]) {
        const q = eventListQuery.parse(params);
        const plan = planEventList(q, planContext(caller));
        const [, count, rows] = eventListStatements(plan, 1, 10, caller);
        const [, page] = eventPageStatements(plan, 1, 10, caller);
        for (const statement of [count, rows, page!]) {
          const lines = (await unindexedScans(statement)).plan;
          expect(lines, lines.join('\n')).toContainEqual(
            expect.stringMatching(/^SEARCH p USING (COVERING )?INDEX posts_content_window \(content_id=\?/),
          );
        }
      }
    });
  }
});

describe('GET /events with a search led by a venue or organizer reads the full-text index once or not at all', () => {
  const params = { venue: '3', categories: 'musica', start_date: '2031-01-01', end_date: '2031-12-31' };
  const pageOf = (caller: Caller, search: string) => {
    const q = eventListQuery.parse({ ...params, search });
    return eventPageStatements(planEventList(q, planContext(caller)), 1, 10, caller);
  };
  const ftsLines = (lines: string[]) => lines.filter((line) => line.includes('post_texts_fts'));
  for (const [who, caller] of CALLERS) {
    // Words of 2 to 6 characters have a prefix index (migrations/0018): each shown text is looked up by
    // its rowid, and the matches of a frequent word are never read as a set (7 ms a statement at 100k).
    it(`${who}: a word the prefix index holds seeks each shown text`, async () => {
      const statements = pageOf(caller, 'jazz bilbo');
      // No count statement: the page carries the total (count(*) OVER ()).
      expect(statements).toHaveLength(2);
      const lines = ftsLines((await unindexedScans(statements[1]!)).plan);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/VIRTUAL TABLE INDEX \d+:=/);
    });
    // A longer word would merge every doclist it names on each lookup: its matches are read once, as a set.
    it(`${who}: a longer word reads its matches once`, async () => {
      const statements = pageOf(caller, 'concierto');
      expect(statements).toHaveLength(2);
      const lines = ftsLines((await unindexedScans(statements[1]!)).plan);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/VIRTUAL TABLE INDEX \d+:=/);
    });
  }
});

describe('GET /events with a search and no venue or organizer is led by its matches', () => {
  // Each matching content's posts by content_id within the window: the work follows the matches, not
  // every event of the window checked against them (142 ms for `jazz` at 100k events, 2.5 s with 0.56M
  // series occurrences; 61 and 99 ms led by the matches).
  for (const [who, caller] of CALLERS) {
    it.each([
      ['a search', { search: 'jazz' }],
      [
        'a search, a category and one year',
        {
          search: 'concierto bilbao',
          categories: 'musica',
          start_date: '2031-01-01',
          end_date: '2031-12-31',
        },
      ],
      ['a search and featured', { search: 'jazz', featured: 'true' }],
    ] as const)(`${who}: %s`, async (_name, params) => {
      const q = eventListQuery.parse(params);
      const plan = planEventList(q, planContext(caller));
      const [, count] = eventListStatements(plan, 1, 10, caller);
      const [, page] = eventPageStatements(plan, 1, 10, caller);
      for (const statement of [count, page!]) {
        const lines = (await unindexedScans(statement)).plan;
        expect(lines, lines.join('\n')).toContainEqual(
          expect.stringMatching(/^SEARCH p USING (COVERING )?INDEX posts_content_window \(content_id=\?/),
        );
        expect(lines.join('\n')).not.toMatch(/SEARCH p USING (COVERING )?INDEX posts_event_window/);
      }
    });
  }
});

describe("GET /events with terms not counted by day is led by the terms' events", () => {
  // Each of the term's contents, then its posts by content_id within the window: not every event of the
  // window checked against the term's set (two categories: 181 ms at 100k events, 2.6 s with 0.56M
  // series occurrences; 63 and 289 ms led by the terms).
  const lists: Array<[string, Caller, Record<string, unknown>]> = [
    ['two categories', null, { categories: 'musica,teatro' }],
    [
      'a category and a tag, one year',
      null,
      { categories: 'musica', tags: '7', start_date: '2031-01-01', end_date: '2031-12-31' },
    ],
    ['a category and ticketed', null, { categories: 'musica', ticketed: 'true' }],
    ["an editor's category", EDITOR, { categories: 'musica' }],
  ];
  it.each(lists)('%s', async (_name, caller, params) => {
    const q = eventListQuery.parse(params);
    const plan = planEventList(q, planContext(caller));
    const [, count] = eventListStatements(plan, 1, 10, caller);
    const statements = eventPageStatements(plan, 1, 10, caller);
    expect(statements).toHaveLength(2);
    for (const statement of [count, statements[1]!]) {
      const lines = (await unindexedScans(statement)).plan;
      expect(lines, lines.join('\n')).toContainEqual(
        expect.stringMatching(/^SEARCH p USING (COVERING )?INDEX posts_content_window \(content_id=\?/),
      );
      expect(lines.join('\n')).not.toMatch(/SEARCH p USING (COVERING )?INDEX posts_event_window/);
    }
  });
});

describe('GET /events with one category, one tag or featured is counted by day', () => {
  // The total sums `listed_term_days` / `listed_featured_days` between the window's first and last days,
  // and checks events one by one on those two days only: not every event of the window (216 ms at 100k
  // events, 1.9 s with 0.56M series occurrences, in a count(*) OVER () of the page), nor every event of
  // the term as a set. The page checks each event's few terms as the window index yields them.
  const lists: Array<[string, Record<string, unknown>, RegExp]> = [
    [
      'a category',
      { categories: 'musica' },
      /^SEARCH listed_term_days USING PRIMARY KEY \(term_id=\? AND start_day>\? AND start_day<\?\)/,
    ],
    [
      'a tag by id, one year',
      { tags: '7', start_date: '2031-01-01', end_date: '2031-12-31' },
      /^SEARCH listed_term_days USING PRIMARY KEY \(term_id=\? AND start_day>\? AND start_day<\?\)/,
    ],
    [
      'featured',
      { featured: 'true' },
      /^SEARCH listed_featured_days USING PRIMARY KEY \(featured=\? AND start_day>\? AND start_day<\?\)/,
    ],
  ];
  it.each(lists)('%s', async (_name, params, sum) => {
    const q = eventListQuery.parse(params);
    const plan = planEventList(q, planContext(null));
    const statements = eventPageStatements(plan, 1, 10, null);
    // Reference checks, the total, the page: no count(*) OVER () of the filtered window.
    expect(statements).toHaveLength(3);
    const [, count, page] = statements;
    const countLines = (await unindexedScans(count!)).plan;
    expect(countLines, countLines.join('\n')).toContainEqual(expect.stringMatching(sum));
    // Posts are read one by one only within a day of the window's ends (a slug naming several terms,
    // one per language, is counted event by event: not checked here).
    const bySlug = typeof Object.values(q).find(Array.isArray)?.[0] === 'string';
    for (const line of countLines.filter((l) => !bySlug && /^SEARCH p /.test(l)))
      expect(line).toMatch(
        /start_utc>\? AND start_utc<\?|end_utc>\? AND end_utc<\?|PRIMARY KEY \(rowid=\?\)/,
      );
    expect(countLines.join('\n')).not.toMatch(/SEARCH event_terms USING COVERING INDEX event_terms_term/);
    const pageLines = (await unindexedScans(page!)).plan;
    if (!('featured' in params)) {
      // The window's first and last days: the term's own events of those days, not every event of them.
      expect(countLines, countLines.join('\n')).toContainEqual(
        expect.stringMatching(/^SEARCH e USING PRIMARY KEY \(term_id=\? AND start_utc>\? AND start_utc<\?\)/),
      );
      // One term's page seeks its first events in start order (listed_term_events): not the window walked
      // until they are found (1.4 s a page for a term with few events at 100k with the series).
      expect(pageLines, pageLines.join('\n')).toContainEqual(
        expect.stringMatching(/^SEARCH e USING PRIMARY KEY \(term_id=\? AND start_utc>\? AND start_utc<\?\)/),
      );
      if (!bySlug) expect(pageLines.join('\n')).not.toMatch(/posts_event_window/);
    }
    expect(pageLines.join('\n')).not.toMatch(/event_terms_term|USE TEMP B-TREE FOR ORDER BY\n.*SCAN page/);
    await expectIndexed(statements);
  });
});

describe("GET /events.ics: the page's series' hidden and edited occurrences are read from partial indexes", () => {
  // Not every published event tested against the page's series (2.8 s for the overrides of a page of
  // 200 at 100k events with 0.56M occurrences), nor every occurrence of each series (32–54 ms for that
  // page; 0.4 and 0.9 ms from the partial indexes of the occurrences not listed and of the edited ones).
  for (const [who, caller] of CALLERS) {
    it(`${who}`, async () => {
      const plan = planEventList(eventListQuery.parse({}), planContext(caller));
      const [, , hidden, overrides] = seriesFeedStatements(pageIdsQuery(plan, 1, 200), caller, plan.statuses);
      for (const [statement, index] of [
        [hidden!, 'posts_series_unlisted'],
        [overrides!, 'posts_series_edited'],
      ] as const) {
        const lines = (await unindexedScans(statement)).plan;
        expect(lines, lines.join('\n')).toContainEqual(
          expect.stringMatching(new RegExp(`^SEARCH o USING (COVERING )?INDEX ${index} \\(series_id=\\?\\)`)),
        );
        expect(lines.join('\n')).not.toMatch(
          /SEARCH o USING (COVERING )?INDEX posts_(event_window|modified)/,
        );
        // Every occurrence of a series is read only for a series that is not on as scheduled (cancelled
        // whole, one date kept): led by its template's status, read by primary key.
        const whole = lines.findIndex((line) =>
          /SEARCH o USING (COVERING )?INDEX posts_series_occurrence/.test(line),
        );
        if (index === 'posts_series_unlisted') expect(whole).toBe(-1);
        else
          expect(lines.slice(0, whole).some((line) => /^SEARCH t USING INTEGER PRIMARY KEY/.test(line))).toBe(
            true,
          );
      }
    });
  }
  it('an editor listing drafts only: published occurrences are hidden too, found by the series index', async () => {
    const plan = planEventList(eventListQuery.parse({ status: 'draft' }), planContext(CALLERS[1]![1]));
    const [, , hidden] = seriesFeedStatements(pageIdsQuery(plan, 1, 200), CALLERS[1]![1], plan.statuses);
    const lines = (await unindexedScans(hidden!)).plan;
    expect(lines, lines.join('\n')).toContainEqual(
      expect.stringMatching(/^SEARCH o USING (COVERING )?INDEX posts_series_occurrence \(series_id=\?\)/),
    );
  });
});

describe('GET /events/{id} and /events/by-slug/{slug} use indexes', () => {
  for (const [who, caller] of CALLERS) {
    it(`${who}: by id and by slug, with the details of a series`, async () => {
      for (const by of [
        { id: 42 },
        { slug: 'concierto-de-jazz', lang: 'eu' as const, defaultLang: 'es' as const },
      ]) {
        await expectIndexed(findEventStatements(by, caller), { single: true });
        await expectIndexed(
          [seriesDetailsStatement(eventIdQuery(by, caller), '2031-06-15 00:00:00', caller)],
          {
            single: true,
          },
        );
        await expectIndexed(seriesStateStatements(eventIdQuery(by, caller), caller), { single: true });
      }
    });
  }
});

describe('GET /events.ics: the statements reading the series of a page use indexes', () => {
  for (const [who, caller] of CALLERS) {
    it(`${who}`, async () => {
      for (const params of [
        {},
        { categories: 'musica', search: 'jazz' },
        { venue: '3', status: caller ? 'draft' : undefined },
      ]) {
        const q = eventListQuery.parse(
          Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
        );
        const plan = planEventList(q, planContext(caller));
        await expectIndexed(seriesFeedStatements(pageIdsQuery(plan, 1, 200), caller, plan.statuses));
      }
    });
  }
});

describe('GET /events/{id}/occurrences uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    dates: { start_date: '2031-01-01', end_date: '2031-12-31' },
    starts_after: { starts_after: '2031-02-01' },
    page: { page: '2', per_page: '5' },
  };
  const statements = (caller: Caller, params: Record<string, unknown>, status: string | undefined) => {
    const q = eventListQuery.parse({ ...params, ...(status ? { status } : {}) });
    const plan = planEventList(q, planContext(caller), { occurrencesOf: 42 });
    return eventListStatements(plan, q.page, q.per_page, caller);
  };
  const runs = CALLERS.map(([who, caller]) => {
    const statuses = caller ? [undefined, 'trash', 'publish,draft'] : [undefined];
    const each = combinations(filters).flatMap(([name, params]) =>
      statuses.map((status) => [name, params, status] as const),
    );
    return { who, caller, each };
  });
  beforeAll(() =>
    explain(
      runs.flatMap(({ caller, each }) =>
        each.flatMap(([, params, status]) => statements(caller, params, status)),
      ),
    ),
  );
  for (const { who, caller, each } of runs) {
    it.each(each)(`${who}: %s (status %s)`, async (_name, params, status) => {
      await expectIndexed(statements(caller, params, status));
    });
  }
});

describe('a list of one series is led by its members', () => {
  // `series=` and /occurrences find the series' ids by the series index, then each post by its id:
  // never every event of a status in the window index, tested one by one.
  const lists: Array<[string, Record<string, unknown>, number | undefined]> = [
    ['series', { series: '9' }, undefined],
    [
      'series + dates + search',
      { series: '9', start_date: '2031-01-01', end_date: '2031-12-31', search: 'jazz' },
      undefined,
    ],
    ['occurrences', {}, 42],
    ['occurrences + starts_after', { starts_after: '2031-02-01' }, 42],
  ];
  for (const [who, caller] of CALLERS) {
    it.each(lists)(`${who}: %s`, async (_name, params, occurrencesOf) => {
      const q = eventListQuery.parse(params);
      const plan = planEventList(q, planContext(caller), { occurrencesOf });
      const [, count, rows] = eventListStatements(plan, 1, 10, caller);
      for (const statement of [count, rows]) {
        const lines = (await unindexedScans(statement)).plan;
        expect(lines, lines.join('\n')).toContainEqual(
          expect.stringMatching(
            /^SEARCH member USING COVERING INDEX posts_series_occurrence \(series_id=\?\)/,
          ),
        );
        expect(lines, lines.join('\n')).toContain('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)');
        expect(lines.join('\n')).not.toMatch(/SEARCH p USING (COVERING )?INDEX posts_event_window/);
      }
    });
  }
});

const LINKED: LinkedKind[] = [venueKind, organizerKind];

describe("GET /venues and /organizers with only_with_upcoming are led by each record's links", () => {
  // Each record's links, then its events by content_id: not a range of every event not ended yet per
  // record (43 s at 100k events in SQLite 3.51 before, 41 ms after).
  for (const kind of [venueKind, organizerKind]) {
    for (const [who, caller] of CALLERS) {
      it(`${kind.kind}, ${who}`, async () => {
        for (const statement of linkedStatementsOf(kind, { only_with_upcoming: 'true' }, caller).slice(1)) {
          const lines = (await unindexedScans(statement)).plan;
          expect(lines, lines.join('\n')).toContainEqual(
            expect.stringMatching(/^SEARCH e USING (COVERING )?INDEX posts_content_window \(content_id=\?/),
          );
          expect(lines.join('\n')).not.toMatch(/SEARCH e USING (COVERING )?INDEX posts_event_end/);
        }
      });
    }
  }
});

describe("GET /venues and /organizers?search= read their own records' full-text index", () => {
  // Not the matches of every text (events' included: `bilbao` is in 26k event texts at 100k events for
  // the 100 venues' texts; 74 ms a list, 2 ms from linked_texts_fts).
  for (const kind of LINKED) {
    it.each(CALLERS)(`${kind.kind}, %s`, async (_who, caller) => {
      for (const statement of linkedStatementsOf(kind, { search: 'sala bilbao' }, caller).slice(1)) {
        const lines = (await unindexedScans(statement)).plan.join('\n');
        expect(lines).toMatch(/SCAN f VIRTUAL TABLE INDEX/);
        expect(dialect.sqlToQuery(statement).sql).toContain('linked_texts_fts MATCH');
        expect(dialect.sqlToQuery(statement).sql).not.toContain('post_texts_fts');
      }
    });
  }
});

describe('GET /venues and /organizers: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'sala bilbao' },
    event: { event: '42' },
    has_events: { has_events: 'true' },
    no_events: { has_events: 'false' },
    only_with_upcoming: { only_with_upcoming: 'true' },
    modified: { modified_after: '2031-01-01', modified_before: '2031-06-01T10:00:00+02:00' },
    page: { page: '2', per_page: '5' },
  };
  const statements = (
    kind: LinkedKind,
    caller: Caller,
    params: Record<string, unknown>,
    status: string | undefined,
  ) => {
    return linkedStatementsOf(kind, { ...params, ...(status ? { status } : {}) }, caller);
  };
  const runs = LINKED.flatMap((kind) =>
    CALLERS.map(([who, caller]) => {
      const statuses = caller ? [undefined, 'draft'] : [undefined];
      const each = combinations(filters).flatMap(([name, params]) =>
        statuses.map((status) => [name, params, status] as const),
      );
      return { kind, who, caller, each };
    }),
  );
  beforeAll(() =>
    explain(
      runs.flatMap(({ kind, caller, each }) =>
        each.flatMap(([, params, status]) => statements(kind, caller, params, status)),
      ),
    ),
  );
  for (const kind of LINKED) {
    for (const { who, caller, each } of runs.filter((run) => run.kind === kind)) {
      it.each(each)(`${kind.route}, ${who}: %s (status %s)`, async (_name, params, status) => {
        await expectIndexed(statements(kind, caller, params, status));
      });
    }
    it.each(CALLERS)(`${kind.route}: single by id and by slug (%s)`, async (_who, caller) => {
      await expectIndexed([findLinkedStatement(kind, { id: 3 }, caller)], { single: true });
      await expectIndexed(
        [findLinkedStatement(kind, { slug: 'sala-3', lang: 'eu', defaultLang: 'es' }, caller)],
        {
          single: true,
        },
      );
    });
  }
});

describe('GET /categories and /tags: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'jaz' },
    include: { include: '1,2,3' },
    exclude: { exclude: '4' },
    parent: { parent: '1' },
    slug: { slug: 'jazz' },
    event: { event: '42' },
    post: { post: '43' },
    hide_empty: { hide_empty: 'false' },
    orderby_count: { orderby: 'count', order: 'desc' },
    orderby_include: { orderby: 'include' },
    page: { page: '2', per_page: '5' },
  };
  const runs = (
    [
      ['tribe_events_cat', termListQuery],
      ['post_tag', tagListQuery],
    ] as const
  ).map(([taxonomy, schema]) => {
    const each = combinations(
      taxonomy === 'post_tag'
        ? Object.fromEntries(Object.entries(filters).filter(([n]) => n !== 'parent'))
        : filters,
    );
    const statements = (params: Record<string, unknown>) => {
      const q = schema.parse(params) as ReturnType<typeof termListQuery.parse>;
      return termListStatements(q, { taxonomy, lang: 'eu', defaultLang: 'es', caller: null });
    };
    return { taxonomy, each, statements };
  });
  beforeAll(() =>
    explain(runs.flatMap(({ each, statements }) => each.flatMap(([, params]) => statements(params)))),
  );
  for (const { taxonomy, each, statements } of runs) {
    it.each(each)(`${taxonomy}: %s`, async (_name, params) => {
      await expectIndexed(statements(params));
    });
  }
});
