import { ROLES } from '../../db/schema';
import type { StoredPasskey } from '../../sessions/passkey-store';
import { type Frame, Layout } from '../layout';
import { PASSKEY_WORDS } from '../passkeys/words';
import { PROFILE_WORDS } from '../profile/words';
import { RowAction } from '../row-action';
import { ADMIN_STRINGS, fill, plural } from '../strings';
import { Table } from '../table';
import { FieldError } from './field-error';
import { RECORD_WORDS } from './record-words';
import { ErrorSummary } from './screen';
import type { KeyRow, SessionRow, UserRow } from './users-store';
import { MANAGE_WORDS, type ManageWords } from './words';

export interface UsersView {
  frame: Frame;
  users: UserRow[];
  /** The create form's values and errors after a refused create. */
  form?: { login: string; role: string };
  errors: Record<string, string>;
  /** What the last change did, in words (a deletion: src/admin/profile/). */
  notice?: string | null;
}

function RoleSelect({
  w,
  value,
  id,
  describedBy,
}: {
  w: ManageWords;
  value: string;
  id: string;
  describedBy?: string;
}) {
  return (
    <select id={id} name="role" aria-describedby={describedBy}>
      {ROLES.map((role) => (
        <option value={role} selected={role === value}>
          {w.roles[role]}
        </option>
      ))}
    </select>
  );
}

