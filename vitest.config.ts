import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { experimental_readRawConfig, unstable_readConfig } from 'wrangler';

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

/**
 * wrangler.toml as a JSON config alone in a folder of its own (.wrangler/test-config/), its paths made
 * absolute. Wrangler reads the local settings (`.dev.vars`, `.dev.vars.<env>`, else `.env`, `.env.local`)
 * from the folder of the config it is given, and the test pool has no option to skip them: given this
 * one, it finds none, so a developer's local settings never reach the tests.
 */
function configWithoutLocalSettings(): string {
  const { rawConfig } = experimental_readRawConfig({ config: './wrangler.toml' });
  const config = {
    ...rawConfig,
    main: path.resolve(rawConfig.main ?? 'src/index.ts'),
    d1_databases: rawConfig.d1_databases?.map((db: { migrations_dir?: string }) => ({
      ...db,
      migrations_dir: path.resolve(db.migrations_dir ?? 'migrations'),
    })),
    assets: rawConfig.assets && {
      ...rawConfig.assets,
      directory: path.resolve(rawConfig.assets.directory ?? 'public'),
    },
  };
  const dir = path.resolve('.wrangler/test-config');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'wrangler.json');
  // Written whole then renamed: two runs starting at once each read a complete file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(partial, file);
  return file;
}

/**
 * The value of every variable and secret the Worker reads (src/env.ts, TEXT_BINDINGS) in the tests:
 * wrangler.toml's [vars] and the defaults of src/config.ts, as deployed. Pinned here too, so that not
 * even a variable of the shell (wrangler's CLOUDFLARE_INCLUDE_PROCESS_ENV) changes them;
 * test/unit/pinned-settings.test.ts fails while one is missing.
 */
function pinnedSettings(vars: Record<string, unknown> = {}): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, String(value)])),
    // As deployed: the tests' requests carry `cf` and a client address, as the edge's do
    // (test/helpers.ts); test/http/edge-trust.test.ts also runs the local setting.
    TRUST_EDGE_HEADERS: 'true',
    SERIES_HORIZON_MONTHS: '24',
    SERIES_OCCURRENCES_PER_HOUR: '10000',
    WEBHOOK_SECRET_KEY: 'test-webhook-secret-key',
    // Turnstile's documented always-passing test secret (docs/submissions.md); a test of a failure gives
    // the always-failing one.
    TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    SUBMISSIONS_SECRET: 'test-submissions-secret',
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // The rate limits of wrangler.toml. The tests of the limits hold their own limiter with these limits
  // (test/helpers.ts, heldRateLimit); the runtime's own limiters get limits out of reach (below).
  const wranglerConfig = unstable_readConfig({ config: './wrangler.toml' });
  const limiters: Array<{ name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }> =
    wranglerConfig.ratelimits;
  const rateLimits = Object.fromEntries(limiters.map((r) => [r.name, r.simple]));
  const settings = pinnedSettings(wranglerConfig.vars);
  return {
    plugins: [
      frozenFixtures(),
      cloudflareTest({
        wrangler: { configPath: configWithoutLocalSettings() },
        miniflare: {
          bindings: {
            ...settings,
            TEST_MIGRATIONS: migrations,
            TEST_RATE_LIMITS: rateLimits,
          },
          // The tests drive the webhook consumer themselves (createMessageBatch): what the app sends goes
          // to a queue nobody consumes, so no delivery runs behind a test's back (or reaches the network).
          queueProducers: {
            WEBHOOK_QUEUE: { queueName: 'events-calendar-webhooks-tests' },
            SOURCE_QUEUE: { queueName: 'events-calendar-sources-tests' },
            FEDERATION_QUEUE: { queueName: 'events-calendar-federation-tests' },
          },
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
    // No .env file reaches `import.meta.env` either.
    envDir: false as const,
    test: {
      setupFiles: ['./test/setup.ts'],
      // One workers runtime per core, each serving many test files in turn: starting a runtime and
      // loading the app costs seconds, so a file does not get its own. test/setup.ts gives each file a
      // fresh database and an isolate that remembers nothing of the files before.
      isolate: false,
      maxWorkers: Math.max(2, availableParallelism()),
      provide: {
        // Fuzzing (test/fuzz/scale.ts): a fixed seed unless one is given, and a scale for the number of cases.
        FUZZ_SEED: process.env.FUZZ_SEED ?? '',
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
        // test/unit/pinned-settings.test.ts compares the runtime's settings with these.
        PINNED_SETTINGS: settings,
      },
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
