import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import { MAX_ID, MAX_LIST_ITEMS } from '../http/schemas';
import type { Caller } from '../lib/caller';
import { z } from '../lib/zod';
import { READABLE_BY_DEFAULT, readableCondition } from '../posts/visibility';
import type { LinkedKind } from './kind';
import { type LinkedInput, sameNameQuery } from './writes';

/** An event's venue or organizer as a write names it: an existing record, or one to create inline. */
export type LinkedRef = { id: number } | { inline: LinkedInput };

const asId = (value: unknown): number | null => {
  // Only a number or a text is an id (String() of a deeply nested array would overflow the stack).
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
};

const isEmpty = (value: unknown) => value === null || value === '' || value === 0 || value === '0';

/**
 * `venue` / `organizer` in an event write: an id, a list or comma list of ids, `{id}` objects, or
 * objects of the record's fields (created inline, or the existing record of that name reused);
 * `0`, `""` and `[]` remove them all.
 */
export const linkedRefs = (kind: LinkedKind) =>
  z.unknown().transform((value, ctx): LinkedRef[] => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    const refs: LinkedRef[] = [];
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (items.length > MAX_LIST_ITEMS) return fail(`At most ${MAX_LIST_ITEMS} values are accepted.`);
    for (const item of items) {
      if (isEmpty(item) || (typeof item === 'string' && item.trim() === '')) continue;
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
        const fields = item as Record<string, unknown>;
        if (fields.id !== undefined) {
          const id = asId(fields.id);
          if (id === null) return fail(`Must be a ${kind.kind} id.`);
          refs.push({ id });
          continue;
        }
        if (fields[kind.nameParam] === undefined) {
          return fail(`A new ${kind.kind} needs its name ("${kind.nameParam}"), or give its id.`);
        }
        const parsed = kind.createBody.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return fail(
            `Invalid ${kind.kind} ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`.trim(),
          );
        }
        refs.push({ inline: parsed.data as LinkedInput });
        continue;
      }
      const id = asId(item);
      if (id === null) return fail(`Must be ${kind.kind} ids, {id} objects or ${kind.kind} objects.`);
      if (!refs.some((ref) => 'id' in ref && ref.id === id)) refs.push({ id });
    }
    return refs;
  });

/**
 * Read-batch queries for a write's references: the existing ids found (among the non-trashed records
 * the caller may read: others are unknown), then one per inline record.
 */
export function linkedRefQueries(kind: LinkedKind, refs: LinkedRef[] | undefined, caller: Caller): SQL[] {
  const ids = (refs ?? []).flatMap((ref) => ('id' in ref ? [ref.id] : []));
  return [
    sql`SELECT p.id FROM posts p WHERE p.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))
      AND p.kind = ${kind.kind} AND ${readableCondition(caller, READABLE_BY_DEFAULT)}`,
    ...(refs ?? []).flatMap((ref) =>
      'inline' in ref ? [sameNameQuery(kind, String(ref.inline[kind.nameParam]), undefined, caller)] : [],
    ),
  ];
}

export interface ResolvedLinks {
  /** Ids in the order the write gave them. */
  ids: number[];
  /** Inline records to create, with the ids they get. */
  created: Array<{ id: number; input: LinkedInput }>;
  unknown: number[];
}

/**
 * Turns the results of `linkedRefQueries` into link ids; inline records that match no existing one
 * take ids from `allocate`.
 */
export function resolveLinks(
  kind: LinkedKind,
  refs: LinkedRef[],
  results: Row[][],
  allocate: () => number,
): ResolvedLinks {
  const nameOf = (input: LinkedInput) => String(input[kind.nameParam]).trim().toLowerCase();
  const [found = [], ...sameNames] = results;
  const resolved: ResolvedLinks = { ids: [], created: [], unknown: [] };
  let inlineIndex = 0;
  for (const ref of refs) {
    let id: number;
    if ('id' in ref) {
      if (!found.some((row) => row.id === ref.id)) resolved.unknown.push(ref.id);
      id = ref.id;
    } else {
      const existing = sameNames[inlineIndex++]?.[0]?.id as number | undefined;
      const createdHere = resolved.created.find((c) => nameOf(c.input) === nameOf(ref.inline));
      if (existing !== undefined) id = existing;
      else if (createdHere) id = createdHere.id;
      else {
        id = allocate();
        resolved.created.push({ id, input: ref.inline });
      }
    }
    if (!resolved.ids.includes(id)) resolved.ids.push(id);
  }
  return resolved;
}
