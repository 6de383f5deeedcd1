/**
 * `--from KIND:URL` (`gancio:https://…`, `mobilizon:@group@host`, `page:https://…`, `tec:`, `site:`,
 * `ical:`): another calendar read by the same reader the Worker's scheduled sources use
 * (src/calendars/readers.ts), page after page, each answer within a time limit and a number of bytes,
 * the pages' sets made one (src/calendars/merge.ts).
 */

import { mergeSets } from '../../src/calendars/merge';
import type { SourceSet } from '../../src/calendars/model';
import type { PageRequest, ReadContext, SourceKind } from '../../src/calendars/reader';
import { readerOf } from '../../src/calendars/readers';
import { readLimited, TooBig, type Transport } from '../media/download';
import { SourceError } from './fetcher';

export interface CalendarFetchOptions {
  timezone: string;
  language?: string;
  horizonMonths: number;
  now?: Date;
  maxBytes?: number;
  timeoutMs?: number;
  maxPages?: number;
  transport?: Transport;
}

async function fetchPage(request: PageRequest, options: CalendarFetchOptions) {
  const transport = options.transport ?? ((u, init) => fetch(u, init));
  const maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await transport(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new SourceError(`${request.url} answered ${res.status}.`);
    }
    const bytes = res.body ? await readLimited(res.body, maxBytes, controller.signal) : new Uint8Array();
    return {
      request,
      url: res.url || request.url,
      contentType: res.headers.get('content-type') ?? '',
      text: new TextDecoder().decode(bytes),
    };
  } catch (err) {
    if (err instanceof SourceError) throw err;
    if (err instanceof TooBig) throw new SourceError(`${request.url} is larger than ${maxBytes} bytes.`);
    if (controller.signal.aborted)
      throw new SourceError(`${request.url} gave no whole answer within ${timeoutMs / 1000} s.`);
    throw new SourceError(`Could not fetch ${request.url}: ${(err as Error).message}.`);
  } finally {
    clearTimeout(timer);
  }
}

/** Every page of the source, read into one set. */
export async function readCalendar(
  kind: SourceKind,
  url: string,
  options: CalendarFetchOptions,
): Promise<SourceSet> {
  const reader = await readerOf(kind);
  const context: ReadContext = {
    sourceUrl: url,
    timezone: options.timezone,
    language: options.language ?? '',
    now: options.now ?? new Date(),
    maxEvents: 100_000,
    maxOccurrences: 1000,
    horizonMonths: options.horizonMonths,
  };
  const sets: SourceSet[] = [];
  let request: PageRequest | null = reader.firstRequest(context);
  const maxPages = options.maxPages ?? 1000;
  while (request) {
    if (sets.length >= maxPages) {
      sets[sets.length - 1]!.problems.push({
        kind: 'site',
        id: '',
        reason: `more than ${maxPages} pages: the rest was not read`,
      });
      break;
    }
    const read = reader.readPage(await fetchPage(request, options), context);
    sets.push(read.set);
    context.maxEvents -= read.set.posts.filter((p) => p.kind === 'event' || p.kind === 'series').length;
    request = context.maxEvents > 0 ? read.next : null;
  }
  return mergeSets(sets);
}
