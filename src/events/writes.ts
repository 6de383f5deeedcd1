import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { formatUtcWall } from '../lib/dates';
import { passwordHash } from '../lib/hash';
import type { Lang } from '../lib/languages';
import { slugify } from '../lib/slug';
import type { ResolvedLinks } from '../linked/refs';
import { insertLinked, type LinkedInput, sameNameQuery } from '../linked/writes';
import { alreadyTrashed, deleteForGood, loadToTrash } from '../posts/deletion';
import { completeWrite } from '../posts/generation';
import { runGuardedWrite } from '../posts/guarded-write';
import { retryingIdConflicts } from '../posts/ids';
import { loadForWrite, type RecordLookup, readForWrite } from '../posts/lookup';
import { assertCanCreate, assertCanEdit, assertCanForceDelete, assertCanSetAuthor } from '../posts/policy';
import { publicationOf, publishLinkedOf, scheduledStatus } from '../posts/publishing';
import { decodeEventRow, EVENT_ROW_COLUMNS, type EventRow, selectEvents } from '../posts/rows';
import { uniqueSlugSql } from '../posts/slugs';
import { type TextFields, textsByLanguage, upsertPostText } from '../posts/texts';
import type { WriteContext } from '../write/context';
import { retryingStaleReads, type Target } from '../write/guard';
import { costsAfter, deleteCostsStatement, writeCostsStatement } from './costs';
import { contentFactColumns, statusFactColumns } from './facts';
import { eventNotFound } from './load';
import {
  type EventInput,
  LINKED,
  type Prepared,
  type ResolvedTerms,
  referenceChecks,
  TAXONOMY,
  type TermParam,
} from './references';
import { withRevisions } from './revisions';
import { type Schedule, schedule } from './schedule';
import type { EventCreateBody, EventUpdateBody } from './schemas';

export const EVENT_TEXT: Record<string, keyof TextFields> = {
  title: 'title',
  description: 'description',
  excerpt: 'excerpt',
  slug: 'slug',
  cost: 'cost',
};

/** The id a password is hashed with: a series' (its template and occurrences share one password). */
export const passwordOwner = (event: { id: number; series_id: number | null }) => event.series_id ?? event.id;

// ---------------------------------------------------------------------------------------------
// Statements of the write batch

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
  // The term as the read batch looks terms up by name: another write may have created it since.
  const existing = sql`SELECT term_id FROM term_texts WHERE taxonomy = ${taxonomy}
    AND (slug = lower(${name}) OR lower(name) = lower(${name}) OR slug = ${slugify(name)}) ORDER BY term_id LIMIT 1`;
  return [
    sql`INSERT INTO terms (taxonomy) SELECT ${taxonomy} WHERE NOT EXISTS (${existing})`,
    sql`INSERT INTO term_texts (term_id, taxonomy, lang, name, slug)
      SELECT last_insert_rowid(), ${taxonomy}, ${lang}, ${name}, ${slug} WHERE NOT EXISTS (${existing})`,
    sql`INSERT OR IGNORE INTO event_terms (event_id, term_id, position)
      SELECT ${eventId}, term_id, ${position} FROM (${existing})`,
  ];
}

/** Replaces the event's terms of each taxonomy the write names; unknown names become new terms. */
export function replaceTerms(eventId: number, lang: Lang, terms: Prepared['terms']): SQL[] {
  return (Object.entries(terms) as Array<[TermParam, ResolvedTerms]>).flatMap(([param, resolved]) => {
    const taxonomy = TAXONOMY[param];
    return [
      sql`DELETE FROM event_terms WHERE event_id = ${eventId} AND term_id IN (SELECT id FROM terms WHERE taxonomy = ${taxonomy})`,
      // A term deleted since the read batch is not linked.
      sql`INSERT INTO event_terms (event_id, term_id, position)
        SELECT ${eventId}, value, key FROM json_each(${JSON.stringify(resolved.ids)})
        WHERE value IN (SELECT id FROM terms)`,
      ...resolved.newNames.flatMap((name, i) =>
        createTermAndLink(eventId, name, taxonomy, lang, resolved.ids.length + i),
      ),
    ];
  });
}

