/**
 * Sources that name records by uid (iCalendar) carry provisional negative ids: each record gets the id
 * an earlier import of the same source gave that uid, else the next free one. Links follow.
 */
import type { SourceSet } from '../model';

export interface KnownIds {
  posts: Map<string, number>;
  terms: Map<string, number>;
  maxPostId: number;
  maxTermId: number;
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
    let id = known.posts.get(post.uid!);
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
