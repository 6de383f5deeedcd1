import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The `simple` limits of wrangler.toml's rate limits, by binding (test/helpers.ts, heldRateLimit). */
      TEST_RATE_LIMITS: Record<string, { limit: number; period: number }>;
      DB: D1Database;
      /** The media library's bucket (wrangler.toml → [[r2_buckets]]). */
      MEDIA: R2Bucket;
      /** The Images binding (wrangler.toml → [images]): sharp, libvips, in the tests. */
      IMAGES: ImagesBinding;
      /** The static files of public/ (wrangler.toml → [assets]). */
      ASSETS: Fetcher;
      WEBHOOK_QUEUE: Queue<{ delivery: number }>;
      WEBHOOK_SECRET_KEY: string;
    }
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The value vitest.config.ts gives every variable and secret the Worker reads (test/unit/pinned-settings.test.ts). */
    PINNED_SETTINGS: Record<string, string>;
  }
}
