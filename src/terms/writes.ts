import { type SQL, sql } from 'drizzle-orm';
import { type Db, failedWith, isForeignKeyFailure, type Row } from '../db/client';
import type { Taxonomy } from '../db/schema';
import { ApiError, forbidden, invalidParam } from '../http/errors';
import type { User } from '../lib/caller';
import { type Lang, pickTranslation } from '../lib/languages';
import { slugify } from '../lib/slug';
import { lowerName } from '../linked/names';
import { deleteForGood } from '../posts/deletion';
import { bumpGeneration } from '../posts/generation';
import { loadForWrite, readForWrite } from '../posts/lookup';
import { canManageTerms } from '../posts/policy';
import type { TermRow, TermText } from '../posts/rows';
import { uniqueSlugSql } from '../posts/slugs';
import type { WriteContext } from '../write/context';
import { retryingStaleReads, type WriteGuard } from '../write/guard';
import { decodeTerm, selectTerm, TERM_ROW_COLUMNS, type TermLookup } from './queries';
import type { CategoryColors, TermCreateBody, TermUpdateBody } from './schemas';

type TextFields = Partial<Pick<TermText, 'name' | 'description' | 'slug'>>;

function assertCanManage(user: User) {
  if (!canManageTerms(user)) throw forbidden(403);
}

/** The text fields a write sets, per language: `translations` first, then top-level fields in `lang`. */
function textsByLanguage(input: TermUpdateBody, lang: Lang): Map<Lang, TextFields> {
  const byLang = new Map<Lang, TextFields>();
  for (const [code, fields] of Object.entries(input.translations ?? {})) {
    if (fields && Object.keys(fields).length > 0) byLang.set(code as Lang, { ...fields });
  }
  const topLevel: TextFields = {};
  for (const key of ['name', 'description', 'slug'] as const)
    if (input[key] !== undefined) topLevel[key] = input[key];
  if (Object.keys(topLevel).length > 0) byLang.set(lang, { ...byLang.get(lang), ...topLevel });
  return byLang;
}

const COLOR_COLUMNS = {
  primary: 'color_primary',
  secondary: 'color_secondary',
  text: 'color_text',
  priority: 'color_priority',
} as const;

/** `column = value` for each colour a write sends (only categories take them: tags' bodies drop `colors`). */
const colorSets = (colors: CategoryColors | undefined): SQL[] =>
  Object.entries(colors ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => sql`${sql.raw(COLOR_COLUMNS[key as keyof typeof COLOR_COLUMNS])} = ${value}`);

/** The languages the term gets a name in, with the name. */
const namesOf = (texts: Map<Lang, TextFields>): Array<[Lang, string]> =>
  [...texts].flatMap(([lang, fields]) => (fields.name === undefined ? [] : [[lang, fields.name]]));

/** Terms other than `exceptId` with this name (case-insensitive) in `lang` under `parent`. */
const duplicateQuery = (
  taxonomy: Taxonomy,
  lang: Lang,
  name: string,
  parent: number | SQL,
  exceptId: number,
) =>
  sql`SELECT tt.term_id FROM term_texts tt JOIN terms t ON t.id = tt.term_id
    WHERE tt.taxonomy = ${taxonomy} AND tt.lang = ${lang} AND ${lowerName(sql`tt.name`)} = ${lowerName(sql`${name.trim()}`)}
      AND t.parent_id = ${parent} AND t.id <> ${exceptId}`;

/** Terms with the same name (case-insensitive) under the same parent, in each language written. */
const duplicateQueries = (
  taxonomy: Taxonomy,
  texts: Map<Lang, TextFields>,
  parent: number,
  exceptId: number,
) => namesOf(texts).map(([lang, name]) => duplicateQuery(taxonomy, lang, name, parent, exceptId));

/**
 * The terms under `parent` other than `termId` named as `termId` is in one of its languages (rows:
 * `lang`, `term_id`): `duplicateQuery` for every name the term has, before those names are known.
 */
