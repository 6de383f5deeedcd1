/**
 * What one run of a source may cost (docs/sources.md#budgets): Workers' limits are per invocation, so a run
 * is cut into Queue messages (one page fetched, or a chunk of events written, per message) and the whole run
 * has budgets of pages, bytes, events and occurrences. A source over one of them fails with the budget named,
 * before anything is written. The tests lower them (an object, not constants).
 */
export const SOURCE_BUDGETS = {
  /** Pages of one run (an endless pagination ends here). */
  maxPages: 100,
  /** One page's body, and every page's together. */
  maxPageBytes: 10 * 1024 * 1024,
  maxRunBytes: 50 * 1024 * 1024,
  /** One page's fetch, redirects and body included. */
  pageTimeoutMs: 20_000,
  /** Events read in one run, and the occurrences one recurring event may expand to in the reader. */
  maxEvents: 10_000,
  maxOccurrences: 2_000,
  /** Events written per message: each is an internal request of two or three D1 round trips. */
  writesPerMessage: 25,
  /**
   * Images fetched and copied into the media library per message (each up to the library's size limit);
   * the events past it are written without theirs, which the next run brings.
   */
  imagesPerMessage: 10,
  /** One image's fetch, redirects and body included. */
  imageTimeoutMs: 20_000,
  /** Events the source dropped trashed per message. */
  removalsPerMessage: 50,
  /** A step that failed for a passing reason (the network, a 5xx) is tried again this many times. */
  maxAttempts: 4,
  /** How long a run holds its source: each message pushes it on; a run that died is taken over after it. */
  lockMinutes: 15,
};

/** The waits before the retries of a step, in seconds (Queue's `retry({ delaySeconds })`). */
export const RETRY_DELAYS_SECONDS = [30, 300, 1800] as const;

export const retryDelay = (attempt: number) =>
  RETRY_DELAYS_SECONDS[Math.min(attempt - 1, RETRY_DELAYS_SECONDS.length - 1)] ?? 30;
