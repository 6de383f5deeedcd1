import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { isLang } from '../../lib/languages';
import { administratorsScreen, page, type ScreenKit } from '../manage/screen';
import { NotFoundPage } from '../not-found';
import { fill } from '../strings';
import { DeleteUserPage, ProfilePage } from './page';
import {
  acceptedLanguage,
  chosenLanguage,
  deleteUserReassigning,
  ownedCounts,
  type Profile,
  readProfile,
  saveProfile,
} from './store';
import { PROFILE_WORDS } from './words';

/**
 * Each person's side of the app (docs/admin-manage.md#profiles): their profile (`/admin/profile`: display
 * name, e-mail, the app's language; an administrator's view of anyone's at `/admin/users/{id}/profile`), and
 * an administrator's deletion of a user with their records given to another (`/admin/users/{id}/delete`,
 * confirmed first). The app's language is also what `interfaceLanguage` sends an address without a language
 * to.
 */

const MAX_NAME = 100;
const MAX_EMAIL = 254;

/** `a@b.c`: one @, something before it and a dot after it, no space; checked by hand (no regex on user text). */
function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || text.length > MAX_EMAIL) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot < 1 || dot === domain.length - 1) return false;
  for (const ch of text) if (ch.trim() === '' || ch === '<' || ch === '>' || ch === ',') return false;
  return true;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A GET of the app without a language in its address (`/admin/…`) goes to the signed-in user's chosen
 * language, else to the browser's (`Accept-Language`) when the app speaks it; the site's main language
 * answers unprefixed as before. An address with a language is answered in it (the language links of the
 * header keep working for a look in another language).
 */
export const interfaceLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.get('langPrefix') !== '') return next();
  const caller = c.get('caller');
  const preferred =
    (caller ? await chosenLanguage(c.get('db'), caller) : null) ??
    acceptedLanguage(c.req.header('accept-language'));
  if (preferred === null || preferred === c.get('lang')) return next();
  const url = new URL(c.req.url);
  return c.redirect(`/${preferred}${url.pathname}${url.search}`, 303);
};

export function profileRoutes(kit: ScreenKit) {
  const only = [kit.signedInOnly, administratorsScreen(kit)] as const;

  async function show(c: Context<AppEnv>, profile: Profile | null, action: string) {
    const frame = kit.frameOf(c);
    if (!profile) return page(c, <NotFoundPage frame={frame} />, 404);
    const shown = {
      display_name: profile.displayName,
      email: profile.email,
      language: profile.language ?? '',
    };
    return page(
      c,
      <ProfilePage
        view={{ frame, profile, shown, errors: {}, saved: c.req.query('saved') === '1', action }}
      />,
    );
  }

  async function save(c: Context<AppEnv>, profile: Profile | null, action: string) {
    const frame = kit.frameOf(c);
    if (!profile) return page(c, <NotFoundPage frame={frame} />, 404);
    const w = PROFILE_WORDS[frame.lang];
    const params = c.get('params');
    const shown = {
      display_name: text(params.display_name),
      email: text(params.email).toLowerCase(),
      language: isLang(params.language) ? params.language : '',
    };
    const errors: Record<string, string> = {};
    if (shown.display_name.length > MAX_NAME) errors.display_name = w.errors.displayName;
    if (shown.email !== '' && !isEmail(shown.email)) errors.email = w.errors.email;
    if (Object.keys(errors).length === 0) {
      const stored = await saveProfile(c.get('db'), profile.id, {
        displayName: shown.display_name,
        email: shown.email,
        language: shown.language === '' ? null : (shown.language as Profile['language']),
      });
      if (stored) {
        // One's own language chosen: the next screens are in it.
        const own = frame.caller?.id === profile.id;
        const base = own && shown.language !== '' ? `/${shown.language}/admin` : frame.base;
        return c.redirect(`${base}${action.slice(frame.base.length)}?saved=1`, 303);
      }
      errors.email = w.errors.emailTaken;
    }
    return page(c, <ProfilePage view={{ frame, profile, shown, errors, saved: false, action }} />, 400);
  }

  const userOf = (c: Context<AppEnv>) => readProfile(c.get('db'), Number(c.req.param('id')));
  const ownOf = (c: Context<AppEnv>) => readProfile(c.get('db'), c.get('caller')?.id ?? 0);

  async function confirmDelete(c: Context<AppEnv>, error?: string) {
    const frame = kit.frameOf(c);
    const profile = await userOf(c);
    if (!profile) return page(c, <NotFoundPage frame={frame} />, 404);
    const w = PROFILE_WORDS[frame.lang];
    const counts = await ownedCounts(c.get('db'), profile.id);
    const others = await c
      .get('db')
      .all<{ id: number; login: string }>(
        sql`SELECT id, login FROM users WHERE id <> ${profile.id} AND role <> 'subscriber' ORDER BY login LIMIT 500`,
      );
    const self = frame.caller?.id === profile.id;
    return page(
      c,
      <DeleteUserPage view={{ frame, profile, counts, others, error: self ? w.cannotDeleteSelf : error }} />,
      self || error ? 400 : 200,
    );
  }

  async function deleteUser(c: Context<AppEnv>) {
    const frame = kit.frameOf(c);
    const id = Number(c.req.param('id'));
    const to = Number(text(c.get('params').reassign));
    const w = PROFILE_WORDS[frame.lang];
    if (id === frame.caller?.id) return confirmDelete(c);
    const [profile, heir] = await Promise.all([userOf(c), readProfile(c.get('db'), to)]);
    if (!profile) return page(c, <NotFoundPage frame={frame} />, 404);
    if (!heir || heir.id === id || heir.role === 'subscriber') return confirmDelete(c, w.reassignTo);
    const nowUtc = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const deleted = await deleteUserReassigning(c.get('db'), id, heir.id, nowUtc);
    if (!deleted) return confirmDelete(c, w.reassignTo);
    const done = new URLSearchParams({ deleted: profile.login, to: heir.login });
    return c.redirect(`${frame.base}/users?${done}`, 303);
  }

  return new Hono<AppEnv>({ strict: false })
    .get('/profile', kit.signedInOnly, async (c) => show(c, await ownOf(c), `${kit.frameOf(c).base}/profile`))
    .post('/profile', kit.signedInOnly, async (c) =>
      save(c, await ownOf(c), `${kit.frameOf(c).base}/profile`),
    )
    .get('/users/:id{[0-9]{1,15}}/profile', ...only, async (c) =>
      show(c, await userOf(c), `${kit.frameOf(c).base}/users/${c.req.param('id')}/profile`),
    )
    .post('/users/:id{[0-9]{1,15}}/profile', ...only, async (c) =>
      save(c, await userOf(c), `${kit.frameOf(c).base}/users/${c.req.param('id')}/profile`),
    )
    .get('/users/:id{[0-9]{1,15}}/delete', ...only, (c) => confirmDelete(c))
    .post('/users/:id{[0-9]{1,15}}/delete', ...only, deleteUser);
}

/** The users list's notice after a deletion (`?deleted=&to=`). */
export function deletedNotice(lang: keyof typeof PROFILE_WORDS, query: Record<string, string>) {
  if (!query.deleted || !query.to) return null;
  return fill(PROFILE_WORDS[lang].deleted, { login: query.deleted.slice(0, 60), to: query.to.slice(0, 60) });
}
