import { env } from 'cloudflare:workers';
import { describe, expect, expectTypeOf, inject, it } from 'vitest';
import { TEXT_BINDINGS, type UnlistedTextBinding } from '../../src/env';

/**
 * The tests run with settings of their own, whatever a developer keeps in `.dev.vars`, `.dev.vars.*`,
 * `.env` or `.env.local` (docs/testing.md). `npm run test:local-settings` runs this file and a few others
 * with hostile ones in place.
 */
describe('the settings the tests run with', () => {
  const pinned = inject('PINNED_SETTINGS');

  it('TEXT_BINDINGS names every variable and secret of the Worker’s bindings', () => {
    expectTypeOf<UnlistedTextBinding>().toEqualTypeOf<never>();
    expect(new Set(TEXT_BINDINGS).size).toBe(TEXT_BINDINGS.length);
  });

  it('vitest.config.ts pins each of them', () => {
    expect(Object.keys(pinned).sort()).toEqual([...TEXT_BINDINGS].sort());
  });

  it('the runtime has the pinned value of each, and no variable or secret besides', () => {
    const bindings = env as unknown as Record<string, unknown>;
    for (const name of TEXT_BINDINGS) expect(bindings[name], name).toBe(pinned[name]);
    const texts = Object.keys(bindings).filter(
      (name) => typeof bindings[name] === 'string' && !name.startsWith('__VITEST_POOL_WORKERS_'), // the pool's own
    );
    expect(texts.sort()).toEqual([...TEXT_BINDINGS].sort());
  });

  it('are wrangler.toml’s [vars] and src/config.ts’s defaults, as deployed behind the edge', () => {
    expect(pinned).toEqual({
      DEFAULT_LANGUAGE: 'es',
      SITE_TIMEZONE: 'Europe/Madrid',
      PUBLIC_SITE_URL: '',
      SITE_NAME: '',
      CURRENCY_SYMBOL: '',
      CURRENCY_POSITION: 'prefix',
      CURRENCY_CODE: 'EUR',
      TRUST_EDGE_HEADERS: 'true',
      REQUIRE_PRECONDITION: 'false',
      WEBHOOK_LOCAL_DEVELOPMENT: 'false',
      ACCESS_TEAM_DOMAIN: '',
      ACCESS_AUD: '',
      MEDIA_MAX_BYTES: '10485760',
      MEDIA_UPLOADS_PER_DAY: '200',
      BENCH_D1_DELAY_MS: '0',
      SERIES_HORIZON_MONTHS: '24',
      SERIES_OCCURRENCES_PER_HOUR: '10000',
      WEBHOOK_SECRET_KEY: 'test-webhook-secret-key',
      TURNSTILE_SITE_KEY: '',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
      SUBMISSIONS_SECRET: 'test-submissions-secret',
      MAIL_FROM: '',
      MAIL_EDITORS: '',
    });
  });
});
