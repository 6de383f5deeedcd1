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

const NEW_PASSWORD = 'npm run users -- set-password --login admin --generate';

/** How to sign in, from what `npm start` found of admin (scripts/lib/first-password.mjs); `undefined`: not asked. */
function signInLines(admin) {
  if (admin === undefined)
    return `  Sign in as admin: \`npm start\` printed its password when it created the database; a new one:
    ${NEW_PASSWORD}`;
  if (admin === null)
    return `  This database has no user admin: make an administrator and give it a password:
    npm run users -- create --login NAME --role administrator && npm run users -- set-password --login NAME --generate`;
  const role =
    admin.role === 'administrator'
      ? ''
      : `\n  admin is a ${admin.role} here (an import carries the roles it can read); to make it an administrator:
    npm run users -- set-role --login admin --role administrator`;
  if (admin.password)
    return `  Sign in as admin with the password (given to this new database, shown only this once):
    ${admin.password}${role}`;
  if (!admin.hasPassword && admin.passkeys === 0)
    return `  admin has no password yet (a password set once signs in); give it one (printed once):
    ${NEW_PASSWORD}${role}`;
  return `  Sign in as admin (its password was printed when it was given; a new one, printed once:
    ${NEW_PASSWORD})${role}`;
}

/**
 * The lines a newcomer needs, printed last: where the app is and how to sign in; on a fresh database the
 * password `npm start` just gave admin, shown this once.
 */
export function editorsAppMessage(address, admin) {
  // Browsers refuse passkeys (WebAuthn) on an IP address: on this machine they work at `localhost`.
  const passkeysAt = LOOPBACK_OR_ANY.has(address.host) ? ` at http://localhost:${address.port}/admin/` : '';
  return `
The editors' app: ${browserOrigin(address)}/admin/
${signInLines(admin)}
  Passkeys: add one once signed in${passkeysAt} (browsers refuse them on an IP address; docs/admin-passkeys.md).
`;
}
