import { LOCAL_DEVELOPMENT_HINT, refusedAddress } from '../lib/webhook-url';

/**
 * A Worker cannot resolve names itself: it asks DNS over HTTPS (Cloudflare's JSON API) for the A and AAAA
 * records of a webhook's host, and refuses the host unless every address it has is public. A host that
 * does not resolve, or a resolver that fails, is refused too (fail closed).
 *
 * What remains: the runtime's `fetch` resolves the name again when it connects, so a name whose answers
 * change within seconds (DNS rebinding with a short TTL) could still slip between the check and the
 * request; Workers offer no way to connect to an address we chose. Deployed on Cloudflare, a Worker's
 * `fetch` cannot reach private networks anyway; the check matters most where the Worker runs elsewhere.
 */

export const DOH_URL = 'https://cloudflare-dns.com/dns-query';
const DOH_TIMEOUT_MS = 5_000;
/** DNS messages are at most 64 KiB; a JSON rendering of one stays well under this. */
const MAX_ANSWER_CHARS = 256 * 1024;
const A = 1;
const AAAA = 28;
const NOERROR = 0;
const NXDOMAIN = 3;

class ResolverFailed extends Error {}

interface DohRecord {
  type?: unknown;
  data?: unknown;
}

/** The A and AAAA records of one answer (CNAMEs and the rest are skipped: the chain's end is there too). */
async function addressesOf(host: string, type: 'A' | 'AAAA'): Promise<string[]> {
  const response = await fetch(`${DOH_URL}?name=${encodeURIComponent(host)}&type=${type}`, {
    headers: { Accept: 'application/dns-json' },
    redirect: 'manual',
    signal: AbortSignal.timeout(DOH_TIMEOUT_MS),
  });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    throw new ResolverFailed(`DNS over HTTPS answered ${response.status}`);
  }
  const text = await response.text();
  if (text.length > MAX_ANSWER_CHARS) throw new ResolverFailed('DNS over HTTPS answered too much');
  const body = JSON.parse(text) as { Status?: unknown; Answer?: unknown };
  if (body.Status === NXDOMAIN) return [];
  if (body.Status !== NOERROR) throw new ResolverFailed(`DNS status ${String(body.Status)}`);
  if (body.Answer === undefined) return [];
  if (!Array.isArray(body.Answer)) throw new ResolverFailed('DNS answer is not a list');
  const addresses: string[] = [];
  for (const record of body.Answer as DohRecord[]) {
    if (record?.type !== A && record?.type !== AAAA) continue;
    if (typeof record.data !== 'string') throw new ResolverFailed('DNS record without data');
    addresses.push(record.data);
  }
  return addresses;
}

/**
 * Why webhooks may not go to `host` as DNS answers it now, or null when it has addresses and every one
 * of them is public.
 */
export async function refusedByDns(host: string): Promise<string | null> {
  let addresses: string[];
  try {
    addresses = (await Promise.all([addressesOf(host, 'A'), addressesOf(host, 'AAAA')])).flat();
  } catch {
    return 'Its host name could not be resolved (DNS over HTTPS failed): try again later.';
  }
  if (addresses.length === 0) return 'Its host name does not resolve (no A or AAAA record).';
  for (const address of addresses) {
    const refused = refusedAddress(address);
    if (refused !== null) {
      const why = `Its host name resolves to ${address} (${refused}): webhooks only go to public addresses.`;
      return `${why} ${LOCAL_DEVELOPMENT_HINT}`;
    }
  }
  return null;
}
