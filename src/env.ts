import type { Config } from './config';
import type { Db } from './db/client';
import type { Caller } from './http/auth';
import type { Lang } from './http/language';

export interface Bindings {
  DB: D1Database;
  /** Counts failed authentications per client. */
  AUTH_FAILURES?: RateLimit;
  DEFAULT_LANGUAGE?: string;
  SITE_TIMEZONE?: string;
  PUBLIC_SITE_URL?: string;
}

export interface Variables {
  requestId: string;
  config: Config;
  db: Db;
  /** Content language of the request (after `translation_language` and the path prefix). */
  lang: Lang;
  /** The language path prefix of the request (`/eu`) or '' when it has none. */
  langPrefix: string;
  /** Every request parameter, merged from query < form body < JSON body. */
  params: Record<string, unknown>;
  caller: Caller;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
