import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { API, createUser, json } from '../helpers';

/**
 * The quota on stored rows (docs/security.md): the occurrences one user's series writes create in a clock
 * hour are counted, and a write that would go past the limit is 429 with nothing written.
 */

type Key = { id: number; key: string };
let author: Key;
let other: Key;

beforeAll(async () => {
  author = await createUser('author');
  other = await createUser('editor');
});

afterEach(() => {
  vi.useRealTimers();
});

/** A write through the Worker with the quota set to `perHour`. */
async function write(method: string, path: string, body: unknown, key: string, perHour = '10') {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { ...env, SERIES_OCCURRENCES_PER_HOUR: perHour },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const weekly = (title: string, count: number) => ({
  title,
  start_date: '2035-01-02 18:00:00',
  end_date: '2035-01-02 19:00:00',
  recurrence: [`RRULE:FREQ=WEEKLY;COUNT=${count}`],
});

const rows = async () =>
  ((await env.DB.prepare('SELECT count(*) AS n FROM posts').first()) as { n: number }).n;

describe('the hourly quota of occurrences per user', () => {
  it('refuses the write that would pass it, whole, until the next hour; each user has their own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 10, 15));
    const first = await write('POST', '/events', weekly('Quota one', 6), author.key);
    expect(first.status).toBe(201);
    const before = await rows();
    const over = await write('POST', '/events', weekly('Quota two', 5), author.key);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(45 * 60));
    const error = await json(over);
    expect(error.code).toBe('rest_too_many_requests');
    expect(error.message).toMatch(/at most 10 occurrences an hour/);
    expect(await rows()).toBe(before);
    // Growing a series counts what it adds.
    const series = await json(first);
    const grown = await write(
      'POST',
      `/events/${series.id}`,
      { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=11'] },
      author.key,
    );
    expect(grown.status).toBe(429);
    expect(await rows()).toBe(before);
    expect((await write('POST', '/events', weekly('Quota three', 4), author.key)).status).toBe(201);
    expect((await write('POST', '/events', weekly('Other user', 6), other.key)).status).toBe(201);
    // An hour later the count starts again, and the earlier hour's row is gone.
    vi.setSystemTime(Date.UTC(2030, 0, 1, 11, 0, 1));
    expect((await write('POST', '/events', weekly('Quota four', 5), author.key)).status).toBe(201);
    const hours = await env.DB.prepare('SELECT hour, created FROM occurrence_quota WHERE user_id = ?')
      .bind(author.id)
      .all();
    expect(hours.results).toEqual([{ hour: '2030-01-01 11', created: 5 }]);
  });

  it('0 lifts it', async () => {
    const res = await write('POST', '/events', weekly('Unlimited', 40), author.key, '0');
    expect(res.status).toBe(201);
  });
});
