import { isValidTimeZone } from './lib/dates';
import { isLang, type Lang } from './lib/languages';

export interface Config {
  defaultLanguage: Lang;
  siteTimezone: string;
  /** The site's name (pages' titles); null: the pages' own word for a calendar. */
  siteName: string | null;
  /** The currency shown with amounts whose event names none (TEC's `defaultCurrencySymbol`); '' for none. */
  currencySymbol: string;
  currencyPosition: 'prefix' | 'postfix';
  /** The currency of prices whose cost names no code (JSON-LD's `priceCurrency`). */
  currencyCode: string;
  /** Base of public page URLs (`{base}/event/{slug}/`); null means the request origin. */
  publicSiteUrl: string | null;
  /**
   * The calendar's views and the widget leave cancelled events out (site setting `hide_cancelled_events`,
   * off by default: as TEC, a cancelled event stays listed with its badge). The API's lists are not
   * affected: they list cancelled events unless `event_status` asks otherwise.
   */
  hideCancelledEvents: boolean;
  /**
   * Contributors may upload images (site setting `contributors_upload_files`, on by default; WordPress's
   * `upload_files` given to contributors): off, `POST /media` refuses them and the app offers no upload.
   */
  contributorsUploadFiles: boolean;
  /** Requests come through Cloudflare's edge, whose `CF-Connecting-IP` and `CF-Ray` can be believed. */
  trustEdgeHeaders: boolean;
  /** Updates and deletes without `If-Match` are refused (428). Off by default: TEC clients send none. */
  requirePrecondition: boolean;
  /** Webhooks may go to plain http and loopback hosts (a receiver on this machine). Never in production. */
  webhookLocalDevelopment: boolean;
  /** How many months ahead the occurrences of endless series exist (docs/series.md). */
  seriesHorizonMonths: number;
  /** Occurrences of series one user's writes may create in a clock hour; 0 lifts the limit (docs/security.md). */
  occurrencesPerHour: number;
  /** The largest file `POST /media` takes, in bytes (docs/media.md). */
  mediaMaxBytes: number;
  /** Files one user may upload in 24 hours; 0 lifts the limit. */
  mediaUploadsPerDay: number;
  /**
   * A wait before each D1 round trip, as far from the database as a reader can be (`npm run bench --
   * --round-trips`); 0 unless set, and always 0 behind the edge (TRUST_EDGE_HEADERS): never in a deployment.
   */
  d1DelayMs: number;
  /** Anonymous visitors may send events in (docs/submissions.md); off unless the site's settings say so. */
  submissionsAnonymous: boolean;
  /** The terms of submission a sender accepts, by language (none: nothing to accept). */
  submissionsTerms: Partial<Record<Lang, string>>;
  /** Days after a decision the sender's e-mail and hashes are kept (then erased). */
  submissionsRetentionDays: number;
  /** Submitter accounts with enough approved submissions (and no spam) publish directly. */
  submissionsTrustedPublish: boolean;
  /** Authors (by user id) and the categories whose submissions they moderate (docs/submissions.md). */
  submissionsAuthorCategories: Readonly<Record<string, readonly number[]>>;
}

/** The variables of `wrangler.toml` (`[vars]`) or `.dev.vars` the configuration is read from. */
export interface ConfigVars {
  DEFAULT_LANGUAGE?: string;
  SITE_TIMEZONE?: string;
  PUBLIC_SITE_URL?: string;
  SITE_NAME?: string;
  CURRENCY_SYMBOL?: string;
  /** `prefix` (default) or `postfix`. */
  CURRENCY_POSITION?: string;
  /** ISO 4217; `EUR` by default. */
  CURRENCY_CODE?: string;
  /** `"true"` in a deployment on Cloudflare (`npm run deploy`); anything else locally. */
  TRUST_EDGE_HEADERS?: string;
  REQUIRE_PRECONDITION?: string;
  WEBHOOK_LOCAL_DEVELOPMENT?: string;
  SERIES_HORIZON_MONTHS?: string;
  SERIES_OCCURRENCES_PER_HOUR?: string;
  /** Bytes; 10 MB (10485760) by default. */
  MEDIA_MAX_BYTES?: string;
  /** Uploads per user in 24 hours; 200 by default, 0 for no limit. */
  MEDIA_UPLOADS_PER_DAY?: string;
  /** Milliseconds; locally only, for the benchmark of round trips (docs/performance.md#round-trips). */
  BENCH_D1_DELAY_MS?: string;
}

