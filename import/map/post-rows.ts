/**
 * The source's events, venues, organizers and series as our rows: one post per translation group, a
 * text per language, an event's links and terms, a series' rule, old URLs and origins. Records edited
 * here since the last import are kept (unless `--overwrite`), and a `--since` run leaves series alone.
 */

import type { Problem, SourcePost, SourceSet } from '../../src/calendars/model';
import { costRange } from '../../src/lib/cost';
import { slugify } from '../../src/lib/slug';
import { eventLinks, type IdsHere } from './event-links';
import type { ExistingRecords } from './existing';
import type { Group } from './groups';
import type {
  CostOut,
  EventTermOut,
  LegacyUrlOut,
  LinkOut,
  OriginOut,
  PostOut,
  SeriesRuleOut,
  TextOut,
} from './import-rows';
import { legacyPath } from './legacy-urls';
import { postRow } from './post-row';
import { SlugBook } from './slug-book';

export interface PostRows {
  posts: PostOut[];
  costs: CostOut[];
  seriesRules: SeriesRuleOut[];
  texts: TextOut[];
  links: LinkOut[];
  eventTerms: EventTermOut[];
  legacyUrls: LegacyUrlOut[];
  origins: OriginOut[];
  keptLocalEdits: number[];
  /** The authors of the posts written. */
  authors: Set<number>;
}

export interface PostContext {
  source: SourceSet;
  existing: ExistingRecords;
  overwrite: boolean;
  ids: Omit<IdsHere, 'kindOf'>;
  imageIdOf: Map<number, number>;
  problems: Problem[];
}

/** A template's texts are an event's (one slug space with the events). */
const textKindOf = (record: SourcePost) => (record.kind === 'series' ? 'event' : record.kind);

/** The slug a text asks for: the source's, else its title's (as an API write), else `event-{id}`. */
export const postSlugBase = (record: SourcePost, id: number) =>
  record.slug || slugify(record.title) || `${textKindOf(record)}-${id}`;

/** Our ids of each template's occurrences in the source, by the template's source id. */
function occurrencesByTemplate(posts: SourcePost[], postIdOf: Map<number, number>): Map<number, number[]> {
  const occurrencesOf = new Map<number, number[]>();
  for (const post of posts) {
    if (!post.occurrence) continue;
    const list = occurrencesOf.get(post.occurrence.templateId) ?? [];
    list.push(postIdOf.get(post.id)!);
    occurrencesOf.set(post.occurrence.templateId, list);
  }
  return occurrencesOf;
}

export function postRows(groups: Group<SourcePost>[], context: PostContext): PostRows {
  const { source, existing, problems } = context;
  const { postIdOf } = context.ids;
  const origin = source.site.origin;
  const rows: PostRows = {
    posts: [],
    costs: [],
    seriesRules: [],
    texts: [],
    links: [],
    eventTerms: [],
    legacyUrls: [],
    origins: [],
    keptLocalEdits: [],
    authors: new Set(),
  };
  const partial = source.posts.some((p) => p.unchanged);
  const occurrencesOf = occurrencesByTemplate(source.posts, postIdOf);
  const slugs = new SlugBook(existing.postSlugs);
  // The source's own slugs first: a record without one (a WordPress draft) gets a slug no record of the
  // source has, whichever comes first.
  for (const group of groups) {
    const { unchanged, occurrence } = group.original;
    // An occurrence showing its template's content has no texts of its own.
    if (unchanged || (occurrence && !occurrence.ownContent)) continue;
    for (const { record, lang, withText } of group.members)
      if (withText && record.slug)
        slugs.claim(`${textKindOf(record)}|${lang}`, record.slug, postIdOf.get(group.original.id)!);
  }
  const ids: IdsHere = { ...context.ids, kindOf: new Map(source.posts.map((p) => [p.id, p.kind])) };
  for (const group of groups) {
    const post = group.original;
    const id = postIdOf.get(post.id)!;
    if (post.unchanged) continue;
    const found = existing.posts.get(id);
    // A `--since` run lists TEC occurrences without their family (unchanged ones are not read): it
    // can't regroup them, and leaves what is a series here alone.
    if (partial && !post.occurrence && !post.series && found?.seriesId != null) {
      problems.push({
        kind: post.kind,
        id: post.id,
        reason: `it belongs to the series ${found.seriesId} here: a --since run leaves series alone (run without --since to update them)`,
      });
      continue;
    }
    if (
      found?.source === origin &&
      found.writtenModifiedUtc !== null &&
      found.modifiedUtc !== found.writtenModifiedUtc &&
      !context.overwrite
    ) {
      rows.keptLocalEdits.push(id);
      continue;
    }
    rows.authors.add(post.authorId);
    const row = postRow(post, id, source, context.imageIdOf, postIdOf, problems);
    rows.posts.push(row);
    if (post.series)
      rows.seriesRules.push({
        template_id: id,
        recurrence: JSON.stringify(post.series.recurrence),
        start_wall: post.series.startWall,
        horizon_utc: post.series.horizonUtc,
        occurrenceIds: occurrencesOf.get(post.id) ?? [],
      });
    rows.origins.push({
      space: 'post',
      id,
      source: origin,
      source_id: post.uid ?? String(post.id),
      written_modified_utc: post.modifiedUtc,
    });
    // An occurrence that shows its template's content has none of its own: only its old address.
    if (post.occurrence && !post.occurrence.ownContent) {
      const path = legacyPath(post.permalink, origin);
      if (path)
        rows.legacyUrls.push({ path, space: 'post', target_id: id, lang: group.members[0]?.lang ?? null });
      continue;
    }
    for (const { record, lang, withText } of group.members) {
      if (!withText) continue;
      const textKind = textKindOf(record);
      const base = postSlugBase(record, id);
      const slug = slugs.take(`${textKind}|${lang}`, base, id);
      if (slug !== base) {
        problems.push({
          kind: record.kind,
          id: record.id,
          reason: record.slug
            ? `its slug "${record.slug}" is taken here: it is now "${slug}"`
            : `it has no slug in the source, and "${base}" (from its title) is another record's: it is now "${slug}"`,
        });
      }
      rows.texts.push({
        post_id: id,
        kind: textKind,
        lang,
        title: record.title,
        slug,
        description: record.content,
        excerpt: record.excerpt,
        cost: record.event?.cost ?? '',
        address: record.venue?.address ?? '',
        city: record.venue?.city ?? '',
      });
      const path = legacyPath(record.permalink, origin);
      if (path) rows.legacyUrls.push({ path, space: 'post', target_id: id, lang });
    }
    const withText = group.members.filter((member) => member.withText);
    // The status's reason in each language of the group; the amounts of its costs in every language.
    const reasons = withText
      .filter((m) => m.record.event?.facts?.reason)
      .map((m) => [m.lang, m.record.event!.facts!.reason]);
    if (reasons.length > 0) row.event_status_reason = JSON.stringify(Object.fromEntries(reasons));
    if (post.event) {
      const range = costRange(withText.map((m) => m.record.event?.cost ?? ''));
      if (range) rows.costs.push({ content_id: id, cost_min: range.min, cost_max: range.max });
    }
    const { links, eventTerms } = eventLinks(post, id, ids, problems);
    rows.links.push(...links);
    rows.eventTerms.push(...eventTerms);
  }
  return rows;
}
