import { type SQL, sql } from 'drizzle-orm';
import type { SourceKind } from '../calendars/reader';
import { configFrom } from '../config';
import { createDb, type Db } from '../db/client';
import type { Bindings, SourceMessage } from '../env';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { EDITOR_ROLES } from '../posts/visibility';
import { retryDelay, SOURCE_BUDGETS } from './budgets';
import { sourceAuthorization } from './credentials';
import { type Cursor, fetchPage } from './fetch-page';
import type { StagedItem } from './items';
import { enqueueSteps } from './queue';
import { readerFor } from './readers';
import { type RunError, runError } from './run-errors';
import {
  advanceRun,
  deleteRecords,
  extendLock,
  finishRun,
  insertRun,
  type RecordRow,
  type RunCounts,
  type RunRow,
  type SourceRow,
  selectDropped,
  selectIgnored,
  selectRecords,
  selectRun,
  selectSource,
} from './store';
import { type ApiCaller, apiWords, callApi } from './through-api';
import { writeItems } from './write';

/**
 * The sources' Queue consumer (docs/sources.md#runs): each message takes one step of one run and hands the
 * next step to the Queue. The run first fetches every page (one per message), keeping the events it read;
 * only then writes them (a chunk per message) and trashes what the source dropped, so a source that fails
 * while being read writes nothing. A step that failed for a passing reason is retried with a wait; the run's
 * lock (`sources.lock_until_utc`) is pushed on by each step and released at its end.
 */

type Outcome = { settle: 'ack' } | { settle: 'retry'; delaySeconds: number };

const START: Cursor = { phase: 'fetch', next: null, seq: 0 };

const QUEUE_REFUSED = runError('queue_refused', 'The Queue refused the run’s next step: the run stopped.');
const DIED = 'The run stopped without ending (its lock expired): a later run took the source over.';

/** A step that kept failing with an exception: its run ends failed, in words, and its lock is released. */
async function givenUp(env: Bindings, message: SourceMessage, error: unknown): Promise<Outcome> {
  if (message.run === undefined) return { settle: 'ack' };
  const db = createDb(env.DB.withSession('first-primary'));
  const [run] = await db.all<RunRow>(selectRun(Number(message.run)));
  if (run?.status === 'running') {
    const words = error instanceof Error ? error.message : String(error);
    await db.batch([
      advanceRun(
        run.id,
        {},
        [
          runError(
            'service_error',
            `The run stopped on an error of the service: ${words}`,
            {},
            { detail: words },
          ),
        ],
        JSON.parse(run.cursor),
      ),
      ...finishRun(run, 'failed', new Date()),
    ]);
  }
  return { settle: 'ack' };
}

