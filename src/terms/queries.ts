import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import type { Taxonomy } from '../db/schema';
import { invalidParams } from '../http/errors';
import type { CanonicalQuery } from '../http/pagination';
import type { Caller } from '../lib/caller';
import { type Lang, pickTranslationOrder } from '../lib/languages';
import { slugify } from '../lib/slug';
import { foldedName, sortableName } from '../linked/names';
import { aliasedId } from '../posts/aliases';
import { type EventReference, eventReferenceQuery, isKnownEvent } from '../posts/event-reference';
import { lookupOne, type RecordLookup } from '../posts/lookup';
import {
  type TermColors,
  type TermRow,
  type TermText,
  termAncestorsOf,
  termColorsOf,
  termTextsOf,
  versionOf,
} from '../posts/rows';
import type { TermListQuery } from './schemas';

const TERM_COLUMNS = sql.raw(
  `tm.id, tm.taxonomy, tm.parent_id AS parent, tm.count, ${termColorsOf('tm')} AS colors, ${termTextsOf('tm')} AS texts, ${termAncestorsOf('tm')} AS ancestors`,
);

/** Each term with its texts in every language, and the text it shows in the content language. */
function shownTerms(taxonomy: Taxonomy, lang: Lang, defaultLang: Lang): SQL {
  const shown = (column: string) =>
    sql.raw(
      `(SELECT ${column} FROM term_texts s WHERE s.term_id = tm.id ORDER BY ${pickTranslationOrder('s.lang', lang, defaultLang)} LIMIT 1)`,
    );
  return sql`SELECT ${TERM_COLUMNS}, ${shown('name')} AS name, ${shown('slug')} AS slug, ${shown('description')} AS description
    FROM terms tm WHERE tm.taxonomy = ${taxonomy}`;
}

/** A JSON column as SQLite gives it (text), or as it is inside a JSON row (already parsed). */
const parsed = <T>(value: unknown, none: T): T =>
  value === undefined || value === null
    ? none
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

/** A term without colours (TEC's defaults). */
export const NO_COLORS: TermColors = { primary: '', secondary: '', text: '', priority: 0 };

/** A term row as SQLite builds it (texts as JSON text), or as stored or embedded in JSON (texts as an array). */
export const decodeTerm = (row: Row): TermRow => ({
  id: row.id as number,
  taxonomy: row.taxonomy as Taxonomy,
  parent: row.parent as number,
  count: row.count as number,
  colors: parsed<TermColors>(row.colors, NO_COLORS),
  texts: parsed<TermText[]>(row.texts, []),
  ...(row.ancestors !== undefined ? { ancestors: parsed<TermText[][]>(row.ancestors, []) } : {}),
  ...(typeof row.version === 'number' ? { version: row.version } : {}),
});

export interface TermListContext {
  taxonomy: Taxonomy;
  lang: Lang;
  defaultLang: Lang;
  caller: Caller;
}

/** A term's name folded as lists sort and search it (accents and case aside). */
const FOLDED_NAME = sortableName('name');

const ORDER_COLUMN: Record<TermListQuery['orderby'], string> = {
  id: 'id',
  name: FOLDED_NAME,
  slug: 'slug',
  count: 'count',
  description: sortableName('description'),
  term_group: 'id',
  include: 'include_position',
};

