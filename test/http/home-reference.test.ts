import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/languages';
import { RENDERER_PATH } from '../../src/reference/page';
import vendored from '../../src/reference/vendored.json';
import { call, json } from '../helpers';

/**
 * `/` and the HTML reference page as HTTP resources. What the reference shows in a browser (every
 * route of /doc, offline) is checked in Chromium by `npm run test:browser`.
 */

const CSP_BASE = "default-src 'none'; script-src 'self'";

describe('GET / and /{lang}/', () => {
  it('answers JSON to API clients, pointing to the API root, the reference, the widget demo and the feed', async () => {
    const res = await call('http://api.test/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toContain('Accept');
    const body = await json(res);
    expect(body).toMatchObject({
      lang: 'es',
      api: 'http://api.test/site/events/v1',
      reference: 'http://api.test/site/events/v1/reference',
      openapi: 'http://api.test/site/events/v1/doc',
      events: 'http://api.test/site/events/v1/events',
      widget_demo: 'http://api.test/site/events/v1/widget/demo',
      feed: 'http://api.test/site/events/v1/events.ics',
    });
    expect(Object.keys(body.languages)).toEqual([...LANGUAGES]);
    // Every link it gives answers.
    for (const name of ['api', 'reference', 'openapi', 'events', 'widget_demo', 'feed']) {
      const linked = await call(body[name]);
      expect(linked.status, name).toBe(200);
      await linked.arrayBuffer();
    }
  });

  it('answers a small page in the language of its prefix to browsers', async () => {
    const res = await call('http://api.test/eu/', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain(CSP_BASE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<html lang="eu">');
    expect(html).toContain('Ekitaldien egutegiaren APIa');
    for (const path of ['', '/reference', '/doc', '/widget/demo', '/events.ics']) {
      expect(html).toContain(`href="http://api.test/eu/site/events/v1${path}"`);
    }
    expect(html).not.toContain('<script');
  });

  it('is the up link of the namespace index, in each language', async () => {
    for (const lang of LANGUAGES) {
      const index = await json(await call(`/${lang}/site/events/v1`));
      const up = await call(index._links.up[0].href);
      expect(up.status).toBe(200);
      expect((await json(up)).lang).toBe(lang);
    }
  });

  it('keeps unknown prefixes and paths a 404 rest_no_route', async () => {
    for (const path of ['/fr/', '/eus/', '/nothing']) {
      const res = await call(`http://api.test${path}`);
      expect(res.status, path).toBe(404);
      expect((await json(res)).code).toBe('rest_no_route');
    }
  });
});

describe('GET /reference', () => {
  it('renders /doc of its own language with the vendored renderer, same-origin only', async () => {
    for (const lang of LANGUAGES) {
      const res = await call(`/${lang}/site/events/v1/reference`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain(CSP_BASE);
      expect(csp).toContain("connect-src 'self'");
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`data-url="/${lang}/site/events/v1/doc"`);
      expect(html).toContain(`<script src="${RENDERER_PATH}"></script>`);
      // No inline script: the configuration is data.
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src|id="api-reference")=?)[^>]*>[^<]/);
    }
  });

  it('without a prefix loads the unprefixed document, and translation_language is kept', async () => {
    expect(await (await call('/site/events/v1/reference')).text()).toContain(
      'data-url="/site/events/v1/doc"',
    );
    const named = await (await call('/site/events/v1/reference?translation_language=gl')).text();
    expect(named).toContain('data-url="/site/events/v1/doc?translation_language=gl"');
    expect(named).toContain('<html lang="gl">');
  });

  it('refuses parameters it does not know the way every route does', async () => {
    const res = await call('/site/events/v1/reference?translation_language=fr');
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('rest_invalid_param');
  });

  it('is listed in the namespace index and in /doc, described in each language', async () => {
    const index = await json(await call('/site/events/v1'));
    expect(index.routes['/site/events/v1/reference'].methods).toEqual(['GET']);
    const doc = await json(await call('/eu/site/events/v1/doc'));
    const operation = doc.paths['/reference'].get;
    expect(operation.operationId).toBe('getReferencePage');
    expect(operation.summary).toBe('Erreferentzia hau web orri gisa');
    expect(Object.keys(operation.responses[200].content)).toEqual(['text/html']);
  });

  it('names a renderer that the static assets really serve', async () => {
    expect(RENDERER_PATH).toBe(vendored.path);
    const res = await env.ASSETS.fetch(`http://api.test${RENDERER_PATH}`);
    expect(res.status).toBe(200);
    const source = await res.text();
    expect(source.length).toBeGreaterThan(1_000_000);
    expect(source).toContain('createApiReference');
  });
});
