import type { Config, ConfigVars } from './config';
import type { Db } from './db/client';
import type { Caller } from './lib/caller';
import type { Lang } from './lib/languages';

/** What the webhook Queue carries: the id of a delivery row, which holds the payload as it is signed and sent. */
export interface WebhookMessage {
  delivery: number;
}

export interface Bindings extends ConfigVars {
  DB: D1Database;
  /** Counts failed authentications per client. */
  AUTH_FAILURES?: RateLimit;
  /** Counts wrong event passwords per client and event. */
  EVENT_PASSWORD_FAILURES?: RateLimit;
  /** Counts the writes of each author and contributor. */
  USER_WRITES?: RateLimit;
  /** Webhook deliveries to send (src/webhooks/consumer.ts consumes them). */
  WEBHOOK_QUEUE?: Queue<WebhookMessage>;
  /** The Worker secret webhook endpoint secrets are encrypted under. */
  WEBHOOK_SECRET_KEY?: string;
}

export interface Variables {
  requestId: string;
  config: Config;
  db: Db;
  /** The D1 bookmark of the request's session so far (what a client sends back to read its writes). */
  bookmark: () => string | null;
  /** Content language of the request (after `translation_language` and the path prefix). */
  lang: Lang;
  /**
   * The language prefix of the URLs the answer carries: `/{lang}` when the request names its language
   * (by path prefix or `translation_language`), '' when it names none (API.md §1).
   */
  langPrefix: string;
  /** Every request parameter, merged from query < form body < JSON body. */
  params: Record<string, unknown>;
  /** The request body as sent (writes): the fingerprint of an `Idempotency-Key` is taken from it. */
  rawBody?: string;
  caller: Caller;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
