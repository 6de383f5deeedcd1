import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { inBackground } from '../../cache/background';
import type { AppEnv } from '../../env';
import { eventPage } from '../../pages/event-page';
import { pageContext } from '../../pages/respond';
import { EDITOR_ROLES } from '../../posts/visibility';
import { authorCategories } from '../../submissions/author-rights';
import type { Frame } from '../layout';
import { NotFoundPage } from '../not-found';
import { apiMessage, callApi } from '../through-api';
import { OnePage, QueuePage, type QueueState, STATES } from './page';
import { countsByState, mergeChoices, possibleDuplicates, readQueue, readSubmission } from './read';
import { SUBMISSION_WORDS } from './words';

/**
 * The editors' moderation screens (`/admin/submissions`): every read and decision goes through the API's
 * own routes as the caller (`GET /submissions`, `POST /submissions/{id}`: src/admin/through-api.ts), so
 * its rules (editors and administrators moderate) are the API's. Bulk actions decide each submission
 * through the same route, one by one.
 */

type FrameOf = (c: Context<AppEnv>) => Frame;
const MAX_BULK = 50;

const html = async (
  c: Context<AppEnv>,
  page: { toString(): string | Promise<string> },
  status: 200 | 400 | 403 | 404 = 200,
) => c.html(`<!doctype html>${await page.toString()}`, status);

/**
 * Editors and administrators, and the authors `submissions_author_categories` names (the API then
 * answers them the submissions of their categories only, and checks each decision).
 */
const moderates = (c: Context<AppEnv>, frame: Frame) =>
  frame.caller !== null &&
  (EDITOR_ROLES.has(frame.caller.role) || authorCategories(frame.caller, c.get('config')) !== null);

/**
 * The number of pending submissions in the moderators' menu, as this isolate last counted it (30 s): when
 * stale it is read again with the screen's own reads, in the same round trip (the screen's batch window,
 * src/admin/through-api.ts), never as one more; the queue's own counts and every decision here refresh it.
 */
const FRESH_MS = 30_000;
let known: { n: number; at: number } | null = null;
const remember = (n: number) => {
  known = { n, at: Date.now() };
};
/** Forgets the count, as a new isolate has none (tests of the round trip that reads it). */
export const forgetPendingCount = () => {
  known = null;
};

export const countPendingSubmissions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  const moderator = caller !== null && EDITOR_ROLES.has(caller.role) && c.req.method === 'GET';
  if (moderator && known) c.set('pendingSubmissions', known.n);
  const counting =
    moderator && (!known || Date.now() - known.at > FRESH_MS)
      ? c
          .get('db')
          .all<{ n: number }>(sql`SELECT count(*) AS n FROM submissions WHERE state = 'pending'`)
          .then((rows) => remember(rows[0]?.n ?? 0))
          .catch(() => {})
      : null;
  await next();
  if (counting) inBackground(c, counting);
};

async function queue(c: Context<AppEnv>, frame: Frame) {
  const w = SUBMISSION_WORDS[frame.lang];
  if (!moderates(c, frame)) return html(c, <NotFoundPage frame={frame} />, 403);
  const asked = c.req.query('state');
  const state: QueueState = STATES.find((s) => s === asked) ?? 'pending';
  const page = Math.max(1, Math.min(1000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
  const [list, counts] = await Promise.all([readQueue(c, state, page), countsByState(c)]);
  // The menu's count is the whole queue's: an author's, of their categories, is not remembered.
  if (EDITOR_ROLES.has(frame.caller!.role)) remember(counts.pending ?? 0);
  frame.pendingSubmissions = counts.pending ?? 0;
  const done = c.req.query('done');
  return html(
    c,
    <QueuePage
      view={{
        frame,
        state,
        counts,
        submissions: list?.submissions ?? [],
        done: done !== undefined && /^\d{1,3}$/.test(done) ? Number(done) : undefined,
        refused: /^[\d,]{1,400}$/.test(c.req.query('refused') ?? '') ? c.req.query('refused') : undefined,
        problem: list ? undefined : w.forbidden,
      }}
    />,
  );
}

async function one(c: Context<AppEnv>, frame: Frame, problem?: string) {
  if (!moderates(c, frame)) return html(c, <NotFoundPage frame={frame} />, 403);
  const id = Number(c.req.param('id'));
  const read = await readSubmission(c, id);
  if (!read) return html(c, <NotFoundPage frame={frame} />, 404);
  const { submission, event } = read;
  const eventId = submission.event?.id;
  const [choices, duplicates] = eventId
    ? await Promise.all([
        mergeChoices(c, eventId),
        possibleDuplicates(c, eventId, submission.event?.title ?? ''),
      ])
    : [{ proposed: [], venues: [], organizers: [] }, []];
  // The preview: the event page's own renderer over the event as the API answers it.
  const preview = event
    ? eventPage(event as unknown as Parameters<typeof eventPage>[0], pageContext(c), false).main
    : null;
  return html(
    c,
    <OnePage view={{ frame, submission, preview, duplicates, ...choices, problem }} />,
    problem ? 400 : 200,
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

async function decide(c: Context<AppEnv>, frame: Frame) {
  if (!moderates(c, frame)) return html(c, <NotFoundPage frame={frame} />, 403);
  const w = SUBMISSION_WORDS[frame.lang];
  const params = c.get('params');
  const action = text(params.action);
  const body: Record<string, unknown> = { action };
  if (action === 'reject') {
    if (text(params.reason) === '') return one(c, frame, w.needReason);
    body.reason = text(params.reason);
  }
  for (const name of ['merge_venue', 'merge_organizer'] as const) {
    if (/^\d{1,10}$/.test(text(params[name]))) body[name] = Number(text(params[name]));
  }
  const res = await callApi(c, 'POST', `/submissions/${c.req.param('id')}`, { body });
  if (!res.ok) return one(c, frame, apiMessage(await res.json().catch(() => null)) ?? `HTTP ${res.status}`);
  known = null;
  return c.redirect(`${frame.base}/submissions?state=pending&done=1`, 303);
}

async function bulk(c: Context<AppEnv>, frame: Frame) {
  if (!moderates(c, frame)) return html(c, <NotFoundPage frame={frame} />, 403);
  const params = c.get('params');
  const action = text(params.action);
  const reason = text(params.reason);
  const raw = params['ids[]'] ?? params.ids;
  const ids = (Array.isArray(raw) ? raw : [raw])
    .map((v) => text(v))
    .filter((v) => /^\d{1,10}$/.test(v))
    .slice(0, MAX_BULK);
  let done = 0;
  const refused: string[] = [];
  for (const id of ids) {
    const res = await callApi(c, 'POST', `/submissions/${id}`, {
      body: { action, ...(action === 'reject' && { reason }) },
    });
    if (res.ok) done += 1;
    else refused.push(id);
    await res.arrayBuffer();
  }
  known = null;
  const back = new URLSearchParams({ state: 'pending', done: String(done) });
  if (refused.length > 0) back.set('refused', refused.join(','));
  return c.redirect(`${frame.base}/submissions?${back}`, 303);
}

export function submissionScreens(frameOf: FrameOf, signedInOnly: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/', signedInOnly, (c) => queue(c, frameOf(c)))
    .post('/bulk', signedInOnly, (c) => bulk(c, frameOf(c)))
    .get('/:id{[0-9]{1,10}}', signedInOnly, (c) => one(c, frameOf(c)))
    .post('/:id{[0-9]{1,10}}', signedInOnly, (c) => decide(c, frameOf(c)));
}
