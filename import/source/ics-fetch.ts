/**
 * An iCalendar feed by its URL (`--from-ics https://…`), within a budget: the whole answer within a time
 * limit and at most a number of bytes, read as it streams in, so a feed that never ends or never stops
 * growing ends the run with a message instead of holding it (or its memory) for good.
 */
import { readLimited, TooBig, type Transport } from '../media/download';
import { SourceError } from './fetcher';

export interface FeedLimits {
  maxBytes: number;
  timeoutMs: number;
  transport?: Transport;
}

/** 50 MB (the largest public calendars are a few MB) within 2 minutes. */
export const FEED_LIMITS: FeedLimits = { maxBytes: 50 * 1024 * 1024, timeoutMs: 120_000 };

export async function fetchIcs(url: string, limits: FeedLimits = FEED_LIMITS): Promise<string> {
  const transport = limits.transport ?? ((u, init) => fetch(u, init));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const instead = 'download the file and give its path';
  try {
    const res = await transport(url, {
      signal: controller.signal,
      headers: { Accept: 'text/calendar, */*' },
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new SourceError(`${url} answered ${res.status}: not an iCalendar feed there.`);
    }
    if (Number(res.headers.get('content-length') ?? '') > limits.maxBytes) throw new TooBig();
    const bytes = res.body
      ? await readLimited(res.body, limits.maxBytes, controller.signal)
      : new Uint8Array();
    return new TextDecoder().decode(bytes);
  } catch (err) {
    if (err instanceof SourceError) throw err;
    if (err instanceof TooBig)
      throw new SourceError(`${url} is larger than ${limits.maxBytes} bytes: ${instead}.`);
    if (controller.signal.aborted)
      throw new SourceError(`${url} gave no whole answer within ${limits.timeoutMs / 1000} s: ${instead}.`);
    throw new SourceError(
      `Could not fetch ${url}: ${(err as Error).message}. Check the address, or ${instead}.`,
    );
  } finally {
    clearTimeout(timer);
  }
}
