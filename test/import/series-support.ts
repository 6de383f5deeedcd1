/** What the series tests share: importing a source as the command does, and reading series back. */
import { env } from 'cloudflare:workers';
import { importStatements } from '../../import/load/sql';
import { assignUidIds, type KnownIds, knownOccurrences, knownOccurrencesSql } from '../../import/map/uids';
import type { SourceSet } from '../../src/calendars/model';
import { bearer, call, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/** The tests' "now": feeds are read as on this day. */
export const NOW = new Date('2026-11-26T12:00:00Z');

let nextKnown = 60_000;

/** Imports as the CLI does: each uid gets the id an earlier run gave it (`import_origins`), else a new one. */
export async function importSource(source: SourceSet) {
  const { results } = await env.DB.prepare('SELECT space, id, source_id FROM import_origins WHERE source = ?')
    .bind(source.site.origin)
    .all<{ space: string; id: number; source_id: string }>();
  const occurrences = await env.DB.prepare(knownOccurrencesSql(source.site.origin)).all();
  const known: KnownIds = {
    posts: new Map(),
    terms: new Map(),
    maxPostId: nextKnown,
    maxTermId: nextKnown,
    occurrences: knownOccurrences(occurrences.results),
  };
  for (const row of results) (row.space === 'post' ? known.posts : known.terms).set(row.source_id, row.id);
  assignUidIds(source, known);
  nextKnown += 5000;
  const rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  return rows;
}

/** The id a uid got. */
export async function idOf(uid: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM import_origins WHERE source_id = ?')
    .bind(uid)
    .first<{ id: number }>();
  if (!row) throw new Error(`${uid} was not imported`);
  return row.id;
}

/** The occurrences of the series `id`, as the administrator `key` lists them. */
export const occurrencesOf = async (key: string, id: number, query = '') =>
  json(await call(`/events/${id}/occurrences?per_page=50${query}`, { headers: bearer(key) }));

export const ids = (list: { events: Array<{ id: number }> }) => list.events.map((e) => e.id);
