// @ts-expect-error: a text module (wrangler.toml's rule for this file), which has no type declarations.
import bundle from '../../node_modules/@simplewebauthn/browser/dist/bundle/index.umd.min.js';

/**
 * The script of the passkey buttons, served at `/admin/passkeys.js` (same origin, loaded with the page's
 * nonce): @simplewebauthn/browser's bundle (it defines `SimpleWebAuthnBrowser`), then the app's part.
 * `[data-passkey-sign-in]` signs in (or, with `data-csrf`, confirms a signed-in session: src/sessions/confirm.ts);
 * `[data-passkey-add]` (in a form with `_csrf` and `name`) adds one, going to its `data-confirm` page when
 * the session must confirm it's its user first.
 * Both show themselves only where the browser has WebAuthn; without JavaScript the password form is all.
 * Errors go to the element named by the button's `data-status` (a live region).
 */
const APP_PART = `
(() => {
  const { browserSupportsWebAuthn, startAuthentication, startRegistration } = SimpleWebAuthnBrowser;
  if (!browserSupportsWebAuthn()) return;
  for (const note of document.querySelectorAll('[data-passkey-no-script]')) note.hidden = true;
  const post = async (url, body, csrf) => {
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (csrf) headers['X-CSRF-Token'] = csrf;
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
    const data = res.status === 204 ? {} : await res.json().catch(() => ({}));
    if (!res.ok) {
      const err = new Error(data.message || res.statusText);
      err.reason = data.data && data.data.reason;
      throw err;
    }
    return data;
  };
  const say = (button, text) => {
    const status = document.getElementById(button.dataset.status);
    if (status) status.textContent = text;
  };
  for (const button of document.querySelectorAll('[data-passkey-sign-in]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      say(button, '');
      try {
        const base = button.dataset.passkeySignIn;
        const csrf = button.dataset.csrf;
        const options = await post(base + '/options', {}, csrf);
        const response = await startAuthentication({ optionsJSON: options });
        const done = await post(base, { response, next: button.dataset.next }, csrf);
        location.assign(done.next);
      } catch (err) {
        say(button, button.dataset.failed + ' ' + (err && err.message ? err.message : ''));
      }
    });
  }
  for (const form of document.querySelectorAll('form[data-passkey-add]')) {
    form.hidden = false;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector('button');
      say(button, '');
      const csrf = form.elements._csrf.value;
      try {
        const base = form.dataset.passkeyAdd;
        const options = await post(base + '/options', {}, csrf);
        const response = await startRegistration({ optionsJSON: options });
        await post(base, { response, name: form.elements.name.value }, csrf);
        location.assign(base + '?added=1');
      } catch (err) {
        // The session's proof lapsed while the page was open: confirm again, then come back.
        if (err && err.reason === 'reauthenticate' && form.dataset.confirm) return location.assign(form.dataset.confirm);
        say(button, button.dataset.failed + ' ' + (err && err.message ? err.message : ''));
      }
    });
  }
})();
`;

export const PASSKEY_SCRIPT = `${bundle as string}\n${APP_PART}`;
