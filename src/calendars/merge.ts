/**
 * The sets a run read page by page as one set (the `npm run import` command reads a source whole): each
 * page's provisional ids made unique, venues, organizers and terms several pages name kept once (by
 * `uid`), an event two pages gave (a list that moved while it was read) kept once, the first time.
 */
import type { SourcePost, SourceSet, SourceTerm } from './model';

export function mergeSets(sets: readonly SourceSet[]): SourceSet {
  const first = sets[0];
  if (!first) throw new Error('mergeSets needs at least one set.');
  const merged: SourceSet = {
    ...first,
    posts: [],
    terms: [],
    users: [],
    images: [],
    problems: [],
    totals: {},
  };
  const postByUid = new Map<string, SourcePost>();
  const termByUid = new Map<string, SourceTerm>();
  const imageIds = new Set<number>();
  let next = 0;
  for (const set of sets) {
    const postIds = new Map<number, number>();
    const termIds = new Map<number, number>();
    for (const term of set.terms) {
      const key = term.uid ?? `${term.taxonomy}:${term.id}`;
      const known = termByUid.get(key);
      if (known) termIds.set(term.id, known.id);
      else {
        const copy = { ...term, id: --next };
        termIds.set(term.id, copy.id);
        termByUid.set(key, copy);
        merged.terms.push(copy);
      }
    }
    // Venues and organizers first, so that events name the kept ones.
    const ordered = [...set.posts].sort(
      (a, b) =>
        Number(a.kind === 'event' || a.kind === 'series') - Number(b.kind === 'event' || b.kind === 'series'),
    );
    for (const post of ordered) {
      const key = post.uid ?? `${post.kind}:${post.id}`;
      const known = postByUid.get(key);
      if (known) {
        postIds.set(post.id, known.id);
        continue;
      }
      const copy: SourcePost = { ...post, id: --next };
      postIds.set(post.id, copy.id);
      postByUid.set(key, copy);
    }
    for (const post of set.posts) {
      const copy = postByUid.get(post.uid ?? `${post.kind}:${post.id}`)!;
      if (copy.id !== postIds.get(post.id) || merged.posts.includes(copy)) continue;
      const mapped = (ids: number[], map: Map<number, number>) => ids.map((id) => map.get(id) ?? id);
      copy.termIds = mapped(post.termIds, termIds);
      if (post.event) {
        copy.event = {
          ...post.event,
          venueIds: mapped(post.event.venueIds, postIds),
          organizerIds: mapped(post.event.organizerIds, postIds),
          postParent: post.event.postParent ? (postIds.get(post.event.postParent) ?? 0) : 0,
        };
      }
      if (post.occurrence)
        copy.occurrence = { ...post.occurrence, templateId: postIds.get(post.occurrence.templateId) ?? 0 };
      merged.posts.push(copy);
    }
    for (const image of set.images) {
      if (imageIds.has(image.id)) continue;
      imageIds.add(image.id);
      merged.images.push(image);
    }
    merged.users.push(...set.users);
    merged.problems.push(...set.problems);
  }
  for (const kind of ['event', 'venue', 'organizer'] as const)
    merged.totals[kind] = merged.posts.filter((p) => p.kind === kind).length;
  merged.totals.tribe_events_cat = merged.terms.filter((t) => t.taxonomy === 'tribe_events_cat').length;
  merged.totals.post_tag = merged.terms.filter((t) => t.taxonomy === 'post_tag').length;
  return merged;
}
