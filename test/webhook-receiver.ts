import { vi } from 'vitest';

/** A request a webhook receiver got. */
export interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
  redirect: string | undefined;
}

/**
 * Outbound requests of the Worker, answered here (no network): `answer` decides each answer from the
 * request (a status, a Response, or a promise that never settles for a receiver that hangs).
 */
export function mockReceiver(
  answer: (request: Received) => Response | Promise<Response> = () => new Response('ok'),
) {
  const received: Received[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
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
  return { received, fetchMock, restore: () => vi.unstubAllGlobals() };
}
