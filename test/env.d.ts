import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      DB: D1Database;
      /** The static files of public/ (wrangler.toml → [assets]). */
      ASSETS: Fetcher;
      FUZZ_SEED?: string;
      FUZZ_RUNS?: string;
    }
  }
}
