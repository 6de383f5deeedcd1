import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';

const FIXTURES = path.resolve('test/fixtures') + path.sep;
const FROZEN = '\0frozen-fixture:';

/**
 * The JSON fixtures (test/fixtures/**.json) as deeply frozen objects. One runtime serves many test files
 * and loads a module once: a file that changed a fixture it imported would change it for every file
 * after it. Frozen, the change fails where it is made (a TypeError); a test that needs a changed copy
 * makes one (`structuredClone`).
 */
function frozenFixtures(): Plugin {
  return {
    name: 'frozen-fixtures',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json') || !importer || importer.startsWith(FROZEN)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // Not ending in .json, so that Vite's own JSON plugin leaves the module to this one.
      return resolved?.id.startsWith(FIXTURES) ? `${FROZEN}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(FROZEN)) return null;
      const file = id.slice(FROZEN.length, -'.js'.length);
      this.addWatchFile(file);
      return `const freeze = (value) => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freeze(value[key]);
  }
  return value;
};
export default freeze(JSON.parse(${JSON.stringify(readFileSync(file, 'utf8'))}));`;
    },
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // The rate limits of wrangler.toml. The tests of the limits hold their own limiter with these limits
  // (test/helpers.ts, heldRateLimit); the runtime's own limiters get limits out of reach (below).
  const limiters: Array<{ name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }> =
    unstable_readConfig({ config: './wrangler.toml' }).ratelimits;
  const rateLimits = Object.fromEntries(limiters.map((r) => [r.name, r.simple]));
  return {
    plugins: [
      frozenFixtures(),
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_RATE_LIMITS: rateLimits,
            // As deployed: the tests' requests carry `cf` and a client address, as the edge's do
            // (test/helpers.ts); test/http/edge-trust.test.ts also runs the local setting.
            TRUST_EDGE_HEADERS: 'true',
            WEBHOOK_SECRET_KEY: 'test-webhook-secret-key',
            // As deployed: webhook hosts are resolved and checked (a developer's .dev.vars sets it true).
            WEBHOOK_LOCAL_DEVELOPMENT: 'false',
          },
          // The tests drive the webhook consumer themselves (createMessageBatch): what the app sends goes
          // to a queue nobody consumes, so no delivery runs behind a test's back (or reaches the network).
          queueProducers: { WEBHOOK_QUEUE: { queueName: 'events-calendar-webhooks-tests' } },
          // The runtime's limiters count for every test file it serves, a minute at a time: ten wrong keys
          // of requests without an address (one shared bucket) in one file would refuse the next file's.
          // Out of reach here; a test of a limit holds a limiter of its own (heldRateLimit).
          ratelimits: Object.fromEntries(
            limiters.map((r) => [
              r.name,
              { namespace_id: r.namespace_id, simple: { limit: 1e9, period: 60 } },
            ]),
          ),
        },
      }),
    ],
    test: {
      setupFiles: ['./test/setup.ts'],
      // One workers runtime per core, each serving many test files in turn: starting a runtime and
      // loading the app costs seconds, so a file does not get its own. test/setup.ts gives each file a
      // fresh database and an isolate that remembers nothing of the files before.
      isolate: false,
      maxWorkers: Math.max(2, availableParallelism()),
      // Fuzzing (test/fuzz/scale.ts): a fixed seed unless one is given, and a scale for the number of cases.
      provide: { FUZZ_SEED: process.env.FUZZ_SEED ?? '', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '' },
      // Two cores shared by several developers: a test that takes 1 s alone takes 5-10 s under that
      // load, and vitest's 5 s default then fails tests that are right. Performance lives in the bench.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      include: ['test/**/*.test.ts'],
      reporters: ['default', 'json'],
      outputFile: { json: '.vitest-report.json' },
    },
  };
});
