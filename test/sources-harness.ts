import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../src/index';
import type { SourceMessage } from '../src/sources/queue';
import { json, send } from './helpers';
import { answerDns, type DnsAnswer } from './webhook-receiver';

/**
 * Drives scheduled sources as Cloudflare would (docs/sources.md#runs): the Worker's `scheduled` handler, then
 * its `queue` handler for every message the steps hand on (a message retried is given again, its attempts
 * counted), with a Queue that keeps what is sent; the sources' hosts are answered by `serve` (stubbed
 * `fetch`), DNS by the webhook tests' stub.
 */

export const SOURCE_QUEUE_NAME = 'events-calendar-sources';

export interface Served {
  requests: Request[];
}

export function serveSources(
  serve: (request: Request) => Response | Promise<Response>,
  dns: Record<string, DnsAnswer> = {},
): Served {
  const requests: Request[] = [];
  const table = new Map(Object.entries(dns));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const dnsAnswer = answerDns(request, table);
      if (dnsAnswer) return dnsAnswer;
      requests.push(request);
      return serve(request);
    }),
  );
  return { requests };
}

export function keptQueue() {
  const sent: SourceMessage[] = [];
  const queue = {
    send: async (body: SourceMessage) => void sent.push(body),
    sendBatch: async (messages: { body: SourceMessage }[]) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue<SourceMessage>;
  return { sent, queue };
}

export type Kept = ReturnType<typeof keptQueue>;

/** The cron's minute at `at`. */
export async function cron(kept: Kept, at = new Date()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: '* * * * *' }), {
    ...env,
    SOURCE_QUEUE: kept.queue,
  });
  await getQueueResult;
  return ctx;
}

/** Consumes every message sent until none is left; retried ones again, up to `maxMessages` in all. */
export async function drain(kept: Kept, maxMessages = 500) {
  const retries: number[] = [];
  let handled = 0;
  const pending = kept.sent.splice(0).map((body) => ({ body, attempts: 1 }));
  while (pending.length > 0) {
    if (++handled > maxMessages) throw new Error('the run did not end');
    const { body, attempts } = pending.shift()!;
    const batch = createMessageBatch<SourceMessage>(SOURCE_QUEUE_NAME, [
      { id: `m${handled}`, timestamp: new Date(), attempts, body },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<never>, { ...env, SOURCE_QUEUE: kept.queue }, ctx);
    const result = await getQueueResult(batch, ctx);
    if (result.retryMessages.length > 0) {
      retries.push(attempts);
      pending.push({ body, attempts: attempts + 1 });
    }
    pending.push(...kept.sent.splice(0).map((next) => ({ body: next, attempts: 1 })));
  }
  return { handled, retries };
}

/** Run now, then every step. */
export async function runNow(key: string, sourceId: number, kept: Kept) {
  const res = await send('POST', `/sources/${sourceId}/run`, {}, key, { SOURCE_QUEUE: kept.queue });
  if (res.status !== 202) throw new Error(`run now: ${res.status} ${await res.text()}`);
  return drain(kept);
}

export async function lastRun(key: string, sourceId: number) {
  const res = await send('GET', `/sources/${sourceId}/runs`, undefined, key);
  return (await json(res)).runs[0];
}

export interface IcsEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  location?: string;
  description?: string;
  rrule?: string;
}

/** An iCalendar feed of these events (UTC times). */
export function ics(events: IcsEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Sources//EN'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${e.start}`,
      `DTEND:${e.end}`,
      `SUMMARY:${e.summary}`,
      ...(e.location ? [`LOCATION:${e.location}`] : []),
      ...(e.description ? [`DESCRIPTION:${e.description}`] : []),
      ...(e.rrule ? [`RRULE:${e.rrule}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
