import { type SQL, sql } from 'drizzle-orm';
import { STATUSES, type Status } from '../db/schema';
import type { Caller } from '../http/auth';
import { invalidParam } from '../http/errors';
import { EDITOR_ROLES } from './rows';

const READABLE_BY_DEFAULT: Status[] = STATUSES.filter((s) => s !== 'trash');

/**
 * The statuses a list shows: anonymous callers may only ask for `publish`; authenticated callers get
 * every non-trash status by default, or the ones they ask for.
 */
export function listStatuses(caller: Caller, requested: Status[] | undefined): Status[] {
  if (caller === null) {
    if (requested?.some((s) => s !== 'publish')) {
      throw invalidParam('status', 'Only published records can be listed without authentication.');
    }
    return ['publish'];
  }
  return requested && requested.length > 0 ? requested : READABLE_BY_DEFAULT;
}

/** SQL condition on the posts row `alias` limiting rows to those the caller may read, among `statuses`. */
export function readableCondition(caller: Caller, statuses: Status[], alias = 'p'): SQL {
  const status = sql.raw(`${alias}.status`);
  const author = sql.raw(`${alias}.author_id`);
  const inStatuses = sql`${status} IN (SELECT value FROM json_each(${JSON.stringify(statuses)}))`;
  if (statuses.length === 1) {
    const only = sql`${status} = ${statuses[0]}`;
    if (caller === null || EDITOR_ROLES.has(caller.role) || statuses[0] === 'publish') return only;
    return sql`(${only} AND ${author} = ${caller.id})`;
  }
  if (caller === null) return sql`${status} = 'publish'`;
  if (EDITOR_ROLES.has(caller.role)) return inStatuses;
  return sql`(${inStatuses} AND (${status} = 'publish' OR ${author} = ${caller.id}))`;
}

/** Whether the caller may read one record. */
export function canRead(caller: Caller, record: { status: Status; author_id: number }): boolean {
  if (record.status === 'publish') return true;
  if (caller === null) return false;
  if (EDITOR_ROLES.has(caller.role)) return true;
  return record.author_id === caller.id && record.status !== 'trash';
}
