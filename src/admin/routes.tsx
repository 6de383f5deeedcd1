import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { JSX } from 'hono/jsx/jsx-runtime';
import type { AppEnv } from '../env';
import { presentListedEvent } from '../events/presenter';
import { ApiError } from '../http/errors';
import { contentLanguage, pathWithoutLanguage } from '../http/language';
import { mayUpload } from '../media/upload-rights';
import { presentation } from '../posts/presenter';
import { decodeEventRow } from '../posts/rows';
import { appPath } from '../sessions/next';
import { authorCategories } from '../submissions/author-rights';
import {
  applyBulk,
  BULK_ACTIONS,
  type BulkOutcome,
  bulkForm,
  readTrashed,
  undoTrash,
  writeTrashed,
} from './bulk';
import { applyBulkEdit, bulkEditForm, bulkEditScreen } from './bulk-edit';
import { calendarScreen } from './calendar/screen';
import { editorRoutes } from './editor/routes';
import { type ListParams, listContextOf, readEventList, readListParams } from './event-list';
import { type BulkSummary, EventsPage, type ListedEvent } from './events-page';
import { federationScreens } from './federation/routes';
import { adminSecurity } from './headers';
import type { Frame } from './layout';
import { manageRoutes } from './manage/routes';
import { mediaRoutes } from './media/routes';
import { NotFoundPage } from './not-found';
import { confirmScreen } from './passkeys/confirm-page';
import { passkeysScreen } from './passkeys/page';
import { saveListPreferences, screenOptionsForm } from './preferences';
import { interfaceLanguage, profileRoutes } from './profile/routes';
import { type QuickState, quickOfForm, quickState, saveQuick } from './quick-edit';
import { revisionRoutes } from './revisions/routes';
import { SignInPage } from './sign-in';
import { sourceScreens } from './sources/routes';
import { countPendingSubmissions, submissionScreens } from './submissions/routes';
import { screenWindow } from './through-api';
import { emptyTrash, emptyTrashScreen } from './trash';

/**
 * The editors' app at `/admin/` and `/{lang}/admin/`: server-rendered screens (Hono's JSX) that read
 * through the API's own queries and rules. Every response carries the app's security headers
 * (./headers.ts); every screen but the sign-in page wants a signed-in caller (a session or an API key).
 */

/** The frame of this request's screen. */
function frameOf(c: Context<AppEnv>): Frame {
  const url = new URL(c.req.url);
  const here = pathWithoutLanguage(url.pathname).replace(/^\/admin/, '') || '/';
  return {
    lang: c.get('lang'),
    base: `${c.get('langPrefix')}/admin`,
    here: `${here}${url.search}`,
    nonce: c.get('adminNonce') ?? '',
    siteName: c.get('config').siteName,
    caller: c.get('caller'),
    csrfToken: c.get('csrfToken') ?? '',
    pendingSubmissions: c.get('pendingSubmissions'),
    uploads: c.get('caller') !== null && mayUpload(c.get('caller')!, c.get('config')),
    moderatesByCategory: authorCategories(c.get('caller'), c.get('config')) !== null,
  };
}

async function render(c: Context<AppEnv>, page: JSX.Element, status: 200 | 400 | 404 | 409 = 200) {
  return c.html(`<!doctype html>${await page.toString()}`, status);
}

/** Anonymous callers go to the sign-in page (303), which brings them back here. */
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('caller') !== null) return next();
  const url = new URL(c.req.url);
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return c.redirect(`${c.get('langPrefix')}/admin/sign-in?next=${back}`, 303);
};

/** The sign-in page's `?error=`: the sign-in layer's answers to a failed form (src/sessions/routes.ts). */
const SIGN_IN_ERRORS = new Map<string | undefined, 'wrong' | 'throttled'>([
  ['1', 'wrong'],
  ['throttled', 'throttled'],
]);

function signIn(c: Context<AppEnv>) {
  const frame = frameOf(c);
  // Only an address inside the app is followed (src/sessions/next.ts).
  const next = appPath(c.req.query('next')) ?? `${frame.base}/`;
  if (frame.caller !== null) return c.redirect(next, 303);
  return render(
    c,
    <SignInPage frame={frame} next={next} failed={SIGN_IN_ERRORS.get(c.req.query('error')) ?? null} />,
  );
}

/**
 * The events list for `query` (the request's; after a Quick Edit's POST, its list's address), with the
 * row `quick` being edited (else `?quick=`'s, read through the API).
 */
