import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOH_URL, refusedByDns } from '../../src/outgoing/resolve';

/** The DNS over HTTPS client of webhooks, against answers written as Cloudflare's JSON API writes them. */

afterEach(() => vi.unstubAllGlobals());

type Answer = Record<string, unknown> | Response;

/** Answers the A and the AAAA query of each test; records the queries. */
function resolver(a: Answer, aaaa: Answer = { Status: 0 }) {
  const queries: Array<{ url: string; accept: string | null }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    queries.push({ url: request.url, accept: request.headers.get('accept') });
    const answer = new URL(request.url).searchParams.get('type') === 'AAAA' ? aaaa : a;
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return queries;
}

const record = (type: number, data: string) => ({ name: 'hooks.example.com', type, TTL: 300, data });

describe('resolving a webhook host over DNS over HTTPS', () => {
  it('asks for A and AAAA records in JSON, and follows a CNAME chain to its addresses', async () => {
    const queries = resolver(
      { Status: 0, Answer: [record(5, 'edge.example.net.'), record(1, '93.184.215.14')] },
      { Status: 0, Answer: [record(5, 'edge.example.net.'), record(28, '2606:2800:21f:cb07::1')] },
    );
    expect(await refusedByDns('hooks.example.com')).toBeNull();
    expect(queries).toEqual([
      { url: `${DOH_URL}?name=hooks.example.com&type=A`, accept: 'application/dns-json' },
      { url: `${DOH_URL}?name=hooks.example.com&type=AAAA`, accept: 'application/dns-json' },
    ]);
  });

  it('refuses a private address in either answer, whatever the CNAMEs say', async () => {
    resolver(
      { Status: 0, Answer: [record(1, '93.184.215.14')] },
      { Status: 0, Answer: [record(5, 'public.example.net.'), record(28, 'fd12::1')] },
    );
    expect(await refusedByDns('hooks.example.com')).toMatch(/resolves to fd12::1 \(unique local/);
  });

  it('refuses a record that is not an address', async () => {
    resolver({ Status: 0, Answer: [record(1, 'localhost')] });
    expect(await refusedByDns('hooks.example.com')).toMatch(/resolves to localhost \(not an IP address\)/);
  });

  it.each([
    ['NXDOMAIN', { Status: 3 }],
    ['no record', { Status: 0 }],
    ['only a CNAME', { Status: 0, Answer: [record(5, 'gone.example.net.')] }],
  ])('refuses a host with %s', async (_, answer) => {
    resolver(answer, answer);
    expect(await refusedByDns('hooks.example.com')).toMatch(/does not resolve/);
  });

  it.each([
    ['SERVFAIL', { Status: 2 }],
    ['an answer that is not a list', { Status: 0, Answer: 'nope' }],
    ['a record without data', { Status: 0, Answer: [{ type: 1 }] }],
    ['a 502', new Response('bad gateway', { status: 502 })],
    ['a redirect', new Response(null, { status: 302, headers: { Location: 'https://10.0.0.1/' } })],
    ['a body that is not JSON', new Response('<html>')],
    ['a body too large to be a DNS answer', new Response(`{"Status":0,"x":"${'a'.repeat(300_000)}"}`)],
  ])('fails closed on %s', async (_, answer) => {
    resolver(answer);
    expect(await refusedByDns('hooks.example.com')).toMatch(/could not be resolved/);
  });

  it('fails closed when the resolver cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Network connection lost.');
    });
    expect(await refusedByDns('hooks.example.com')).toMatch(/could not be resolved/);
  });
});
