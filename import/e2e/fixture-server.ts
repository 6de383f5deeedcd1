/**
 * Serves recorded answers of a WordPress site (`--record`'s site.json) on 127.0.0.1, as the site did:
 * under `/wp-json/`, behind HTTP Basic. For the end-to-end tests and the benchmark: offline, and able to
 * play a slow site, one that rate-limits, one without TEC, or one whose REST API is blocked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchedPage } from '../source/fetcher';

export type Variant = 'normal' | 'no-tec' | 'blocked';

export interface FixtureServer {
  url: string;
  /** Requests served, by path and query. */
  hits: Map<string, number>;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFixtureServer(options: {
  pages: Record<string, FetchedPage>;
  user: string;
  password: string;
  variant?: Variant;
  delayMs?: number;
  /** Paths answered first with 429 and `Retry-After: 1`. */
  rateLimited?: string[];
  /** The site changes: from the first request `when` holds on, it answers `pages` (this one included). */
  change?: { when: (path: string) => boolean; pages: Record<string, FetchedPage> };
  /**
   * Image files served under `/wp-content/uploads/` (path -> bytes; a function answers the request
   * itself). The recorded answers name them on the host they were recorded on (`from`, such as
   * `http://127.0.0.1:8882`): those URLs are answered with this server's own.
   */
  uploads?: { from: string; files: Record<string, Uint8Array> };
}): Promise<FixtureServer> {
  const expected = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  const hits = new Map<string, number>();
  const limited = new Set(options.rateLimited ?? []);
  let delay = options.delayMs ?? 0;
  let pages = options.pages;
  const server: Server = createServer((req, res) => {
    const raw = req.url ?? '/';
    const key = raw.replace(/^\/wp-json\/?/, '');
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      setTimeout(() => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delay);
    };
    if (options.uploads && raw.startsWith('/wp-content/uploads/')) {
      const bytes = options.uploads.files[raw.split('?')[0]!];
      if (!bytes) return send(404, '<html>Not found</html>', { 'Content-Type': 'text/html' });
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': bytes.length });
      res.end(bytes);
      return;
    }
    if (!raw.startsWith('/wp-json')) return send(404, '<html>Not found</html>');
    if (options.variant === 'blocked') {
      return send(403, {
        code: 'rest_cannot_access',
        message: 'Only authenticated users can access the REST API.',
      });
    }
    if (req.headers.authorization !== expected && key !== '' && !key.startsWith('?')) {
      return send(401, {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
      });
    }
    if (limited.delete(key)) return send(429, { code: 'too_many' }, { 'Retry-After': '1' });
    if (options.change?.when(key)) pages = options.change.pages;
    const page = pages[key];
    if (!page)
      return send(404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
      });
    let body = page.body;
    if (options.variant === 'no-tec' && key.startsWith('?')) {
      body = { ...(body as object), namespaces: ['oembed/1.0', 'wp/v2'] };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(page.headers))
      if (name !== 'content-type') headers[name] = value;
    if (options.uploads) {
      const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-content/uploads/`;
      body = JSON.stringify(body).replaceAll(`${options.uploads.from}/wp-content/uploads/`, own);
    }
    return send(page.status, body, headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wp-json`,
    hits,
    setDelay: (ms) => {
      delay = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