async function events(
  c: Context<AppEnv>,
  query: Record<string, string> = c.req.query(),
  quickEdit?: QuickState,
  status: 200 | 400 | 409 = 200,
) {
  const frame = frameOf(c);
  const { params, rejected } = readListParams(query);
  const quickId = query.quick && /^\d{1,15}$/.test(query.quick) ? Number(query.quick) : undefined;
  const quick =
    quickEdit ?? (quickId === undefined ? undefined : ((await quickState(c, quickId)) ?? undefined));
  const listAddress = new URL(`${frame.base}/events?${new URLSearchParams(query)}`, 'http://app.invalid');
  for (const name of [...SUMMARY_PARAMS, 'quick']) listAddress.searchParams.delete(name);
  const problems: string[] = [...rejected];
  const ctx = listContextOf(c, frame);
  const page = params.paged ?? 1;
  let usable: ListParams = params;
  let result: Awaited<ReturnType<typeof readEventList>>;
  try {
    result = await readEventList(c.get('db'), usable, ctx, page);
  } catch (err) {
    // A filter naming what doesn't exist (or what the caller may not read): shown without it, and said.
    const reasons =
      err instanceof ApiError && err.status === 400 ? (err.data.params as Record<string, string>) : null;
    if (!reasons) throw err;
    usable = { ...params };
    for (const name of Object.keys(reasons)) delete usable[name as keyof ListParams];
    problems.push(...Object.keys(reasons));
    result = await readEventList(c.get('db'), usable, ctx, page);
  }
  const p = presentation(c);
  const listed = result.rows.map(
    (row) => presentListedEvent(decodeEventRow(row), p, frame.caller) as unknown as ListedEvent,
  );
  const summary = summaryOf(query);
  const screen = query.screen_options;
  const screenOptions = screen === 'saved' || screen === 'invalid' ? screen : undefined;
  return render(
    c,
    <EventsPage
      view={{
        frame,
        params: usable,
        page,
        result,
        events: listed,
        problems,
        summary,
        screenOptions,
        quick,
        listAddress: `${listAddress.pathname}${listAddress.search}`,
        mainLang: c.get('config').defaultLanguage,
      }}
    />,
    problems.length > 0 ? 400 : status,
  );
}

/** The parameters a bulk action's redirect adds to the list's address. */
const SUMMARY_PARAMS = ['bulk', 'done', 'refused', 'undo', 'remain', 'screen_options'] as const;
const REFUSED = /^\d{1,15}\.\d{3}(?:,\d{1,15}\.\d{3}){0,99}$/;
const SUMMARY_ACTIONS = [...BULK_ACTIONS, 'undo', 'empty', 'edit'] as const;

/** What the bulk action just done did, read back from the list's address (a bad one shows nothing). */
function summaryOf(query: Record<string, string>): BulkSummary | undefined {
  const { bulk, done = '0', refused = '', remain = '0' } = query;
  if (bulk === 'invalid') return { invalid: true };
  const action = SUMMARY_ACTIONS.find((a) => a === bulk);
  if (
    !action ||
    !/^\d{1,6}$/.test(done) ||
    !/^\d{1,9}$/.test(remain) ||
    (refused !== '' && !REFUSED.test(refused))
  )
    return undefined;
  return {
    action,
    done: Number(done),
    refused:
      refused === ''
        ? []
        : refused.split(',').map((r) => {
            const [id, status] = r.split('.');
            return { id: Number(id), status: Number(status) };
          }),
    trashed: (action === 'trash' && readTrashed(query.undo)) || [],
    remain: Number(remain),
  };
}

/** The list's address to go back to after a write (`back`, an address of the app), without an old summary. */
function backTo(c: Context<AppEnv>, frame: Frame) {
  const params = c.get('params');
  const back = new URL(appPath(params.back) ?? `${frame.base}/events`, 'http://app.invalid');
  for (const name of SUMMARY_PARAMS) back.searchParams.delete(name);
  return back;
}

/** The summary of an outcome in the list's address. */
function withOutcome(back: URL, action: string, outcome: BulkOutcome) {
  back.searchParams.set('bulk', action);
  back.searchParams.set('done', String(outcome.done.length));
  if (outcome.refused.length > 0)
    back.searchParams.set('refused', outcome.refused.map((r) => `${r.id}.${r.status}`).join(','));
  if (outcome.trashed.length > 0) back.searchParams.set('undo', writeTrashed(outcome.trashed));
  return `${back.pathname}${back.search}`;
}

/**
 * `POST /admin/events/bulk`: the chosen action on each checked event, each through the API's own
 * route (./bulk.ts); a row's "Move to Trash" (`trash_one`) on that event alone; "Undo" (`action=undo`)
 * gives trashed events back their statuses. Then back to the list (303) with what was done and refused.
 */
