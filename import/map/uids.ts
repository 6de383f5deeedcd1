/**
 * Sources that name records by uid (iCalendar) carry provisional negative ids: each record gets the id
 * an earlier import of the same source gave that uid, else the next free one. Links follow.
 */

import type { SourceSet } from '../../src/calendars/model';
import { occurrenceUid } from '../../src/calendars/series';
import { sqlString } from '../../tooling/sql.mjs';

export interface KnownIds {
  posts: Map<string, number>;
  terms: Map<string, number>;
  maxPostId: number;
  maxTermId: number;
  /**
   * Occurrences of this source's series that have no origin of their own (the scheduled trigger made
   * them, past the horizon of the import), by the uid an import gives them: a re-import takes them over.
   */
  occurrences?: Map<string, number>;
}

/** The occurrences `KnownIds.occurrences` names (rows for `knownOccurrences`). */
export const knownOccurrencesSql = (origin: string) =>
  `SELECT o.source_id AS series_uid, p.id, p.recurrence_id, p.all_day FROM import_origins o JOIN posts p ON p.series_id = o.id AND p.kind = 'event' AND p.recurrence_id IS NOT NULL
  WHERE o.source = ${sqlString(origin)} AND o.space = 'post';`;

export function knownOccurrences(rows: ReadonlyArray<Record<string, unknown>>): Map<string, number> {
  return new Map(
    rows.map((row) => [
      occurrenceUid(String(row.series_uid), String(row.recurrence_id), Boolean(row.all_day)),
      Number(row.id),
    ]),
  );
}

export function assignUidIds(source: SourceSet, known: KnownIds): void {
  const posts = new Map<number, number>();
  const terms = new Map<number, number>();
  // The source's own ids come first: a TEC site's series templates (named by uid beside its posts) take
  // ids past them, and move when the site has since given that id to a post of its own.
  const sourceIds = new Set(source.posts.map((p) => p.id).filter((id) => id > 0));
  const highest = (ids: Iterable<number>, from: number) => {
    let max = from;
    for (const id of ids) if (id > max) max = id;
    return max;
  };
  let nextPost = highest(sourceIds, known.maxPostId);
  let nextTerm = highest(
    source.terms.map((t) => t.id),
    known.maxTermId,
  );
  const taken = new Set([...known.posts.values(), ...sourceIds]);
  const takenTerms = new Set(known.terms.values());
  // Sorted by uid: the ids new records get do not depend on the order of the feed.
  for (const post of [...source.posts].filter((p) => p.id < 0).sort((a, b) => (a.uid! < b.uid! ? -1 : 1))) {
    let id = known.posts.get(post.uid!) ?? known.occurrences?.get(post.uid!);
    if (id === undefined || sourceIds.has(id)) {
      do nextPost += 1;
      while (taken.has(nextPost));
      id = nextPost;
    }
    posts.set(post.id, id);
  }
  for (const term of [...source.terms].filter((t) => t.id < 0).sort((a, b) => (a.uid! < b.uid! ? -1 : 1))) {
    let id = known.terms.get(term.uid!);
    if (id === undefined) {
      do nextTerm += 1;
      while (takenTerms.has(nextTerm));
      id = nextTerm;
    }
    terms.set(term.id, id);
  }
  const post = (id: number) => posts.get(id) ?? id;
  for (const record of source.posts) {
    record.id = post(record.id);
    record.termIds = record.termIds.map((id) => terms.get(id) ?? id);
    if (record.event) {
      record.event.venueIds = record.event.venueIds.map(post);
      record.event.organizerIds = record.event.organizerIds.map(post);
      record.event.postParent = record.event.postParent ? post(record.event.postParent) : 0;
    }
    if (record.occurrence) record.occurrence.templateId = post(record.occurrence.templateId);
  }
  for (const term of source.terms) term.id = terms.get(term.id) ?? term.id;
}
