import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import { STATUSES } from '../db/schema';
import { forbidden, invalidParams } from '../http/errors';
import type { Lang } from '../lib/languages';
import { slugify } from '../lib/slug';
import type { LinkedKind } from '../linked/kind';
import { type LinkedRef, linkedRefQueries, type ResolvedLinks, resolveLinks } from '../linked/refs';
import { organizerKind } from '../organizers/kind';
import { existingAuthorsQuery, unknownAuthor } from '../posts/authors';
import { reservePostIds } from '../posts/ids';
import { assertCanSetAuthor, canManageTerms } from '../posts/policy';
import { readableCondition, visibleImageQuery } from '../posts/visibility';
import { venueKind } from '../venues/kind';
import type { WriteContext } from '../write/context';
import type { EventCreateBody, EventUpdateBody } from './schemas';

/**
 * The read batch of an event write: everything it refers to (terms, venues, organizers, authors, the parent
 * event), resolved in one round trip with the ids of what it creates reserved.
 */

export type EventInput = EventCreateBody | EventUpdateBody;
type TermRef = number | string;

export const TAXONOMY = { categories: 'tribe_events_cat', tags: 'post_tag' } as const;
export type TermParam = keyof typeof TAXONOMY;

/** Terms by id, slug, or name (a name also matches the term whose slug it would get, as WordPress). */
function termRefQuery(list: TermRef[] | undefined, taxonomy: string, lang: Lang): SQL {
  const slugs = JSON.stringify((list ?? []).map((ref) => (typeof ref === 'string' ? slugify(ref) : '')));
  return sql`SELECT r.value AS ref, coalesce(
      (SELECT id FROM terms WHERE taxonomy = ${taxonomy} AND id = r.value AND r.type = 'integer'),
      (SELECT term_id FROM term_texts WHERE taxonomy = ${taxonomy} AND r.type = 'text'
         AND (slug = lower(r.value) OR lower(name) = lower(r.value) OR slug = s.value)
         ORDER BY lang = ${lang} DESC, slug = lower(r.value) DESC, lower(name) = lower(r.value) DESC LIMIT 1)
    ) AS id FROM json_each(${JSON.stringify(list ?? [])}) r JOIN json_each(${slugs}) s ON s.key = r.key`;
}

export interface ResolvedTerms {
  ids: number[];
  /** Names that match no term: the write creates them. */
  newNames: string[];
}

/** Two new names that would get the same slug ("New", "new", "NEW") are one term. */
const sameTermName = (a: string, b: string) =>
  (slugify(a) || a.toLowerCase()) === (slugify(b) || b.toLowerCase());

function resolveTerms(param: TermParam, rows: Row[], reasons: Record<string, string>): ResolvedTerms {
  const resolved: ResolvedTerms = { ids: [], newNames: [] };
  for (const row of rows) {
    const id = row.id as number | null;
    const ref = row.ref as TermRef;
    if (id !== null) {
      if (!resolved.ids.includes(id)) resolved.ids.push(id);
    } else if (typeof ref === 'number') {
      reasons[param] = `Unknown ${param === 'tags' ? 'tag' : 'category'}: ${ref}.`;
    } else if (!resolved.newNames.some((name) => sameTermName(name, ref))) {
      resolved.newNames.push(ref);
    }
  }
  return resolved;
}

export interface Prepared {
  /** The id a new event gets. */
  eventId: number;
  terms: Partial<Record<TermParam, ResolvedTerms>>;
  links: Partial<Record<'venue' | 'organizer', ResolvedLinks>>;
}

export const LINKED: Record<'venue' | 'organizer', LinkedKind> = {
  venue: venueKind,
  organizer: organizerKind,
};

const inlineCount = (refs: LinkedRef[] | undefined) => (refs ?? []).filter((ref) => 'inline' in ref).length;

