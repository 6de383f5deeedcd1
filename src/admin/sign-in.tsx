import { type Frame, Layout } from './layout';
import { PasskeyScript } from './passkeys/page';
import { PASSKEY_WORDS } from './passkeys/words';
import { ADMIN_STRINGS } from './strings';

/**
 * The sign-in form. It posts to `/admin/sign-in` (the sign-in layer's handler) with where to go next;
 * a failed attempt comes back with `?error=1`, which says only that the pair was wrong, never whether
 * the login exists.
 */
export function SignInPage({
  frame,
  next,
  failed,
}: {
  frame: Frame;
  next: string;
  /** `wrong`: the pair was wrong; `throttled`: too many failures from this client, wait a minute. */
  failed: 'wrong' | 'throttled' | null;
}) {
  const t = ADMIN_STRINGS[frame.lang];
  return (
    <Layout frame={frame} title={t.signIn}>
      <div class="signin">
        <h1>{t.signIn}</h1>
        {failed && (
          <p class="error" id="sign-in-error" role="alert">
            {failed === 'throttled' ? t.tooManySignIns : t.wrongLogin}
          </p>
        )}
        <form method="post" action={`${frame.base}/sign-in`}>
          <input type="hidden" name="_csrf" value={frame.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <div class="field">
            <label for="login">{t.login}</label>
            <input
              id="login"
              name="login"
              type="text"
              autocomplete="username"
              autocapitalize="none"
              spellcheck={false}
              required
              aria-describedby={failed ? 'sign-in-error' : undefined}
              aria-invalid={failed ? 'true' : undefined}
            />
          </div>
          <div class="field">
            <label for="password">{t.password}</label>
            <input
              id="password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
              aria-describedby={failed ? 'sign-in-error' : undefined}
              aria-invalid={failed ? 'true' : undefined}
            />
          </div>
          <button type="submit">{t.signIn}</button>
        </form>
        {/* Shown by the script where the browser has passkeys; the form above works without it. */}
        <p>
          <button
            type="button"
            class="plain"
            hidden
            data-passkey-sign-in={`${frame.base}/sign-in/passkey`}
            data-next={next}
            data-status="passkey-status"
            data-failed={PASSKEY_WORDS[frame.lang].signInFailed}
          >
            {PASSKEY_WORDS[frame.lang].signInWithPasskey}
          </button>
        </p>
        <p id="passkey-status" role="alert" />
        <PasskeyScript frame={frame} />
      </div>
    </Layout>
  );
}
