import type { Config } from '../config';
import { refusedWebhookUrl } from '../lib/webhook-url';
import { refusedByDns } from './resolve';

/** Why a webhook may not go to a URL: its spelling (`url`), or what its host resolves to now (`dns`). */
export interface Refusal {
  by: 'url' | 'dns';
  reason: string;
}

/** Asks DNS about a host: why it is refused, or null. */
export type DnsCheck = (host: string) => Promise<string | null>;

/**
 * Checked on create, on change, before a ping and before every delivery: the URL rules, then (except in
 * local development, where receivers live on this machine) the addresses its host resolves to.
 */
export async function refusedDestination(
  url: string,
  ownHosts: readonly string[],
  config: Config,
  dns: DnsCheck = refusedByDns,
): Promise<Refusal | null> {
  const localDevelopment = config.webhookLocalDevelopment;
  const reason = refusedWebhookUrl(url, { ownHosts, localDevelopment });
  if (reason !== null) return { by: 'url', reason };
  if (localDevelopment) return null;
  const answered = await dns(new URL(url).hostname.replace(/\.$/, ''));
  return answered === null ? null : { by: 'dns', reason: answered };
}
