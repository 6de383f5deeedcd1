import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { property } from '../fuzz/scale';
import { createUser, insertTerm, json, send } from '../helpers';

/**
 * `terms.count` (published events per term) is moved by ±1 in each event write, not recounted: after any
 * sequence of creates, updates, trashing and deletes it must still equal a count of the events.
 */

const API = '/site/events/v1';
let key: string;
let categories: number[];

beforeAll(async () => {
  key = (await createUser('editor')).key;
  categories = [
    await insertTerm('tribe_events_cat', 'Recuento uno', 'recuento-uno'),
    await insertTerm('tribe_events_cat', 'Recuento dos', 'recuento-dos'),
    await insertTerm('tribe_events_cat', 'Recuento tres', 'recuento-tres'),
  ];
});

type Write =
  | { op: 'create'; terms: number[]; status: string }
  | { op: 'update'; target: number; terms?: number[]; status?: string }
  | { op: 'trash' | 'delete'; target: number };

const termsArb = fc.subarray([0, 1, 2]);
const statusArb = fc.constantFrom('publish', 'publish', 'draft', 'pending', 'private');
const createArb = fc.record({ op: fc.constant('create' as const), terms: termsArb, status: statusArb });
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  { weight: 2, arbitrary: createArb },
  {
    weight: 3,
    arbitrary: fc.record(
      { op: fc.constant('update' as const), target: fc.nat(), terms: termsArb, status: statusArb },
      { requiredKeys: ['op', 'target'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constantFrom('trash' as const, 'delete' as const), target: fc.nat() }),
  },
);

async function apply(write: Write, events: number[]): Promise<void> {
  const ids = (indexes: number[]) => indexes.map((i) => categories[i]!);
  if (write.op === 'create') {
    const res = await send(
      'POST',
      `${API}/events`,
      {
        title: 'Recuento',
        start_date: '2043-05-01 10:00:00',
        end_date: '2043-05-01 12:00:00',
        status: write.status,
        categories: ids(write.terms),
      },
      key,
    );
    expect(res.status).toBe(201);
    events.push((await json(res)).id);
    return;
  }
  if (events.length === 0) return;
  const id = events[write.target % events.length]!;
  if (write.op === 'update') {
    const body: Record<string, unknown> = {};
    if (write.terms) body.categories = ids(write.terms);
    if (write.status) body.status = write.status;
    expect((await send('POST', `${API}/events/${id}`, body, key)).status).toBeOneOf([200, 410]);
    return;
  }
  const res = await send(
    'DELETE',
    `${API}/events/${id}${write.op === 'delete' ? '?force=true' : ''}`,
    undefined,
    key,
  );
  expect(res.status).toBeOneOf([200, 410]);
  if (write.op === 'delete') events.splice(events.indexOf(id), 1);
}

describe('term counts', () => {
  it('equal the published events of each term after any sequence of event writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(createArb, { minLength: 2, maxLength: 3 }),
        fc.array(writeArb, { maxLength: 8 }),
        async (creates, writes) => {
          const events: number[] = [];
          for (const write of [...creates, ...writes]) await apply(write, events);

          const { results } = await env.DB.prepare(
            `SELECT t.id, t.count AS kept, (SELECT count(*) FROM event_terms et JOIN posts e ON e.id = et.event_id
             WHERE et.term_id = t.id AND e.status = 'publish') AS counted
           FROM terms t WHERE t.id IN (?, ?, ?)`,
          )
            .bind(...categories)
            .all<{ id: number; kept: number; counted: number }>();
          for (const row of results) expect(row.kept, `term ${row.id}`).toBe(row.counted);
          // Each run starts from its own events only: the others are removed, through the API.
          for (const id of events) await send('DELETE', `${API}/events/${id}?force=true`, undefined, key);
        },
      ),
      property(30, 4_242),
    );
  });
});
