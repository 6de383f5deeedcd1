import type { Config, ConfigVars } from './config';
import type { Db } from './db/client';
import type { Caller } from './lib/caller';
import type { Lang } from './lib/languages';

/** What the webhook Queue carries: the id of a delivery row, which holds the payload as it is signed and sent. */
export interface WebhookMessage {
  delivery: number;
}

/**
 * What the sources' Queue carries (src/sources/consumer.ts): a source whose run is to start (no `run`), or
 * the run whose next step is to be taken.
 */
export interface SourceMessage {
  source: number;
  run?: number;
  trigger?: 'schedule' | 'manual';
}

export interface Bindings extends ConfigVars {
  DB: D1Database;
  /** The media library's files (docs/media.md): uploads and the sizes made of them. */
  MEDIA?: R2Bucket;
  /** Cloudflare Images: the sizes of uploads (src/media/sizes.ts). */
  IMAGES?: ImagesBinding;
  /** Counts failed authentications per client. */
  AUTH_FAILURES?: RateLimit;
  /** Counts wrong event passwords per client and event. */
  EVENT_PASSWORD_FAILURES?: RateLimit;
  /** Counts the writes of each author and contributor. */
  USER_WRITES?: RateLimit;
  /** Counts the passkey sign-in challenges each client asks for. */
  PASSKEY_CHALLENGES?: RateLimit;
  /** Webhook deliveries to send (src/webhooks/consumer.ts consumes them). */
  WEBHOOK_QUEUE?: Queue<WebhookMessage>;
  /** Steps of scheduled sources' runs (src/sources/consumer.ts consumes them). */
  SOURCE_QUEUE?: Queue<SourceMessage>;
  /** ActivityPub deliveries to send (src/federation/consumer.ts consumes them): a delivery's id, as webhooks'. */
  FEDERATION_QUEUE?: Queue<WebhookMessage>;
  /** Activities received per remote host (src/federation/inbox.ts): a flood is answered 429. */
  FEDERATION_INBOX?: RateLimit;
  /** The Worker secret webhook endpoint secrets (and federation's private keys) are encrypted under. */
  WEBHOOK_SECRET_KEY?: string;
  /** Submissions per client (src/submissions/defences.ts). */
  SUBMISSIONS_PER_CLIENT?: RateLimit;
  /** Submissions per e-mail address. */
  SUBMISSIONS_PER_EMAIL?: RateLimit;
  /** Cloudflare Turnstile's secret (a Worker secret; the always-passing test secret when unset, locally). */
  TURNSTILE_SECRET_KEY?: string;
  /** Cloudflare Turnstile's site key, shown in the public form ("" for Turnstile's always-passing test key). */
  TURNSTILE_SITE_KEY?: string;
  /** The key submissions' e-mails and networks are hashed with (HMAC-SHA-256): a Worker secret. */
  SUBMISSIONS_SECRET?: string;
  /** Cloudflare Email Routing's `send_email` binding: the submitter's and the editors' mail (docs/submissions.md). */
  MAIL?: SendEmail;
  /** The sender of that mail, and where editors are told of new submissions ("" for nobody). */
  MAIL_FROM?: string;
  MAIL_EDITORS?: string;
  /** Cloudflare Access sign-in (src/http/access.ts): the team's domain (`<team>.cloudflareaccess.com`), "" for off. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (AUD), "" for off. */
  ACCESS_AUD?: string;
}

/** The names of the bindings that are text: the variables of `wrangler.toml` and `.dev.vars`, and the secrets. */
type TextBindingName = {
  [K in keyof Bindings]-?: NonNullable<Bindings[K]> extends string ? K : never;
}[keyof Bindings];

/**
 * Every variable and secret the Worker reads. The tests run with each one pinned (vitest.config.ts), so
 * that a developer's `.dev.vars` or `.env` changes nothing they see; test/unit/pinned-settings.test.ts
 * holds this list to `Bindings`.
 */
export const TEXT_BINDINGS = [
  'DEFAULT_LANGUAGE',
  'SITE_TIMEZONE',
  'PUBLIC_SITE_URL',
  'SITE_NAME',
  'CURRENCY_SYMBOL',
  'CURRENCY_POSITION',
  'CURRENCY_CODE',
  'TRUST_EDGE_HEADERS',
  'REQUIRE_PRECONDITION',
  'WEBHOOK_LOCAL_DEVELOPMENT',
  'SERIES_HORIZON_MONTHS',
  'SERIES_OCCURRENCES_PER_HOUR',
  'WEBHOOK_SECRET_KEY',
  'ACCESS_TEAM_DOMAIN',
  'ACCESS_AUD',
  'MEDIA_MAX_BYTES',
  'MEDIA_UPLOADS_PER_DAY',
  'BENCH_D1_DELAY_MS',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_SITE_KEY',
  'SUBMISSIONS_SECRET',
  'MAIL_FROM',
  'MAIL_EDITORS',
] as const satisfies readonly TextBindingName[];

/** Compiles to `never` while {@link TEXT_BINDINGS} names every text binding of `Bindings`. */
export type UnlistedTextBinding = Exclude<TextBindingName, (typeof TEXT_BINDINGS)[number]>;

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
  /** The signed-in session the request came with (src/http/session.ts); unset for keys and anonymous callers. */
  session?: { id: string; csrfToken: string; provedUtc: string | null };
  /** The session's CSRF token, for the forms of the editors' app (also `csrfTokenOf(c)`); unset without a session. */
  csrfToken?: string;
  /**
   * When the answer being built changes by itself (ms since the epoch): an event's online address it
   * hides is shown from then on (src/events/fact-keys.ts). A cached answer never outlives it.
   */
  answerExpiresAt?: number;
  /** The editors' app: how many submissions wait for moderators (its menu; src/admin/submissions). */
  pendingSubmissions?: number;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