const keptNameDuplicatesQuery = (taxonomy: Taxonomy, termId: number, parent: number) =>
  sql`SELECT own.lang, tt.term_id FROM term_texts own
    JOIN term_texts tt ON tt.taxonomy = own.taxonomy AND tt.lang = own.lang
    JOIN terms t ON t.id = tt.term_id
    WHERE own.term_id = ${termId} AND own.taxonomy = ${taxonomy}
      AND ${lowerName(sql`tt.name`)} = ${lowerName(sql`trim(own.name)`)}
      AND t.parent_id = ${parent} AND t.id <> ${termId}`;

/** The parent and its ancestors (empty when the parent does not exist). */
const ancestorsQuery = (taxonomy: Taxonomy, parent: number | SQL) =>
  sql`WITH RECURSIVE chain(id, parent_id) AS (
      SELECT id, parent_id FROM terms WHERE id = ${parent} AND taxonomy = ${taxonomy}
      UNION SELECT t.id, t.parent_id FROM terms t JOIN chain c ON t.id = c.parent_id
    ) SELECT id FROM chain`;

function checkParentAndDuplicates(
  parent: number,
  ancestors: Row[],
  duplicates: Row[][],
  termId: number | null,
): void {
  if (parent !== 0 && ancestors.length === 0) throw invalidParam('parent', `Unknown category: ${parent}.`);
  if (termId !== null && ancestors.some((row) => row.id === termId)) {
    throw invalidParam('parent', 'A category cannot be its own ancestor.');
  }
  const duplicate = duplicates.find((rows) => rows.length > 0)?.[0];
  if (duplicate) {
    throw new ApiError(400, 'term_exists', 'A term with the name provided already exists with this parent.', {
      term_id: duplicate.term_id,
    });
  }
}

/**
 * A statement that fails the write batch it opens (it takes the generation counter's key a second
 * time, so the whole batch rolls back) when one of `checks` finds a row now: a check the read batch
 * made, made again where no other write can come in between.
 */
const abortIfAny = (checks: SQL[]) =>
  sql`INSERT INTO counters (name, value) SELECT 'generation', 0
    WHERE ${
      checks.length > 0
        ? sql.join(
            checks.map((check) => sql`EXISTS (${check})`),
            sql` OR `,
          )
        : sql`0`
    }`;

const isAborted = (err: unknown) => failedWith(err, /UNIQUE constraint failed: counters\.name/);

const textScope = (taxonomy: Taxonomy, lang: Lang, termId: number | SQL) =>
  sql`taxonomy = ${taxonomy} AND lang = ${lang} AND term_id <> ${termId}`;

/** Writes one language's text of a term, creating it (with a unique slug) or changing the fields sent. */
function upsertText(
  taxonomy: Taxonomy,
  termId: number | SQL,
  lang: Lang,
  fields: TextFields,
  own: TermText | undefined,
) {
  const merged = { name: '', description: '', ...(own ?? {}), ...fields };
  const slugBase = slugify(fields.slug ?? '') || (own ? own.slug : slugify(merged.name)) || 'term';
  const slug = uniqueSlugSql('term_texts', textScope(taxonomy, lang, termId), slugBase);
  // An existing text changes only in the fields sent (another write may have changed the others meanwhile).
  const sets = (['name', 'description'] as const)
    .filter((column) => !own || fields[column] !== undefined)
    .map((column) => sql.raw(`${column} = excluded.${column}`));
  if (!own || fields.slug !== undefined) sets.push(sql.raw('slug = excluded.slug'));
  return sql`INSERT INTO term_texts (term_id, taxonomy, lang, name, slug, description)
    VALUES (${termId}, ${taxonomy}, ${lang}, ${merged.name.trim()}, ${slug}, ${merged.description})
    ON CONFLICT (term_id, lang) DO ${sets.length > 0 ? sql`UPDATE SET ${sql.join(sets, sql`, `)}` : sql`NOTHING`}`;
}

