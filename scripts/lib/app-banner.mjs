/**
 * What `npm start` says once the server answers (scripts/dev.mjs): where the editors' app is and how to
 * sign in as `admin`.
 */

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', '']);

/** The address a browser opens for `host`: a server listening on every address is reached on 127.0.0.1. */
export function browserOrigin({ host, port }) {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * The lines a newcomer needs, printed last: where the app is and how to sign in; on a fresh database the
 * password `npm start` just gave admin (scripts/lib/first-password.mjs), shown this once.
 */
export function editorsAppMessage(address, firstPassword = null) {
  // Browsers refuse passkeys (WebAuthn) on an IP address: on this machine they work at `localhost`.
  const passkeysAt = LOOPBACK_OR_ANY.has(address.host) ? ` at http://localhost:${address.port}/admin/` : '';
  const signIn = firstPassword
    ? `  Sign in as admin with the password (given to this new database, shown only this once):
    ${firstPassword}`
    : `  Sign in as admin. Its password was printed when this database was first started; a new one (printed once):
    npm run users -- set-password --login admin --generate`;
  return `
The editors' app: ${browserOrigin(address)}/admin/
${signIn}
  Passkeys: add one once signed in${passkeysAt} (browsers refuse them on an IP address; docs/admin-passkeys.md).
`;
}
