#!/usr/bin/env node
/**
 * Users and API keys of the D1 database.
 *
 *   node scripts/users.mjs create --login <name> --role <role> [--label <text>] [--scope submit] [--json] [--remote]
 *   node scripts/users.mjs revoke --prefix <prefix> [--json] [--remote]
 *   node scripts/users.mjs list [--json] [--remote]
 *   node scripts/users.mjs set-role --login <name> --role <role> [--json] [--remote]
 *   node scripts/users.mjs delete --login <name> [--reassign <login>] [--json] [--remote]
 *   node scripts/users.mjs set-password --login <name> [--generate] [--keep-passkeys] [--json] [--remote]
 *     (password on stdin)
 *
 * With --json every outcome, errors included, is one JSON line on stdout (run it as
 * `npm run -s users -- …` so npm prints no banner before it).
 *
 * Keys look like `tec_<12 [a-z0-9]>_<43 base64url chars>` (src/http/auth.ts); only the lowercase hex
 * SHA-256 of the whole key is stored, so a key is shown once, when it is created.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { sqlString } from '../tooling/sql.mjs';
import { d1Command, d1Hint } from '../tooling/wrangler.mjs';
import {
  generatePassword,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordFromInput,
  setPasswordStatements,
} from './lib/password-hash.mjs';

const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber', 'submitter'];
const LOGIN_RE = /^[A-Za-z0-9._@-]{1,60}$/;
const PREFIX_RE = /^[a-z0-9]{12}$/;
/** Must match KEY_PATTERN in src/http/auth.ts. */
const KEY_RE = /^tec_([a-z0-9]{12})_([A-Za-z0-9_-]{32,64})$/;
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MAX_LABEL = 100;

const USAGE = `Usage (npm run users -- <command> …, or node scripts/users.mjs <command> …):
  create --login <name> --role <role> [--label <text>] [--scope submit] [--key-only] [--json] [--remote]
      Creates the user if the login is new (an existing user is reused unchanged) and prints a new
      API key for it. The key is shown only once. --scope submit makes a key that only sends events in
      (/submissions, docs/submissions.md), whatever the user's role. --key-only prints the key alone, for
      KEY=$(npm run -s users -- create --login ane --role editor --key-only)
  revoke --prefix <prefix> [--json] [--remote]
      Revokes the key with that prefix (the 12 characters after "tec_"; a whole key works too).
  list [--json] [--remote]
      Lists users, whether they have a password, and the prefixes of their keys (never the keys).
  set-role --login <name> --role <role> [--json] [--remote]
      Gives the user another role; its keys keep working with the new role at once.
  delete --login <name> [--reassign <login>] [--json] [--remote]
      Deletes the user and its keys. A user who authored events, venues or organizers is only
      deleted with --reassign, which gives them to another user first (as WordPress asks).
  set-password --login <name> [--generate] [--keep-passkeys] [--json] [--remote]
      Sets the password the user signs in to the editors' app (/admin/) with, read from standard input
      (${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters; one final line break is dropped), e.g.
      printf '%s' "$PASSWORD" | npm run -s users -- set-password --login ane
      --generate makes a strong one instead and prints it once. Every session of the user ends, and
      every passkey of the user is removed (one added by whoever held the password, a session or a key
      would still sign in; docs/admin-passkeys.md); --keep-passkeys keeps them.

  roles: ${ROLES.join(', ')}
  logins: 1-60 characters among A-Z a-z 0-9 . _ @ -
  --json    one JSON line on stdout, errors included (use npm run -s so npm adds no banner)
  --remote  use the remote D1 database instead of the local one (.wrangler/state)

  The sample data (npm run db:seed) creates the user "admin" (id 1, administrator) as the author of
  its records, without a key: "create --login admin" gives it one.`;

const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

export function generateKey() {
  let prefix = '';
  for (let i = 0; i < 12; i++) prefix += PREFIX_ALPHABET[randomInt(PREFIX_ALPHABET.length)];
  const key = `tec_${prefix}_${randomBytes(32).toString('base64url')}`;
  if (!KEY_RE.test(key)) throw new Error('Generated key does not match the key format.');
  return { key, prefix, hash: sha256Hex(key) };
}

async function query(sql, remote) {
  try {
    return await d1Command(sql, { remote });
  } catch (err) {
    err.hint = d1Hint(err);
    throw err;
  }
}

function requireLogin(login) {
  if (login === undefined) throw new UsageError('--login is required.');
  if (!LOGIN_RE.test(login)) {
    throw new UsageError(
      `Invalid login ${JSON.stringify(login)}: use 1-60 characters among A-Z a-z 0-9 . _ @ -`,
    );
  }
  return login;
}

