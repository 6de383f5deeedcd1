import type { Context } from 'hono';
import { STATUSES, type Status } from '../db/schema';
import type { AppEnv } from '../env';
import { z } from '../lib/zod';
import { callApi } from './through-api';

/**
 * Bulk actions on events (wp-admin's): each chosen event is written on its own through the API's route,
 * as the caller, after reading its version (`If-Match`): the caller's rights are checked per record, a
 * record that may not be changed is reported and left as it was, and each write is whole or nothing. Only
 * trashed events are restored: any other is reported as changed meanwhile (409).
 */

export const BULK_ACTIONS = ['publish', 'trash', 'restore', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many events in one bulk action (a list page shows 20). */
export const MAX_BULK = 100;

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : 0)))
  .pipe(z.array(z.number().int().positive()).min(1).max(MAX_BULK))
  .transform((ids) => [...new Set(ids)]);

export const bulkForm = z.object({ action: z.enum(BULK_ACTIONS), ids: idList });

/** What a trashed event was before, as "Undo" sends it back: `12.publish,13.draft`. */
const TRASHED = /^\d{1,15}\.[a-z]{4,7}(?:,\d{1,15}\.[a-z]{4,7}){0,99}$/;
export interface Trashed {
  id: number;
  status: Exclude<Status, 'trash'>;
}
export function readTrashed(text: unknown): Trashed[] | null {
  if (typeof text !== 'string' || !TRASHED.test(text)) return null;
  const items = text.split(',').map((item) => {
    const [id, status] = item.split('.');
    return { id: Number(id), status: status as Status };
  });
  return items.every((i) => STATUSES.includes(i.status) && i.status !== 'trash')
    ? (items as Trashed[])
    : null;
}
export const writeTrashed = (items: readonly Trashed[]) => items.map((i) => `${i.id}.${i.status}`).join(',');

/** The write each action sends. */
const WRITES: Record<BulkAction, (id: number) => { method: string; path: string; body?: unknown }> = {
  publish: (id) => ({ method: 'PATCH', path: `/events/${id}`, body: { status: 'publish' } }),
  // WordPress restores a trashed post as a draft.
  restore: (id) => ({ method: 'PATCH', path: `/events/${id}`, body: { status: 'draft' } }),
  trash: (id) => ({ method: 'DELETE', path: `/events/${id}` }),
  delete: (id) => ({ method: 'DELETE', path: `/events/${id}?force=true` }),
};

export interface BulkOutcome {
  done: number[];
  /** Each event left as it was, with the HTTP status the API refused it with. */
  refused: Array<{ id: number; status: number }>;
  /** The events moved to the trash, with the status each had (what "Undo" gives back). */
  trashed: Trashed[];
}

type Write = { method: string; path: string; body?: unknown };

/** What a bulk write reads of each event first (as the API answers it). */
export interface ReadEvent {
  status: Status;
  author: string;
  featured: boolean | null;
  categories: Array<{ id: number }>;
  tags: Array<{ id: number; name: string }>;
}

/**
 * Reads each event through the API, then sends `write(id, status, event)` with that read's ETag as
 * `If-Match`; `write` answering null leaves the event as it was, reported as changed meanwhile (409), and a
 * write of method `NONE` (nothing to change) counts as done without a request.
 */
export async function eachThroughApi(
  c: Context<AppEnv>,
  ids: readonly number[],
  write: (id: number, status: Status, event: ReadEvent) => Write | null,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [], trashed: [] };
  for (const id of ids) {
    const read = await callApi(c, 'GET', `/events/${id}`);
    if (read.status !== 200) {
      await read.body?.cancel();
      outcome.refused.push({ id, status: read.status });
      continue;
    }
    const event = (await read.json()) as ReadEvent;
    const status = event.status;
    const request = write(id, status, event);
    if (!request) {
      outcome.refused.push({ id, status: 409 });
      continue;
    }
    if (request.method === 'NONE') {
      // Nothing to change: done as it is.
      outcome.done.push(id);
      continue;
    }
    const res = await callApi(c, request.method, request.path, {
      body: request.body,
      ifMatch: read.headers.get('etag') ?? undefined,
    });
    await res.body?.cancel();
    if (!res.ok) outcome.refused.push({ id, status: res.status });
    else {
      outcome.done.push(id);
      if (request.method === 'DELETE' && !request.path.includes('force') && status !== 'trash')
        outcome.trashed.push({ id, status });
    }
  }
  return outcome;
}

/** Applies `action` to each event in turn, through the API. */
export const applyBulk = (c: Context<AppEnv>, action: BulkAction, ids: number[]) =>
  // As WordPress's untrash: only what is in the trash is restored (a list open in another tab may be
  // stale; restoring a published event would make it a draft).
  eachThroughApi(c, ids, (id, status) =>
    action === 'restore' && status !== 'trash' ? null : WRITES[action](id),
  );

/** "Undo" of a move to the trash: each event still in the trash gets back the status it had. */
export const undoTrash = (c: Context<AppEnv>, items: readonly Trashed[]) => {
  const before = new Map(items.map((i) => [i.id, i.status]));
  return eachThroughApi(c, [...before.keys()], (id, status) =>
    status === 'trash' ? { method: 'PATCH', path: `/events/${id}`, body: { status: before.get(id) } } : null,
  );
};
