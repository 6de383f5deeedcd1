import type { SQL } from 'drizzle-orm';
import type { CalendarReader, PageRead, PageRequest, ReadContext } from '../calendars/reader';
import type { Config } from '../config';
import { type FetchedDocument, guardedFetch, OutgoingFailure } from '../outgoing/fetch';
import { SOURCE_BUDGETS } from './budgets';
import { itemsOf, staged } from './items';
import { failureError, type RunError, runError } from './run-errors';
import { type RunRow, type SourceRow, stageItems } from './store';

/**
 * One page of a run (a Queue message's fetch phase): fetched through the outgoing guard with the run's
 * budgets (the first conditionally, with the validators of the last complete run), read by the source's
 * reader, and its events kept for the write phase. Nothing is written to the calendar here.
 */

export interface Cursor {
  phase: 'fetch' | 'write' | 'remove';
  /** The next page; null before the first. */
  next: PageRequest | null;
  /** Events kept so far (their `seq`). */
  seq: number;
  etag?: string | null;
  lastModified?: string | null;
  /** A pushed run (src/sources/push.ts): the events the source deleted, the only ones it may trash. */
  removed?: string[];
}

export type PageOutcome =
  | { kind: 'unchanged'; requests: number }
  | { kind: 'failed'; error: RunError; requests: number; retry: boolean }
  | { kind: 'read'; statements: SQL[]; cursor: Cursor; bytes: number; requests: number };

/** A failure that may pass (a timeout, the network, the source's 5xx or 429): the step is tried again. */
export const passing = (error: OutgoingFailure) =>
  error.kind === 'timeout' ||
  error.kind === 'network' ||
  (error.kind === 'status' && (error.status === 429 || (error.status ?? 0) >= 500));

/**
 * One page of a source through the outgoing guard with a page's budgets; its application password (an
 * Authorization header) only to the source's own origin: a reader's next page stays there, and the guard drops
 * it on a redirect away. Throws OutgoingFailure.
 */
export function fetchSourcePage(
  config: Config,
  request: PageRequest,
  sourceUrl: string,
  authorization: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<FetchedDocument> {
  const headers: Record<string, string> = { ...request.headers, ...extraHeaders };
  if (authorization && new URL(request.url).origin === new URL(sourceUrl).origin)
    headers.Authorization = authorization;
  return guardedFetch(
    {
      url: request.url,
      method: request.method,
      headers,
      body: request.body,
      budget: { timeoutMs: SOURCE_BUDGETS.pageTimeoutMs, maxBytes: SOURCE_BUDGETS.maxPageBytes },
      ownHosts: config.publicSiteUrl ? [new URL(config.publicSiteUrl).hostname] : [],
    },
    config,
  );
}

/** A fetched page read by the source's reader (throws CalendarReadError when it is not what it answers). */
export const readFetched = (
  reader: CalendarReader,
  request: PageRequest,
  document: FetchedDocument,
  context: ReadContext,
): PageRead =>
  reader.readPage(
    {
      request,
      url: document.url,
      contentType: document.headers.get('content-type') ?? '',
      text: document.text(),
    },
    context,
  );

export async function fetchPage(
  config: Config,
  source: SourceRow,
  run: RunRow,
  cursor: Cursor,
  reader: CalendarReader,
  context: ReadContext,
  /** The source's application password as a header (src/sources/credentials.ts), or null. */
  authorization: string | null = null,
): Promise<PageOutcome> {
  const budgets = SOURCE_BUDGETS;
  const first = cursor.next === null;
  if (run.pages >= budgets.maxPages) {
    return {
      kind: 'failed',
      error: runError(
        'too_many_pages',
        `The source has more than ${budgets.maxPages} pages: the run stopped there and wrote nothing.`,
        { limit: budgets.maxPages },
      ),
      requests: 0,
      retry: false,
    };
  }
  const request = cursor.next ?? reader.firstRequest(context);
  const conditional: Record<string, string> = {};
  if (first && source.etag) conditional['If-None-Match'] = source.etag;
  if (first && source.last_modified) conditional['If-Modified-Since'] = source.last_modified;
  let document: FetchedDocument;
  try {
    document = await fetchSourcePage(config, request, source.url, authorization, conditional);
  } catch (error) {
    if (error instanceof OutgoingFailure) {
      return { kind: 'failed', error: failureError(error), requests: 1, retry: passing(error) };
    }
    throw error;
  }
  if (document.notModified) {
    if (first) return { kind: 'unchanged', requests: 1 };
    return {
      kind: 'failed',
      error: runError(
        'not_conditional',
        `${document.url} answered 304 to a request that was not conditional.`,
        { url: document.url },
      ),
      requests: 1,
      retry: false,
    };
  }
  if (run.bytes + document.bytes.length > budgets.maxRunBytes) {
    return {
      kind: 'failed',
      error: runError(
        'too_many_bytes',
        `The source's pages are larger than ${budgets.maxRunBytes} bytes together: the run stopped and wrote nothing.`,
        { limit: budgets.maxRunBytes },
      ),
      requests: 1,
      retry: false,
    };
  }
  let read: PageRead;
  try {
    read = readFetched(reader, request, document, context);
  } catch (error) {
    const words = error instanceof Error ? error.message : String(error);
    return {
      kind: 'failed',
      error: runError('unreadable', `${document.url}: ${words}`, { url: document.url }, { detail: words }),
      requests: 1,
      retry: false,
    };
  }
  const items = await Promise.all(itemsOf(read.set).map(staged));
  if (cursor.seq + items.length > budgets.maxEvents) {
    return {
      kind: 'failed',
      error: runError(
        'too_many_events',
        `The source has more than ${budgets.maxEvents} events: the run stopped and wrote nothing.`,
        { limit: budgets.maxEvents },
      ),
      requests: 1,
      retry: false,
    };
  }
  const statements = stageItems(run.id, cursor.seq, items);
  const next: Cursor = {
    phase: read.next ? 'fetch' : 'write',
    next: read.next,
    seq: cursor.seq + items.length,
    etag: first ? document.headers.get('etag') : cursor.etag,
    lastModified: first ? document.headers.get('last-modified') : cursor.lastModified,
  };
  return { kind: 'read', statements, cursor: next, bytes: document.bytes.length, requests: 1 };
}