async function bulk(c: Context<AppEnv>) {
  const frame = frameOf(c);
  const params = c.get('params');
  const back = backTo(c, frame);
  if (params.action === 'undo') {
    const items = readTrashed(params.undo);
    if (!items) back.searchParams.set('bulk', 'invalid');
    else return c.redirect(withOutcome(back, 'undo', await undoTrash(c, items)), 303);
    return c.redirect(`${back.pathname}${back.search}`, 303);
  }
  if (params.action === 'edit') {
    // Bulk Edit: its screen for the events chosen (./bulk-edit.tsx), which posts to /events/bulk-edit.
    const chosen = bulkForm.safeParse({ ...params, action: 'publish' });
    if (chosen.success) return bulkEditScreen(c, frame, chosen.data.ids, `${back.pathname}${back.search}`);
    back.searchParams.set('bulk', 'invalid');
    return c.redirect(`${back.pathname}${back.search}`, 303);
  }
  const one = typeof params.trash_one === 'string' ? { action: 'trash', ids: params.trash_one } : params;
  const form = bulkForm.safeParse(one);
  if (!form.success) {
    back.searchParams.set('bulk', 'invalid');
    return c.redirect(`${back.pathname}${back.search}`, 303);
  }
  const outcome = await applyBulk(c, form.data.action, form.data.ids);
  return c.redirect(withOutcome(back, form.data.action, outcome), 303);
}

/** `POST /admin/events/bulk-edit`: Bulk Edit's changes, each event through the API; back to the list. */
async function bulkEdit(c: Context<AppEnv>) {
  const frame = frameOf(c);
  const back = backTo(c, frame);
  const form = bulkEditForm.safeParse(c.get('params'));
  if (!form.success) {
    back.searchParams.set('bulk', 'invalid');
    return c.redirect(`${back.pathname}${back.search}`, 303);
  }
  return c.redirect(withOutcome(back, 'edit', await applyBulkEdit(c, form.data)), 303);
}

/** `POST /admin/events/{id}/quick`: a Quick Edit saved through the API, back to the list; refused, the row again. */
async function quickSave(c: Context<AppEnv>) {
  const frame = frameOf(c);
  const back = backTo(c, frame);
  back.searchParams.delete('quick');
  const quick = quickOfForm(Number(c.req.param('id')), c.get('params'));
  const refused = await saveQuick(c, quick);
  if (!refused) return c.redirect(`${back.pathname}${back.search}`, 303);
  return events(c, Object.fromEntries(back.searchParams), refused, refused.failure ? 409 : 400);
}

/** `POST /admin/events/screen-options`: the caller's columns and rows per page, kept; back to the list. */
async function screenOptions(c: Context<AppEnv>) {
  const frame = frameOf(c);
  const back = backTo(c, frame);
  const form = screenOptionsForm.safeParse(c.get('params'));
  if (form.success && frame.caller) {
    await saveListPreferences(c.get('db'), frame.caller.id, {
      columns: form.data.columns,
      perPage: form.data.per_page,
    });
    back.searchParams.delete('paged');
  }
  back.searchParams.set('screen_options', form.success ? 'saved' : 'invalid');
  return c.redirect(`${back.pathname}${back.search}`, 303);
}

export const adminRoutes = new Hono<AppEnv>({ strict: false })
  .use(adminSecurity, contentLanguage, interfaceLanguage, screenWindow, countPendingSubmissions)
  .get('/sign-in', signIn)
  .get('/', signedInOnly, (c) => events(c))
  .get('/events', signedInOnly, (c) => events(c))
  .post('/events/bulk', signedInOnly, bulk)
  .post('/events/screen-options', signedInOnly, screenOptions)
  .post('/events/bulk-edit', signedInOnly, bulkEdit)
  .post('/events/:id{[0-9]{1,15}}/quick', signedInOnly, quickSave)
  .get('/events/trash/empty', signedInOnly, (c) => emptyTrashScreen(c, frameOf(c)))
  .post('/events/trash/empty', signedInOnly, (c) => emptyTrash(c, frameOf(c)))
  .get('/passkeys', signedInOnly, (c) => passkeysScreen(c, frameOf(c)))
  .get('/confirm', signedInOnly, (c) => confirmScreen(c, frameOf(c)))
  .get('/calendar', signedInOnly, (c) => calendarScreen(c, frameOf(c)))
  .route('/', profileRoutes({ frameOf, signedInOnly }))
  .route('/', manageRoutes({ frameOf, signedInOnly }))
  .route('/events', editorRoutes(frameOf, signedInOnly))
  .route('/events', revisionRoutes(frameOf, signedInOnly))
  .route('/media', mediaRoutes(frameOf, signedInOnly))
  .route('/submissions', submissionScreens(frameOf, signedInOnly))
  .route('/sources', sourceScreens(frameOf, signedInOnly))
  .route('/federation', federationScreens(frameOf, signedInOnly))
  // Every other address of the app wants a signed-in caller before it says whether it exists.
  .get('*', signedInOnly, (c) => render(c, <NotFoundPage frame={frameOf(c)} />, 404))
  .use(signedInOnly);