/** Ten series of 1000 occurrences an hour (series.md §2's largest) for each user. */
const DEFAULT_OCCURRENCES_PER_HOUR = 10_000;

const MAX_CURRENCY_SYMBOL = 10;
const MAX_D1_DELAY_MS = 1000;

const DEFAULT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MEDIA_UPLOADS_PER_DAY = 200;

/** A whole number of at least `min` from a variable, else the default. */
const wholeNumber = (value: string | undefined, min: number, fallback: number) => {
  const n = Number(value ?? Number.NaN);
  return value?.trim() && Number.isSafeInteger(n) && n >= min ? n : fallback;
};

const cache = new WeakMap<ConfigVars, Config>();

/** Reads the configuration from the environment once per environment object, with safe fallbacks. */
export function configFrom(env: ConfigVars): Config {
  let config = cache.get(env);
  if (!config) {
    const lang = env.DEFAULT_LANGUAGE ?? 'es';
    const tz = env.SITE_TIMEZONE ?? 'Europe/Madrid';
    const horizon = Number(env.SERIES_HORIZON_MONTHS ?? 24);
    const perHour = Number(env.SERIES_OCCURRENCES_PER_HOUR ?? DEFAULT_OCCURRENCES_PER_HOUR);
    config = {
      defaultLanguage: isLang(lang) ? lang : 'es',
      siteTimezone: isValidTimeZone(tz) ? tz : 'Europe/Madrid',
      publicSiteUrl: env.PUBLIC_SITE_URL ? env.PUBLIC_SITE_URL.replace(/\/+$/, '') : null,
      siteName: env.SITE_NAME?.trim() || null,
      currencySymbol: (env.CURRENCY_SYMBOL ?? '').trim().slice(0, MAX_CURRENCY_SYMBOL),
      currencyPosition: env.CURRENCY_POSITION === 'postfix' ? 'postfix' : 'prefix',
      currencyCode: /^[A-Za-z]{3}$/.test(env.CURRENCY_CODE ?? '') ? env.CURRENCY_CODE!.toUpperCase() : 'EUR',
      hideCancelledEvents: false,
      contributorsUploadFiles: true,
      trustEdgeHeaders: env.TRUST_EDGE_HEADERS === 'true',
      requirePrecondition: /^(?:true|1|yes|on)$/i.test(env.REQUIRE_PRECONDITION ?? ''),
      webhookLocalDevelopment: /^(?:true|1|yes|on)$/i.test(env.WEBHOOK_LOCAL_DEVELOPMENT ?? ''),
      seriesHorizonMonths: Number.isInteger(horizon) && horizon >= 1 && horizon <= 120 ? horizon : 24,
      occurrencesPerHour:
        Number.isSafeInteger(perHour) && perHour >= 0 ? perHour : DEFAULT_OCCURRENCES_PER_HOUR,
      mediaMaxBytes: wholeNumber(env.MEDIA_MAX_BYTES, 1, DEFAULT_MEDIA_MAX_BYTES),
      mediaUploadsPerDay: wholeNumber(env.MEDIA_UPLOADS_PER_DAY, 0, DEFAULT_MEDIA_UPLOADS_PER_DAY),
      d1DelayMs:
        env.TRUST_EDGE_HEADERS === 'true'
          ? 0
          : Math.min(wholeNumber(env.BENCH_D1_DELAY_MS, 0, 0), MAX_D1_DELAY_MS),
      submissionsAnonymous: false,
      submissionsTerms: {},
      submissionsRetentionDays: 90,
      submissionsTrustedPublish: false,
      submissionsAuthorCategories: {},
    };
    cache.set(env, config);
  }
  return config;
}
