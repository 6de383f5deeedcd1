import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json } from '../helpers';

/**
 * Series writes under the write guard of the change feed (docs/sync.md): `Idempotency-Key` replays the
 * first answer of a series write (its rule included) without writing again, `If-Match` makes writes of
 * templates and occurrences conditional, and series writes are logged like any other.
 */

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

function write(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(editor), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const weekly = (title: string) => ({
  title,
  start_date: '2031-03-04 18:00:00',
  end_date: '2031-03-04 19:00:00',
  timezone: 'Europe/Madrid',
  recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
});

async function occurrencesOf(id: number) {
  const res = await call(`/events/${id}/occurrences?status=publish,trash`, { headers: bearer(editor) });
  expect(res.status).toBe(200);
  return (await json(res)).events as Array<{ id: number; status: string; title: string }>;
}

describe('series writes under If-Match and Idempotency-Key', () => {
  it('a series created twice with one Idempotency-Key is created once; the replay shows its rule', async () => {
    const key = { 'Idempotency-Key': `series-${crypto.randomUUID()}` };
    const first = await write('POST', '/events', weekly('Guarded weekly'), key);
    expect(first.status).toBe(201);
    const created = await json(first);
    expect(created.series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=6']);
    const again = await write('POST', '/events', weekly('Guarded weekly'), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(again)).toEqual(created);
    expect(await occurrencesOf(created.id)).toHaveLength(6);
    const list = await json(
      await call(`/events?series=${created.id}&start_date=2031-03-01&end_date=2031-12-31`),
    );
    expect(list.total).toBe(6);
  });

  it('an occurrence updated with a stale If-Match is 412 and unchanged; with its ETag it changes', async () => {
    const created = await json(await write('POST', '/events', weekly('Conditional weekly')));
    const [first] = await occurrencesOf(created.id);
    const read = await call(`/events/${first!.id}`);
    const etag = read.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    const changed = await write(
      'POST',
      `/events/${first!.id}`,
      { title: 'Conditional, once' },
      { 'If-Match': etag },
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    const stale = await write(
      'POST',
      `/events/${first!.id}`,
      { title: 'Conditional, lost' },
      { 'If-Match': etag },
    );
    expect(stale.status).toBe(412);
    expect((await json(await call(`/events/${first!.id}`))).title).toBe('Conditional, once');
  });

  it('a whole series trashed with a stale If-Match on its template is 412 and nothing is trashed', async () => {
    const created = await json(await write('POST', '/events', weekly('Conditional series')));
    const etag = (await call(`/events/${created.id}`, { headers: bearer(editor) })).headers.get('ETag')!;
    await write('POST', `/events/${created.id}`, { excerpt: 'Changed meanwhile.' });
    const refused = await write('DELETE', `/events/${created.id}`, undefined, { 'If-Match': etag });
    expect(refused.status).toBe(412);
    expect((await occurrencesOf(created.id)).map((o) => o.status)).toEqual(Array(6).fill('publish'));
  });

  it('series writes appear in the change feed (occurrences as events)', async () => {
    const created = await json(await write('POST', '/events', weekly('Logged weekly')));
    const ids = (await occurrencesOf(created.id)).map((o) => o.id);
    const seen = new Set<number>();
    let query = 'types=event&include=ids&per_page=100';
    for (;;) {
      const res = await call(`/changes?${query}`, { headers: bearer(editor) });
      expect(res.status).toBe(200);
      const body = await json(res);
      for (const change of body.changes as Array<{ id: number }>) seen.add(change.id);
      if (!body.has_more) break;
      query = `sync_token=${body.next_sync_token}&types=event&include=ids&per_page=100`;
    }
    for (const id of ids) expect(seen.has(id), `occurrence ${id} in the feed`).toBe(true);
  });
});
