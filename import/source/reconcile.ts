/**
 * What was read against what the site says it has (pure). Each list (rest-doors.ts) says how many
 * records it holds (`X-TEC-Total`, `X-WP-Total`); the records read through every door that belong in
 * that list must be at least as many. When they are not, ids are probed one by one (single reads)
 * around where the short list's pages join, nearest first, within a budget proportional to the total.
 */
import type { ListRead } from './listing';
import type { Door, Json, RecordKind } from './rest-doors';

/** A list whose total is not met by the records read through every door. */
export interface Shortfall {
  door: string;
  kind: RecordKind;
  total: number;
  found: number;
}

/** Probes per kind: a tenth of what its lists count, and ten more, at most 2000. */
export const probeBudget = (total: number) => Math.min(2000, 10 + Math.ceil(total / 10));

/** How many times the lists are read again when the site changes while it is read. */
export const MAX_PASSES = 3;

const truthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'yes';

/** Whether `record` (TEC's) belongs in `door`'s list. */
export function inList(door: Door, record: Json): boolean {
  const holds = door.holds;
  if (holds === null) return false;
  if (holds === 'all') return true;
  if (!holds.statuses.includes(record?.status)) return false;
  return !(holds.listedOnly && truthy(record?.hide_from_listings));
}

/** The lists whose totals are not met by `records` (by kind: id -> TEC's record). */
export function shortfalls(
  reads: ReadonlyArray<{ door: Door; read: ListRead<Json> }>,
  records: Record<RecordKind, Map<number, Json>>,
): Shortfall[] {
  const short: Shortfall[] = [];
  for (const { door, read } of reads) {
    if (door.holds === null || !read.offered || read.total === undefined) continue;
    let found = 0;
    for (const record of records[door.kind].values()) if (inList(door, record)) found++;
    if (found < read.total) short.push({ door: door.key, kind: door.kind, total: read.total, found });
  }
  return short;
}

/** Records missing per kind: the largest shortfall among its lists. */
export function missingCount(short: readonly Shortfall[], kind: RecordKind): number {
  return short.filter((s) => s.kind === kind).reduce((max, s) => Math.max(max, s.total - s.found), 0);
}

/** The ids where a list's pages join (the first and last of each page): a dropped record was there. */
export function pageJoins(read: ListRead<Json>, idOf: (item: Json) => number): number[] {
  const ids: number[] = [];
  for (const page of read.pages) {
    if (page.length === 0) continue;
    ids.push(idOf(page[0]), idOf(page[page.length - 1]));
  }
  return ids.filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Up to `budget` ids to probe: the nearest to `anchors` first (one below, one above, then two …),
 * none that `known` holds, none below 1. Linear in the budget and the ids known.
 */
export function probeOrder(anchors: readonly number[], known: ReadonlySet<number>, budget: number): number[] {
  const out: number[] = [];
  if (anchors.length === 0 || budget <= 0) return out;
  const chosen = new Set<number>();
  const take = (id: number) => {
    if (id < 1 || chosen.has(id) || known.has(id)) return;
    chosen.add(id);
    out.push(id);
  };
  const sorted = [...new Set(anchors)].sort((a, b) => a - b);
  // Every step adds the id above the highest anchor unless it is known: the budget and the known ids
  // bound the steps.
  const steps = budget + known.size + 1;
  for (let distance = 1; distance <= steps && out.length < budget; distance++) {
    for (const anchor of sorted) {
      take(anchor - distance);
      if (out.length >= budget) break;
      take(anchor + distance);
      if (out.length >= budget) break;
    }
  }
  return out;
}
