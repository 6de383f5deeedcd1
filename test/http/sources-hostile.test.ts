import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOURCE_BUDGETS } from '../../src/sources/budgets';
import { useReaders } from '../../src/sources/readers';
import { createUser, json, send } from '../helpers';
import { ics, keptQueue, lastRun, runNow, serveSources } from '../sources-harness';

/**
 * Hostile sources (docs/sources.md#budgets): each run ends failed, with its error in words in the history,
 * and nothing written.
 */

const FEED = 'https://hostile.example.org/feed.ics';
const saved = { ...SOURCE_BUDGETS };
let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(SOURCE_BUDGETS, saved);
  useReaders(null);
});

const event = (n: number) => ({
  uid: `e${n}@hostile`,
  summary: `Evento ${n}`,
  start: '20270601T100000Z',
  end: '20270601T110000Z',
});

const postCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE kind IN ('event', 'series')").first<{
    n: number;
  }>())!.n;

async function failedRun(kind = 'ical', url = FEED) {
  const res = await send('POST', '/sources', { kind, url, schedule: 'manual' }, editor);
  expect(res.status, await res.clone().text()).toBe(201);
  const source = await json(res);
  const posts = await postCount();
  const drained = await runNow(editor, source.id, keptQueue());
  const run = await lastRun(editor, source.id);
  expect(run.status).toBe('failed');
  expect(run.new).toBe(0);
  expect(await postCount()).toBe(posts);
  expect(await env.DB.prepare('SELECT count(*) AS n FROM source_run_items').first<{ n: number }>()).toEqual({
    n: 0,
  });
  const after = await json(await send('GET', `/sources/${source.id}`, undefined, editor));
  expect(after.running).toBe(false);
  return { run, drained };
}

describe('hostile sources', () => {
  it('a huge answer', async () => {
    SOURCE_BUDGETS.maxPageBytes = 2000;
    serveSources(() => new Response(ics(Array.from({ length: 50 }, (_, i) => event(i)))));
    const { run } = await failedRun();
    expect(run.errors[0].message).toMatch(/larger than 2000 bytes/);
  });

  it('a slow source: retried with a wait, then given up', async () => {
    SOURCE_BUDGETS.pageTimeoutMs = 50;
    serveSources(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const { run, drained } = await failedRun();
    expect(run.errors[0].message).toMatch(/no whole answer within/);
    expect(drained.retries).toEqual([1, 2, 3]);
    expect(run.requests).toBe(SOURCE_BUDGETS.maxAttempts);
  });

  it('an endless pagination', async () => {
    SOURCE_BUDGETS.maxPages = 3;
    let page = 0;
    useReaders(async () => ({
      kind: 'site',
      firstRequest: (context) => ({ url: context.sourceUrl }),
      readPage: (fetched) => ({
        set: {
          site: { origin: '', name: '', language: '', timezone: 'UTC' },
          posts: [],
          terms: [],
          users: [],
          images: [],
          problems: [],
          totals: {},
        },
        next: { url: `${fetched.url.split('?')[0]}?page=${++page}` },
      }),
    }));
    serveSources(() => new Response('{}'));
    const { run } = await failedRun('site', 'https://hostile.example.org/');
    expect(run.errors[0].message).toMatch(/more than 3 pages/);
    expect(run.pages).toBe(3);
  });

  it('a redirect to 127.0.0.1', async () => {
    serveSources(
      () => new Response(null, { status: 302, headers: { Location: 'http://127.0.0.1/feed.ics' } }),
    );
    const { run } = await failedRun();
    expect(run.errors[0].message).toMatch(/127\.0\.0\.1/);
  });

  it('more events than a run may read', async () => {
    SOURCE_BUDGETS.maxEvents = 5;
    serveSources(() => new Response(ics(Array.from({ length: 8 }, (_, i) => event(i)))));
    const { run } = await failedRun();
    expect(run.errors[0].message).toMatch(/events/);
  });

  it('what is not a calendar', async () => {
    serveSources(
      () => new Response('<html><body>Hello</body></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const { run } = await failedRun();
    expect(run.errors[0].message).toMatch(/iCalendar/);
  });

  it('a step that keeps failing with an error of the service ends its run failed, after its retries', async () => {
    useReaders(async () => ({
      kind: 'site',
      firstRequest: () => {
        throw new Error('boom');
      },
      readPage: () => {
        throw new Error('not reached');
      },
    }));
    serveSources(() => new Response('{}'));
    const { run, drained } = await failedRun('site', 'https://hostile.example.org/');
    expect(run.errors[0].message).toMatch(/error of the service: boom/);
    expect(drained.retries).toEqual([1, 2, 3]);
  });

  it('a run that died is marked failed when the next run of its source starts', async () => {
    serveSources(() => new Response(ics([event(1)])));
    const res = await send('POST', '/sources', { kind: 'ical', url: FEED, schedule: 'manual' }, editor);
    const source = await json(res);
    const dead = await env.DB.prepare(
      "INSERT INTO source_runs (source_id, trigger, started_utc) VALUES (?, 'schedule', '2026-01-01 00:00:00') RETURNING id",
    )
      .bind(source.id)
      .first<{ id: number }>();
    await runNow(editor, source.id, keptQueue());
    const { runs } = await json(await send('GET', `/sources/${source.id}/runs`, undefined, editor));
    expect(runs.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'failed']);
    expect(runs[1].id).toBe(dead!.id);
    expect(runs[1].errors[0].message).toMatch(/stopped without ending/);
  });
});
