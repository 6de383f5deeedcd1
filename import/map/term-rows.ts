/** The source's terms as our rows: one term per translation group, a text per language, old URLs, origins. */

import type { Problem, SourceTerm } from '../../src/calendars/model';
import { slugify } from '../../src/lib/slug';
import type { Group } from './groups';
import type { LegacyUrlOut, OriginOut, TermOut, TermTextOut } from './import-rows';
import { legacyPath } from './legacy-urls';
import { SlugBook } from './slug-book';

const NO_COLORS = { primary: '', secondary: '', text: '', priority: 0 };

/** The slug a term's text asks for: the source's, else its name's, else `term-{id}`. */
export const termSlugBase = (record: SourceTerm) =>
  record.slug || slugify(record.name) || `term-${record.id}`;

export interface TermRows {
  terms: TermOut[];
  termTexts: TermTextOut[];
  legacyUrls: LegacyUrlOut[];
  origins: OriginOut[];
}

/**
 * The rows of the term groups, under the ids of `termIdOf` (source id -> ours); slugs taken in the
 * database (`existingSlugs`) are not given again. A parent the source lacks puts the term at the top.
 */
export function termRows(
  groups: Group<SourceTerm>[],
  termIdOf: Map<number, number>,
  existingSlugs: Map<string, number>,
  origin: string,
  problems: Problem[],
): TermRows {
  const rows: TermRows = { terms: [], termTexts: [], legacyUrls: [], origins: [] };
  // A source that says categories' colours (a WordPress export's term meta) says them of every term, as
  // the rows' columns are the same for all; one that can't (TEC's REST) leaves those here as they are.
  const withColors = groups.some((group) => group.original.colors !== undefined);
  const slugs = new SlugBook(existingSlugs);
  for (const group of groups)
    for (const { record, lang, withText } of group.members)
      if (withText && record.slug)
        slugs.claim(`${record.taxonomy}|${lang}`, record.slug, termIdOf.get(group.original.id)!);
  for (const group of groups) {
    const id = termIdOf.get(group.original.id)!;
    const parent = group.original.parent ? (termIdOf.get(group.original.parent) ?? 0) : 0;
    if (group.original.parent && !termIdOf.has(group.original.parent)) {
      problems.push({
        kind: 'term',
        id: group.original.id,
        reason: `its parent ${group.original.parent} is not in the source: imported at the top level`,
      });
    }
    const colors = withColors ? (group.original.colors ?? NO_COLORS) : undefined;
    rows.terms.push({
      id,
      taxonomy: group.original.taxonomy,
      parent_id: parent,
      ...(colors && {
        color_primary: colors.primary,
        color_secondary: colors.secondary,
        color_text: colors.text,
        color_priority: colors.priority,
      }),
    });
    rows.origins.push({
      space: 'term',
      id,
      source: origin,
      source_id: group.original.uid ?? String(group.original.id),
      written_modified_utc: '',
    });
    for (const { record, lang, withText } of group.members) {
      if (!withText) continue;
      const base = termSlugBase(record);
      const slug = slugs.take(`${record.taxonomy}|${lang}`, base, id);
      if (slug !== base)
        problems.push({
          kind: 'term',
          id: record.uid ?? record.id,
          reason: `its slug "${base}" is taken here: it is now "${slug}"`,
        });
      rows.termTexts.push({
        term_id: id,
        taxonomy: record.taxonomy,
        lang,
        name: record.name,
        slug,
        description: record.description,
      });
      const path = legacyPath(record.permalink, origin);
      if (path) rows.legacyUrls.push({ path, space: 'term', target_id: id, lang });
    }
  }
  return rows;
}