/**
 * Creates the inline venues and organizers, then replaces the event's links of each role written. An
 * inline record links the record of its name: the one created here, or the one a parallel write
 * created since the read batch (then none is created here).
 */
export function replaceLinks(eventId: number, links: Prepared['links'], ctx: WriteContext): SQL[] {
  return (Object.entries(links) as Array<['venue' | 'organizer', ResolvedLinks]>).flatMap(
    ([role, resolved]) => {
      const kind = LINKED[role];
      const named = (input: LinkedInput) =>
        sameNameQuery(kind, String(input[kind.nameParam]), undefined, ctx.user);
      const createdIds = JSON.stringify(resolved.created.map(({ id }) => id));
      return [
        ...resolved.created.flatMap(({ id, input }) => insertLinked(kind, id, input, ctx, named(input))),
        sql`DELETE FROM event_links WHERE event_id = ${eventId} AND role = ${role}`,
        // A record trashed or deleted since the read batch is not linked.
        sql`INSERT OR IGNORE INTO event_links (event_id, post_id, role, position)
        SELECT ${eventId}, value, ${role}, key FROM json_each(${JSON.stringify(resolved.ids)})
        WHERE value NOT IN (SELECT value FROM json_each(${createdIds}))
          AND EXISTS (SELECT 1 FROM posts WHERE id = value AND status <> 'trash')`,
        ...resolved.created.map(
          ({ id, input }) => sql`INSERT OR IGNORE INTO event_links (event_id, post_id, role, position)
          SELECT ${eventId}, coalesce((SELECT id FROM posts WHERE id = ${id}), (${named(input)})), ${role},
            ${resolved.ids.indexOf(id)}`,
        ),
      ];
    },
  );
}

/**
 * Moves `terms.count` (published events per term) by `delta` times the published events that show the
 * content `contentId` at this point of the batch (one for a plain event; the occurrences of a series
 * that share their template's), for the terms that content has then. A write that can change terms or
 * statuses takes them out first (-1) and puts them back last (+1): each reads the rows as the batch has
 * left them, so the counts stay exact without counting every event of a term (tens of ms at 100k).
 */
export const shiftTermCounts = (contentId: number, delta: 1 | -1) =>
  sql`UPDATE terms SET count = max(count + ${delta} * (SELECT count(*) FROM posts e
      WHERE e.content_id = ${contentId} AND e.kind = 'event' AND e.status = 'publish'), 0)
    WHERE id IN (SELECT term_id FROM event_terms WHERE event_id = ${contentId})`;

/**
 * Runs the write batch (opened and closed by the guard: `target` is the event an update changes), keeping
 * the event's revision; its last statement reads the event back, so the answer costs no extra trip.
 */
