import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { inBackground } from '../cache/background';
import type { AppEnv } from '../env';
import type { EventUpdateBody } from '../events/schemas';
import { ApiError, forbidden, invalidParam, refused } from '../http/errors';
import { apiRoot } from '../http/pagination';
import { parseParams } from '../http/validate';
import type { Caller, User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { EDITOR_ROLES } from '../posts/visibility';
import { deleteEventOrSeries } from '../series/delete';
import { updateEventOrSeries } from '../series/update';
import { handToQueue } from '../webhooks/dispatcher';
import { type WriteContext, writeContextAs } from '../write/context';
import { WriteGuard } from '../write/guard';
import { asEditorOf, authorCategories, coveredStatement } from './author-rights';
import { sendMail } from './mail';
import { type PresentedSubmission, presentSubmission } from './presenter';
import { type SubmissionActionBody, submissionActionBody } from './schemas';
import { tokenHash } from './secrets';
import {
  blockStatements,
  decide,
  type SubmissionRow,
  type SubmissionWebhookAction,
  submissionById,
  unsentDeliveries,
  webhookDeliveries,
} from './store';
import { fill, MAIL_WORDS } from './words';

/**
 * `POST /submissions/{id}`: moderators approve (publishing the event and what it proposed, or merging a
 * proposed venue/organizer into an existing one), reject with a reason, or mark as spam (blocking the
 * e-mail and network); the sender edits while pending or withdraws. Every change of the event goes
 * through the API's own writes (`updateEventOrSeries`, `deleteEventOrSeries`) as the one who acts, with
 * the submission's change in the same batch.
 */

export const submissionNotFound = (id: number | string) =>
  new ApiError(404, 'rest_submission_not_found', `Submission with ID ${id} does not exist.`);

const notPending = (state: string) =>
  new ApiError(
    409,
    'rest_submission_decided',
    `The submission is ${state}: only pending submissions change.`,
    {
      state,
    },
  );

/** Whether the caller moderates submissions: editors and administrators, but not with a key scoped to submitting. */
export const moderates = (caller: Caller): caller is User =>
  caller !== null && EDITOR_ROLES.has(caller.role) && caller.scope !== 'submit';

/**
 * Whether the caller moderates this one submission: an editor or administrator, or an author whose
 * categories (the setting `submissions_author_categories`) cover its event's. `asUser`: who the event's
 * writes are done as (the author as an editor, for this event only).
 */
export async function moderatesThis(
  c: Context<AppEnv>,
  id: number,
): Promise<{ asUser: User; categories: readonly number[] | null } | null> {
  const caller = c.get('caller');
  if (moderates(caller)) return { asUser: caller, categories: null };
  const categories = authorCategories(caller, c.get('config'));
  if (!categories || caller === null) return null;
  const [covered] = await c.get('db').allOnPrimary(coveredStatement(id, categories));
  return covered ? { asUser: asEditorOf(caller), categories } : null;
}

/** An author moderating by category keeps the event within their categories (ids only). */
function assertKeepsCategories(event: EventUpdateBody, categories: readonly number[] | null) {
  if (categories === null || event.categories === undefined) return;
  const refs = event.categories as ReadonlyArray<number | string>;
  if (refs.length === 0 || refs.some((ref) => typeof ref !== 'number' || !categories.includes(ref))) {
    throw refused(
      'You moderate the submissions of your categories only: the event keeps at least one category, all among yours (by id).',
      { categories },
    );
  }
}

/** Whether the caller sent it: signed in as its sender, or holding its private link's token. */
export async function sentBy(row: SubmissionRow, caller: Caller, token: string | undefined, stored: string) {
  if (caller !== null && row.user_id !== null && row.user_id === caller.id) return true;
  return token !== undefined && token !== '' && (await tokenHash(token)) === stored;
}

export async function loadSubmission(c: Context<AppEnv>, id: number) {
  const [row] = await c
    .get('db')
    .allOnPrimary<SubmissionRow & { token_hash: string }>(
      sql`SELECT s.token_hash, q.* FROM (${submissionById(id)}) q JOIN submissions s ON s.id = q.id`,
    );
  if (!row) throw submissionNotFound(id);
  return row;
}

/** The event fields of an action (edit, or edit then approve): the action's own parameters out. */
function eventFields(input: SubmissionActionBody): EventUpdateBody {
  const { action: _a, reason: _r, token: _t, merge_venue: _v, merge_organizer: _o, ...event } = input;
  return event as EventUpdateBody;
}

const hasFields = (event: EventUpdateBody) => Object.values(event).some((value) => value !== undefined);

/** The pending venues and organizers the event proposed: published on approval, or trashed when merged away. */
async function proposedRecords(c: Context<AppEnv>, eventId: number) {
  return c.get('db').allOnPrimary<{ id: number; role: 'venue' | 'organizer' }>(
    sql`SELECT l.post_id AS id, l.role FROM event_links l JOIN posts p ON p.id = l.post_id
      WHERE l.event_id = ${eventId} AND p.status = 'pending'`,
  );
}

/** Runs `statements` with the event's write, or alone when the write had no batch of its own to carry them. */
function carry(ctx: WriteContext, statements: SQL[]) {
  let carried = false;
  ctx.alongside = () => {
    carried = true;
    return statements;
  };
  return async (c: Context<AppEnv>) => {
    if (!carried) await c.get('db').batch(statements);
  };
}

export async function actOnSubmission(
  c: Context<AppEnv>,
  id: number,
  params: Record<string, unknown>,
): Promise<PresentedSubmission> {
  const input = parseParams(submissionActionBody, params);
  const caller = c.get('caller');
  const row = await loadSubmission(c, id);
  const rights = await moderatesThis(c, id);
  const moderator = rights !== null;
  const sender = !moderator && (await sentBy(row, caller, input.token, row.token_hash));
  const byModerator = ['approve', 'reject', 'spam'].includes(input.action);
  if (byModerator ? !moderator : !(sender || moderator)) {
    throw forbidden(caller === null && !input.token ? 401 : 403);
  }
  if (row.state !== 'pending') throw notPending(row.state);
  if (row.event_id === null) throw submissionNotFound(id);
  const eventId = row.event_id;
  const db = c.get('db');
  const nowUtc = formatUtcWall(new Date());
  const event = eventFields(input);
  assertKeepsCategories(event, rights?.categories ?? null);
  // The moderator's writes: an author moderating by category acts as an editor, on this event only.
  const moderatorContext = (ctxOf: Context<AppEnv>) => writeContextAs(ctxOf, rights!.asUser);
  let webhook: SubmissionWebhookAction | null = null;

  if (input.action === 'edit') {
    if (!hasFields(event)) throw invalidParam('action', 'edit needs the event fields that change.');
    // As the event's author (a contributor: its own pending event), its status left as it is.
    const ctx = moderator ? moderatorContext(c) : senderContext(c, row);
    await updateEventOrSeries(db, { id: eventId }, { ...event, status: undefined }, ctx, false);
  } else if (input.action === 'withdraw') {
    const ctx = moderator ? moderatorContext(c) : senderContext(c, row);
    const after = carry(ctx, [decide(id, 'withdrawn', null, caller?.id ?? null, nowUtc)]);
    await deleteEventOrSeries(db, { id: eventId }, { force: false }, ctx);
    await after(c);
  } else if (input.action === 'approve') {
    const ctx = moderatorContext(c);
    const proposed = await proposedRecords(c, eventId);
    const merged = { venue: input.merge_venue, organizer: input.merge_organizer };
    const change: EventUpdateBody = { ...event, status: 'publish' };
    for (const role of ['venue', 'organizer'] as const) {
      const into = merged[role];
      if (into !== undefined) change[role] = [{ id: into }];
    }
    // The API's update publishes what the event proposed (publishLinkedOf, as TEC does) before its links
    // change: a proposed record merged into an existing one is trashed after it, in the same batch.
    const trash = proposed.filter((p) => merged[p.role] !== undefined).map((p) => p.id);
    const after = carry(ctx, [
      decide(id, 'approved', null, ctx.user.id, nowUtc),
      sql`UPDATE posts SET status = 'trash', modified_utc = ${nowUtc}
        WHERE id IN (SELECT value FROM json_each(${JSON.stringify(trash)})) AND status <> 'trash'
          AND NOT EXISTS (SELECT 1 FROM event_links l WHERE l.post_id = posts.id AND l.event_id <> ${eventId})`,
      webhookDeliveries(sql`${id}`, 'approved', nowUtc),
    ]);
    await updateEventOrSeries(db, { id: eventId }, change, ctx, false);
    await after(c);
    webhook = 'approved';
  } else {
    const ctx = moderatorContext(c);
    const spam = input.action === 'spam';
    const reason = input.reason?.trim() ?? '';
    if (!spam && reason === '')
      throw invalidParam('reason', 'A rejection says why, in words the sender reads.');
    const after = carry(ctx, [
      decide(id, spam ? 'spam' : 'rejected', reason || null, ctx.user.id, nowUtc),
      ...(spam ? blockStatements(row, nowUtc) : [webhookDeliveries(sql`${id}`, 'rejected', nowUtc)]),
    ]);
    await deleteEventOrSeries(db, { id: eventId }, { force: false }, ctx);
    await after(c);
    if (!spam) webhook = 'rejected';
  }
  const decided = await loadSubmission(c, id);
  if (webhook || decided.state !== row.state) inBackground(c, afterDecision(c, decided, webhook));
  return presentSubmission(decided, { moderator, apiRoot: apiRoot(c) });
}

/** The sender acts as the event's author, with a contributor's rights over it: their own pending event. */
function senderContext(c: Context<AppEnv>, row: SubmissionRow): WriteContext {
  const ctx = writeContextAs(c, { id: row.event_author ?? 0, login: 'submitter', role: 'contributor' });
  ctx.guard = WriteGuard.none(formatUtcWall(ctx.now));
  // Their texts are changed in the language they wrote them in, whatever the page's.
  if (row.event_lang) ctx.lang = row.event_lang;
  return ctx;
}

/** The webhooks to the Queue, and the sender told of the decision in their language (not of spam). */
async function afterDecision(
  c: Context<AppEnv>,
  row: SubmissionRow,
  webhook: SubmissionWebhookAction | null,
) {
  const db = c.get('db');
  if (webhook) {
    const ids = await db.allOnPrimary<{ id: number }>(unsentDeliveries(row.id, webhook));
    await handToQueue(
      db,
      c.env,
      ids.map((r) => r.id),
    );
  }
  if (!row.submitter_email || (row.state !== 'approved' && row.state !== 'rejected')) return;
  const words = MAIL_WORDS[row.lang];
  const values = { title: row.event_title ?? '', reason: row.reason ?? '' };
  const approved = row.state === 'approved';
  await sendMail(c.env, db, {
    to: row.submitter_email,
    subject: fill(approved ? words.approvedSubject : words.rejectedSubject, values),
    text: approved
      ? `${fill(words.approved, values)}\n`
      : `${fill(words.rejected, values)}\n${fill(words.reason, values)}\n`,
  });
}
