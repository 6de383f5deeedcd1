import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/env';
import { lazyRoutes } from '../../src/http/lazy-routes';

/** A parent app with the lazily mounted `routes` at `/lazy`, as src/index.ts mounts the editors' app. */
function appWith(routes: Hono<AppEnv>, loads: { count: number }) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(async (c, next) => {
    c.set('lang', 'eu');
    c.header('X-Before', 'parent');
    await next();
  });
  const lazy = lazyRoutes(['/lazy'], async () => {
    loads.count += 1;
    return routes;
  });
  app.use('/lazy/*', lazy);
  app.get('/lazy/after', (c) => c.text('after'));
  app.notFound((c) => c.text('parent 404', 404));
  app.onError((error, c) => c.text(`parent error: ${error.message}`, 500));
  return app;
}

describe('routes loaded on first use', () => {
  const routes = new Hono<AppEnv>()
    .get('/', (c) => c.text(`root ${c.get('lang')}`))
    .get('/here', (c) => {
      c.set('langPrefix', '/eu');
      return c.text(`here ${c.get('lang')}`, 200, { 'X-Own': 'routes' });
    })
    .post('/form', async (c) => c.text(`form ${(await c.req.parseBody()).name}`))
    .get('/boom', () => {
      throw new Error('boom');
    });

  it('are loaded once, see the request context, and answer with the headers set before them', async () => {
    const loads = { count: 0 };
    const app = appWith(routes, loads);
    expect(loads.count).toBe(0);
    const res = await app.request('/lazy/here');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('here eu');
    expect(res.headers.get('X-Before')).toBe('parent');
    expect(res.headers.get('X-Own')).toBe('routes');
    expect(await (await app.request('/lazy')).text()).toBe('root eu');
    expect(loads.count).toBe(1);
  });

  it('answer a HEAD as their GET, so that what runs after them sees the body', async () => {
    const app = new Hono<AppEnv>();
    app.use(etag());
    app.use(
      '/lazy/*',
      lazyRoutes(['/lazy'], async () => routes),
    );
    const get = await app.request('/lazy/here');
    const head = await app.request('/lazy/here', { method: 'HEAD' });
    expect(get.headers.get('ETag')).toMatch(/^"/);
    expect(head.headers.get('ETag')).toBe(get.headers.get('ETag'));
    expect(await head.text()).toBe('');
  });

  it('read a body the parent read already', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      await c.req.parseBody();
      await next();
    });
    app.use(
      '/lazy/*',
      lazyRoutes(['/lazy'], async () => routes),
    );
    const res = await app.request('/lazy/form', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ane' }),
    });
    expect(await res.text()).toBe('form Ane');
  });

  it('pass what they do not answer to the next routes, say 405 for a method they lack, and let errors through', async () => {
    const app = appWith(routes, { count: 0 });
    expect(await (await app.request('/lazy/after')).text()).toBe('after');
    const missing = await app.request('/lazy/nowhere');
    expect([missing.status, await missing.text()]).toEqual([404, 'parent 404']);
    const wrongMethod = await app.request('/lazy/here', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    const failed = await app.request('/lazy/boom');
    expect([failed.status, await failed.text()]).toEqual([500, 'parent error: boom']);
  });
});