export async function runWrite(
  db: Db,
  statements: SQL[],
  eventId: number,
  ctx: WriteContext,
  target?: Target,
): Promise<EventRow> {
  const readBack = selectEvents(sql`SELECT ${eventId} AS id`, 'p.id', ctx.user, { withVersion: true });
  const row = await runGuardedWrite(db, ctx, {
    statements: withRevisions(statements, [eventId], ctx),
    recordId: eventId,
    answer: { readBack, columns: EVENT_ROW_COLUMNS },
    target,
    notFound: () => eventNotFound(eventId),
  });
  return decodeEventRow(row);
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/**
 * The `posts` columns a write sets from the fields it was sent (none of them required), in the content
 * language `lang`; `insert`: of a new row (per-language facts as a whole value, not merged into the row's).
 */
export function eventColumns(
  input: EventInput,
  lang: Lang,
  insert = false,
): Array<[string, string | number | null | SQL | undefined]> {
  return [
    ['author_id', input.author],
    [
      'image_id',
      input.image === undefined ? undefined : input.image && 'id' in input.image ? input.image.id : null,
    ],
    [
      'image_url',
      input.image === undefined ? undefined : input.image && 'url' in input.image ? input.image.url : null,
    ],
    ['website', input.website],
    ['show_map', flag(input.show_map)],
    ['show_map_link', flag(input.show_map_link)],
    ['hide_from_listings', flag(input.hide_from_listings)],
    ['sticky', flag(input.sticky)],
    ['featured', flag(input.featured)],
    ['ticketed', flag(input.ticketed)],
    ['post_parent', input.post_parent],
    // The currency sent (`""`: read it from the cost text again); a cost written without it brings its
    // own, read from its text (src/lib/cost-format.ts), as TEC's write does.
    ...CURRENCY_COLUMNS.map(([name, field]): [string, string | null | undefined] => {
      const sent = input[field];
      if (sent !== undefined) return [name, sent === '' ? null : sent];
      return [name, writesCost(input) ? null : undefined];
    }),
    ...contentFactColumns(input, lang, insert),
  ];
}

const CURRENCY_COLUMNS = [
  ['currency_symbol', 'cost_currency_symbol'],
  ['currency_code', 'cost_currency_code'],
  ['currency_position', 'cost_currency_position'],
] as const;
const writesCost = (input: EventInput) =>
  input.cost !== undefined ||
  Object.values(input.translations ?? {}).some((fields) => fields?.cost !== undefined);

export const scheduleColumns = (times: ReturnType<typeof schedule>): Array<[string, string | number]> => [
  ['timezone', times.timezone],
  ['start_local', times.startLocal],
  ['end_local', times.endLocal],
  ['start_utc', times.startUtc],
  ['end_utc', times.endUtc],
  ['all_day', times.allDay ? 1 : 0],
];

// ---------------------------------------------------------------------------------------------
// Create, update, delete

/** Whether an update sends a date field. */
export const changesSchedule = (input: EventUpdateBody) =>
  ['start_date', 'end_date', 'timezone', 'all_day'].some(
    (key) => input[key as keyof EventUpdateBody] !== undefined,
  );

/** The schedule an update leads to, from the fields sent and the event's own. */
export const rescheduled = (existing: EventRow, input: EventUpdateBody, ctx: WriteContext) =>
  schedule(
    input.start_date ?? existing.start_local!,
    input.end_date ?? existing.end_local!,
    input.timezone ?? existing.timezone ?? ctx.siteTimezone,
    input.all_day ?? Boolean(existing.all_day),
  );

/** What a new event (or series template) is: its id, its schedule and how it is published. */
export interface NewEvent {
  id: number;
  times: Schedule;
  publication: { status?: string; publishedUtc?: string };
  /** A series template: kind `series`, its own id as `series_id`. */
  template?: boolean;
}

/**
 * The statements that insert a new event with its texts, links and terms (term counts not moved). Its
 * venues and organizers stay as they are, as with TEC, even when the event is published: the next save
 * publishes them (`publishLinksBefore`).
 */
export function newEventStatements(
  input: EventCreateBody,
  ctx: WriteContext,
  prepared: Prepared,
  created: NewEvent,
): SQL[] {
  const { id, times, publication } = created;
  const texts = textsByLanguage(input, ctx.lang, EVENT_TEXT);
  const mainTitle = texts.get(ctx.lang)?.title;
  const columns = [
    ['id', id],
    ['kind', created.template ? 'series' : 'event'],
    ['series_id', created.template ? id : undefined],
    ['content_id', id],
    ['status', publication.status],
    ['published_utc', publication.publishedUtc],
    ['modified_utc', formatUtcWall(ctx.now)],
    ...eventColumns({ ...input, author: input.author ?? ctx.user.id }, ctx.lang, true),
    ...statusFactColumns(input, ctx.lang, true, times.timezone),
    ...scheduleColumns(times),
  ].filter(([, value]) => value !== undefined);
  return [
    sql`INSERT INTO posts (${sql.raw(columns.map(([name]) => name).join(', '))})
      VALUES (${sql.join(
        columns.map(([, value]) => sql`${value}`),
        sql`, `,
      )})`,
    ...[...texts].map(([lang, fields]) =>
      upsertPostText('event', id, lang, { title: mainTitle, ...fields }, [], ctx.defaultLang),
    ),
    ...costStatements(id, [], texts, ctx),
    ...replaceLinks(id, prepared.links, ctx),
    ...replaceTerms(id, ctx.lang, prepared.terms),
  ];
}

/** The schedule of a new event, in its zone (the site's by default). */
export const scheduleOfNew = (input: EventCreateBody, ctx: WriteContext) =>
  schedule(input.start_date, input.end_date, input.timezone ?? ctx.siteTimezone, input.all_day ?? false);

export function createEvent(db: Db, input: EventCreateBody, ctx: WriteContext): Promise<EventRow> {
  assertCanCreate(ctx.user);
  assertCanSetAuthor(ctx.user, input.author);
  const times = scheduleOfNew(input, ctx);
  const publication = publicationOf(ctx.user, input, ctx);
  return retryingIdConflicts(async () => {
    const references = referenceChecks(input, ctx, true);
    const read = await readForWrite(db, ctx.guard, references.statements);
    if (read.replay) return decodeEventRow(read.replay);
    const prepared = references.resolve(read.rows);
    const id = prepared.eventId;
    const statements = [
      ...newEventStatements(input, ctx, prepared, { id, times, publication }),
      shiftTermCounts(id, 1),
    ];
    return runWrite(db, statements, id, ctx);
  });
}

/** The `posts` columns an update sets: the fields sent, the status they lead to, the schedule. */
export async function changedColumns(
  existing: EventRow,
  input: EventUpdateBody,
  ctx: WriteContext,
  withSchedule = true,
): Promise<SQL[]> {
  const publication = publicationOf(ctx.user, input, ctx, existing);
  const reschedule = withSchedule && changesSchedule(input);
  const times = reschedule ? rescheduled(existing, input, ctx) : undefined;
  const password =
    input.password === undefined
      ? undefined
      : input.password === ''
        ? null
        : await passwordHash(passwordOwner(existing), input.password);
  const timezone = times?.timezone ?? existing.timezone ?? ctx.siteTimezone;
  const moved = times !== undefined && times.startUtc !== existing.start_utc;
  const columns: Array<[string, unknown]> = [
    ['modified_utc', formatUtcWall(ctx.now)],
    ['status', publication.status],
    ['published_utc', publication.publishedUtc],
    ['password_hash', password],
    ...eventColumns(input, ctx.lang),
    ...statusFactColumns(input, ctx.lang, false, timezone, existing, moved),
    ...(times ? scheduleColumns(times) : []),
  ];
  return columns
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => sql`${sql.raw(name)} = ${value as string | number | null | SQL}`);
}

