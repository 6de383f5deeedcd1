import { sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { generateKeyPair, importPrivateKey } from '../lib/http-signatures';
import { decryptSecret, encryptSecret } from '../webhooks/secrets';
import { ACTOR_NAME, actorKey, DEFAULT_ACTOR_NAME, hostOf, type LocalActor } from './names';

/** Federation's settings as stored (`federation_settings`), with their defaults. */
export interface FederationSettings {
  actorName: string;
  /** The origin actors were reached at when someone first followed (what the dispatcher writes ids with). */
  origin: string | null;
  /** The actors' avatar and header images (URLs), shown as `icon` and `image`, and on the actor's page. */
  avatar: string | null;
  header: string | null;
}

export const settingsQuery = () => sql`SELECT name, value FROM federation_settings`;

export function settingsOf(rows: { name: string; value: string }[]): FederationSettings {
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const name = byName.get('actor_name');
  return {
    actorName: name && ACTOR_NAME.test(name) ? name : DEFAULT_ACTOR_NAME,
    origin: byName.get('origin') ?? null,
    avatar: byName.get('avatar') || null,
    header: byName.get('header') || null,
  };
}

export async function readSettings(db: Db): Promise<FederationSettings> {
  return settingsOf(await db.all<{ name: string; value: string }>(settingsQuery()));
}

export const putSetting = (name: string, value: string) =>
  sql`INSERT INTO federation_settings (name, value) VALUES (${name}, ${value})
    ON CONFLICT (name) DO UPDATE SET value = excluded.value`;

export const dropSetting = (name: string) => sql`DELETE FROM federation_settings WHERE name = ${name}`;

/** The origin is written once (the first follow): actors' ids must not move afterwards. */
export const rememberOrigin = (origin: string) =>
  sql`INSERT INTO federation_settings (name, value) VALUES ('origin', ${origin}) ON CONFLICT (name) DO NOTHING`;

type KeyRow = {
  public_pem: string;
  private_sealed: string;
};

/**
 * The actor's key pair, made on first use (RSA 2048 on WebCrypto). Two isolates making one at once
 * both insert `ON CONFLICT DO NOTHING` and read back the one that won.
 */
export async function actorKeys(
  db: Db,
  actor: LocalActor,
  workerSecret: string | undefined,
): Promise<KeyRow> {
  const key = actorKey(actor);
  const select = sql`SELECT public_pem, private_sealed FROM federation_keys WHERE actor = ${key}`;
  const [row] = await db.all<KeyRow>(select);
  if (row) return row;
  const pair = await generateKeyPair();
  const sealed = await encryptSecret(workerSecret, pair.privatePkcs8);
  const [, [stored]] = await db.batch<[Row[], KeyRow[]]>([
    sql`INSERT INTO federation_keys (actor, public_pem, private_sealed) VALUES (${key}, ${pair.publicPem}, ${sealed})
      ON CONFLICT (actor) DO NOTHING`,
    select,
  ]);
  return stored!;
}

const privateKeys = new Map<string, Promise<CryptoKey>>();

/** The private key to sign with (decrypted once per isolate and sealed value). */
export function signingKey(sealed: string, workerSecret: string | undefined): Promise<CryptoKey> {
  let key = privateKeys.get(sealed);
  if (!key) {
    key = decryptSecret(workerSecret, sealed).then(importPrivateKey);
    key.catch(() => privateKeys.delete(sealed));
    privateKeys.set(sealed, key);
  }
  return key;
}

/**
 * Whether an actor (its URI) is blocked: by itself, or by its domain or a parent domain of it. One
 * statement, the candidates as one JSON array.
 */
export function blockedQuery(actorUri: string) {
  const host = hostOf(actorUri) ?? '';
  const labels = host.split('.');
  const domains = labels
    .map((_, i) => labels.slice(i).join('.'))
    .filter((d) => d.includes('.') || d === host);
  return sql`SELECT value FROM federation_blocks
    WHERE value IN (SELECT value FROM json_each(${JSON.stringify([actorUri, ...domains])})) LIMIT 1`;
}

export async function isBlocked(db: Db, actorUri: string): Promise<boolean> {
  return (await db.all(blockedQuery(actorUri))).length > 0;
}
