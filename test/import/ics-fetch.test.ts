import { describe, expect, it } from 'vitest';
import { SourceError } from '../../import/source/fetcher';
import { fetchIcs } from '../../import/source/ics-fetch';

/** `--from-ics URL`: a feed is read within a time and a size limit, as the importer's other downloads are. */

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const encoder = new TextEncoder();

/** A body that sends `chunk` forever (or until the reader gives up). */
const endless = (chunk: string) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(encoder.encode(chunk));
    },
  });

/** A body that sends one line and then nothing, never closing. */
const stalled = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('BEGIN:VCALENDAR\r\n'));
    },
  });

describe('fetching an iCalendar feed', () => {
  it('reads a feed within its limits', async () => {
    const text = await fetchIcs('https://feed.example/a.ics', {
      maxBytes: 1000,
      timeoutMs: 1000,
      transport: async () => new Response(FEED),
    });
    expect(text).toBe(FEED);
  });

  it('gives up on a feed that never stops growing, at the byte limit, saying what to do', async () => {
    const read = fetchIcs('https://feed.example/big.ics', {
      maxBytes: 100_000,
      timeoutMs: 10_000,
      transport: async () => new Response(endless('X'.repeat(4096))),
    });
    await expect(read).rejects.toThrow(SourceError);
    await expect(read).rejects.toThrow(/larger than 100000 bytes: download the file and give its path/);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const read = fetchIcs('https://feed.example/big.ics', {
      maxBytes: 10,
      timeoutMs: 1000,
      transport: async () => new Response(FEED, { headers: { 'Content-Length': String(FEED.length) } }),
    });
    await expect(read).rejects.toThrow(/larger than 10 bytes/);
  });

  it('gives up on a feed that stops sending, at the time limit', async () => {
    const read = fetchIcs('https://feed.example/slow.ics', {
      maxBytes: 100_000,
      timeoutMs: 200,
      transport: async () => new Response(stalled()),
    });
    await expect(read).rejects.toThrow(/no whole answer within 0.2 s/);
  });

  it('an error status says there is no feed there', async () => {
    const read = fetchIcs('https://feed.example/gone.ics', {
      maxBytes: 1000,
      timeoutMs: 1000,
      transport: async () => new Response('gone', { status: 404 }),
    });
    await expect(read).rejects.toThrow(
      'https://feed.example/gone.ics answered 404: not an iCalendar feed there.',
    );
  });
});