export const targetOf = (event: EventRow): Target => ({
  kind: event.kind === 'series' ? 'series' : 'event',
  id: event.id,
});

/**
 * An update that leaves the event published publishes the draft venues and organizers linked to it
 * before the update, as TEC (`publishLinkedOf`): it goes before the update's own statements.
 */
export function publishLinksBefore(
  existing: Pick<EventRow, 'content_id' | 'status' | 'published_utc'>,
  input: EventUpdateBody,
  ctx: WriteContext,
): SQL[] {
  const nowUtc = formatUtcWall(ctx.now);
  const after =
    publicationOf(ctx.user, input, ctx, existing).status ??
    scheduledStatus(existing.status, existing.published_utc, nowUtc);
  return after === 'publish' ? [publishLinkedOf(existing.content_id, ctx.user, nowUtc)] : [];
}

/** The amounts the price filters read, when a write sends a cost (src/events/costs.ts). */
function costStatements(
  contentId: number,
  texts: EventRow['texts'],
  sent: Map<Lang, TextFields>,
  ctx: WriteContext,
): SQL[] {
  if (![...sent.values()].some((fields) => fields.cost !== undefined)) return [];
  return [writeCostsStatement(contentId, costsAfter(texts, sent, ctx.defaultLang))];
}

/** The statements writing the content fields an update sends (texts, links, terms) to `contentId`. */
export function contentStatements(
  contentId: number,
  texts: EventRow['texts'],
  input: EventInput,
  ctx: WriteContext,
  prepared: Prepared,
): SQL[] {
  const sent = textsByLanguage(input, ctx.lang, EVENT_TEXT);
  return [
    ...[...sent].map(([lang, fields]) =>
      upsertPostText('event', contentId, lang, fields, texts, ctx.defaultLang),
    ),
    ...costStatements(contentId, texts, sent, ctx),
    ...replaceLinks(contentId, prepared.links, ctx),
    ...replaceTerms(contentId, ctx.lang, prepared.terms),
  ];
}