export async function consumeSources(
  batch: MessageBatch<SourceMessage>,
  env: Bindings,
  given?: ExecutionContext,
): Promise<void> {
  // Called without a context (a test, a script): the background work of the writes is awaited here.
  const pending: Promise<unknown>[] = [];
  const ctx =
    given ??
    ({
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext);
  for (const message of batch.messages) {
    let outcome: Outcome;
    try {
      outcome = await step(env, ctx, message.body, message.attempts);
    } catch (error) {
      console.error('sources: a step failed', error);
      outcome =
        message.attempts < SOURCE_BUDGETS.maxAttempts
          ? { settle: 'retry', delaySeconds: retryDelay(message.attempts) }
          : await givenUp(env, message.body, error);
    }
    if (outcome.settle === 'ack') message.ack();
    else message.retry({ delaySeconds: outcome.delaySeconds });
  }
  await Promise.allSettled(pending);
}

interface Step {
  counts: RunCounts;
  errors: RunError[];
  statements: SQL[];
  cursor: Cursor;
  /** The run's end, or null to go on with the next message. */
  end: 'succeeded' | 'unchanged' | 'failed' | null;
  /** Retry this message (nothing recorded but the attempt). */
  retry?: boolean;
}

async function step(
  env: Bindings,
  ctx: ExecutionContext,
  message: SourceMessage,
  attempts: number,
): Promise<Outcome> {
  const db = createDb(env.DB.withSession('first-primary'));
  const sourceId = Number(message.source);
  if (!Number.isInteger(sourceId)) return { settle: 'ack' };
  const now = new Date();
  const [[source], runs] = await db.batch<[SourceRow[], RunRow[]]>([
    selectSource(sourceId),
    message.run === undefined ? sql`SELECT NULL WHERE 0` : selectRun(Number(message.run)),
  ]);
  // Deleted meanwhile, or a message repeated after its run ended: nothing to do.
  if (!source) return { settle: 'ack' };
  let run = runs[0];
  if (message.run === undefined) {
    // The run's row, and its first step as a message of its own: a step retried is the run's, never a new run.
    // A run of this source still marked running died (its lock expired, or this one would not be here).
    const [, [inserted]] = await db.batch<[[], RunRow[]]>([
      sql`UPDATE source_runs SET status = 'failed', finished_utc = ${formatUtcWall(now)},
          errors = json_insert(errors, '$[#]', json_object('message', ${DIED}, 'code', 'died'))
        WHERE source_id = ${source.id} AND status = 'running'`,
      insertRun(source.id, message.trigger ?? 'schedule', now),
    ]);
    run = inserted;
    if (!run) return { settle: 'ack' };
    if (!(await enqueueSteps(env.SOURCE_QUEUE, [{ source: source.id, run: run.id }]))) {
      await db.batch([
        advanceRun(run.id, {}, [QUEUE_REFUSED], START),
        ...finishRun(run, 'failed', new Date()),
      ]);
    }
    return { settle: 'ack' };
  }
  if (run?.status !== 'running' || run.source_id !== source.id) return { settle: 'ack' };
  const cursor: Cursor = { ...START, ...(JSON.parse(run.cursor) as Partial<Cursor>) };
  const taken = await take(env, ctx, db, source, run, cursor, attempts);
  if (taken.retry) {
    await db.batch([
      advanceRun(run.id, taken.counts, [], cursor),
      extendLock(source.id, now, SOURCE_BUDGETS.lockMinutes),
    ]);
    return { settle: 'retry', delaySeconds: retryDelay(attempts) };
  }
  const end = new Date();
  const statements = [...taken.statements, advanceRun(run.id, taken.counts, taken.errors, taken.cursor)];
  if (taken.end !== null) {
    statements.push(...finishRun(run, taken.end, end));
    if (taken.end === 'succeeded') {
      statements.push(
        sql`UPDATE sources SET etag = ${taken.cursor.etag ?? null}, last_modified = ${taken.cursor.lastModified ?? null}
          WHERE id = ${source.id}`,
      );
    }
  } else {
    statements.push(extendLock(source.id, end, SOURCE_BUDGETS.lockMinutes));
  }
  await db.batch(statements);
  if (taken.end === null) {
    const handed = await enqueueSteps(env.SOURCE_QUEUE, [{ source: source.id, run: run.id }]);
    if (!handed) {
      await db.batch([
        advanceRun(run.id, {}, [QUEUE_REFUSED], taken.cursor),
        ...finishRun(run, 'failed', new Date()),
      ]);
    }
  }
  return { settle: 'ack' };
}

const failed = (cursor: Cursor, error: RunError | string, counts: RunCounts = {}): Step => ({
  counts,
  errors: [typeof error === 'string' ? runError('service_error', error, {}, { detail: error }) : error],
  statements: [],
  cursor,
  end: 'failed',
});

async function take(
  env: Bindings,
  ctx: ExecutionContext,
  db: Db,
  source: SourceRow,
  run: RunRow,
  cursor: Cursor,
  attempts: number,
): Promise<Step> {
  const config = configFrom(env);
  if (cursor.phase === 'fetch') {
    let reader: Awaited<ReturnType<typeof readerFor>>;
    try {
      reader = await readerFor(source.kind as SourceKind);
    } catch (error) {
      return failed(cursor, error instanceof Error ? error.message : String(error));
    }
    let authorization: string | null;
    try {
      authorization = await sourceAuthorization(source, env.WEBHOOK_SECRET_KEY);
    } catch (error) {
      return failed(cursor, error instanceof Error ? error.message : String(error));
    }
    const page = await fetchPage(
      config,
      source,
      run,
      cursor,
      reader,
      {
        sourceUrl: source.url,
        timezone: config.siteTimezone,
        language: source.default_language ?? config.defaultLanguage,
        now: new Date(),
        // One more than the run may still read: a reader stops there, and the page is then over the budget.
        maxEvents: Math.max(0, SOURCE_BUDGETS.maxEvents - cursor.seq) + 1,
        maxOccurrences: SOURCE_BUDGETS.maxOccurrences,
      },
      authorization,
    );
    if (page.kind === 'unchanged') {
      return { counts: { requests: page.requests }, errors: [], statements: [], cursor, end: 'unchanged' };
    }
    if (page.kind === 'failed') {
      if (page.retry && attempts < SOURCE_BUDGETS.maxAttempts) {
        return {
          counts: { requests: page.requests },
          errors: [],
          statements: [],
          cursor,
          end: null,
          retry: true,
        };
      }
      return failed(cursor, page.error, { requests: page.requests });
    }
    return {
      counts: { requests: page.requests, pages: 1, bytes: page.bytes },
      errors: [],
      statements: page.statements,
      cursor: page.cursor,
      end: null,
    };
  }
  const caller = await creatorOf(db, source, env, ctx);
  if (typeof caller === 'string') return failed(cursor, caller);
  if (cursor.phase === 'write') {
    const rows = await db.all<{ seq: number; uid: string; hash: string; item: string }>(
      sql`SELECT seq, uid, hash, item FROM source_run_items WHERE run_id = ${run.id} AND done = 0
        ORDER BY seq LIMIT ${SOURCE_BUDGETS.writesPerMessage}`,
    );
    if (rows.length === 0)
      return { counts: {}, errors: [], statements: [], cursor: { ...cursor, phase: 'remove' }, end: null };
    const items: StagedItem[] = rows.map((row) => ({
      uid: row.uid,
      hash: row.hash,
      item: JSON.parse(row.item),
    }));
    const uids = items.map((item) => item.uid);
    const [records, ignored] = await db.batch<[RecordRow[], { uid: string }[]]>([
      selectRecords(source.id, uids),
      selectIgnored(source.id, uids),
    ]);
    const written = await writeItems(
      db,
      caller,
      source,
      run.id,
      items,
      new Map(records.map((r) => [r.uid, r])),
      new Set(ignored.map((r) => r.uid)),
    );
    const seqs = rows.map((row) => row.seq);
    return {
      counts: written.counts,
      errors: written.errors,
      statements: [
        ...written.statements,
        sql`UPDATE source_run_items SET done = 1 WHERE run_id = ${run.id}
          AND seq IN (SELECT value FROM json_each(${JSON.stringify(seqs)}))`,
      ],
      cursor,
      end: null,
    };
  }
  // Removed: what the source no longer lists, once every page of this run was read.
  // A pushed run trashes only what the source said it deleted; a fetched one, what it no longer lists.
  const pushed = cursor.removed !== undefined;
  if (source.on_removed === 'keep' || (pushed && cursor.removed!.length === 0))
    return { counts: {}, errors: [], statements: [], cursor, end: 'succeeded' };
  const dropped = await db.all<RecordRow>(
    pushed
      ? selectRecords(source.id, cursor.removed!)
      : selectDropped(source.id, run.id, SOURCE_BUDGETS.removalsPerMessage),
  );
  const errors: RunError[] = [];
  let trashed = 0;
  let failures = 0;
  for (const record of dropped) {
    if (record.event_id === null) continue;
    const answer = await callApi(caller, 'DELETE', `/events/${record.event_id}`);
    if (answer.status === 200) trashed++;
    else if (answer.status !== 404 && answer.status !== 410) {
      failures++;
      errors.push(
        runError(
          'trash_refused',
          `Event ${record.event_id}: ${apiWords(answer)}`,
          { event: record.event_id },
          { uid: record.uid, detail: apiWords(answer) },
        ),
      );
    }
  }
  return {
    counts: { trashed, failed: failures },
    errors,
    statements:
      dropped.length > 0
        ? [
            deleteRecords(
              source.id,
              dropped.map((r) => r.uid),
            ),
          ]
        : [],
    cursor,
    end: pushed || dropped.length < SOURCE_BUDGETS.removalsPerMessage ? 'succeeded' : null,
  };
}

/** The source's creator, who its events are written as; words when they may no longer write them. */
async function creatorOf(
  db: Db,
  source: SourceRow,
  env: Bindings,
  ctx: ExecutionContext,
): Promise<ApiCaller | string> {
  const [row] = await db.all<{ id: number; login: string; role: User['role'] }>(
    sql`SELECT id, login, role FROM users WHERE id = ${source.created_by}`,
  );
  if (!row || !EDITOR_ROLES.has(row.role)) {
    return `The source's events are written as the editor who added it (user ${source.created_by}), who is no longer an editor or administrator: an editor who saves the source takes it over.`;
  }
  const config = configFrom(env);
  const lang = source.default_language;
  return {
    user: { id: Number(row.id), login: row.login, role: row.role, via: 'key' },
    langPrefix: lang && lang !== config.defaultLanguage ? `/${lang}` : '',
    env,
    ctx,
  };
}
