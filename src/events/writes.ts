import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Status } from '../db/schema';
import type { User } from '../http/auth';
import { sha256Hex } from '../http/auth';
import { ApiError, forbidden, invalidParam, invalidParams } from '../http/errors';
import { type Lang, pickTranslation } from '../http/language';
import { endOfDayWall, formatUtcWall, parseDateInput, startOfDayWall, zonedWallToUtc } from '../lib/dates';
import { slugify } from '../lib/slug';
import {
  assertCanCreate,
  assertCanEdit,
  assertCanForceDelete,
  assertCanSetAuthor,
  canManageTerms,
  effectiveStatus,
} from '../posts/policy';
import { decodeEventRow, type EventRow, type PostText, selectEvents } from '../posts/rows';
import { uniqueSlugSql } from '../posts/slugs';
import type { EventCreateBody, EventUpdateBody } from './schemas';

export interface WriteContext {
  user: User;
  lang: Lang;
  siteTimezone: string;
  now: Date;
}

type TextFields = Partial<Pick<PostText, 'title' | 'description' | 'excerpt' | 'slug' | 'cost'>>;
type TermRef = number | string;

const TEXT_KEYS = ['title', 'description', 'excerpt', 'slug', 'cost'] as const;
const MAX_ATTEMPTS = 5;

// ---------------------------------------------------------------------------------------------
// Schedule

interface Schedule {
  timezone: string;
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  allDay: boolean;
}

/** Start and end as wall times in the event's zone and as UTC; all-day events span whole days. */
function schedule(start: string, end: string, timezone: string, allDay: boolean): Schedule {
  const startParsed = parseDateInput(start, timezone);
  const endParsed = parseDateInput(end, timezone);
  if (!startParsed) throw invalidParam('start_date', 'Must be a valid date.');
  if (!endParsed) throw invalidParam('end_date', 'Must be a valid date.');
  const startLocal = allDay ? startOfDayWall(startParsed.wall) : startParsed.wall;
  const endLocal = allDay ? endOfDayWall(endParsed.wall) : endParsed.wall;
  const startUtc = formatUtcWall(zonedWallToUtc(startLocal, timezone));
  const endUtc = formatUtcWall(zonedWallToUtc(endLocal, timezone));
  if (endUtc < startUtc) throw invalidParam('end_date', 'The end date must not be before the start date.');
  return { timezone, startLocal, endLocal, startUtc, endUtc, allDay };
}

