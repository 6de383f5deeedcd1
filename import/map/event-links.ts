/** What an event names, as our rows: its venues and organizers (`event_links`) and terms (`event_terms`). */

import type { Problem, SourcePost } from '../../src/calendars/model';
import type { LinkRole, PostKind } from '../../src/db/schema';
import type { EventTermOut, LinkOut } from './import-rows';

/** Our ids of the source's records (source id -> ours), and the kind of each source post. */
export interface IdsHere {
  postIdOf: Map<number, number>;
  termIdOf: Map<number, number>;
  kindOf: Map<number, PostKind>;
}

/**
 * The links and terms of the event `post` (our `id`), each once, in the source's order. A venue or
 * organizer the source lacks (or that is another kind of record), or a term it lacks, is dropped,
 * with a problem said.
 */
export function eventLinks(
  post: SourcePost,
  id: number,
  { postIdOf, termIdOf, kindOf }: IdsHere,
  problems: Problem[],
): { links: LinkOut[]; eventTerms: EventTermOut[] } {
  const links: LinkOut[] = [];
  const eventTerms: EventTermOut[] = [];
  if (!post.event) return { links, eventTerms };
  const linked = (ids: number[], role: LinkRole) => {
    let position = 0;
    for (const linkedId of [...new Set(ids)]) {
      const target = postIdOf.get(linkedId);
      if (target === undefined || kindOf.get(linkedId) !== role) {
        problems.push({
          kind: 'event',
          id: post.id,
          reason: `its ${role} ${linkedId} does not exist: link dropped`,
        });
        continue;
      }
      links.push({ event_id: id, post_id: target, role, position: position++ });
    }
  };
  linked(post.event.venueIds, 'venue');
  linked(post.event.organizerIds, 'organizer');
  let position = 0;
  const termsOfEvent = new Set<number>();
  for (const termId of [...new Set(post.termIds)]) {
    const target = termIdOf.get(termId);
    if (target === undefined) {
      problems.push({
        kind: 'event',
        id: post.id,
        reason: `its term ${termId} is not in the source: dropped`,
      });
      continue;
    }
    if (!termsOfEvent.has(target)) eventTerms.push({ event_id: id, term_id: target, position: position++ });
    termsOfEvent.add(target);
  }
  return { links, eventTerms };
}
