import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
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

export const bulkForm = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : 0)))
    .pipe(z.array(z.number().int().positive()).min(1).max(MAX_BULK))
    .transform((ids) => [...new Set(ids)]),
});

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
}

/** Applies `action` to each event in turn, through the API. */
export async function applyBulk(c: Context<AppEnv>, action: BulkAction, ids: number[]): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const id of ids) {
    const read = await callApi(c, 'GET', `/events/${id}`);
    if (read.status !== 200) {
      await read.body?.cancel();
      outcome.refused.push({ id, status: read.status });
      continue;
    }
    const { status } = (await read.json()) as { status?: string };
    // As WordPress's untrash: only what is in the trash is restored (a list open in another tab may be
    // stale; restoring a published event would make it a draft).
    if (action === 'restore' && status !== 'trash') {
      outcome.refused.push({ id, status: 409 });
      continue;
    }
    const write = WRITES[action](id);
    const res = await callApi(c, write.method, write.path, {
      body: write.body,
      ifMatch: read.headers.get('etag') ?? undefined,
    });
    await res.body?.cancel();
    if (res.ok) outcome.done.push(id);
    else outcome.refused.push({ id, status: res.status });
  }
  return outcome;
}
