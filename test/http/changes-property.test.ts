import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { property } from '../fuzz/scale';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * The convergence property of the change feed (sync.md §5): random writes of every kind interleaved with
 * readers that page from their latest token or go back to an older one (a client restarting from what it
 * last saved) at random page sizes; when the writes stop and each reader reads to the end, its mirror is
 * exactly what it may see on the server, and along every chain of pages the sequence numbers only grow.
 * Two readers: anonymous (published records only) and an editor (everything but deletions, the trash
 * included). Embedded records are not compared: a venue's change is reported for the venue, not for the
 * events that embed it.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

type Op =
  | { kind: 'create'; route: 'events' | 'venues' | 'categories' | 'tags'; status: string }
  | { kind: 'update'; route: 'events' | 'venues' | 'categories'; pick: number; status: string }
  | { kind: 'trash'; route: 'events' | 'venues'; pick: number }
  | { kind: 'delete'; route: 'events' | 'venues' | 'categories' | 'tags'; pick: number }
  | { kind: 'read'; reader: 0 | 1; perPage: number; back: number | null };

const STATUS = fc.constantFrom('publish', 'draft', 'private', 'pending');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      route: fc.constantFrom('events' as const, 'venues' as const, 'categories' as const, 'tags' as const),
      status: STATUS,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      route: fc.constantFrom('events' as const, 'venues' as const, 'categories' as const),
      pick: fc.nat(),
      status: STATUS,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('trash' as const),
      route: fc.constantFrom('events' as const, 'venues' as const),
      pick: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      route: fc.constantFrom('events' as const, 'venues' as const, 'categories' as const, 'tags' as const),
      pick: fc.nat(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      reader: fc.constantFrom(0 as const, 1 as const),
      perPage: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 100 })),
      back: fc.option(fc.nat(), { freq: 3 }),
    }),
  },
);

/** What is compared of a record: its own fields, not what it embeds. */
const TYPE_OF_KIND: Record<string, string> = {
  event: 'event',
  venue: 'venue',
  organizer: 'organizer',
  tribe_events_cat: 'category',
  post_tag: 'tag',
};
const summary = (type: string, data: Json) =>
  type === 'event'
    ? `${data.title}|${data.status}|${data.modified_utc}`
    : type === 'venue' || type === 'organizer'
      ? `${data[type]}|${data.status}|${data.modified_utc}`
      : `${data.name}|${data.description}|${data.parent ?? 0}`;

/** What a caller may see on the server, read straight from D1 (in the default language, `es`). */
async function serverState(anonymous: boolean): Promise<Map<string, string>> {
  const [posts, terms] = await env.DB.batch([
    env.DB.prepare(
      `SELECT p.kind, p.id, p.status, p.modified_utc, t.title FROM posts p JOIN post_texts t ON t.post_id = p.id AND t.lang = 'es'
       ${anonymous ? "WHERE p.status = 'publish'" : ''}`,
    ),
    env.DB.prepare(
      `SELECT tm.taxonomy, tm.id, tm.parent_id, t.name, t.description FROM terms tm JOIN term_texts t ON t.term_id = tm.id AND t.lang = 'es'`,
    ),
  ]);
  const state = new Map<string, string>();
  for (const row of posts!.results as Json[]) {
    const type = TYPE_OF_KIND[row.kind]!;
    state.set(`${type}:${row.id}`, `${row.title}|${row.status}|${row.modified_utc}`);
  }
  for (const row of terms!.results as Json[]) {
    const type = TYPE_OF_KIND[row.taxonomy]!;
    state.set(
      `${type}:${row.id}`,
      `${row.name}|${row.description}|${type === 'category' ? row.parent_id : 0}`,
    );
  }
  return state;
}

class Reader {
  mirror = new Map<string, string>();
  tokens: string[] = [];
  /** The sequence number of the last change of the current chain of pages. */
  lastSeq = 0;

  constructor(readonly key: string | undefined) {}

  async read(perPage: number, back: number | null): Promise<boolean> {
    let token = this.tokens.at(-1);
    if (back !== null && this.tokens.length > 0) {
      token = this.tokens[back % this.tokens.length];
      this.lastSeq = 0; // another chain begins
    }
    const query = `per_page=${perPage}${token ? `&sync_token=${encodeURIComponent(token)}` : ''}`;
    const res = await call(`/changes?${query}`, this.key ? { headers: bearer(this.key) } : {});
    const body = await json(res);
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.changes.length).toBeLessThanOrEqual(perPage);
    for (const change of body.changes) {
      expect(change.seq, 'sequence numbers only grow along a chain of pages').toBeGreaterThan(this.lastSeq);
      this.lastSeq = change.seq;
      const key = `${change.type}:${change.id}`;
      if (change.action === 'upsert') this.mirror.set(key, summary(change.type, change.data));
      else this.mirror.delete(key);
    }
    this.tokens.push(body.next_sync_token);
    return body.has_more;
  }

  async readToTheEnd() {
    for (let pages = 0; pages < 1000; pages++) if (!(await this.read(100, null))) return;
    throw new Error('the feed never ended');
  }
}

const ids: Record<string, number[]> = { events: [], venues: [], categories: [], tags: [] };
let serial = 0;
const pick = (route: string, n: number) => {
  const list = ids[route]!;
  return list.length === 0 ? undefined : list[n % list.length];
};

async function write(op: Exclude<Op, { kind: 'read' }>) {
  serial += 1;
  const name = `Prop ${serial}`;
  const nameField = { events: 'title', venues: 'venue', categories: 'name', tags: 'name' }[op.route];
  if (op.kind === 'create') {
    const body: Json = { [nameField]: name };
    if (op.route === 'events')
      Object.assign(body, { start_date: '2035-01-01 10:00', end_date: '2035-01-01 11:00' });
    if (op.route === 'events' || op.route === 'venues') body.status = op.status;
    const res = await send('POST', `/${op.route}`, body, editor);
    expect(res.status).toBe(201);
    ids[op.route]!.push((await json(res)).id);
    return;
  }
  const id = pick(op.route, op.pick);
  if (id === undefined) return;
  if (op.kind === 'update') {
    const body: Json =
      op.route === 'categories' ? { description: name } : { [nameField]: name, status: op.status };
    await send('PATCH', `/${op.route}/${id}`, body, editor);
  } else if (op.kind === 'trash') {
    await send('DELETE', `/${op.route}/${id}`, {}, editor);
  } else {
    await send('DELETE', `/${op.route}/${id}?force=true`, {}, editor);
    ids[op.route] = ids[op.route]!.filter((other) => other !== id);
  }
}

it('readers paging from any token at any page size converge to what they may see on the server', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 18 }), async (ops) => {
      const readers = [new Reader(undefined), new Reader(editor)];
      for (const op of ops) {
        if (op.kind === 'read') await readers[op.reader]!.read(op.perPage, op.back);
        else await write(op);
      }
      for (const [i, reader] of readers.entries()) {
        await reader.readToTheEnd();
        const expected = await serverState(i === 0);
        expect(new Map([...reader.mirror].sort()), i === 0 ? 'anonymous mirror' : 'editor mirror').toEqual(
          new Map([...expected].sort()),
        );
      }
    }),
    {
      ...property(25, 18),
      interruptAfterTimeLimit: 240_000,
      markInterruptAsFailure: true,
    },
  );
}, 300_000);
