/**
 * Where webhooks may be sent (server-side request forgery): https only, no credentials, no IP literals in
 * any of their spellings, no local or internal names, not this API's own host; and, once the host name is
 * resolved, only to public addresses (`refusedAddress`). Plain http and loopback hosts are allowed only in
 * local development (`WEBHOOK_LOCAL_DEVELOPMENT=true`), so that a receiver on the developer's machine can
 * be used.
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

/** What a refusal that local development would lift adds, so a developer knows the way out. */
export const LOCAL_DEVELOPMENT_HINT =
  'For a receiver on this machine, set WEBHOOK_LOCAL_DEVELOPMENT=true in .dev.vars and restart the server.';

const isDigitsAndDots = (host: string) => {
  for (const ch of host) if (ch !== '.' && (ch < '0' || ch > '9')) return false;
  return true;
};
const isDigits = (text: string) => text !== '' && !text.includes('.') && isDigitsAndDots(text);

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
  if (url.protocol === 'http:' && !policy.localDevelopment) {
    return `Must be an https URL. ${LOCAL_DEVELOPMENT_HINT}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Must be an https URL.';
  if (url.username !== '' || url.password !== '') return 'Must not contain credentials.';
  if (host === '') return 'Must name a host.';
  if (loopbackAllowed) return null;
  if (LOOPBACK_HOSTS.has(host)) return `Must be a public host, not this machine. ${LOCAL_DEVELOPMENT_HINT}`;
  if (isIpLiteral(host)) return 'Must name a host, not an IP address.';
  if (LOCAL_SUFFIXES.some((suffix) => hasSuffix(host, suffix))) {
    return 'Must be a public host, not a local or internal name.';
  }
  if (!host.includes('.')) return 'Must be a fully qualified public host name.';
  if (policy.ownHosts.some((own) => own.toLowerCase() === host)) return 'Must not be this API’s own host.';
  return null;
}

/**
 * Where a webhook may not go, whatever name leads there: every range that is not the public internet.
 * IPv4 ranges cover their IPv4-mapped IPv6 forms (`::ffff:127.0.0.1`) too; NAT64 addresses
 * (`64:ff9b::/96`) are judged by the IPv4 address they embed; any other IPv6 address outside global
 * unicast (`2000::/3`) is refused as reserved. The URL rules above refuse every IP literal, whatever its
 * range, so this list judges the addresses a host name resolves to (src/outgoing/resolve.ts).
 */
const FORBIDDEN_RANGES: ReadonlyArray<readonly [cidr: string, what: string]> = [
  ['0.0.0.0/8', '“this network”'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignment'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved or broadcast'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'IPv4-compatible (deprecated)'],
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['100::/64', 'discard-only'],
  ['2001::/23', 'IETF protocol assignment'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing'],
  ['fc00::/7', 'unique local (private)'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local (deprecated)'],
  ['ff00::/8', 'multicast'],
];

const NAT64 = '64:ff9b::/96';
/** Outside it (and the two IPv4 embeddings above), an IPv6 address is reserved or unassigned. */
const GLOBAL_UNICAST = '2000::/3';

/** Dotted decimal only, as DNS answers write it: four numbers of at most three digits, each ≤ 255. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (part.length > 3 || !isDigits(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The 16-bit groups of one side of `::` (a dotted IPv4 address may end the last side). */
function ipv6Groups(side: string, last: boolean): number[] | null {
  if (side === '') return [];
  const groups: number[] = [];
  const parts = side.split(':');
  for (const [index, part] of parts.entries()) {
    if (last && index === parts.length - 1 && part.includes('.')) {
      const v4 = ipv4Bytes(part);
      if (!v4) return null;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (HEX_GROUP.test(part)) {
      groups.push(Number.parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}

function ipv6Bytes(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = ipv6Groups(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? ipv6Groups(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** An address as 16 bytes, IPv4 as IPv4-mapped IPv6 (`::ffff:a.b.c.d`); null when `text` is not one. */
function addressBytes(text: string): number[] | null {
  if (text.length > 45) return null;
  const v4 = ipv4Bytes(text);
  if (v4) return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4];
  return text.includes(':') ? ipv6Bytes(text) : null;
}

interface Range {
  bytes: number[];
  prefix: number;
  what: string;
}

function parseRange(cidr: string, what: string): Range {
  const [address = '', prefix = ''] = cidr.split('/');
  const bytes = addressBytes(address)!;
  return { bytes, prefix: Number(prefix) + (address.includes(':') ? 0 : 96), what };
}

const RANGES = FORBIDDEN_RANGES.map(([cidr, what]) => parseRange(cidr, what));
const NAT64_RANGE = parseRange(NAT64, 'NAT64');
const GLOBAL_UNICAST_RANGE = parseRange(GLOBAL_UNICAST, 'global unicast');
const IPV4_MAPPED_RANGE = parseRange('::ffff:0:0/96', 'IPv4-mapped');

function inRange(bytes: readonly number[], range: Range): boolean {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const width = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/**
 * Why a webhook may not go to `address` (an IPv4 or IPv6 address as DNS answers write it), or null when
 * it is a public address.
 */
export function refusedAddress(address: string): string | null {
  const bytes = addressBytes(address);
  if (!bytes) return 'not an IP address';
  const range = RANGES.find((candidate) => inRange(bytes, candidate));
  if (range) return range.what;
  if (inRange(bytes, NAT64_RANGE)) {
    const embedded = bytes.slice(12).join('.');
    const refused = refusedAddress(embedded);
    return refused === null ? null : `NAT64 of ${refused}`;
  }
  if (inRange(bytes, IPV4_MAPPED_RANGE) || inRange(bytes, GLOBAL_UNICAST_RANGE)) return null;
  return 'reserved';
}