/** The read-batch statements checking a write's references, and how their rows become `Prepared`. */
export interface ReferenceChecks {
  statements: SQL[];
  /** Throws 400 for unknown references, 403 for new terms the caller may not create. */
  resolve: (rows: Row[][]) => Prepared;
}

/**
 * The statements that check every reference of a write (terms, venues, organizers, image, parent,
 * author) and reserve ids for the new event (`newEvent`) and the records it creates inline: one round
 * trip, which an update shares with the load of the event.
 */
export function referenceChecks(input: EventInput, ctx: WriteContext, newEvent: boolean): ReferenceChecks {
  const imageId = input.image && 'id' in input.image ? input.image.id : 0;
  const inlineAuthors = (['venue', 'organizer'] as const).flatMap((role) =>
    (input[role] ?? []).flatMap((ref) => ('inline' in ref ? [ref.inline.author] : [])),
  );
  // Naming another author needs editor rights, for the event and for what it creates inline alike.
  for (const author of inlineAuthors) assertCanSetAuthor(ctx.user, author);
  const linkQueries = {
    venue: linkedRefQueries(venueKind, input.venue, ctx.user),
    organizer: linkedRefQueries(organizerKind, input.organizer, ctx.user),
  };
  const statements = [
    reservePostIds((newEvent ? 1 : 0) + inlineCount(input.venue) + inlineCount(input.organizer)),
    termRefQuery(input.categories, TAXONOMY.categories, ctx.lang),
    termRefQuery(input.tags, TAXONOMY.tags, ctx.lang),
    visibleImageQuery(imageId, ctx.user),
    sql`SELECT p.id FROM posts p WHERE p.id = ${input.post_parent || 0} AND p.kind IN ('event', 'series')
      AND ${readableCondition(ctx.user, [...STATUSES])}`,
    existingAuthorsQuery([input.author, ...inlineAuthors]),
    ...linkQueries.venue,
    ...linkQueries.organizer,
  ];

  function resolve(results: Row[][]): Prepared {
    const [next, categories, tags, images, parents, authors] = results;
    const linkResults = results.slice(6);

    const reasons: Record<string, string> = {};
    if (imageId && images!.length === 0) reasons.image = `Unknown image: ${imageId}.`;
    if (input.post_parent && parents!.length === 0)
      reasons.post_parent = `Unknown event: ${input.post_parent}.`;
    const author = unknownAuthor(input.author, authors!);
    if (author) reasons.author = author;
    const terms: Prepared['terms'] = {};
    if (input.categories) terms.categories = resolveTerms('categories', categories!, reasons);
    if (input.tags) terms.tags = resolveTerms('tags', tags!, reasons);

    const firstId = next![0]!.id as number;
    const eventId = newEvent ? firstId : 0;
    let nextFree = newEvent ? firstId + 1 : firstId;
    const links: Prepared['links'] = {};
    let offset = 0;
    for (const role of ['venue', 'organizer'] as const) {
      const count = linkQueries[role].length;
      const refs: LinkedRef[] | undefined = input[role];
      if (refs) {
        const resolved = resolveLinks(
          LINKED[role],
          refs,
          linkResults.slice(offset, offset + count),
          () => nextFree++,
        );
        if (resolved.unknown.length > 0) reasons[role] = `Unknown ${role}: ${resolved.unknown.join(', ')}.`;
        const badAuthor = resolved.created.map((c) => unknownAuthor(c.input.author, authors!)).find(Boolean);
        if (badAuthor) reasons[role] ??= `Invalid ${role} author: ${badAuthor}`;
        links[role] = resolved;
      }
      offset += count;
    }
    if (Object.keys(reasons).length > 0) throw invalidParams(reasons);
    const createsTerms = Object.values(terms).some((t) => t.newNames.length > 0);
    if (createsTerms && !canManageTerms(ctx.user)) throw forbidden(403);
    return { eventId, terms, links };
  }

  return { statements, resolve };
}
