/**
 * What `npm start` says once the server answers (scripts/dev.mjs): where the editors' app is and how to
 * get a password for `admin` (the sample data's administrator has none on a fresh database).
 */

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', '']);

/** The address a browser opens for `host`: a server listening on every address is reached on 127.0.0.1. */
export function browserOrigin({ host, port }) {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function editorsAppMessage(address) {
  // Browsers refuse passkeys (WebAuthn) on an IP address: on this machine they work at `localhost`.
  const passkeysAt = LOOPBACK_OR_ANY.has(address.host) ? ` at http://localhost:${address.port}/admin/` : '';
  return `
The editors' app: ${browserOrigin(address)}/admin/
  Sign in as admin. A password for admin (a fresh database has none; printed once):
    npm run users -- set-password --login admin --generate
  Passkeys: add one once signed in${passkeysAt} (browsers refuse them on an IP address; docs/admin-passkeys.md).
`;
}
