import type { Config } from '../config';
import { readLimited } from '../lib/read-limited';
import { type DnsCheck, refusedDestination } from './destination';
import { refusedByDns } from './resolve';

/**
 * Every request this service makes to another host on someone's word (a scheduled source's feed, a remote
 * calendar's actor, an object named in an inbox) goes through here: the address is checked as webhooks'
 * are (public hosts only, by spelling and by what DNS answers), each redirect is checked again before it
 * is followed, and the whole exchange has a budget of time, redirects and bytes.
 */

export interface OutgoingBudget {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The body, decoded; a larger one is given up as soon as it passes this. */
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_OUTGOING_BUDGET: OutgoingBudget = {
  timeoutMs: 20_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
};

export interface OutgoingRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  budget?: Partial<OutgoingBudget>;
  /** Hosts that are this deployment's own (a request to itself is refused like a private one). */
  ownHosts?: readonly string[];
  dns?: DnsCheck;
}

export interface FetchedDocument {
  /** Where the answer came from, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  /** `304 Not Modified` to a conditional request: no body. */
  notModified: boolean;
  bytes: Uint8Array;
  text: () => string;
}

export interface OutgoingFailureFacts {
  url?: string;
  /** The budget passed: bytes, seconds or redirects. */
  limit?: number;
  /** Why, in the words of whoever said it (the address guard, the network). */
  reason?: string;
}

export type OutgoingFailureKind = 'refused' | 'timeout' | 'too-big' | 'redirects' | 'network' | 'status';

/** Why an outgoing request gave nothing usable, in words for an editor's history of runs. */
export class OutgoingFailure extends Error {
  constructor(
    readonly kind: OutgoingFailureKind,
    message: string,
    readonly status?: number,
    /** The address, the limit passed and the reason, for words in another language than the message's. */
    readonly facts: OutgoingFailureFacts = {},
  ) {
    super(message);
    this.name = 'OutgoingFailure';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function guardedFetch(request: OutgoingRequest, config: Config): Promise<FetchedDocument> {
  const budget = { ...DEFAULT_OUTGOING_BUDGET, ...request.budget };
  const signal = AbortSignal.timeout(budget.timeoutMs);
  const dns = request.dns ?? refusedByDns;
  let url = request.url;
  let method = request.method ?? 'GET';
  let body = request.body;
  let headers = request.headers;
  try {
    for (let hop = 0; ; hop++) {
      const refusal = await refusedDestination(url, request.ownHosts ?? [], config, dns);
      if (refusal !== null)
        throw new OutgoingFailure('refused', `${url}: ${refusal.reason}`, undefined, {
          url,
          reason: refusal.reason,
        });
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        await response.body?.cancel().catch(() => {});
        if (hop >= budget.maxRedirects) {
          throw new OutgoingFailure(
            'redirects',
            `${request.url}: more than ${budget.maxRedirects} redirects.`,
            undefined,
            { url: request.url, limit: budget.maxRedirects },
          );
        }
        const next = new URL(location, url);
        // Credentials stay with the origin they were given for (as fetch does on a cross-origin redirect).
        if (next.origin !== new URL(url).origin && headers) {
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
          );
        }
        url = next.href;
        if (
          response.status === 303 ||
          (response.status !== 307 && response.status !== 308 && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel().catch(() => {});
        return document(url, response, true, new Uint8Array(0));
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel().catch(() => {});
        throw new OutgoingFailure('status', `${url} answered ${response.status}.`, response.status, { url });
      }
      const bytes = await readLimited(response, budget.maxBytes);
      if (bytes === null) {
        throw new OutgoingFailure(
          'too-big',
          `${url}: the answer is larger than ${budget.maxBytes} bytes.`,
          undefined,
          { url, limit: budget.maxBytes },
        );
      }
      return document(url, response, false, bytes);
    }
  } catch (error) {
    if (error instanceof OutgoingFailure) throw error;
    if (signal.aborted) {
      throw new OutgoingFailure(
        'timeout',
        `${url}: no whole answer within ${budget.timeoutMs / 1000} s.`,
        undefined,
        { url, limit: budget.timeoutMs / 1000 },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new OutgoingFailure('network', `${url}: ${reason}`, undefined, { url, reason });
  }
}

function document(url: string, response: Response, notModified: boolean, bytes: Uint8Array): FetchedDocument {
  let text: string | undefined;
  return {
    url,
    status: response.status,
    headers: response.headers,
    notModified,
    bytes,
    text: () => {
      text ??= new TextDecoder().decode(bytes);
      return text;
    },
  };
}
