/**
 * Which URLs webhooks may be sent to (server-side request forgery): https only, no credentials, no IP
 * literals in any of their spellings, no local or internal names, not this API's own host. Plain http
 * and loopback hosts are allowed only in local development (`WEBHOOK_LOCAL_DEVELOPMENT=true`), so that a
 * receiver on the developer's machine can be used.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export interface UrlPolicy {
  /** Hosts of this API (the request's host, the public site's host): never a webhook target. */
  ownHosts: readonly string[];
  localDevelopment: boolean;
}

/** Suffixes (and names) of hosts that only resolve inside a network or on the machine itself. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'lan'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isDigitsAndDots = (host: string) => {
  for (const ch of host) if (ch !== '.' && (ch < '0' || ch > '9')) return false;
  return true;
};

/**
 * The WHATWG parser already turns every IPv4 spelling (decimal `2130706433`, octal `0177.0.0.1`, hex
 * `0x7f.1`, short `127.1`) into dotted decimal, and writes IPv6 in brackets; a last label that is a
 * number would have been read as IPv4 too.
 */
function isIpLiteral(host: string): boolean {
  if (host.startsWith('[')) return true;
  if (isDigitsAndDots(host)) return true;
  const last = host.slice(host.lastIndexOf('.') + 1);
  return last !== '' && (isDigitsAndDots(last) || last.startsWith('0x'));
}

const hasSuffix = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** Why `text` may not be a webhook URL, or null when it may. */
export function refusedWebhookUrl(text: string, policy: UrlPolicy): string | null {
  if (text.length > MAX_WEBHOOK_URL_LENGTH) return `At most ${MAX_WEBHOOK_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Must be an absolute https URL.';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const loopbackAllowed = policy.localDevelopment && LOOPBACK_HOSTS.has(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.localDevelopment)) {
    return 'Must be an https URL.';
  }
  if (url.username !== '' || url.password !== '') return 'Must not contain credentials.';
  if (host === '') return 'Must name a host.';
  if (loopbackAllowed) return null;
  if (isIpLiteral(host)) return 'Must name a host, not an IP address.';
  if (LOCAL_SUFFIXES.some((suffix) => hasSuffix(host, suffix))) {
    return 'Must be a public host, not a local or internal name.';
  }
  if (!host.includes('.')) return 'Must be a fully qualified public host name.';
  if (policy.ownHosts.some((own) => own.toLowerCase() === host)) return 'Must not be this API’s own host.';
  return null;
}
