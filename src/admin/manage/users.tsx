import type { Context } from 'hono';
import { ROLES, type Role } from '../../db/schema';
import type { AppEnv } from '../../env';
import { removePasskey } from '../../sessions/passkey-store';
import { newPasswordProblem, setUserPassword } from '../../sessions/password';
import { NotFoundPage } from '../not-found';
import { deletedNotice } from '../profile/routes';
import { newPassword } from './credentials';
import { formText, page, type ScreenKit, type ScreenStatus } from './screen';
import { type UserNotice, UserPage, UsersPage } from './users-page';
import {
  createKey,
  createUser,
  endSession,
  endSessions,
  LOGIN_PATTERN,
  listUsers,
  MAX_KEY_LABEL,
  readUser,
  revokeKey,
  setRole,
} from './users-store';
import { MANAGE_WORDS } from './words';

/**
 * The users screens (administrators): the list, one user's role, password, sessions, passkeys and keys. A new key
 * or password is shown in the answer of the request that made it, never again (only its hash is kept).
 */

const roleOf = (value: unknown): Role | undefined => ROLES.find((role) => role === value);
const PREFIX = /^[a-z0-9]{12}$/;
const hasControl = (text: string) =>
  [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

export const showUsers = (kit: ScreenKit) => async (c: Context<AppEnv>) =>
  page(
    c,
    <UsersPage
      view={{
        frame: kit.frameOf(c),
        users: await listUsers(c.get('db')),
        errors: {},
        notice: deletedNotice(kit.frameOf(c).lang, c.req.query()),
      }}
    />,
  );

export const addUser = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const w = MANAGE_WORDS[frame.lang];
  const db = c.get('db');
  const params = c.get('params');
  const login = (formText(params.login) ?? '').trim();
  const role = roleOf(params.role);
  const errors: Record<string, string> = {};
  if (!LOGIN_PATTERN.test(login)) errors.login = w.loginRule;
  if (!role) errors.role = ROLES.map((r) => w.roles[r]).join(', ');
  const id = Object.keys(errors).length === 0 ? await createUser(db, login, role!) : null;
  if (id !== null) return c.redirect(`${frame.base}/users/${id}?done=created`, 303);
  if (Object.keys(errors).length === 0) errors.login = w.loginTaken;
  const form = { login, role: formText(params.role) ?? '' };
  const status = errors.login === w.loginTaken ? 409 : 400;
  return page(c, <UsersPage view={{ frame, users: await listUsers(db), form, errors }} />, status);
};

/** The user the path names, or null (then the answer is a 404 page). */
async function userOf(c: Context<AppEnv>) {
  const id = c.req.param('id');
  return id && /^\d{1,15}$/.test(id) ? readUser(c.get('db'), Number(id)) : null;
}

async function userPage(
  c: Context<AppEnv>,
  kit: ScreenKit,
  extra: { notice?: UserNotice; errors?: Record<string, string> } = {},
  status: ScreenStatus = 200,
) {
  const frame = kit.frameOf(c);
  const found = await userOf(c);
  if (!found) return page(c, <NotFoundPage frame={frame} />, 404);
  return page(
    c,
    <UserPage view={{ frame, ...found, errors: extra.errors ?? {}, notice: extra.notice }} />,
    status,
  );
}

const NOTICES = ['created', 'role', 'session-ended', 'passkey-removed'] as const;
/** A count in an address (`?passkeys=`), or undefined. */
const countOf = (value: string | undefined) => (value && /^\d{1,3}$/.test(value) ? Number(value) : undefined);

/** One user; `?done=` says what the last change did (never a secret). */
export const showUser = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const done = c.req.query('done');
  const prefix = c.req.query('prefix') ?? '';
  const kind = NOTICES.find((n) => n === done);
  const notice: UserNotice | undefined = kind
    ? { kind }
    : done === 'signed-out'
      ? { kind: 'signed-out', passkeysRemoved: countOf(c.req.query('passkeys')) }
      : done === 'revoked' && PREFIX.test(prefix)
        ? { kind: 'revoked', prefix }
        : undefined;
  return userPage(c, kit, { notice });
};

