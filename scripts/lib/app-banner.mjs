/**
 * What `npm start` says once the server answers (scripts/dev.mjs): where the editors' app is and how to
 * get a password for `admin` (the sample data's administrator has none on a fresh database).
 */

/** The address a browser opens for `host`: a server listening on every address is reached on 127.0.0.1. */
export function browserOrigin({ host, port }) {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function editorsAppMessage(address) {
  const app = `${browserOrigin(address)}/admin/`;
  return `
The editors' app: ${app}
  Sign in as admin. A password for admin (a fresh database has none; printed once):
    npm run users -- set-password --login admin --generate
  Passkeys can be added once signed in (docs/admin-passkeys.md).
`;
}