/** The users (administrators): login, role, password, keys, sessions; and a form to create one. */
export function UsersPage({ view }: { view: UsersView }) {
  const { frame, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const login = ADMIN_STRINGS[frame.lang].login;
  const labels = { login, role: w.role };
  return (
    <Layout frame={frame} title={w.users} current="users">
      <h1>{w.users}</h1>
      {view.notice && (
        <p class="notice" role="status">
          {view.notice}
        </p>
      )}
      <Table
        rows={view.users}
        columns={[
          {
            label: login,
            role: 'name',
            cell: (user) => <a href={`${frame.base}/users/${user.id}`}>{user.login}</a>,
          },
          { label: w.role, cell: (user) => w.roles[user.role] ?? user.role },
          { label: w.hasPassword, cell: (user) => (user.has_password ? w.yes : w.no) },
          { label: w.keys, cell: (user) => user.keys },
          { label: w.sessions, cell: (user) => user.sessions },
        ]}
      />
      <h2 id="new-user">{w.newUser}</h2>
      <ErrorSummary intro={w.fixErrors} errors={errors} labels={labels} />
      <form method="post" action={`${frame.base}/users`} aria-labelledby="new-user" novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <div class="field">
          <label for="f-login">{login}</label>
          <FieldError id="e-login" error={errors.login} />
          <input
            id="f-login"
            name="login"
            value={view.form?.login ?? ''}
            required
            maxlength={60}
            autocomplete="off"
            aria-describedby={errors.login ? 'e-login h-login' : 'h-login'}
          />
          <p class="muted" id="h-login">
            {w.loginRule}
          </p>
        </div>
        <div class="field">
          <label for="f-role">{w.role}</label>
          <FieldError id="e-role" error={errors.role} />
          <RoleSelect
            w={w}
            id="f-role"
            value={view.form?.role ?? 'author'}
            describedBy={errors.role ? 'e-role' : undefined}
          />
        </div>
        <button type="submit">{w.create}</button>
      </form>
    </Layout>
  );
}

/** What one request did, shown above the user's forms; secrets only in the answer that made them. */
export type UserNotice =
  | { kind: 'created' | 'role' | 'session-ended' | 'passkey-removed' }
  /** `passkeysRemoved`: how many passkeys a password reset removed (undefined: it kept them). */
  | { kind: 'signed-out'; passkeysRemoved?: number }
  | { kind: 'revoked'; prefix: string }
  | { kind: 'key'; key: string }
  | { kind: 'password'; password: string; passkeysRemoved?: number };

export interface UserView {
  frame: Frame;
  user: UserRow;
  keys: KeyRow[];
  sessions: SessionRow[];
  passkeys: StoredPasskey[];
  notice?: UserNotice;
  errors: Record<string, string>;
}

function Notice({
  notice,
  w,
  login,
  lang,
}: {
  notice: UserNotice;
  w: ManageWords;
  login: string;
  lang: Frame['lang'];
}) {
  const removed =
    (notice.kind === 'password' || notice.kind === 'signed-out') && notice.passkeysRemoved !== undefined
      ? plural(lang, w.passkeysRemoved, notice.passkeysRemoved)
      : null;
  if (notice.kind === 'key' || notice.kind === 'password') {
    const secret = notice.kind === 'key' ? notice.key : notice.password;
    const label = notice.kind === 'key' ? w.keyShown : fill(w.newPasswordShown, { login });
    return (
      <div class="notice" role="status">
        <label for="secret">{label}</label>
        <input
          id="secret"
          readonly
          value={secret}
          size={60}
          aria-describedby="secret-hint"
          autocomplete="off"
        />
        <p id="secret-hint">{w.copyHint}</p>
        {removed && <p>{removed}</p>}
      </div>
    );
  }
  const text =
    notice.kind === 'created'
      ? fill(w.created, { login })
      : notice.kind === 'signed-out'
        ? fill(w.signedOutEverywhere, { login })
        : notice.kind === 'session-ended'
          ? RECORD_WORDS[lang].sessionEnded
          : notice.kind === 'passkey-removed'
            ? PASSKEY_WORDS[lang].removed
            : notice.kind === 'revoked'
              ? fill(w.revoked, { prefix: notice.prefix })
              : w.saved;
  return (
    <p class="notice" role="status">
      {removed ? `${text} ${removed}` : text}
    </p>
  );
}

/** One user: role, password, sessions, passkeys and API keys, each its own small form. */
export function UserPage({ view }: { view: UserView }) {
  const { frame, user, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const action = `${frame.base}/users/${user.id}`;
  const csrf = <input type="hidden" name="_csrf" value={frame.csrfToken} />;
  return (
    <Layout frame={frame} title={user.login} current="users">
      <p>
        <a href={`${frame.base}/users`}>{w.back}</a>
      </p>
      <h1>{user.login}</h1>
      <p>
        <a href={`${action}/profile`}>{PROFILE_WORDS[frame.lang].profileOf.replace('{login}', user.login)}</a>
        {frame.caller?.id !== user.id && (
          <>
            {' · '}
            <a href={`${action}/delete`}>{PROFILE_WORDS[frame.lang].deleteUser}</a>
          </>
        )}
      </p>
      {view.notice && <Notice notice={view.notice} w={w} login={user.login} lang={frame.lang} />}
      <ErrorSummary
        intro={w.fixErrors}
        errors={errors}
        labels={{ role: w.role, password: w.resetPassword, label: w.keyLabel }}
      />

      <h2 id="h-role">{w.changeRole}</h2>
      <form method="post" action={`${action}/role`} aria-labelledby="h-role">
        {csrf}
        <div class="field">
          <label for="f-role">{w.role}</label>
          <FieldError id="e-role" error={errors.role} />
          <RoleSelect w={w} id="f-role" value={user.role} describedBy={errors.role ? 'e-role' : undefined} />
        </div>
        <button type="submit">{w.changeRole}</button>
      </form>

      <h2 id="h-password">{w.resetPassword}</h2>
      <form method="post" action={`${action}/password`} aria-labelledby="h-password">
        {csrf}
        <div class="field">
          <label class="check">
            <input
              type="checkbox"
              name="remove_passkeys"
              value="1"
              checked
              aria-describedby="h-remove-passkeys"
            />
            {w.removePasskeys}
          </label>
          <p class="muted" id="h-remove-passkeys">
            {w.removePasskeysHint}
          </p>
        </div>
        <p>
          <button type="submit" name="generate" value="1">
            {w.generatePassword}
          </button>
        </p>
        <div class="field">
          <label for="f-password">{w.typePassword}</label>
          <FieldError id="e-password" error={errors.password} />
          <input
            id="f-password"
            name="password"
            type="password"
            autocomplete="new-password"
            aria-describedby={errors.password ? 'e-password' : undefined}
          />
        </div>
        <button type="submit">{w.resetPassword}</button>
      </form>

      <h2 id="h-sessions">{w.sessions}</h2>
      <Sessions view={view} />
      <form method="post" action={`${action}/sign-out`} aria-labelledby="h-sessions">
        {csrf}
        <button type="submit">{w.signOutEverywhere}</button>
      </form>

      <h2 id="h-passkeys">{PASSKEY_WORDS[frame.lang].passkeys}</h2>
      <Passkeys view={view} />

      <h2 id="h-keys">{w.apiKeys}</h2>
      {view.keys.length === 0 ? (
        <p>{w.noKeys}</p>
      ) : (
        <Table
          rows={view.keys}
          columns={[
            { label: 'tec_…', role: 'name', cell: (key) => <code>{key.prefix}</code> },
            { label: w.keyLabel, cell: (key) => key.label },
            { label: w.keyScope, cell: (key) => (key.scope === 'submit' ? w.scopeSubmit : w.scopeRole) },
            { label: w.create, cell: (key) => key.created_utc },
            {
              label: w.revoke,
              cell: (key) =>
                key.revoked_utc ?? (
                  <form method="post" action={`${action}/keys/revoke`}>
                    {csrf}
                    <input type="hidden" name="prefix" value={key.prefix} />
                    <button type="submit" class="plain">
                      {w.revoke}
                      <span class="visually-hidden">{` ${key.prefix}`}</span>
                    </button>
                  </form>
                ),
            },
          ]}
        />
      )}
      <form method="post" action={`${action}/keys`} aria-labelledby="h-keys">
        {csrf}
        <div class="field">
          <label for="f-label">{w.keyLabel}</label>
          <FieldError id="e-label" error={errors.label} />
          <input
            id="f-label"
            name="label"
            maxlength={100}
            aria-describedby={errors.label ? 'e-label' : undefined}
          />
        </div>
        <div class="field">
          <label class="check">
            <input type="checkbox" name="scope" value="submit" aria-describedby="h-scope" />
            {w.scopeSubmitLabel}
          </label>
          <p class="muted" id="h-scope">
            {w.scopeSubmitHint}
          </p>
        </div>
        <button type="submit">{w.createKey}</button>
      </form>
    </Layout>
  );
}

/** The user's passkeys (docs/admin-passkeys.md), each with its own "Remove" form. */
function Passkeys({ view }: { view: UserView }) {
  const p = PASSKEY_WORDS[view.frame.lang];
  if (view.passkeys.length === 0) return <p>{MANAGE_WORDS[view.frame.lang].noPasskeys}</p>;
  const action = `${view.frame.base}/users/${view.user.id}/passkeys`;
  return (
    <Table
      caption={p.passkeys}
      captionHidden
      rows={view.passkeys.map((passkey) => ({ ...passkey, name: passkey.name || p.unnamed }))}
      columns={[
        { label: p.name, role: 'name', cell: (passkey) => passkey.name },
        { label: p.created, cell: (passkey) => <At utc={passkey.created_utc} /> },
        {
          label: p.lastUsed,
          cell: (passkey) => (passkey.last_used_utc ? <At utc={passkey.last_used_utc} /> : p.never),
        },
        {
          label: p.remove,
          role: 'actions',
          cell: (passkey) => (
            <RowAction
              frame={view.frame}
              action={`${action}/${passkey.id}/delete`}
              label={p.remove}
              named={fill(p.removeNamed, { name: passkey.name })}
            />
          ),
        },
      ]}
    />
  );
}

const At = ({ utc }: { utc: string }) => <time datetime={`${utc.replace(' ', 'T')}Z`}>{`${utc} UTC`}</time>;

/** The user's sessions in force, each with its own "sign out" form. */
function Sessions({ view }: { view: UserView }) {
  const r = RECORD_WORDS[view.frame.lang];
  if (view.sessions.length === 0) return <p>{r.noSessions}</p>;
  const action = `${view.frame.base}/users/${view.user.id}/sessions`;
  return (
    <Table
      caption={r.sessionsTitle}
      rows={view.sessions}
      columns={[
        { label: r.sessionCreated, cell: (session) => <At utc={session.created_utc} /> },
        { label: r.sessionSeen, cell: (session) => <At utc={session.last_seen_utc} /> },
        { label: r.sessionAgent, cell: (session) => session.user_agent || '—' },
        { label: r.sessionExpires, cell: (session) => <At utc={session.ends_utc} /> },
        {
          label: r.signOutSession,
          role: 'actions',
          cell: (session) => (
            <form method="post" action={`${action}/${session.handle}/sign-out`}>
              <input type="hidden" name="_csrf" value={view.frame.csrfToken} />
              <button type="submit" class="plain">
                {r.signOutSession}
                <span class="visually-hidden">{` (${session.last_seen_utc} UTC)`}</span>
              </button>
            </form>
          ),
        },
      ]}
    />
  );
}