/** The address of the user's page, with what was done. */
const doneHref = (kit: ScreenKit, c: Context<AppEnv>, id: number, done: string) =>
  `${kit.frameOf(c).base}/users/${id}?done=${done}`;

/**
 * A new role. An administrator can't take the role away from themselves: the calendar could be left
 * without any administrator, and nobody could give it back from the app.
 */
export const changeRole = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const w = MANAGE_WORDS[c.get('lang')];
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const role = roleOf(c.get('params').role);
  if (!role) return userPage(c, kit, { errors: { role: ROLES.map((r) => w.roles[r]).join(', ') } }, 400);
  if (found.user.id === c.get('caller')?.id && role !== 'administrator') {
    return userPage(c, kit, { errors: { role: w.ownRole } }, 409);
  }
  await setRole(c.get('db'), found.user.id, role);
  return c.redirect(doneHref(kit, c, found.user.id, 'role'), 303);
};

/**
 * A new password (generated, or typed by the administrator), shown once; every session of the user ends,
 * and with the form's box (ticked by default) every passkey of the user goes, counted in the answer.
 */
export const resetPassword = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const params = c.get('params');
  const generated = params.generate === '1';
  const password = generated ? newPassword() : (formText(params.password) ?? '');
  const problem = newPasswordProblem(password);
  if (problem) return userPage(c, kit, { errors: { password: problem } }, 400);
  const removePasskeys = params.remove_passkeys === '1';
  const done = await setUserPassword(c.get('db'), found.user.id, password, { removePasskeys });
  if (!done) return userPage(c, kit);
  const passkeysRemoved = removePasskeys ? done.passkeysRemoved : undefined;
  // A typed password is not shown back: the administrator knows it.
  if (generated) return userPage(c, kit, { notice: { kind: 'password', password, passkeysRemoved } });
  const href = doneHref(kit, c, found.user.id, 'signed-out');
  return c.redirect(passkeysRemoved === undefined ? href : `${href}&passkeys=${passkeysRemoved}`, 303);
};

export const signOutEverywhere = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  await endSessions(c.get('db'), found.user.id);
  return c.redirect(doneHref(kit, c, found.user.id, 'signed-out'), 303);
};

/** Ends one session of the user (named by its row number; its cookie then opens nothing). */
export const signOutSession = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const handle = c.req.param('session');
  const ended = handle ? await endSession(c.get('db'), found.user.id, Number(handle)) : false;
  if (!ended) return page(c, <NotFoundPage frame={kit.frameOf(c)} />, 404);
  return c.redirect(doneHref(kit, c, found.user.id, 'session-ended'), 303);
};

/** Removes one passkey of the user (named by its id; another user's is a 404, nothing removed). */
export const removeUserPasskey = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const removed = await removePasskey(c.get('db'), found.user.id, Number(c.req.param('passkey')));
  if (!removed) return page(c, <NotFoundPage frame={kit.frameOf(c)} />, 404);
  return c.redirect(doneHref(kit, c, found.user.id, 'passkey-removed'), 303);
};

/** A new API key, shown in this answer only. */
export const addKey = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const label = (formText(c.get('params').label) ?? '').trim();
  if ([...label].length > MAX_KEY_LABEL || hasControl(label)) {
    return userPage(c, kit, { errors: { label: `≤ ${MAX_KEY_LABEL}` } }, 400);
  }
  const scope = c.get('params').scope === 'submit' ? 'submit' : null;
  const key = await createKey(c.get('db'), found.user.id, label, scope);
  if (!key) return userPage(c, kit);
  return userPage(c, kit, { notice: { kind: 'key', key: key.key } });
};

export const removeKey = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const found = await userOf(c);
  if (!found) return userPage(c, kit);
  const prefix = formText(c.get('params').prefix) ?? '';
  if (!PREFIX.test(prefix) || !(await revokeKey(c.get('db'), found.user.id, prefix))) {
    return userPage(c, kit, { errors: { prefix: 'tec_…' } }, 404);
  }
  return c.redirect(`${doneHref(kit, c, found.user.id, 'revoked')}&prefix=${prefix}`, 303);
};
