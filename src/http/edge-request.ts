/**
 * What a request's Cloudflare headers may be believed for. On Cloudflare, the edge sets
 * `CF-Connecting-IP` and `CF-Ray` itself, overwriting whatever the client sent. Anywhere else
 * (`wrangler dev`, a test) a client sends what it likes: `wrangler dev` keeps a client's
 * `CF-Connecting-IP`, and gives every request a `request.cf` (a fixed placeholder, or the
 * developer's own `cf.json` fetched once), so no part of the request tells the two apart. The
 * deployment does: `TRUST_EDGE_HEADERS = "true"` (set by `npm run deploy`) says requests come
 * through Cloudflare's edge, and the request must also carry the edge's `request.cf`.
 */
export function fromCloudflareEdge(request: Request, trustEdgeHeaders: boolean): boolean {
  return trustEdgeHeaders && typeof request.cf === 'object' && request.cf !== null;
}

/** Every client whose address can't be believed shares this bucket: no header can choose another. */
export const SHARED_BUCKET = 'shared';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]{2,39}$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** The first 64 bits of an IPv6 address (what one subscriber usually holds), or null when malformed. */
function ipv6Prefix(address: string): string | null {
  if (!IPV6.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  if (groups.some((group) => group === '' || group.length > 4)) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The bucket a client's failures and writes are counted in: its address when the edge says so (an
 * IPv6 client by its /64, which it can rotate within freely), otherwise the shared bucket.
 */
export function clientBucket(request: Request, trustEdgeHeaders: boolean): string {
  if (!fromCloudflareEdge(request, trustEdgeHeaders)) return SHARED_BUCKET;
  const address = (request.headers.get('cf-connecting-ip') ?? '').trim().toLowerCase();
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return mapped;
  if (IPV4.test(address)) return address;
  return ipv6Prefix(address) ?? SHARED_BUCKET;
}

/** A Ray ID: 16 hex digits, then the data centre (`8f3a2b1c4d5e6f70-MAD`). */
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/;

/** The request id: the edge's Ray ID (to find the request in Cloudflare's logs), else a new UUID. */
export function requestIdOf(request: Request, trustEdgeHeaders: boolean): string {
  const ray = request.headers.get('cf-ray');
  return ray !== null && RAY.test(ray) && fromCloudflareEdge(request, trustEdgeHeaders)
    ? ray
    : crypto.randomUUID();
}