export async function createTerm(db: Db, taxonomy: Taxonomy, input: TermCreateBody, ctx: WriteContext) {
  assertCanManage(ctx.user);
  const texts = textsByLanguage(input, ctx.lang);
  const parent = input.parent ?? 0;
  const duplicateChecks = duplicateQueries(taxonomy, texts, parent, 0);
  for (let attempt = 1; ; attempt++) {
    const read = await readForWrite(db, ctx.guard, [ancestorsQuery(taxonomy, parent), ...duplicateChecks]);
    if (read.replay) return decodeTerm(read.replay);
    const [ancestors, ...duplicates] = read.rows;
    checkParentAndDuplicates(parent, ancestors!, duplicates, null);

    // Batches run one at a time, so right after the insert the highest id is the new term's.
    const newId = sql`(SELECT max(id) FROM terms)`;
    const main = texts.get(ctx.lang) ?? {};
    try {
      const results = await db.batch([
        ...ctx.guard.openStatements(),
        abortIfAny(duplicateChecks),
        sql`INSERT INTO terms (taxonomy, parent_id) VALUES (${taxonomy}, ${parent})`,
        ...(colorSets(input.colors).length > 0
          ? [sql`UPDATE terms SET ${sql.join(colorSets(input.colors), sql`, `)} WHERE id = ${newId}`]
          : []),
        ...[...texts].map(([lang, fields]) =>
          upsertText(
            taxonomy,
            newId,
            lang,
            lang === ctx.lang ? fields : { name: main.name, ...fields },
            undefined,
          ),
        ),
        bumpGeneration(),
        ...ctx.guard.closeStatements(readBack(newId)),
      ]);
      return decodeTerm(ctx.guard.answerOf(results)!);
    } catch (err) {
      // A parallel write created the same name since the read batch: read again, to say so.
      if (!isAborted(err) || attempt >= 3) return decodeTerm(await ctx.guard.recover(err, db));
    }
  }
}

const readBack = (id: number | SQL) => ({ readBack: selectTerm(id), columns: TERM_ROW_COLUMNS });

/** The names a term ends with: those sent and, when it moves, those it keeps (they must be free there). */
function namesAfter(existing: TermRow, texts: Map<Lang, TextFields>, parent: number): Map<Lang, TextFields> {
  const names = new Map(texts);
  if (parent !== existing.parent) {
    for (const text of existing.texts)
      names.set(text.lang as Lang, { name: text.name, ...names.get(text.lang as Lang) });
  }
  return names;
}

/**
 * The term a write updates, loaded in one round trip with the checks of the parent and the names it
 * ends with (after the precondition, 400 when one fails; a retry gets its earlier answer instead). The checks run before the term is known: they read its parent (unless
 * the write moves it) and the names it keeps in SQL, and find nothing when it does not exist.
 */
async function loadChecked(
  db: Db,
  guard: WriteGuard,
  lookup: TermLookup,
  texts: Map<Lang, TextFields>,
  movedTo?: number,
) {
  const { taxonomy, id } = lookup;
  const sentNames = namesOf(texts);
  const parentNow = movedTo ?? sql`(SELECT parent_id FROM terms WHERE id = ${id})`;
  const loaded = await loadForWrite(db, guard, lookup, [
    ancestorsQuery(taxonomy, parentNow),
    ...sentNames.map(([lang, name]) => duplicateQuery(taxonomy, lang, name, parentNow, id)),
    ...(movedTo === undefined ? [] : [keptNameDuplicatesQuery(taxonomy, id, movedTo)]),
  ]);
  if (loaded.replay) return { replay: decodeTerm(loaded.replay) };
  const {
    record: existing,
    checked: [ancestors, ...duplicateRows],
  } = loaded;
  await guard.checkVersion(existing);
  const parent = movedTo ?? existing.parent;
  const names = namesAfter(existing, texts, parent);
  const keptDuplicates = duplicateRows[sentNames.length] ?? [];
  const duplicates = namesOf(names).map(([lang]) => {
    const sent = sentNames.findIndex(([sentLang]) => sentLang === lang);
    return sent >= 0 ? duplicateRows[sent]! : keptDuplicates.filter((row) => row.lang === lang);
  });
  checkParentAndDuplicates(parent, ancestors!, duplicates, existing.id);
  return { existing, parent, names };
}

/** Partial update, in two round trips: the term loaded with its checks, then the write. */
export const updateTerm = (db: Db, lookup: TermLookup, input: TermUpdateBody, ctx: WriteContext) =>
  retryingStaleReads(() => updateChecked(db, lookup, input, ctx));

