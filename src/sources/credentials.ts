import type { Config } from '../config';
import { invalidParam } from '../http/errors';
import { decryptSecret, encryptSecret } from '../webhooks/secrets';
import type { SourceRow } from './store';

/**
 * A TEC site's application password (docs/sources.md#an-application-password): WordPress' Basic
 * authentication for a site whose REST API answers only signed-in users. Kept sealed under WEBHOOK_SECRET_KEY
 * (as webhooks' secrets), sent over https only, to the source's own origin only (the outgoing guard drops it
 * on a redirect to another origin), never shown back but its user name.
 */

export interface GivenCredentials {
  username: string;
  password: string;
}

/** The kinds that speak WordPress' (or this service's) REST API. */
const TAKES_CREDENTIALS = new Set(['tec', 'site']);

/** The columns to write for what was given: nothing (undefined), removed (null), or sealed. */
export async function credentialColumns(
  given: GivenCredentials | null | undefined,
  kind: string,
  url: string,
  config: Config,
  workerSecret: string | undefined,
): Promise<{ auth_user?: string | null; auth_secret?: string | null }> {
  if (given === undefined) return {};
  if (given === null) return { auth_user: null, auth_secret: null };
  if (!TAKES_CREDENTIALS.has(kind)) {
    throw invalidParam(
      'credentials',
      'Only a TEC site or another calendar like this one (kind tec or site) takes an application password.',
    );
  }
  if (!url.startsWith('https://') && !config.webhookLocalDevelopment) {
    throw invalidParam(
      'credentials',
      'An application password is only sent over https: give the https address.',
    );
  }
  return { auth_user: given.username, auth_secret: await encryptSecret(workerSecret, given.password) };
}

/** `Basic …` of a user name and password, their UTF-8 bytes in base64. */
export function basicAuthorization({ username, password }: GivenCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The Authorization header of a source's requests, or null; words when its password cannot be read. */
export async function sourceAuthorization(
  source: Pick<SourceRow, 'auth_user' | 'auth_secret'>,
  workerSecret: string | undefined,
): Promise<string | null> {
  if (!source.auth_user || !source.auth_secret) return null;
  try {
    return basicAuthorization({
      username: source.auth_user,
      password: await decryptSecret(workerSecret, source.auth_secret),
    });
  } catch {
    throw new Error(
      'The source’s application password cannot be read (the Worker secret WEBHOOK_SECRET_KEY is missing or changed): give it again in the source’s settings.',
    );
  }
}
