import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json } from '../helpers';
import { screen, submit } from './editor-form';

/**
 * The events list groups a series under one row (src/admin/series-rows.ts): the row is its next occurrence
 * among those the filters keep, says how many the filters keep, and lists them in a <details>; pages and
 * the pager count rows, the tabs count events as the API does; the row's checkbox selects the series when
 * the tab lists its template's status, each occurrence has its own.
 */

type User = { id: number; login: string; key: string };
let editor: User;

beforeAll(async () => {
  editor = await createUser('editor');
});

const series = (title: string, rule: string, start = '2031-09-02') =>
  createEvent(editor.key, {
    title,
    start_date: `${start} 19:00:00`,
    end_date: `${start} 20:00:00`,
    timezone: 'Europe/Madrid',
    recurrence: [rule],
  }) as Promise<{ id: number }>;

const rowsOf = (html: string) => [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!).slice(1);
const apiTotal = async (query: string) =>
  Number((await call(`/events?${query}`, { headers: bearer(editor.key) })).headers.get('x-tec-total'));

describe('a series is one row of the list', () => {
  it('with its count and its occurrences under it; the pager counts rows, the tabs events', async () => {
    const weekly = await series('Taller grupo', 'RRULE:FREQ=WEEKLY;COUNT=6');
    await createEvent(editor.key, {
      title: 'Taller suelto',
      start_date: '2031-09-03 10:00:00',
      end_date: '2031-09-03 11:00:00',
    });
    const { html } = await screen('/en/admin/events?s=Taller', editor.key);
    const rows = rowsOf(html);
    expect(rows).toHaveLength(2);
    const seriesRow = rows.find((r) => r.includes('Taller grupo'))!;
    expect(seriesRow).toContain(`<a href="/en/admin/events/${weekly.id}">Taller grupo</a>`);
    expect(seriesRow).toContain('<details class="occurrences"><summary>Series · 6 occurrences</summary>');
    expect([...seriesRow.matchAll(/name="ids" value="(\d+)"/g)].map((m) => Number(m[1]))).toHaveLength(7);
    // The row's own checkbox selects the series (its template).
    expect(seriesRow).toContain(
      `<input type="checkbox" name="ids" value="${weekly.id}" id="select-${weekly.id}"/>`,
    );
    expect(seriesRow).toMatch(
      /<label class="visually-hidden" for="select-\d+">Select “Taller grupo”, [^<]+<\/label>/,
    );
    expect(html).toContain('<li>2 items</li>');
    expect(html).toMatch(/<span class="count" data-count="all">\(7\)<\/span>/);
    expect(await apiTotal('search=Taller&start_date=2000-01-01&end_date=2100-01-01')).toBe(7);
  });

  it('shows the occurrences the filters keep, and stands at its next one', async () => {
    await series('Curso filtrado', 'RRULE:FREQ=WEEKLY;COUNT=6');
    const { html } = await screen(
      '/en/admin/events?s=Curso+filtrado&from=2031-09-09&to=2031-09-16',
      editor.key,
    );
    const [row] = rowsOf(html);
    expect(row).toContain('Series · 2 occurrences');
    expect(row).toMatch(/<td data-label="Dates"><time datetime="2031-09-09T19:00:00">/);
  });

  it('lists one series alone, one row per occurrence, past the first 50', async () => {
    const daily = await series('Diario largo', 'RRULE:FREQ=DAILY;COUNT=60', '2031-10-01');
    const { html } = await screen('/en/admin/events?s=Diario+largo', editor.key);
    const [row] = rowsOf(html);
    expect([...row!.matchAll(/<li><input type="checkbox"/g)]).toHaveLength(50);
    const link = /<a href="([^"]+)">All 60 occurrences<\/a>/.exec(row!)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBe(`/en/admin/events?s=Diario+largo&series=${daily.id}`);
    const alone = await screen(link!, editor.key);
    expect(rowsOf(alone.html)).toHaveLength(20);
    expect(alone.html).toContain('<li>60 items</li>');
    expect(alone.html).toContain('The occurrences of one series');
  });

  it('the series row’s Move to Trash trashes the series; on the trash tab a lone trashed occurrence is its own', async () => {
    const weekly = await series('Serie a la papelera', 'RRULE:FREQ=WEEKLY;COUNT=3');
    const occurrences = await json(
      await call(`/events/${weekly.id}/occurrences`, { headers: bearer(editor.key) }),
    );
    const second = occurrences.events[1].id;
    await call(`/events/${second}`, { method: 'DELETE', headers: bearer(editor.key) });
    // Trash tab: the series is live, so only the trashed occurrence is selectable.
    const trash = await screen('/en/admin/events?status=trash&s=papelera', editor.key);
    const [row] = rowsOf(trash.html);
    expect(row).toContain('Series · 1 occurrence');
    expect(row).not.toContain(`value="${weekly.id}"`);
    expect(row).toContain(`name="ids" value="${second}"`);
    // All tab: the row's trash button is the series'.
    const all = await screen('/en/admin/events?s=papelera', editor.key);
    expect(all.html).toContain(`name="trash_one" value="${weekly.id}"`);
    const res = await submit(
      '/en/admin/events/bulk',
      [
        ['trash_one', String(weekly.id)],
        ['back', '/en/admin/events?s=papelera'],
      ],
      bearer(editor.key),
    );
    expect(res.headers.get('location')).toContain(`undo=${weekly.id}.publish`);
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM posts WHERE series_id = ? AND status <> 'trash'",
    )
      .bind(weekly.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('pages by rows: 21 rows are two pages, whatever the occurrences', async () => {
    for (let i = 0; i < 20; i++)
      await createEvent(editor.key, {
        title: `Paginado ${String(i).padStart(2, '0')}`,
        start_date: '2031-11-01 10:00:00',
        end_date: '2031-11-01 11:00:00',
      });
    await series('Paginado serie', 'RRULE:FREQ=DAILY;COUNT=30', '2031-11-02');
    const first = await screen('/en/admin/events?s=Paginado&orderby=title&order=asc', editor.key);
    expect(rowsOf(first.html)).toHaveLength(20);
    expect(first.html).toContain('<li>21 items</li>');
    const second = await screen('/en/admin/events?s=Paginado&orderby=title&order=asc&paged=2', editor.key);
    const rows = rowsOf(second.html);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Series · 30 occurrences');
  });
});
