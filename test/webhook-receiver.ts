import { vi } from 'vitest';
import { DOH_URL } from '../src/outgoing/resolve';

/** A request a webhook receiver got. */
export interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
  redirect: string | undefined;
}

/** What the stubbed DNS answers for a host: its addresses (A and AAAA alike), or a failing resolver. */
export type DnsAnswer = readonly string[] | 'resolver fails';

/** Any host not in a test's table resolves to this public address (an A record, no AAAA). */
export const PUBLIC_ADDRESS = '93.184.215.14';

/**
 * The Worker's DNS over HTTPS queries (src/outgoing/resolve.ts), answered from `table` as Cloudflare's JSON
 * API would (a CNAME first, then the records of the type asked for); null for any other request.
 */
export function answerDns(
  request: Request,
  table: ReadonlyMap<string, DnsAnswer> = new Map(),
): Response | null {
  const url = new URL(request.url);
  if (`${url.origin}${url.pathname}` !== DOH_URL) return null;
  const name = url.searchParams.get('name') ?? '';
  const type = url.searchParams.get('type') === 'AAAA' ? 28 : 1;
  const answer = table.get(name) ?? [PUBLIC_ADDRESS];
  if (answer === 'resolver fails') return new Response('upstream failure', { status: 502 });
  const records = answer
    .filter((address) => address.includes(':') === (type === 28))
    .map((data) => ({ name, type, TTL: 60, data }));
  const cname = { name, type: 5, TTL: 60, data: `edge.${name}.` };
  return Response.json(
    { Status: 0, Question: [{ name, type }], Answer: records.length > 0 ? [cname, ...records] : [] },
    { headers: { 'Content-Type': 'application/dns-json' } },
  );
}

/**
 * Outbound requests of the Worker, answered here (no network): `answer` decides each receiver's answer
 * from the request (a status, a Response, or a promise that never settles for a receiver that hangs);
 * DNS over HTTPS queries are answered from `dns` (hosts not in it resolve to a public address), counted in
 * `lookups` and not in `received`.
 */
export function mockReceiver(
  answer: (request: Received) => Response | Promise<Response> = () => new Response('ok'),
  dns: Record<string, DnsAnswer> = {},
) {
  const received: Received[] = [];
  const lookups: string[] = [];
  const table = new Map(Object.entries(dns));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const dnsAnswer = answerDns(request, table);
    if (dnsAnswer) {
      const url = new URL(request.url);
      lookups.push(`${url.searchParams.get('name')} ${url.searchParams.get('type')}`);
      return dnsAnswer;
    }
    const got: Received = {
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
      redirect: init?.redirect,
    };
    received.push(got);
    const signal = init?.signal;
    const answered = Promise.resolve(answer(got));
    if (!signal) return answered;
    return Promise.race([
      answered,
      new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
    ]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { received, lookups, dns: table, fetchMock, restore: () => vi.unstubAllGlobals() };
}
