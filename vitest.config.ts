import { availableParallelism } from 'node:os';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // The tests hold the rate limiters' clock (test/helpers.ts, heldRateLimit) with wrangler.toml's limits.
  const rateLimits = Object.fromEntries(
    unstable_readConfig({ config: './wrangler.toml' }).ratelimits.map(
      (r: { name: string; simple: { limit: number; period: number } }) => [r.name, r.simple],
    ),
  );
  return {
    plugins: [
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