/** The publication date from `date` (site time) or `date_utc`, else now. */
function publicationUtc(
  input: { date?: string; date_utc?: string },
  siteTimezone: string,
): string | undefined {
  if (input.date_utc) return formatUtcWall(parseDateInput(input.date_utc, 'UTC')!.instant);
  if (input.date) return formatUtcWall(parseDateInput(input.date, siteTimezone)!.instant);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Texts per language

/** The text fields a write sets, per language: `translations` first, then top-level fields in `lang`. */
function textsByLanguage(input: EventCreateBody | EventUpdateBody, lang: Lang): Map<Lang, TextFields> {
  const byLang = new Map<Lang, TextFields>();
  for (const [code, fields] of Object.entries(input.translations ?? {})) {
    if (fields && Object.keys(fields).length > 0) byLang.set(code as Lang, { ...fields });
  }
  const topLevel: TextFields = {};
  for (const key of TEXT_KEYS) if (input[key] !== undefined) topLevel[key] = input[key];
  if (Object.keys(topLevel).length > 0) byLang.set(lang, { ...byLang.get(lang), ...topLevel });
  return byLang;
}

const textScope = (lang: Lang, exceptPostId: number) =>
  sql`kind = 'event' AND lang = ${lang} AND post_id <> ${exceptPostId}`;

/** Writes one language's text, creating the row (with a unique slug) or changing only the fields sent. */
function upsertText(postId: number, lang: Lang, fields: TextFields, base: PostText | undefined): SQL {
  const merged = { title: '', description: '', excerpt: '', cost: '', ...(base ?? {}), ...fields };
  const wantedSlug =
    slugify(fields.slug ?? '') || (fields.title !== undefined && !base ? slugify(fields.title) : '');
  const slugBase = wantedSlug || base?.slug || slugify(merged.title) || `event-${postId}`;
  const slug = uniqueSlugSql('post_texts', textScope(lang, postId), slugBase);
  const keepSlug = base !== undefined && !fields.slug;
  return sql`INSERT INTO post_texts (post_id, kind, lang, title, slug, description, excerpt, cost)
    VALUES (${postId}, 'event', ${lang}, ${merged.title}, ${slug}, ${merged.description}, ${merged.excerpt}, ${merged.cost})
    ON CONFLICT (post_id, lang) DO UPDATE SET title = excluded.title, description = excluded.description,
      excerpt = excluded.excerpt, cost = excluded.cost${keepSlug ? sql`` : sql`, slug = excluded.slug`}`;
}

// ---------------------------------------------------------------------------------------------
// References: venues, organizers, terms, image, parent

interface References {
  venue?: number[];
  organizer?: number[];
  categories?: TermRef[];
  tags?: TermRef[];
  imageId?: number;
  postParent?: number;
}

interface ResolvedTerms {
  ids: number[];
  /** Names that match no term: they are created by the write. */
  newNames: string[];
}

const TAXONOMY = { categories: 'tribe_events_cat', tags: 'post_tag' } as const;

/** Queries (for the read batch) that resolve every reference of a write. */
function referenceQueries(refs: References, lang: Lang): SQL[] {
  const postsOfKind = (ids: number[] | undefined, kind: string) =>
    sql`SELECT id FROM posts WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids ?? [])})) AND kind = ${kind} AND status <> 'trash'`;
  // A name also matches the term whose slug it would get (as WordPress does): SQLite's lower() folds ASCII only.
  const slugsOf = (list: TermRef[] | undefined) =>
    JSON.stringify((list ?? []).map((ref) => (typeof ref === 'string' ? slugify(ref) : '')));
  const termsOf = (list: TermRef[] | undefined, taxonomy: string) =>
    sql`SELECT r.value AS ref, coalesce(
          (SELECT id FROM terms WHERE taxonomy = ${taxonomy} AND id = r.value AND r.type = 'integer'),
          (SELECT term_id FROM term_texts WHERE taxonomy = ${taxonomy} AND r.type = 'text'
             AND (slug = lower(r.value) OR lower(name) = lower(r.value) OR slug = s.value)
             ORDER BY lang = ${lang} DESC, slug = lower(r.value) DESC, lower(name) = lower(r.value) DESC LIMIT 1)
        ) AS id FROM json_each(${JSON.stringify(list ?? [])}) r JOIN json_each(${slugsOf(list)}) s ON s.key = r.key`;
  return [
    postsOfKind(refs.venue, 'venue'),
    postsOfKind(refs.organizer, 'organizer'),
    termsOf(refs.categories, TAXONOMY.categories),
    termsOf(refs.tags, TAXONOMY.tags),
    sql`SELECT id FROM images WHERE id = ${refs.imageId ?? 0}`,
    sql`SELECT id FROM posts WHERE id = ${refs.postParent ?? 0} AND kind = 'event'`,
  ];
}

type ReferenceResults = [
  { id: number }[],
  { id: number }[],
  { ref: string | number; id: number | null }[],
  { ref: string | number; id: number | null }[],
  { id: number }[],
  { id: number }[],
];

function checkReferences(refs: References, results: ReferenceResults, user: User) {
  const [venues, organizers, categories, tags, images, parents] = results;
  const reasons: Record<string, string> = {};
  const missingIds = (wanted: number[] | undefined, found: { id: number }[]) =>
    (wanted ?? []).filter((id) => !found.some((row) => row.id === id));
  const missingVenues = missingIds(refs.venue, venues);
  if (missingVenues.length > 0) reasons.venue = `Unknown venue: ${missingVenues.join(', ')}.`;
  const missingOrganizers = missingIds(refs.organizer, organizers);
  if (missingOrganizers.length > 0) reasons.organizer = `Unknown organizer: ${missingOrganizers.join(', ')}.`;
  if (refs.imageId !== undefined && images.length === 0) reasons.image = `Unknown image: ${refs.imageId}.`;
  if (refs.postParent && parents.length === 0) reasons.post_parent = `Unknown event: ${refs.postParent}.`;

  const resolveTerms = (param: 'categories' | 'tags', rows: ReferenceResults[2]): ResolvedTerms => {
    const ids: number[] = [];
    const newNames: string[] = [];
    for (const row of rows) {
      if (row.id !== null) ids.includes(row.id) || ids.push(row.id);
      else if (typeof row.ref === 'number')
        reasons[param] = `Unknown ${param === 'tags' ? 'tag' : 'category'}: ${row.ref}.`;
      else if (!newNames.some((name) => sameTermName(name, row.ref as string))) newNames.push(row.ref);
    }
    return { ids, newNames };
  };
  const terms = { categories: resolveTerms('categories', categories), tags: resolveTerms('tags', tags) };
  if (Object.keys(reasons).length > 0) throw invalidParams(reasons);
  if ((terms.categories.newNames.length > 0 || terms.tags.newNames.length > 0) && !canManageTerms(user)) {
    throw forbidden(403);
  }
  return terms;
}

/** Two new names that would get the same slug ("New", "new", "NEW") are one term. */
const sameTermName = (a: string, b: string) =>
  (slugify(a) || a.toLowerCase()) === (slugify(b) || b.toLowerCase());

/** Statements that create a term named `name` and link it to the event at `position`. */
function createTermAndLink(
  eventId: number,
  name: string,
  taxonomy: string,
  lang: Lang,
  position: number,
): SQL[] {
  const slug = uniqueSlugSql(
    'term_texts',
    sql`taxonomy = ${taxonomy} AND lang = ${lang}`,
    slugify(name) || 'term',
  );
  return [
    sql`INSERT INTO terms (taxonomy) VALUES (${taxonomy})`,
    sql`INSERT INTO term_texts (term_id, taxonomy, lang, name, slug) VALUES (last_insert_rowid(), ${taxonomy}, ${lang}, ${name}, ${slug})`,
    sql`INSERT INTO event_terms (event_id, term_id, position)
      SELECT ${eventId}, term_id, ${position} FROM term_texts WHERE id = last_insert_rowid()`,
  ];
}

/** Replaces the event's terms of each taxonomy the write names; unknown names become new terms. */
function replaceTerms(
  eventId: number,
  lang: Lang,
  resolved: Partial<Record<'categories' | 'tags', ResolvedTerms>>,
): SQL[] {
  const statements: SQL[] = [];
  for (const param of ['categories', 'tags'] as const) {
    const terms = resolved[param];
    if (!terms) continue;
    const taxonomy = TAXONOMY[param];
    statements.push(
      sql`DELETE FROM event_terms WHERE event_id = ${eventId} AND term_id IN (SELECT id FROM terms WHERE taxonomy = ${taxonomy})`,
      sql`INSERT INTO event_terms (event_id, term_id, position)
        SELECT ${eventId}, value, key FROM json_each(${JSON.stringify(terms.ids)})`,
      ...terms.newNames.flatMap((name, i) =>
        createTermAndLink(eventId, name, taxonomy, lang, terms.ids.length + i),
      ),
    );
  }
  return statements;
}

function replaceLinks(eventId: number, role: 'venue' | 'organizer', ids: number[]): SQL[] {
  return [
    sql`DELETE FROM event_links WHERE event_id = ${eventId} AND role = ${role}`,
    sql`INSERT INTO event_links (event_id, post_id, role, position)
      SELECT ${eventId}, value, ${role}, key FROM json_each(${JSON.stringify(ids)})`,
  ];
}

/** Keeps `terms.count` (published events per term) right for the terms an event had or has. */
const recountTerms = (eventId: number, previousTermIds: number[]) =>
  sql`UPDATE terms SET count = (SELECT count(*) FROM event_terms et JOIN posts e ON e.id = et.event_id
      WHERE et.term_id = terms.id AND e.status = 'publish')
    WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = ${eventId})
       OR id IN (SELECT value FROM json_each(${JSON.stringify(previousTermIds)}))`;

export const bumpGeneration = () => sql`UPDATE counters SET value = value + 1 WHERE name = 'generation'`;

const isConflict = (err: unknown) =>
  err instanceof Error &&
  /UNIQUE constraint failed|PRIMARY KEY/i.test(`${err.message} ${String(err.cause ?? '')}`);

/** Runs the write batch; the last statement reads the event back, so the answer costs no extra trip. */
async function runWrite(db: Db, statements: SQL[], eventId: number): Promise<EventRow> {
  const results = await db.batch([...statements, selectEvents(sql`SELECT ${eventId} AS id`, 'p.id')]);
  return decodeEventRow(results[results.length - 1]![0]!);
}

function referencesOf(input: EventCreateBody | EventUpdateBody): References {
  return {
    venue: input.venue,
    organizer: input.organizer,
    categories: input.categories,
    tags: input.tags,
    imageId: input.image && 'id' in input.image ? input.image.id : undefined,
    postParent: input.post_parent || undefined,
  };
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Create, update, delete

export async function createEvent(db: Db, input: EventCreateBody, ctx: WriteContext): Promise<EventRow> {
  assertCanCreate(ctx.user);
  assertCanSetAuthor(ctx.user, input.author);
  const timezone = input.timezone ?? ctx.siteTimezone;
  const times = schedule(input.start_date, input.end_date, timezone, input.all_day ?? false);
  const refs = referencesOf(input);
  const texts = textsByLanguage(input, ctx.lang);
  const nowUtc = formatUtcWall(ctx.now);
  const published = publicationUtc(input, ctx.siteTimezone) ?? nowUtc;
  const status: Status = effectiveStatus(ctx.user, input.status);

  for (let attempt = 1; ; attempt++) {
    const [next, ...refResults] = await db.batch([
      sql`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0) + 1 AS id`,
      ...referenceQueries(refs, ctx.lang),
    ]);
    const terms = checkReferences(refs, refResults as unknown as ReferenceResults, ctx.user);
    const id = next![0]!.id as number;
    const statements: SQL[] = [
      sql`INSERT INTO posts (id, kind, author_id, status, published_utc, modified_utc, image_id, image_url, website,
          show_map, show_map_link, timezone, start_local, end_local, start_utc, end_utc, all_day,
          hide_from_listings, sticky, featured, ticketed, post_parent)
        VALUES (${id}, 'event', ${input.author ?? ctx.user.id}, ${status}, ${published}, ${nowUtc},
          ${refs.imageId ?? null}, ${input.image && 'url' in input.image ? input.image.url : null}, ${input.website ?? ''},
          ${flag(input.show_map) ?? 0}, ${flag(input.show_map_link) ?? 0}, ${times.timezone}, ${times.startLocal}, ${times.endLocal},
          ${times.startUtc}, ${times.endUtc}, ${times.allDay ? 1 : 0}, ${flag(input.hide_from_listings) ?? 0},
          ${flag(input.sticky) ?? 0}, ${flag(input.featured) ?? 0}, ${flag(input.ticketed) ?? 0}, ${input.post_parent ?? 0})`,
    ];
    const main = texts.get(ctx.lang) ?? {};
    for (const [lang, fields] of texts) {
      statements.push(
        upsertText(id, lang, lang === ctx.lang ? fields : { ...pickFallback(main), ...fields }, undefined),
      );
    }
    if (!texts.has(ctx.lang)) statements.push(upsertText(id, ctx.lang, main, undefined));
    if (refs.venue) statements.push(...replaceLinks(id, 'venue', refs.venue));
    if (refs.organizer) statements.push(...replaceLinks(id, 'organizer', refs.organizer));
    statements.push(
      ...replaceTerms(id, ctx.lang, {
        categories: refs.categories && terms.categories,
        tags: refs.tags && terms.tags,
      }),
    );
    statements.push(recountTerms(id, []), bumpGeneration());
    try {
      return await runWrite(db, statements, id);
    } catch (err) {
      if (!isConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

/** A translation created without a title borrows the title of the main language. */
const pickFallback = (main: TextFields): TextFields => (main.title ? { title: main.title } : {});

export async function updateEvent(
  db: Db,
  existing: EventRow,
  input: EventUpdateBody,
  ctx: WriteContext,
  defaultLang: Lang,
): Promise<EventRow> {
  assertCanEdit(ctx.user, existing);
  assertCanSetAuthor(ctx.user, input.author);
  const timezone = input.timezone ?? existing.timezone ?? ctx.siteTimezone;
  const allDay = input.all_day ?? Boolean(existing.all_day);
  const reschedule =
    input.start_date !== undefined ||
    input.end_date !== undefined ||
    input.timezone !== undefined ||
    input.all_day !== undefined;
  const times = reschedule
    ? schedule(
        input.start_date ?? existing.start_local!,
        input.end_date ?? existing.end_local!,
        timezone,
        allDay,
      )
    : undefined;
  const refs = referencesOf(input);
  const refResults = await db.batch(referenceQueries(refs, ctx.lang));
  const terms = checkReferences(refs, refResults as unknown as ReferenceResults, ctx.user);

  const id = existing.id;
  const set: SQL[] = [sql`modified_utc = ${formatUtcWall(ctx.now)}`];
  const assign = (column: string, value: unknown) => {
    if (value !== undefined) set.push(sql`${sql.raw(column)} = ${value as string | number | null}`);
  };
  if (input.status !== undefined) assign('status', effectiveStatus(ctx.user, input.status, existing.status));
  assign('author_id', input.author);
  assign('published_utc', publicationUtc(input, ctx.siteTimezone));
  if (input.image !== undefined) {
    assign('image_id', refs.imageId ?? null);
    assign('image_url', input.image && 'url' in input.image ? input.image.url : null);
  }
  assign('website', input.website);
  assign('show_map', flag(input.show_map));
  assign('show_map_link', flag(input.show_map_link));
  assign('hide_from_listings', flag(input.hide_from_listings));
  assign('sticky', flag(input.sticky));
  assign('featured', flag(input.featured));
  assign('ticketed', flag(input.ticketed));
  assign('post_parent', input.post_parent);
  if (times) {
    assign('timezone', times.timezone);
    assign('start_local', times.startLocal);
    assign('end_local', times.endLocal);
    assign('start_utc', times.startUtc);
    assign('end_utc', times.endUtc);
    assign('all_day', times.allDay ? 1 : 0);
  }
  if (input.password !== undefined)
    assign('password_hash', input.password === '' ? null : await passwordHash(id, input.password));

  const statements: SQL[] = [sql`UPDATE posts SET ${sql.join(set, sql`, `)} WHERE id = ${id}`];
  for (const [lang, fields] of textsByLanguage(input, ctx.lang)) {
    const own = existing.texts.find((t) => t.lang === lang);
    const base = own ?? pickTranslation(existing.texts, lang, defaultLang);
    statements.push(upsertText(id, lang, own ? fields : { ...base, slug: undefined, ...fields }, own));
  }
  if (refs.venue) statements.push(...replaceLinks(id, 'venue', refs.venue));
  if (refs.organizer) statements.push(...replaceLinks(id, 'organizer', refs.organizer));
  statements.push(
    ...replaceTerms(id, ctx.lang, {
      categories: refs.categories && terms.categories,
      tags: refs.tags && terms.tags,
    }),
  );
  statements.push(
    recountTerms(
      id,
      existing.terms.map((t) => t.id),
    ),
    bumpGeneration(),
  );
  return runWrite(db, statements, id);
}

export const passwordHash = (id: number, password: string) => sha256Hex(`${id}:${password}`);

export async function trashEvent(db: Db, existing: EventRow, ctx: WriteContext): Promise<EventRow> {
  assertCanEdit(ctx.user, existing);
  if (existing.status === 'trash') {
    throw new ApiError(410, 'event-is-in-trash', `The event with ID ${existing.id} is already in the trash.`);
  }
  return runWrite(
    db,
    [
      sql`UPDATE posts SET status = 'trash', modified_utc = ${formatUtcWall(ctx.now)} WHERE id = ${existing.id}`,
      recountTerms(existing.id, []),
      bumpGeneration(),
    ],
    existing.id,
  );
}

export async function deleteEventPermanently(db: Db, existing: EventRow, ctx: WriteContext): Promise<void> {
  assertCanForceDelete(ctx.user);
  const termIds = JSON.stringify(existing.terms.map((t) => t.id));
  await db.batch([
    sql`DELETE FROM event_terms WHERE event_id = ${existing.id}`,
    sql`DELETE FROM event_links WHERE event_id = ${existing.id}`,
    sql`DELETE FROM post_texts WHERE post_id = ${existing.id}`,
    sql`DELETE FROM posts WHERE id = ${existing.id}`,
    sql`UPDATE terms SET count = (SELECT count(*) FROM event_terms et JOIN posts e ON e.id = et.event_id
        WHERE et.term_id = terms.id AND e.status = 'publish') WHERE id IN (SELECT value FROM json_each(${termIds}))`,
    bumpGeneration(),
  ]);
}
