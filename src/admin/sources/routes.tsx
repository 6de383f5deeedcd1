import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { EDITOR_ROLES } from '../../posts/visibility';
import type { Frame } from '../layout';
import {
  formText,
  page,
  paramReasons,
  rolesScreen,
  type ScreenStatus,
  screenStatusOf,
} from '../manage/screen';
import { NotFoundPage } from '../not-found';
import { apiMessage, callApi } from '../through-api';
import { formOf, newForm, SourcePage, SourcesPage, type SourcesView, type SourceView } from './page';
import {
  type BroughtEvent,
  type IgnoredEvent,
  PUSHED_KIND,
  type Run,
  SCHEDULES,
  SOURCE_KINDS,
  type Source,
  type SourceForm,
  type TestedEvent,
  UPDATE_AUTHORITIES,
} from './shapes';
import { SOURCE_WORDS, type SourceWords } from './words';

/**
 * The Sources screens (`/admin/sources`, editors and administrators; docs/sources.md): every read and write
 * through the API's `/sources` routes as the caller (src/admin/through-api.ts), so the address guard, the
 * test fetch, the schedule and the rights are the API's.
 */

type FrameOf = (c: Context<AppEnv>) => Frame;
const LISTED = 50;
const TESTED_SHOWN = 10;

const statusOf = screenStatusOf;

const editorsOnly = (frameOf: FrameOf) =>
  rolesScreen(EDITOR_ROLES, frameOf, (lang) => SOURCE_WORDS[lang].forbidden);

async function read<T>(c: Context<AppEnv>, path: string, field: string): Promise<T[]> {
  const res = await callApi(c, 'GET', path);
  if (!res.ok) {
    await res.body?.cancel();
    return [];
  }
  const body = (await res.json()) as Record<string, unknown>;
  return (Array.isArray(body) ? body : (body[field] ?? [])) as T[];
}

const categoriesOf = (c: Context<AppEnv>) =>
  read<{ id: number; name: string }>(c, '/categories?per_page=100&hide_empty=0', 'categories');

const choice = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.find((item) => item === value) ?? fallback;

