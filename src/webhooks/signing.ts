import type { Config } from '../config';
import type { EndpointRow } from './store';

/** This API's hosts as a delivery sees them: the public site's and the one the endpoint was created through. */
export function ownHostsOf(config: Config, apiRoot: string): string[] {
  const hosts: string[] = [];
  for (const base of [config.publicSiteUrl, apiRoot]) {
    try {
      if (base) hosts.push(new URL(base).hostname);
    } catch {
      // not a URL: nothing to compare with
    }
  }
  return hosts;
}

/**
 * The secrets a message is signed with now: the current one, and the previous one during a rotation (left
 * out if it cannot be decrypted: a changed `WEBHOOK_SECRET_KEY`). Throws when the current one cannot be.
 */
export async function signingSecrets(
  endpoint: Pick<EndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_utc'>,
  nowUtc: string,
  decrypt: (stored: string) => Promise<string>,
): Promise<string[]> {
  const current = await decrypt(endpoint.secret);
  const rotating =
    endpoint.previous_secret !== null &&
    endpoint.previous_secret_expires_utc !== null &&
    endpoint.previous_secret_expires_utc > nowUtc;
  const previous = rotating ? await decrypt(endpoint.previous_secret!).catch(() => null) : null;
  return previous === null ? [current] : [current, previous];
}