function checkRole(role) {
  if (role !== undefined && !ROLES.includes(role)) {
    throw new UsageError(`Invalid role ${JSON.stringify(role)}: must be one of ${ROLES.join(', ')}.`);
  }
  return role;
}

function checkLabel(label = '') {
  if (label.length > MAX_LABEL)
    throw new UsageError(`--label is too long (at most ${MAX_LABEL} characters).`);
  const isControl = (ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
  if ([...label].some(isControl)) throw new UsageError('--label must not contain control characters.');
  return label;
}

function noPositionals(positionals) {
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
}

async function create(args) {
  const { values, positionals } = parseOptions(args, {
    login: { type: 'string' },
    role: { type: 'string' },
    label: { type: 'string' },
    scope: { type: 'string' },
    'key-only': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  if (values.json && values['key-only']) throw new UsageError('Use either --json or --key-only.');
  const login = requireLogin(values.login);
  const role = checkRole(values.role);
  const label = checkLabel(values.label);
  if (values.scope !== undefined && values.scope !== 'submit') {
    throw new UsageError('--scope must be submit (a key that only sends events in), or left out.');
  }
  const scope = values.scope === 'submit' ? "'submit'" : 'NULL';
  const { remote } = values;

  const [[existing]] = await query(
    `SELECT id, login, role FROM users WHERE login = ${sqlString(login)}`,
    remote,
  );
  if (!existing && role === undefined)
    throw new UsageError(`--role is required to create the new user ${login}.`);

  let created;
  for (let attempt = 1; ; attempt++) {
    const { key, prefix, hash } = generateKey();
    const statements = [
      existing
        ? null
        : `INSERT INTO users (login, role) SELECT ${sqlString(login)}, ${sqlString(role)} WHERE NOT EXISTS (SELECT 1 FROM users WHERE login = ${sqlString(login)})`,
      `INSERT INTO api_keys (user_id, prefix, hash, label, scope) SELECT id, ${sqlString(prefix)}, ${sqlString(hash)}, ${sqlString(label)}, ${scope} FROM users WHERE login = ${sqlString(login)}`,
      `SELECT u.id, u.login, u.role, k.prefix FROM users u JOIN api_keys k ON k.user_id = u.id WHERE u.login = ${sqlString(login)} AND k.prefix = ${sqlString(prefix)}`,
    ].filter(Boolean);
    try {
      const results = await query(statements.join(';\n'), remote);
      const row = results[results.length - 1][0];
      if (!row) throw new Error(`The key for ${login} was not stored.`);
      created = { user: row, key, prefix };
      break;
    } catch (err) {
      if (attempt >= 3 || !/UNIQUE constraint failed: api_keys\.prefix/.test(err.message)) throw err;
    }
  }

  const { user, key, prefix } = created;
  const roleNote =
    existing && role !== undefined && role !== existing.role
      ? `Note: user ${login} already exists with role ${existing.role}; --role ${role} was ignored.`
      : '';
  if (values.json || values['key-only']) {
    if (roleNote) console.error(roleNote);
    console.log(
      values.json
        ? JSON.stringify({
            user_id: user.id,
            login: user.login,
            role: user.role,
            key,
            prefix,
            ...(values.scope && { scope: values.scope }),
          })
        : key,
    );
    return;
  }
  console.log(
    existing
      ? `User ${user.login} already exists (id ${user.id}, role ${user.role}); added a new API key.`
      : `Created user ${user.login} (id ${user.id}, role ${user.role}).`,
  );
  if (roleNote) console.log(roleNote);
  console.log(
    `\nAPI key${label ? ` (${label})` : ''}${values.scope ? ', scoped to sending events in (/submissions)' : ''}:\n\n  ${key}\n`,
  );
  console.log('It is shown only this once: store it now (only its SHA-256 hash is kept).');
  console.log(`Send it as "Authorization: Bearer <key>", or as Basic auth with ${user.login}:<key>.`);
  console.log(`Revoke it with: node scripts/users.mjs revoke --prefix ${prefix}${remote ? ' --remote' : ''}`);
}

async function revoke(args) {
  const { values, positionals } = parseOptions(args, {
    prefix: { type: 'string' },
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  if (values.prefix === undefined) throw new UsageError('--prefix is required.');
  const prefix = KEY_RE.exec(values.prefix)?.[1] ?? values.prefix.replace(/^tec_/, '').replace(/_$/, '');
  if (!PREFIX_RE.test(prefix)) {
    throw new UsageError(
      `Invalid prefix ${JSON.stringify(values.prefix)}: expected 12 characters among a-z 0-9.`,
    );
  }
  const p = sqlString(prefix);
  const [before, , [after]] = await query(
    [
      `SELECT revoked_utc FROM api_keys WHERE prefix = ${p}`,
      `UPDATE api_keys SET revoked_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE prefix = ${p} AND revoked_utc IS NULL`,
      `SELECT k.prefix, k.label, k.revoked_utc, u.login FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.prefix = ${p}`,
    ].join(';\n'),
    values.remote,
  );
  if (before.length === 0 || !after) throw new Error(`No API key with prefix ${prefix}.`);
  const alreadyRevoked = before[0].revoked_utc !== null;
  if (values.json) {
    console.log(
      JSON.stringify({
        prefix,
        login: after.login,
        revoked_utc: after.revoked_utc,
        already_revoked: alreadyRevoked,
      }),
    );
    return;
  }
  console.log(
    alreadyRevoked
      ? `Key tec_${prefix}_… of ${after.login} was already revoked at ${after.revoked_utc} UTC.`
      : `Revoked key tec_${prefix}_… of ${after.login} at ${after.revoked_utc} UTC.`,
  );
}

async function list(args) {
  const { values, positionals } = parseOptions(args, {
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  const [rows] = await query(
    `SELECT u.id, u.login, u.role, u.created_utc, u.password_hash IS NOT NULL AS has_password, k.prefix, k.label, k.created_utc AS key_created_utc, k.revoked_utc
      FROM users u LEFT JOIN api_keys k ON k.user_id = u.id ORDER BY u.id, k.id`,
    values.remote,
  );
  const users = [];
  for (const row of rows) {
    let user = users[users.length - 1];
    if (!user || user.id !== row.id) {
      user = {
        id: row.id,
        login: row.login,
        role: row.role,
        created_utc: row.created_utc,
        has_password: row.has_password === 1,
        keys: [],
      };
      users.push(user);
    }
    if (row.prefix !== null) {
      user.keys.push({
        prefix: row.prefix,
        label: row.label,
        created_utc: row.key_created_utc,
        revoked_utc: row.revoked_utc,
      });
    }
  }
  if (values.json) {
    console.log(JSON.stringify(users));
    return;
  }
  if (users.length === 0) {
    console.log('No users yet. Create one with: npm run users -- create --login <name> --role <role>');
    return;
  }
  const width = (key) => Math.max(key.length, ...users.map((u) => String(u[key]).length));
  const [wId, wLogin, wRole] = [width('id'), width('login'), width('role')];
  console.log(`${'ID'.padEnd(wId)}  ${'LOGIN'.padEnd(wLogin)}  ${'ROLE'.padEnd(wRole)}  CREATED (UTC)`);
  for (const user of users) {
    console.log(
      `${String(user.id).padEnd(wId)}  ${user.login.padEnd(wLogin)}  ${user.role.padEnd(wRole)}  ${user.created_utc}${user.has_password ? '  (signs in with a password)' : ''}`,
    );
    if (user.keys.length === 0) console.log(`${' '.repeat(wId + 2)}(no API keys)`);
    for (const key of user.keys) {
      const state = key.revoked_utc ? `revoked ${key.revoked_utc}` : 'active';
      console.log(
        `${' '.repeat(wId + 2)}tec_${key.prefix}_…  created ${key.created_utc}  ${state}${key.label ? `  ${key.label}` : ''}`,
      );
    }
  }
  if (users.some((u) => u.id === 1 && u.login === 'admin')) {
    console.log(
      '\nadmin (id 1) comes with the sample data as the author of its records; it has no key until\n' +
        '`npm run users -- create --login admin` gives it one.',
    );
  }
}

/** The user `login`, or a clear error when there is none. */
async function existingUser(login, remote) {
  const [[user]] = await query(`SELECT id, login, role FROM users WHERE login = ${sqlString(login)}`, remote);
  if (!user) throw new Error(`No user with login ${login}.`);
  return user;
}

async function setRole(args) {
  const { values, positionals } = parseOptions(args, {
    login: { type: 'string' },
    role: { type: 'string' },
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  const login = requireLogin(values.login);
  if (values.role === undefined) throw new UsageError('--role is required.');
  const role = checkRole(values.role);
  const before = await existingUser(login, values.remote);
  await query(`UPDATE users SET role = ${sqlString(role)} WHERE login = ${sqlString(login)}`, values.remote);
  if (values.json) {
    console.log(JSON.stringify({ user_id: before.id, login, role, previous_role: before.role }));
    return;
  }
  console.log(
    before.role === role
      ? `User ${login} already has the role ${role}.`
      : `User ${login} is now ${role} (was ${before.role}); its keys act with the new role from now on.`,
  );
}

async function deleteUser(args) {
  const { values, positionals } = parseOptions(args, {
    login: { type: 'string' },
    reassign: { type: 'string' },
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  const login = requireLogin(values.login);
  const { remote } = values;
  const user = await existingUser(login, remote);
  const heir =
    values.reassign === undefined ? null : await existingUser(requireLogin(values.reassign), remote);
  if (heir?.id === user.id) throw new UsageError('--reassign must name another user.');
  const [[{ records }]] = await query(
    `SELECT count(*) AS records FROM posts WHERE author_id = ${user.id}`,
    remote,
  );
  if (records > 0 && !heir) {
    throw new Error(
      `${login} is the author of ${records} events, venues or organizers: add --reassign <login> to give them to another user first.`,
    );
  }
  // One batch: the records change author and the user and its keys go, or nothing happens.
  const results = await query(
    [
      heir ? `UPDATE posts SET author_id = ${heir.id} WHERE author_id = ${user.id}` : null,
      `DELETE FROM api_keys WHERE user_id = ${user.id}`,
      `DELETE FROM sessions WHERE user_id = ${user.id}`,
      `DELETE FROM users WHERE id = ${user.id}`,
      `SELECT count(*) AS left_over FROM users WHERE id = ${user.id}`,
    ]
      .filter(Boolean)
      .join(';\n'),
    remote,
  );
  if (results[results.length - 1][0]?.left_over !== 0) throw new Error(`${login} was not deleted.`);
  if (values.json) {
    console.log(
      JSON.stringify({
        user_id: user.id,
        login,
        deleted: true,
        reassigned: records,
        to: heir?.login ?? null,
      }),
    );
    return;
  }
  console.log(
    `Deleted user ${login} (id ${user.id}) and its API keys${heir ? `; its ${records} records now belong to ${heir.login}` : ''}.`,
  );
}

/** Standard input, whole (at most a little over the longest password, so a wrong pipe can't fill memory). */
async function readStdin() {
  if (process.stdin.isTTY)
    console.error('Type the password, then Enter and Ctrl-D (it is shown as you type):');
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    if (size > PASSWORD_MAX_LENGTH * 4 + 2)
      throw new UsageError(`The password is too long: at most ${PASSWORD_MAX_LENGTH} characters.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function setPassword(args) {
  const { values, positionals } = parseOptions(args, {
    login: { type: 'string' },
    generate: { type: 'boolean', default: false },
    'keep-passkeys': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
  });
  noPositionals(positionals);
  const login = requireLogin(values.login);
  await existingUser(login, values.remote);
  const keepPasskeys = values['keep-passkeys'];
  let password;
  if (values.generate) password = generatePassword();
  else {
    try {
      password = passwordFromInput(await readStdin());
    } catch (err) {
      throw err instanceof UsageError ? err : new UsageError(err.message);
    }
  }
  const results = await query(
    setPasswordStatements(login, hashPassword(password), { keepPasskeys }).join(';\n'),
    values.remote,
  );
  const user = results[results.length - 1][0];
  if (!user?.has_password) throw new Error(`The password of ${login} was not stored.`);
  const removed = keepPasskeys
    ? null
    : (results.flat().find((row) => row && 'passkeys_removed' in row)?.passkeys_removed ?? 0);
  if (values.json) {
    console.log(
      JSON.stringify({
        user_id: user.id,
        login,
        ...(values.generate ? { password } : {}),
        passkeys_removed: removed ?? 0,
      }),
    );
    return;
  }
  if (values.generate) {
    console.log(`New password for ${login} (shown only this once):\n\n  ${password}\n`);
  }
  const passkeys =
    removed === null
      ? 'its passkeys were kept (--keep-passkeys)'
      : `${removed} passkey${removed === 1 ? ' was' : 's were'} removed`;
  console.log(
    `The password of ${login} is set; every session of ${login} has ended and ${passkeys}. Sign in at /admin/.`,
  );
}

const COMMANDS = {
  create,
  revoke,
  list,
  'set-role': setRole,
  delete: deleteUser,
  'set-password': setPassword,
};

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    if (command === undefined) process.exitCode = 2;
    return;
  }
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`Unknown command ${JSON.stringify(command)}.`, { showUsage: true });
  await run(args);
}

runCli(main, USAGE, 'Run `npm run users -- help` for usage.', { json: process.argv.includes('--json') });
