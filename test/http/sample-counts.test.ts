import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { countsQuery, describeCounts, firstListWindow } from '../../scripts/lib/sample-counts.mjs';
import { addDaysToWall, utcToZonedWall } from '../../src/lib/dates';
import { callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * The numbers the seed prints and the README repeats (scripts/lib/sample-counts.mjs) are the API's: the
 * "first list" is what `GET /events` totals, the occurrences what the series have. Checked here on a
 * small set with every kind of event the sample has (past, hidden, draft, beyond the window, a series
 * with a cancelled date).
 */

const TZ = 'Europe/Madrid';
/** The site's day `offset` days from today (the window is the site's, not UTC's). */
const day = (offset: number) => addDaysToWall(utcToZonedWall(new Date(), TZ), offset).slice(0, 10);

let admin: { key: string };
beforeAll(async () => {
  admin = await createUser('administrator');
  const make = (title: string, offset: number, more: Record<string, unknown> = {}) =>
    createEvent(admin.key, {
      title,
      start_date: `${day(offset)} 20:00`,
      end_date: `${day(offset)} 22:00`,
      timezone: TZ,
      ...more,
    });
  await make('Next week', 7);
  await make('Next month', 30);
  await make('Yesterday evening', -1);
  await make('Last month', -30);
  await make('A draft', 10, { status: 'draft' });
  await make('Hidden', 12, { hide_from_listings: true });
  await make('In three years', 3 * 365);
  const series = await make('Weekly', 3, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
  const list = await json(
    await callOnce(`/events/${series.id}/occurrences?per_page=10`, {
      headers: { Authorization: `Bearer ${admin.key}` },
    }),
  );
  expect(list.events).toHaveLength(4);
  // One date cancelled: the occurrence goes to the trash.
  expect((await send('DELETE', `/events/${list.events[2].id}`, {}, admin.key)).status).toBe(200);
});

describe('the sample data’s numbers', () => {
  it('count what the API shows: the first list is GET /events’ total', async () => {
    const counts = (await env.DB.prepare(countsQuery(firstListWindow(new Date(), TZ))).first<
      Record<string, number>
    >())!;
    const first = await callOnce('/events');
    expect(first.status).toBe(200);
    expect(counts.first_list).toBe(Number(first.headers.get('x-tec-total')));
    // Next week, next month, yesterday evening, and three of the four weekly dates.
    expect(counts.first_list).toBe(6);
    expect(counts).toMatchObject({
      events: 11,
      single: 7,
      single_past: 1,
      occurrences: 4,
      cancelled: 1,
      series: 1,
      published: 9,
      hidden: 1,
    });
    expect(describeCounts(counts)).toBe(
      '11 events: 7 single events (1 past) and 4 occurrences of 1 series, 1 of them cancelled. 9 are published, 1 of those hidden from lists; the first list, GET /events (from yesterday to two years ahead, as TEC), shows 6 of them.',
    );
  });
});