/** The statements of a plain event's update (its record loaded, its references resolved). */
export async function plainUpdateStatements(
  existing: EventRow,
  input: EventUpdateBody,
  ctx: WriteContext,
  prepare: () => Prepared,
): Promise<SQL[]> {
  // The fields' own errors (an end before the start) come before those of the references.
  const set = await changedColumns(existing, input, ctx);
  const prepared = prepare();
  return [
    ...publishLinksBefore(existing, input, ctx),
    shiftTermCounts(existing.id, -1),
    sql`UPDATE posts SET ${sql.join(set, sql`, `)} WHERE id = ${existing.id}`,
    ...contentStatements(existing.id, existing.texts, input, ctx, prepared),
    shiftTermCounts(existing.id, 1),
  ];
}

/**
 * Partial update: only the fields sent change; text in the content language is added or changed. Two
 * round trips: the event loaded with the reference checks, then the write. Errors keep their order:
 * the event's 404, the caller's rights, the precondition, the fields, the references.
 */
export function updateEvent(
  db: Db,
  lookup: RecordLookup<EventRow>,
  input: EventUpdateBody,
  ctx: WriteContext,
): Promise<EventRow> {
  return retryingStaleReads(() =>
    retryingIdConflicts(async () => {
      const references = referenceChecks(input, ctx, false);
      const loaded = await loadForWrite(db, ctx.guard, lookup, references.statements);
      if (loaded.replay) return decodeEventRow(loaded.replay);
      const { record: existing, checked } = loaded;
      assertCanEdit(ctx.user, existing);
      assertCanSetAuthor(ctx.user, input.author);
      await ctx.guard.checkVersion(existing);
      const statements = await plainUpdateStatements(existing, input, ctx, () => references.resolve(checked));
      return runWrite(db, statements, existing.id, ctx, targetOf(existing));
    }),
  );
}

/** The statements that move a loaded event to the trash (term counts kept exact). */
export const trashStatements = (existing: EventRow, ctx: WriteContext): SQL[] => [
  shiftTermCounts(existing.content_id, -1),
  sql`UPDATE posts SET status = 'trash', modified_utc = ${formatUtcWall(ctx.now)} WHERE id = ${existing.id}`,
  shiftTermCounts(existing.content_id, 1),
];

/** Moves the event to the trash (410 when it already is). */
export function trashEvent(db: Db, lookup: RecordLookup<EventRow>, ctx: WriteContext): Promise<EventRow> {
  return retryingStaleReads(async () => {
    const loaded = await loadToTrash(db, lookup, ctx, () => alreadyTrashed('event'));
    if (loaded.replay) return decodeEventRow(loaded.replay);
    const existing = loaded.record;
    return runWrite(db, trashStatements(existing, ctx), existing.id, ctx, targetOf(existing));
  });
}

/** The statements that delete a loaded event for good (without the generation's). */
export const deleteStatements = (existing: EventRow): SQL[] => [
  shiftTermCounts(existing.content_id, -1),
  sql`DELETE FROM event_terms WHERE event_id = ${existing.id}`,
  sql`DELETE FROM event_links WHERE event_id = ${existing.id}`,
  sql`DELETE FROM post_texts WHERE post_id = ${existing.id}`,
  deleteCostsStatement(JSON.stringify([existing.id])),
  sql`DELETE FROM posts WHERE id = ${existing.id}`,
  // An occurrence that shared its template's content leaves the others counted.
  shiftTermCounts(existing.content_id, 1),
];

/** Deletes the event for good; answers it as it was. */
export const deleteEventPermanently = (db: Db, lookup: RecordLookup<EventRow>, ctx: WriteContext) =>
  deleteForGood(db, lookup, ctx, {
    decode: decodeEventRow,
    assertAllowed: () => assertCanForceDelete(ctx.user),
    target: targetOf,
    statements: (existing) => [...deleteStatements(existing), ...completeWrite(ctx.now)],
  });