const listOf = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/** The form as posted, every value checked against what the screen offers. */
function formFrom(c: Context<AppEnv>, base: SourceForm): SourceForm {
  const params = c.get('params');
  return {
    kind: base.kind === PUSHED_KIND ? base.kind : choice(params.kind, SOURCE_KINDS, base.kind),
    url: (formText(params.url) ?? '').trim(),
    name: (formText(params.name) ?? '').trim(),
    schedule: choice(params.schedule, SCHEDULES, base.schedule),
    default_status: choice(
      params.default_status,
      ['pending', 'draft', 'publish'] as const,
      base.default_status,
    ),
    default_language: (formText(params.default_language) ?? '').trim(),
    default_categories: listOf(params.default_categories)
      .filter((id) => /^\d{1,10}$/.test(id))
      .map(Number),
    default_tags: (formText(params.default_tags) ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    update_authority: choice(params.update_authority, UPDATE_AUTHORITIES, base.update_authority),
    on_removed: choice(params.on_removed, ['trash', 'keep'] as const, base.on_removed),
    username: (formText(params.username) ?? '').trim(),
  };
}

/** What the API is sent: the form's fields, and the application password only when one was typed. */
function bodyOf(c: Context<AppEnv>, form: SourceForm, creating: boolean) {
  const { username, kind, url, ...fields } = form;
  const password = formText(c.get('params').password) ?? '';
  return {
    ...(creating && { kind }),
    ...(kind !== PUSHED_KIND && { url }),
    ...fields,
    ...(password !== '' && { credentials: { username, password } }),
  };
}

async function listPage(
  c: Context<AppEnv>,
  frame: Frame,
  extra: {
    form?: SourceForm;
    errors?: Record<string, string>;
    tested?: SourcesView['tested'];
    status?: ScreenStatus;
  } = {},
) {
  const [sources, categories] = await Promise.all([read<Source>(c, '/sources', 'sources'), categoriesOf(c)]);
  const notice = c.req.query('done') === 'deleted' ? 'deleted' : undefined;
  return page(
    c,
    <SourcesPage
      view={{
        frame,
        timezone: c.get('config').siteTimezone,
        sources,
        categories,
        errors: extra.errors ?? {},
        notice,
        ...extra,
      }}
    />,
    extra.status ?? 200,
  );
}

function errorsOf(body: unknown, status: number): Record<string, string> {
  const reasons = paramReasons(body);
  return Object.keys(reasons).length > 0 ? reasons : { url: apiMessage(body) ?? `HTTP ${status}` };
}

/** Add a source, or (intent `test`) show what it would bring without saving anything. */
async function add(c: Context<AppEnv>, frame: Frame) {
  const form = formFrom(c, newForm());
  const testing = c.get('params').intent === 'test';
  const res = await callApi(c, 'POST', testing ? '/sources/test' : '/sources', {
    body: bodyOf(c, form, true),
  });
  const body = (await res.json().catch(() => null)) as
    | (Source & { count?: number; more_pages?: boolean; events?: TestedEvent[]; problems?: string[] })
    | null;
  if (res.ok && testing) {
    const events = body?.events ?? [];
    const tested = {
      total: body?.count ?? events.length,
      more: body?.more_pages === true,
      events: events.slice(0, TESTED_SHOWN),
      problems: body?.problems ?? [],
    };
    return listPage(c, frame, { form, tested });
  }
  if (res.status === 201 && body) return c.redirect(`${frame.base}/sources/${body.id}?done=added`, 303);
  return listPage(c, frame, { form, errors: errorsOf(body, res.status), status: statusOf(res.status) });
}

const NOTICES = ['added', 'saved', 'queued', 'paused', 'resumed', 'ignored', 'restored'] as const;

async function sourcePage(c: Context<AppEnv>, frame: Frame, extra: Partial<SourceView> = {}) {
  const id = c.req.param('id');
  const res = await callApi(c, 'GET', `/sources/${id}`);
  if (!res.ok) {
    await res.body?.cancel();
    return page(c, <NotFoundPage frame={frame} />, res.status === 404 ? 404 : statusOf(res.status));
  }
  const source = (await res.json()) as Source;
  const [runs, events, ignored, categories] = await Promise.all([
    read<Run>(c, `/sources/${id}/runs?per_page=20`, 'runs'),
    read<BroughtEvent>(c, `/sources/${id}/events?per_page=${LISTED}`, 'events'),
    read<IgnoredEvent>(c, `/sources/${id}/ignored?per_page=${LISTED}`, 'ignored'),
    categoriesOf(c),
  ]);
  const done = c.req.query('done');
  const view: SourceView = {
    frame,
    timezone: c.get('config').siteTimezone,
    source,
    runs,
    events,
    ignored,
    categories,
    errors: {},
    notice: NOTICES.find((notice) => notice === done),
    ...extra,
  };
  const status = extra.refused
    ? statusOf(extra.refused.status)
    : Object.keys(view.errors).length > 0
      ? 400
      : 200;
  return page(c, <SourcePage view={view} />, status);
}

async function save(c: Context<AppEnv>, frame: Frame) {
  const id = c.req.param('id');
  const current = await callApi(c, 'GET', `/sources/${id}`);
  if (!current.ok) {
    await current.body?.cancel();
    return page(c, <NotFoundPage frame={frame} />, 404);
  }
  const form = formFrom(c, formOf((await current.json()) as Source));
  const res = await callApi(c, 'PATCH', `/sources/${id}`, { body: bodyOf(c, form, false) });
  const body = await res.json().catch(() => null);
  if (res.ok) return c.redirect(`${frame.base}/sources/${id}?done=saved`, 303);
  return sourcePage(c, frame, { form, errors: errorsOf(body, res.status) });
}

/** A write through the API, then back to the source's page saying what was done, or why not. */
async function act(
  c: Context<AppEnv>,
  frame: Frame,
  method: string,
  path: string,
  done: keyof SourceWords['done'],
  body?: unknown,
) {
  const id = c.req.param('id');
  const res = await callApi(c, method, `/sources/${id}${path}`, { body });
  if (!res.ok) {
    const message = apiMessage(await res.json().catch(() => null)) ?? '';
    return sourcePage(c, frame, { refused: { status: res.status, message } });
  }
  await res.body?.cancel();
  if (done === 'deleted') return c.redirect(`${frame.base}/sources?done=deleted`, 303);
  return c.redirect(`${frame.base}/sources/${id}?done=${done}`, 303);
}

const uidParam = (c: Context<AppEnv>) => (formText(c.get('params').uid) ?? '').slice(0, 2000);

export function sourceScreens(frameOf: FrameOf, signedInOnly: MiddlewareHandler<AppEnv>) {
  const only = [signedInOnly, editorsOnly(frameOf)] as const;
  const one = '/:id{[0-9]{1,10}}';
  return new Hono<AppEnv>()
    .get('/', ...only, (c) => listPage(c, frameOf(c)))
    .post('/', ...only, (c) => add(c, frameOf(c)))
    .get(one, ...only, (c) => sourcePage(c, frameOf(c)))
    .post(one, ...only, (c) => save(c, frameOf(c)))
    .post(`${one}/run`, ...only, (c) => act(c, frameOf(c), 'POST', '/run', 'queued'))
    .post(`${one}/pause`, ...only, (c) => act(c, frameOf(c), 'PATCH', '', 'paused', { paused: true }))
    .post(`${one}/resume`, ...only, (c) => act(c, frameOf(c), 'PATCH', '', 'resumed', { paused: false }))
    .post(`${one}/delete`, ...only, (c) => act(c, frameOf(c), 'DELETE', '', 'deleted'))
    .post(`${one}/ignored`, ...only, (c) =>
      act(c, frameOf(c), 'POST', '/ignored', 'ignored', { uid: uidParam(c) }),
    )
    .post(`${one}/ignored/restore`, ...only, (c) =>
      act(c, frameOf(c), 'DELETE', `/ignored?uid=${encodeURIComponent(uidParam(c))}`, 'restored'),
    );
}