/** The statements of a list's batch: three reference checks, the total and the page. */
export function termListStatements(
  q: TermListQuery,
  ctx: TermListContext,
): [unknownIds: SQL, parent: SQL, event: SQL, count: SQL, rows: SQL] {
  const conditions: SQL[] = [sql`1`];
  if (q.hide_empty) conditions.push(sql`count > 0`);
  if (q.search) {
    const needle = foldedName(q.search);
    const slugNeedle = slugify(q.search) || q.search.toLowerCase();
    // Case and accents aside, as WordPress's collation: "africa" finds "ÁFRICA" (SQLite's `lower()`
    // alone leaves "Á" as it is).
    conditions.push(sql`(instr(${sql.raw(FOLDED_NAME)}, ${needle}) > 0 OR instr(slug, ${slugNeedle}) > 0)`);
  }
  // An empty list (`include=`) is not given, as WordPress.
  if (q.include?.length)
    conditions.push(sql`id IN (SELECT value FROM json_each(${JSON.stringify(q.include)}))`);
  if (q.exclude?.length)
    conditions.push(sql`id NOT IN (SELECT value FROM json_each(${JSON.stringify(q.exclude)}))`);
  if (q.parent !== undefined) conditions.push(sql`parent = ${q.parent}`);
  if (q.slug !== undefined)
    conditions.push(sql`id IN (SELECT term_id FROM term_texts WHERE slug = ${q.slug.toLowerCase()})`);
  const eventId = q.event ?? q.post;
  if (eventId !== undefined)
    conditions.push(
      sql`id IN (SELECT term_id FROM event_terms WHERE event_id = (SELECT content_id FROM posts WHERE id = ${eventId}))`,
    );

  const referenced = JSON.stringify([...(q.include ?? []), ...(q.exclude ?? [])]);
  const checks: [SQL, SQL, SQL] = [
    sql`SELECT value FROM json_each(${referenced}) r WHERE NOT EXISTS (SELECT 1 FROM terms WHERE id = r.value AND taxonomy = ${ctx.taxonomy})`,
    sql`SELECT id FROM terms WHERE id = ${q.parent ?? 0} AND taxonomy = ${ctx.taxonomy}`,
    eventReferenceQuery(eventId),
  ];
  const includeOrder = JSON.stringify(q.include ?? []);
  const base = sql`WITH shown AS (${shownTerms(ctx.taxonomy, ctx.lang, ctx.defaultLang)}),
    listed AS (SELECT *, (SELECT key FROM json_each(${includeOrder}) WHERE value = shown.id) AS include_position FROM shown)
    SELECT * FROM listed WHERE ${sql.join(conditions, sql` AND `)}`;
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  return [
    ...checks,
    sql`SELECT count(*) AS total FROM (${base})`,
    sql`${base} ORDER BY ${sql.raw(`${ORDER_COLUMN[q.orderby]} ${direction}, id ${direction}`)} LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  ];
}

/** One round trip: reference checks, the total and the page. */
export async function listTerms(db: Db, q: TermListQuery, ctx: TermListContext) {
  const eventId = q.event ?? q.post;
  const [unknownIds, parents, events, counted, rows] = await db.batch<
    [{ value: number }[], Row[], EventReference[], { total: number }[], Row[]]
  >(termListStatements(q, ctx));

  const reasons: Record<string, string> = {};
  for (const { value } of unknownIds) {
    const param = q.include?.includes(value) ? 'include' : 'exclude';
    reasons[param] ??= `Unknown term id: ${value}.`;
  }
  if (q.parent && parents.length === 0) reasons.parent = `Unknown category: ${q.parent}.`;
  if (eventId !== undefined && !isKnownEvent(ctx.caller, events[0], new Date())) {
    reasons[q.event !== undefined ? 'event' : 'post'] = `Unknown event: ${eventId}.`;
  }
  if (Object.keys(reasons).length > 0) throw invalidParams(reasons);
  return { total: counted[0]?.total ?? 0, terms: rows.map(decodeTerm) };
}

export function canonicalTermQuery(q: TermListQuery): CanonicalQuery {
  const entries: Array<[string, string | undefined]> = [
    ['page', String(q.page)],
    ['per_page', String(q.per_page)],
    ['search', q.search || undefined],
    ['exclude', q.exclude?.join(',') || undefined],
    ['include', q.include?.join(',') || undefined],
    ['order', q.order],
    ['orderby', q.orderby],
    ['hide_empty', String(q.hide_empty)],
    ['parent', q.parent === undefined ? undefined : String(q.parent)],
    ['post', q.event === undefined && q.post !== undefined ? String(q.post) : undefined],
    ['event', q.event === undefined ? undefined : String(q.event)],
    ['slug', q.slug],
    ['translation_language', q.translation_language],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== undefined);
}

/** The columns of a term row read by `selectTerm`. */
export const TERM_ROW_COLUMNS = [
  'id',
  'taxonomy',
  'parent',
  'count',
  'colors',
  'texts',
  'ancestors',
  'version',
] as const;

/** A statement reading one term, with its version (by id, or by an SQL expression yielding its id). */
export const selectTerm = (id: number | SQL) =>
  sql`SELECT ${TERM_COLUMNS}, ${sql.raw(versionOf('tm.taxonomy', 'tm.id'))} AS version FROM terms tm WHERE tm.id = ${id}`;

/** A term a route names: by id, in the route's taxonomy; no such term is `missing()`. */
export interface TermLookup extends RecordLookup<TermRow> {
  taxonomy: Taxonomy;
  id: number;
}

/** With `aliases`, an id that is an alias (src/posts/aliases.ts) reads the term it names. */
export const termLookup = (
  taxonomy: Taxonomy,
  id: number,
  missing: () => Error,
  { aliases = false } = {},
): TermLookup => ({
  taxonomy,
  id,
  ...lookupOne(
    sql`${selectTerm(aliases ? aliasedId('term', id) : id)} AND tm.taxonomy = ${taxonomy}`,
    decodeTerm,
    missing,
  ),
});
