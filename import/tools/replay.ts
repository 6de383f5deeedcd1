/**
 * Replays recorded answers of a site (`--record`'s site.json) as if it were live: the same collection
 * code runs, and asks for nothing that was not recorded. Used by the golden test (inside workerd) and by
 * the fixture server of the end-to-end tests.
 */
import { type FetchedPage, Fetcher, SourceError } from '../source/fetcher';
import { collectRest, type RestSnapshot } from '../source/rest-collect';

/** A fetcher answering from `pages` only. */
export function replayFetcher(pages: Record<string, FetchedPage>): Fetcher {
  return new Fetcher({
    root: 'http://recorded.invalid/wp-json',
    store: { get: (key) => pages[key], put: () => {} },
    transport: async (url) => {
      throw new SourceError(`Not recorded: ${url}`);
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

export const replaySnapshot = (pages: Record<string, FetchedPage>, since?: string): Promise<RestSnapshot> =>
  collectRest(replayFetcher(pages), noCursors(), { since });
