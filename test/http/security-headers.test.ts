import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json } from '../helpers';

/**
 * `X-Content-Type-Options: nosniff` on every response; HTML pages with a Content-Security-Policy that
 * runs exactly their own inline code, and a Referrer-Policy.
 */

let adminKey: string;
let eventId: number;
const WINDOW = 'start_date=2038-02-01&end_date=2038-02-28';

beforeAll(async () => {
  adminKey = (await createUser('administrator')).key;
  eventId = (
    await createEvent(adminKey, {
      title: 'Headers',
      start_date: '2038-02-10 10:00:00',
      end_date: '2038-02-10 11:00:00',
    })
  ).id;
});

describe('nosniff', () => {
  const requests: Array<[string, () => Promise<Response>]> = [
    ['a list (MISS)', () => call(`/events?${WINDOW}`)],
    ['the same list (HIT, answered before routing)', () => call(`/events?${WINDOW}`)],
    ['a single read', () => call(`/events/${eventId}`)],
    ['a 404', () => call('/events/999999')],
    ['a 400', () => call('/events?per_page=0')],
    ['a 401', () => call('/events', { headers: bearer('nope') })],
    ['a 405', () => call('/doc', { method: 'DELETE' })],
    ['a route that does not exist', () => call('/site/nothing')],
    [
      'a preflight',
      () =>
        call('/events', {
          method: 'OPTIONS',
          headers: { Origin: 'https://x.example', 'Access-Control-Request-Method': 'POST' },
        }),
    ],
    [
      'a write',
      () =>
        call('/tags', {
          method: 'POST',
          headers: { ...bearer(adminKey), 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Sniff ${crypto.randomUUID()}` }),
        }),
    ],
    ['the feed', () => call(`/events.ics?${WINDOW}`)],
    ['the widget script', () => call('/widget.js')],
    ['the demo page', () => call('/widget/demo')],
    ['the namespace index', () => call('/site/events/v1')],
    ['the OpenAPI document', () => call('/doc')],
  ];
  it.each(requests)('%s', async (_what, send) => {
    const res = await send();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // The middleware sets these on the response it gets back, whatever answered: errors and preflights too.
  it.each(requests)('%s: CORS and the request id', async (_what, send) => {
    const res = await send();
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-TEC-Total');
    if (res.status !== 204) expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 304', async () => {
    const first = await call(`/events/${eventId}`);
    const res = await call(`/events/${eventId}`, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** The base64 SHA-256 of a text, as a CSP source. */
async function sha256Source(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

describe('the widget demo page', () => {
  it.each(['/widget/demo', '/eu/site/events/v1/widget/demo', '/widget/demo'])(
    '%s runs exactly its own inline script and style, and the widget from its origin',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name, sources];
        }),
      );
      expect(directives['default-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      expect(directives['base-uri']).toEqual(["'none'"]);
      expect(directives['connect-src']).toEqual(["'self'"]);
      // The widget shows events' images, wherever they are (as the calendar's pages do); nothing else is loosened.
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
      expect(csp).not.toContain('unsafe');
      const html = await res.text();
      const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(inlineScripts.length).toBeGreaterThan(0);
      expect(inlineStyles.length).toBeGreaterThan(0);
      expect(directives['script-src']).toEqual([
        "'self'",
        ...(await Promise.all(inlineScripts.map(sha256Source))),
      ]);
      expect(directives['style-src']).toEqual([
        "'self'",
        ...(await Promise.all(inlineStyles.map(sha256Source))),
      ]);
      expect(html).toMatch(/<script src="\/[^"]*widget\.js" defer><\/script>/);
    },
  );

  it('the JSON API carries no page policy', async () => {
    const res = await call(`/events?${WINDOW}`);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect((await json(res)).events).toBeDefined();
  });
});
