import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      DB: D1Database;
      FUZZ_SEED?: string;
      FUZZ_RUNS?: string;
    }
  }
}
