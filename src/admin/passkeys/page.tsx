import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { dateTimeInWords } from '../../lib/date-words';
import { zonedWallOfUtcWall } from '../../lib/dates';
import type { Lang } from '../../lib/languages';
import { passkeysOf, type StoredPasskey } from '../../sessions/passkey-store';
import { confirmHref, hasFreshProof, PROOF_FRESH_MS } from '../../sessions/proof';
import { type Frame, Layout } from '../layout';
import { RowAction } from '../row-action';
import { fill } from '../strings';
import { Table } from '../table';
import { PASSKEY_WORDS } from './words';

/**
 * The Passkeys screen (docs/admin-passkeys.md): the signed-in user's passkeys, a form to remove each
 * (works without JavaScript) and one to add another (WebAuthn needs the script: without it the screen
 * says so) once the session has recently proved the password or a passkey, else a button to confirm
 * that first (./confirm-page.tsx). The writes are the sign-in layer's (src/sessions/passkeys.ts).
 */

/** Where confirming it's you leads by default (./confirm-page.tsx): back here, to add a passkey. */
export const afterConfirming = (frame: Frame) => `${frame.base}/passkeys?confirmed=1`;

/** The confirm page, coming back here. */
const confirmPage = (frame: Frame) => confirmHref(frame.base, afterConfirming(frame));

/** The script of the passkey buttons (same origin, this response's nonce). */
export const PasskeyScript = ({ frame }: { frame: Frame }) => (
  <script nonce={frame.nonce} src="/admin/passkeys.js" defer />
);

/** In the site's zone and the page's language (workerd's Intl has no Basque or Galician names). */
function when(utc: string | null, lang: Lang, timeZone: string) {
  if (utc === null) return null;
  const wall = zonedWallOfUtcWall(utc, timeZone);
  return dateTimeInWords(wall, lang);
}

/** What adding a passkey takes now: the form, confirming it's you first, or a session (a key adds none). */
type AddState = 'ready' | 'confirm' | 'session';

function PasskeysPage({
  frame,
  passkeys,
  timeZone,
  notice,
  add,
}: {
  frame: Frame;
  passkeys: StoredPasskey[];
  timeZone: string;
  notice: 'added' | 'removed' | 'confirmed' | null;
  add: AddState;
}) {
  const w = PASSKEY_WORDS[frame.lang];
  const minutes = String(PROOF_FRESH_MS / 60_000);
  return (
    <Layout frame={frame} title={w.passkeys}>
      <h1>{w.passkeys}</h1>
      {notice && (
        <p class="notice" role="status">
          {notice === 'confirmed' ? fill(w.confirmed, { minutes }) : w[notice]}
        </p>
      )}
      <p>{w.intro}</p>
      {passkeys.length === 0 ? (
        <p class="muted">{w.none}</p>
      ) : (
        <Table
          caption={w.passkeys}
          captionHidden
          rows={passkeys.map((p) => ({ ...p, name: p.name || w.unnamed }))}
          columns={[
            { label: w.name, role: 'name', cell: (p) => p.name },
            { label: w.created, cell: (p) => when(p.created_utc, frame.lang, timeZone) },
            { label: w.lastUsed, cell: (p) => when(p.last_used_utc, frame.lang, timeZone) ?? w.never },
            {
              label: w.remove,
              role: 'actions',
              cell: (p) => (
                <RowAction
                  frame={frame}
                  action={`${frame.base}/passkeys/${p.id}/delete`}
                  label={w.remove}
                  named={fill(w.removeNamed, { name: p.name })}
                />
              ),
            },
          ]}
        />
      )}
      <h2>{w.add}</h2>
      {add === 'ready' ? <AddForm frame={frame} /> : <BeforeAdding frame={frame} add={add} />}
    </Layout>
  );
}

/** Adding needs a recent proof (src/sessions/proof.ts): confirming first, through the confirm page. */
function BeforeAdding({ frame, add }: { frame: Frame; add: Exclude<AddState, 'ready'> }) {
  const w = PASSKEY_WORDS[frame.lang];
  if (add === 'session') return <p>{w.needsSession}</p>;
  return (
    <>
      <p>{w.addNeedsConfirm}</p>
      <form method="get" action={`${frame.base}/confirm`}>
        <input type="hidden" name="next" value={afterConfirming(frame)} />
        <button type="submit">{w.add}</button>
      </form>
    </>
  );
}

/**
 * The form the script runs the ceremony from; if the proof lapses meanwhile, the script goes to
 * `data-confirm` and comes back.
 */
function AddForm({ frame }: { frame: Frame }) {
  const w = PASSKEY_WORDS[frame.lang];
  return (
    <>
      <p data-passkey-no-script>{w.needsScript}</p>
      <form
        method="post"
        action={`${frame.base}/passkeys`}
        data-passkey-add={`${frame.base}/passkeys`}
        data-confirm={confirmPage(frame)}
        hidden
      >
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <div class="field">
          <label for="passkey-name">{w.name}</label>
          <input
            id="passkey-name"
            name="name"
            type="text"
            maxlength={60}
            aria-describedby="passkey-name-hint"
          />
          <span id="passkey-name-hint" class="muted">
            {w.nameHint}
          </span>
        </div>
        <button type="submit" data-status="passkey-status" data-failed={w.addFailed}>
          {w.add}
        </button>
      </form>
      <p id="passkey-status" role="alert" />
      <PasskeyScript frame={frame} />
    </>
  );
}

/** `GET /admin/passkeys` for a signed-in caller (the app's `signedInOnly` runs first). */
export async function passkeysScreen(c: Context<AppEnv>, frame: Frame) {
  const passkeys = frame.caller ? await passkeysOf(c.get('db'), frame.caller.id) : [];
  const add: AddState = !c.get('session') ? 'session' : hasFreshProof(c) ? 'ready' : 'confirm';
  const notice =
    c.req.query('added') === '1'
      ? 'added'
      : c.req.query('removed') === '1'
        ? 'removed'
        : c.req.query('confirmed') === '1' && add === 'ready'
          ? 'confirmed'
          : null;
  const page = (
    <PasskeysPage
      frame={frame}
      passkeys={passkeys}
      timeZone={c.get('config').siteTimezone}
      notice={notice}
      add={add}
    />
  );
  return c.html(`<!doctype html>${await page.toString()}`);
}
