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
import { apiMessage, callApi } from '../through-api';
import {
  type Block,
  FederationPage,
  type FederationView,
  type Followed,
  type Follower,
  type Notice,
  type Settings,
} from './page';
import { FEDERATION_WORDS } from './words';

/**
 * The Fediverse screen (`/admin/federation`; docs/federation.md#the-editors-app): every read and write through
 * the API's `/federation/…` routes as the caller (src/admin/through-api.ts), so the rights (administrators for
 * the account, followers and blocks; editors too for following), the checks and the errors are the API's.
 */

type FrameOf = (c: Context<AppEnv>) => Frame;

const statusOf = screenStatusOf;

const editorsOnly = (frameOf: FrameOf) =>
  rolesScreen(EDITOR_ROLES, frameOf, (lang) => FEDERATION_WORDS[lang].forbidden);

async function read<T>(c: Context<AppEnv>, path: string, field?: string): Promise<T | null> {
  const res = await callApi(c, 'GET', path);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const body = (await res.json()) as Record<string, unknown>;
  return (field ? body[field] : body) as T;
}

type Field = 'actor_name' | 'avatar' | 'header' | 'value' | 'actor';

const NOTICES: readonly Notice[] = ['saved', 'blocked', 'unblocked', 'followed', 'unfollowed'];

async function screen(
  c: Context<AppEnv>,
  frame: Frame,
  extra: Partial<Pick<FederationView, 'form' | 'errors' | 'refused'>> = {},
  status: ScreenStatus = 200,
) {
  const isAdmin = c.get('caller')?.role === 'administrator';
  const [following, settings, followers, blocks] = await Promise.all([
    read<Followed[]>(c, '/federation/following', 'following'),
    isAdmin ? read<Settings>(c, '/federation/settings') : null,
    isAdmin ? read<Follower[]>(c, '/federation/followers', 'followers') : null,
    isAdmin ? read<Block[]>(c, '/federation/blocks', 'blocks') : null,
  ]);
  const done = c.req.query('done');
  const view: FederationView = {
    frame,
    following: following ?? [],
    ...(settings && { admin: { settings, followers: followers ?? [], blocks: blocks ?? [] } }),
    form: extra.form ?? {},
    errors: extra.errors ?? {},
    refused: extra.refused,
    notice: NOTICES.find((notice) => notice === done),
  };
  return page(c, <FederationPage view={view} />, status);
}

/** A write through the API: back to the screen saying what was done, or the screen again saying why not. */
async function write(
  c: Context<AppEnv>,
  frame: Frame,
  method: string,
  path: string,
  done: Notice,
  fields: readonly Field[] = [],
) {
  const params = c.get('params');
  const form = Object.fromEntries(
    fields
      .filter((name) => formText(params[name]) !== undefined)
      .map((name) => [name, formText(params[name])!.slice(0, 2000)]),
  );
  const res = await callApi(c, method, path, fields.length > 0 ? { body: form } : {});
  if (res.ok) {
    await res.body?.cancel();
    return c.redirect(`${frame.base}/federation?done=${done}`, 303);
  }
  const body = await res.json().catch(() => null);
  const reasons = paramReasons(body);
  if (fields.length > 0 && Object.keys(reasons).length > 0) {
    return screen(c, frame, { form, errors: reasons }, statusOf(res.status));
  }
  const refused = { status: res.status, message: apiMessage(body) ?? `HTTP ${res.status}` };
  return screen(c, frame, { form, refused }, statusOf(res.status));
}

export function federationScreens(frameOf: FrameOf, signedInOnly: MiddlewareHandler<AppEnv>) {
  const only = [signedInOnly, editorsOnly(frameOf)] as const;
  const one = ':id{[0-9]{1,10}}';
  return new Hono<AppEnv>()
    .get('/', ...only, (c) => screen(c, frameOf(c)))
    .post('/settings', ...only, (c) =>
      write(c, frameOf(c), 'PATCH', '/federation/settings', 'saved', ['actor_name', 'avatar', 'header']),
    )
    .post('/blocks', ...only, (c) => write(c, frameOf(c), 'POST', '/federation/blocks', 'blocked', ['value']))
    .post(`/blocks/${one}/delete`, ...only, (c) =>
      write(c, frameOf(c), 'DELETE', `/federation/blocks/${c.req.param('id')}`, 'unblocked'),
    )
    .post('/following', ...only, (c) =>
      write(c, frameOf(c), 'POST', '/federation/following', 'followed', ['actor']),
    )
    .post(`/following/${one}/delete`, ...only, (c) =>
      write(c, frameOf(c), 'DELETE', `/federation/following/${c.req.param('id')}`, 'unfollowed'),
    );
}