async function updateChecked(db: Db, lookup: TermLookup, input: TermUpdateBody, ctx: WriteContext) {
  assertCanManage(ctx.user);
  const texts = textsByLanguage(input, ctx.lang);
  const loaded = await loadChecked(db, ctx.guard, lookup, texts, input.parent);
  if (loaded.replay) return loaded.replay;
  const { existing, parent, names } = loaded;
  const checks = [
    ancestorsQuery(existing.taxonomy, parent),
    ...duplicateQueries(existing.taxonomy, names, parent, existing.id),
  ];
  const check = async () => {
    const [ancestors, ...duplicates] = await db.batch(checks);
    checkParentAndDuplicates(parent, ancestors!, duplicates, existing.id);
  };
  const statements: SQL[] = [
    ...ctx.guard.openStatements({ kind: existing.taxonomy, id: existing.id }),
    abortIfAny(checks.slice(1)),
    // Every update is logged as a change of the term (the log's trigger is on `parent_id`).
    sql`UPDATE terms SET ${sql.join([sql`parent_id = ${parent}`, ...colorSets(input.colors)], sql`, `)} WHERE id = ${existing.id}`,
  ];
  for (const [lang, fields] of texts) {
    const own = existing.texts.find((t) => t.lang === lang);
    const base = own ?? pickTranslation(existing.texts, lang, ctx.defaultLang);
    const fromBase = own ? {} : { name: base?.name, description: base?.description };
    statements.push(upsertText(existing.taxonomy, existing.id, lang, { ...fromBase, ...fields }, own));
  }
  if (input.parent !== undefined || [...texts].some(([lang, fields]) => changesSlug(existing, lang, fields)))
    statements.push(touchDescendants(existing.id));
  const noun = existing.taxonomy === 'post_tag' ? 'tag' : 'category';
  const gone = () =>
    new ApiError(404, `rest-${noun}-not-found`, `The ${noun} with ID ${existing.id} does not exist.`);
  let row: Row | undefined;
  try {
    const results = await db.batch([
      ...statements,
      bumpGeneration(),
      ...ctx.guard.closeStatements(readBack(existing.id)),
    ]);
    row = ctx.guard.answerOf(results);
  } catch (err) {
    // Deleted meanwhile: its texts would point at nothing, so the batch rolled back.
    if (isForeignKeyFailure(err)) throw gone();
    // A parallel write took the name since the read batch: read again, to say so.
    if (isAborted(err)) await check();
    return decodeTerm(await ctx.guard.recover(err, db));
  }
  if (!row) {
    await ctx.guard.release(db);
    throw gone();
  }
  return decodeTerm(row);
}

/** Whether writing `fields` in `lang` gives the term a slug there it did not have. */
const changesSlug = (existing: TermRow, lang: Lang, fields: TextFields) =>
  fields.slug !== undefined || !existing.texts.some((text) => text.lang === lang);

/**
 * A term's descendants' addresses are made of its slug and its place (src/posts/term-path.ts): when
 * either changes, each is logged as changed too (the log's trigger on `parent_id`), so the change feed
 * and webhooks carry their new `url`.
 */
const touchDescendants = (id: number) =>
  sql`UPDATE terms SET parent_id = parent_id
    WHERE id IN (SELECT term_id FROM term_ancestors WHERE ancestor_id = ${id} AND term_id <> ${id})`;

/** Deletes a term for good; its children move up to its parent, as WordPress does. */
export const deleteTerm = (db: Db, lookup: TermLookup, ctx: WriteContext) =>
  deleteForGood(db, lookup, ctx, {
    decode: decodeTerm,
    assertAllowed: () => assertCanManage(ctx.user),
    target: (existing) => ({ kind: existing.taxonomy, id: existing.id }),
    statements: (existing) => [
      touchDescendants(existing.id),
      sql`UPDATE terms SET parent_id = ${existing.parent} WHERE parent_id = ${existing.id}`,
      sql`DELETE FROM event_terms WHERE term_id = ${existing.id}`,
      sql`DELETE FROM term_texts WHERE term_id = ${existing.id}`,
      sql`DELETE FROM terms WHERE id = ${existing.id}`,
      bumpGeneration(),
    ],
  });
