import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readerOf } from '../../src/calendars/readers';
import { documentBuilder } from '../../src/docs/routes';
import { fromBase64Url, toBase64Url, utf8OfBase64Url } from '../../src/lib/base64url';
import { z } from '../../src/lib/zod';
import { argsBuilder } from '../../src/root/routes';
import { passkeyScript } from '../../src/sessions/passkeys';
import { webauthnLibrary } from '../../src/sessions/webauthn';
import { demoSource, widgetSource } from '../../src/widget/routes';

/**
 * What the Worker loads on first use rather than at start-up (docs/performance.md#start-up). Each part is
 * named here with its loader and the route tests that reach it through HTTP; a new `import()` in src must be
 * added, so none is left unreachable or untested.
 */
const LAZY_PARTS: Record<string, { load: () => Promise<unknown>; reachedBy: string }> = {
  './admin/routes': {
    load: () => import('../../src/admin/routes'),
    reachedBy: 'test/http/admin-*.test.ts, lazy-routes.test.ts',
  },
  './sessions/app': {
    load: () => import('../../src/sessions/app'),
    reachedBy:
      "test/http/sessions.test.ts, access-sign-in.test.ts, passkey-*.test.ts (with the editors' app)",
  },
  './submissions/form-routes': {
    load: () => import('../../src/submissions/form-routes'),
    reachedBy: 'test/http/submissions-form*.test.ts, submissions-life.test.ts',
  },
  './sources/routes': {
    load: () => import('../../src/sources/routes'),
    reachedBy: 'test/http/sources-*.test.ts, doc.test.ts (the API routes of /sources)',
  },
  './sources/consumer': {
    load: () => import('../../src/sources/consumer'),
    reachedBy: 'test/http/sources-runs.test.ts (the queue handler of src/index.ts)',
  },
  './args': { load: argsBuilder, reachedBy: 'test/http/root.test.ts, federation-api.test.ts' },
  './federation/app': {
    load: () => import('../../src/federation/app'),
    reachedBy:
      'test/http/federation-*.test.ts (routes, inboxes, the queue and cron handlers of src/index.ts), admin-federation.test.ts',
  },
  './dispatcher': {
    load: () => import('../../src/federation/dispatcher'),
    reachedBy:
      'test/http/federation-publish.test.ts (a write announced to followers: src/federation/write-announcer.ts)',
  },
  './script': { load: widgetSource, reachedBy: 'test/http/widget.test.ts (GET /widget.js)' },
  './demo': {
    load: demoSource,
    reachedBy: 'test/http/widget.test.ts, security-headers.test.ts (GET /widget/demo)',
  },
  './passkey-script': {
    load: passkeyScript,
    reachedBy: 'test/http/admin-passkeys.test.ts, admin-shell.test.ts (GET /admin/passkeys.js)',
  },
  './openapi': { load: documentBuilder, reachedBy: 'test/http/doc.test.ts, doc-responses.test.ts' },
  './ical-reader': { load: () => readerOf('ical'), reachedBy: 'test/calendars/ical-reader.test.ts' },
  './tec-reader': { load: () => readerOf('tec'), reachedBy: 'test/calendars/tec-reader.test.ts' },
  './gancio-reader': { load: () => readerOf('gancio'), reachedBy: 'test/calendars/gancio-reader.test.ts' },
  './page-reader': { load: () => readerOf('page'), reachedBy: 'test/calendars/page-reader.test.ts' },
  './mobilizon-reader': {
    load: () => readerOf('mobilizon'),
    reachedBy: 'test/calendars/mobilizon-reader.test.ts',
  },
  '@simplewebauthn/server': {
    load: webauthnLibrary,
    reachedBy: 'test/http/admin-passkeys.test.ts, passkey-*.test.ts',
  },
};

const SOURCES = import.meta.glob<string>('../../src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('lazily loaded parts', () => {
  it('are every dynamic import of src, each listed here', () => {
    const found = new Set<string>();
    for (const source of Object.values(SOURCES)) {
      for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.add(match[1]!);
    }
    expect([...found].sort()).toEqual(Object.keys(LAZY_PARTS).sort());
  });

  it('each loads in the runtime', async () => {
    for (const [name, part] of Object.entries(LAZY_PARTS)) {
      const loaded = (await part.load()) as Record<string, unknown>;
      expect(Object.keys(loaded).length, name).toBeGreaterThan(0);
    }
  });
});

describe("the Worker's zod", () => {
  it('carries no translations of its messages, and still words them in English', () => {
    expect('locales' in z).toBe(false);
    expect(z.int().safeParse('x').error?.issues[0]?.message).toBe(
      'Invalid input: expected number, received string',
    );
  });
});

describe('base64url', () => {
  it('round-trips any bytes, without padding or characters outside the URL alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect([...fromBase64Url(text)]).toEqual([...bytes]);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });

  it('reads UTF-8 text, and refuses what is not base64', () => {
    expect(utf8OfBase64Url(Buffer.from('{"challenge":"ñ€"}').toString('base64url'))).toBe(
      '{"challenge":"ñ€"}',
    );
    expect(() => fromBase64Url('not base64!')).toThrow();
    expect(toBase64Url(new Uint8Array(100_000)).length).toBe(133_334);
  });
});
