/**
 * Replays recorded answers of a site (`--record`'s site.json) as if it were live: the same collection
 * code runs, and asks for nothing that was not recorded. Used by the golden test (inside workerd) and by
 * the fixture server of the end-to-end tests.
 */
import { type FetchedPage, Fetcher, SourceError } from '../source/fetcher';
import { collectRest, type RestSnapshot } from '../source/rest-collect';

const ROOT = 'http://recorded.invalid/wp-json/';

/** Recorded answers by path, or a function answering a path (a site that changes while it is read). */
export type Answers = Record<string, FetchedPage> | ((path: string) => FetchedPage | undefined);

/** How a replayed site answers (tests): how many requests at a time, and how long each answer takes. */
export interface ReplayTiming {
  concurrency?: number;
  /** Milliseconds before the answer to `path` arrives (answers then arrive in another order than asked). */
  delayMs?: (path: string) => number;
}

/**
 * A fetcher answering from `answers` only; a request that was not recorded is answered as WordPress
 * answers a route it lacks (404 `rest_no_route`), as the end-to-end tests' fixture server does.
 */
export function replayFetcher(answers: Answers, timing: ReplayTiming = {}): Fetcher {
  const answer = typeof answers === 'function' ? answers : (path: string) => answers[path];
  return new Fetcher({
    root: ROOT,
    ...(timing.concurrency ? { concurrency: timing.concurrency } : {}),
    transport: async (url) => {
      if (!url.startsWith(ROOT)) throw new SourceError(`Not recorded: ${url}`);
      const delay = timing.delayMs?.(url.slice(ROOT.length)) ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const page = answer(url.slice(ROOT.length));
      const status = page?.status ?? 404;
      const body = page ? page.body : { code: 'rest_no_route', message: 'Not recorded.' };
      return {
        status,
        headers: { get: (name: string) => page?.headers[name.toLowerCase()] ?? null },
        text: async () => JSON.stringify(body),
      };
    },
    maxAttempts: 1,
  });
}

const noCursors = () => {
  const cursors = new Map();
  return {
    cursor: (key: string) => cursors.get(key),
    saveCursor: (key: string, c: unknown) => cursors.set(key, c),
  };
};

export const replaySnapshot = (
  answers: Answers,
  since?: string,
  timing: ReplayTiming = {},
): Promise<RestSnapshot> => collectRest(replayFetcher(answers, timing), noCursors(), { since });
