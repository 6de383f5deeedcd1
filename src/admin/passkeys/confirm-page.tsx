import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { appPath } from '../../sessions/next';
import { passkeysOf } from '../../sessions/passkey-store';
import { type Frame, Layout } from '../layout';
import { ADMIN_STRINGS } from '../strings';
import { afterConfirming, PasskeyScript } from './page';
import { PASSKEY_WORDS } from './words';

/**
 * "Confirm it's you" (`GET /admin/confirm?next=`, docs/admin-passkeys.md): the signed-in user gives their
 * password again, or uses one of their passkeys, before adding a passkey; then on to `next` (inside the
 * app; the Passkeys screen by default). The writes are the sign-in layer's (src/sessions/confirm.ts). A
 * caller with an API key has no session to confirm: the page says so.
 */

type Failure = 'wrong' | 'throttled';

function ConfirmPage({
  frame,
  next,
  failed,
  hasPasskeys,
}: {
  frame: Frame;
  next: string;
  failed: Failure | null;
  hasPasskeys: boolean;
}) {
  const w = PASSKEY_WORDS[frame.lang];
  const describedBy = failed ? 'confirm-error confirm-intro' : 'confirm-intro';
  return (
    <Layout frame={frame} title={w.confirmTitle}>
      <div class="signin">
        <h1>{w.confirmTitle}</h1>
        {failed && (
          <p class="error" id="confirm-error" role="alert">
            {failed === 'throttled' ? ADMIN_STRINGS[frame.lang].tooManySignIns : w.wrongPassword}
          </p>
        )}
        <p id="confirm-intro">{w.confirmIntro}</p>
        <form method="post" action={`${frame.base}/confirm`}>
          <input type="hidden" name="_csrf" value={frame.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <div class="field">
            <label for="confirm-password">{w.confirmPassword}</label>
            <input
              id="confirm-password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
              aria-describedby={describedBy}
              aria-invalid={failed ? 'true' : undefined}
            />
          </div>
          <button type="submit">{w.confirm}</button>
        </form>
        {hasPasskeys && (
          <>
            {/* Shown by the script where the browser has passkeys; the form above works without it. */}
            <p>
              <button
                type="button"
                class="plain"
                hidden
                data-passkey-sign-in={`${frame.base}/confirm/passkey`}
                data-next={next}
                data-csrf={frame.csrfToken}
                data-status="passkey-status"
                data-failed={w.confirmFailed}
              >
                {w.confirmWithPasskey}
              </button>
            </p>
            <p id="passkey-status" role="alert" />
            <PasskeyScript frame={frame} />
          </>
        )}
      </div>
    </Layout>
  );
}

function NeedsSessionPage({ frame }: { frame: Frame }) {
  const w = PASSKEY_WORDS[frame.lang];
  return (
    <Layout frame={frame} title={w.confirmTitle}>
      <h1>{w.confirmTitle}</h1>
      <p>{w.needsSession}</p>
    </Layout>
  );
}

const FAILURES = new Map<string | undefined, Failure>([
  ['1', 'wrong'],
  ['throttled', 'throttled'],
]);

/** `GET /admin/confirm` for a signed-in caller (the app's `signedInOnly` runs first). */
export async function confirmScreen(c: Context<AppEnv>, frame: Frame) {
  if (!c.get('session') || !frame.caller) {
    return c.html(`<!doctype html>${await (<NeedsSessionPage frame={frame} />).toString()}`);
  }
  const next = appPath(c.req.query('next')) ?? afterConfirming(frame);
  const hasPasskeys = (await passkeysOf(c.get('db'), frame.caller.id)).length > 0;
  const failed = FAILURES.get(c.req.query('error')) ?? null;
  const page = <ConfirmPage frame={frame} next={next} failed={failed} hasPasskeys={hasPasskeys} />;
  return c.html(`<!doctype html>${await page.toString()}`);
}
