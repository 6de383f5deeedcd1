import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFrom } from '../../src/config';
import { guardedFetch, OutgoingFailure } from '../../src/outgoing/fetch';
import { answerDns, type DnsAnswer } from '../webhook-receiver';

/**
 * The guard of every outgoing request (scheduled sources, federation): each address checked as webhooks'
 * are, each redirect checked again before it is followed, budgets of time, redirects and bytes.
 */

afterEach(() => vi.unstubAllGlobals());

const config = configFrom({});

/** Stubs the network: DNS from `dns`, everything else from `answer`; records the non-DNS requests. */
function network(
  answer: (request: Request) => Response | Promise<Response>,
  dns = new Map<string, DnsAnswer>(),
) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const resolved = answerDns(request, dns);
    if (resolved !== null) return resolved;
    requests.push(request);
    return answer(request);
  });
  return requests;
}

async function failure(promise: Promise<unknown>): Promise<OutgoingFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OutgoingFailure);
  return error as OutgoingFailure;
}

describe('guardedFetch', () => {
  it('fetches a public address, sending the caller’s headers and never following redirects blindly', async () => {
    const requests = network(() => new Response('BEGIN:VCALENDAR', { headers: { ETag: '"v1"' } }));
    const fetched = await guardedFetch(
      { url: 'https://calendar.example.org/feed.ics', headers: { 'If-None-Match': '"v0"' } },
      config,
    );
    expect(fetched.text()).toBe('BEGIN:VCALENDAR');
    expect(fetched.headers.get('etag')).toBe('"v1"');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('if-none-match')).toBe('"v0"');
    expect(requests[0]?.redirect).toBe('manual');
  });

  it('says "not modified" to a 304, with no body', async () => {
    network(() => new Response(null, { status: 304 }));
    const fetched = await guardedFetch({ url: 'https://calendar.example.org/feed.ics' }, config);
    expect(fetched.notModified).toBe(true);
    expect(fetched.bytes.byteLength).toBe(0);
  });

  it('refuses a private address by its spelling before any request', async () => {
    const requests = network(() => new Response('secret'));
    const refused = await failure(guardedFetch({ url: 'http://127.0.0.1/admin' }, config));
    expect(refused.kind).toBe('refused');
    expect(requests).toHaveLength(0);
  });

  it('refuses a host whose name resolves to a private address', async () => {
    const requests = network(() => new Response('secret'), new Map([['inside.example.org', ['10.0.0.7']]]));
    const refused = await failure(guardedFetch({ url: 'https://inside.example.org/feed' }, config));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toContain('10.0.0.7');
    expect(requests).toHaveLength(0);
  });

  it('checks every redirect before following it: a public page sending to 127.0.0.1 is refused', async () => {
    const requests = network(() => Response.redirect('http://127.0.0.1:8080/private', 302));
    const refused = await failure(guardedFetch({ url: 'https://calendar.example.org/feed.ics' }, config));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toContain('127.0.0.1');
    expect(requests.map((request) => request.url)).toEqual(['https://calendar.example.org/feed.ics']);
  });

  it('follows public redirects (relative ones too) and reports where the answer came from', async () => {
    network((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/old') return new Response(null, { status: 301, headers: { Location: '/new' } });
      return new Response('here');
    });
    const fetched = await guardedFetch({ url: 'https://calendar.example.org/old' }, config);
    expect(fetched.url).toBe('https://calendar.example.org/new');
    expect(fetched.text()).toBe('here');
  });

  it('keeps credentials for their own origin: dropped on a redirect to another one', async () => {
    const requests = network((request) => {
      const { host, pathname } = new URL(request.url);
      if (pathname === '/old') return new Response(null, { status: 302, headers: { Location: '/moved' } });
      if (pathname === '/moved') return Response.redirect('https://cdn.example.net/feed', 302);
      return new Response(host);
    });
    await guardedFetch(
      { url: 'https://calendar.example.org/old', headers: { Authorization: 'Basic c2VjcmV0' } },
      config,
    );
    expect(requests.map((r) => [r.url, r.headers.get('authorization')])).toEqual([
      ['https://calendar.example.org/old', 'Basic c2VjcmV0'],
      ['https://calendar.example.org/moved', 'Basic c2VjcmV0'],
      ['https://cdn.example.net/feed', null],
    ]);
  });

  it('gives up an endless chain of redirects after its budget', async () => {
    let hops = 0;
    const requests = network(() => Response.redirect(`https://calendar.example.org/${++hops}`, 302));
    const refused = await failure(
      guardedFetch({ url: 'https://calendar.example.org/0', budget: { maxRedirects: 3 } }, config),
    );
    expect(refused.kind).toBe('redirects');
    expect(requests).toHaveLength(4);
  });

  it('gives up a body larger than its budget while it streams in, whatever Content-Length says', async () => {
    let pulled = 0;
    network(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              pulled++;
              controller.enqueue(new Uint8Array(64 * 1024));
            },
          }),
        ),
    );
    const refused = await failure(
      guardedFetch({ url: 'https://calendar.example.org/endless', budget: { maxBytes: 256 * 1024 } }, config),
    );
    expect(refused.kind).toBe('too-big');
    expect(pulled).toBeLessThan(10);
  });

  it('refuses at once a body whose declared length passes the budget', async () => {
    network(() => new Response('x'.repeat(2000), { headers: { 'Content-Length': '2000' } }));
    const refused = await failure(
      guardedFetch({ url: 'https://calendar.example.org/big', budget: { maxBytes: 1000 } }, config),
    );
    expect(refused.kind).toBe('too-big');
  });

  it('gives up a slow answer after its time budget', async () => {
    network(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const refused = await failure(
      guardedFetch({ url: 'https://calendar.example.org/slow', budget: { timeoutMs: 50 } }, config),
    );
    expect(refused.kind).toBe('timeout');
  });

  it('says which status an error answer had', async () => {
    network(() => new Response('gone', { status: 410 }));
    const refused = await failure(guardedFetch({ url: 'https://calendar.example.org/feed' }, config));
    expect(refused).toMatchObject({ kind: 'status', status: 410 });
  });
});
