import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of the API, rendered by `renderError` as `{ code, message, data: { status, ... } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NO_ROUTE = 'No route was found matching the URL and request method.';

export const noRoute = () => new ApiError(404, 'rest_no_route', NO_ROUTE);

/**
 * A path under a language prefix the site doesn't have: `rest_no_route` in TEC's words (API.md §1), the
 * languages it has and a sentence for people beside it.
 */
export const unknownLanguage = (code: string, languages: readonly string[]) =>
  new ApiError(404, 'rest_no_route', NO_ROUTE, {
    languages: [...languages],
    hint: `"${code}" is not a language of this site. Its languages are ${languages.join(', ')} (/{lang}/site/events/v1/…), or none for the default one.`,
  });

export const methodNotAllowed = (allowed: string[]) =>
  new ApiError(405, 'rest_no_route', NO_ROUTE, {}, { Allow: allowed.join(', ') });

/** `reasons` maps each invalid parameter to a sentence saying what is wrong with it. */
export const invalidParams = (reasons: Record<string, string>) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(reasons).join(', ')}`, {
    params: reasons,
    details: [],
  });

export const invalidParam = (name: string, reason: string) => invalidParams({ [name]: reason });

export const missingParams = (names: string[]) =>
  new ApiError(400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, {
    params: names,
  });

export const invalidJson = () =>
  new ApiError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { json_error_message: 'Syntax error' });

/** TEC's (WordPress's) one sentence for every refusal, which clients compare: why goes in `data.hint`. */
const NOT_ALLOWED = 'Sorry, you are not allowed to do that.';

/** The protection space of every challenge (RFC 9110 §11.6.1): the API's namespace. */
const REALM = 'site/events/v1';

/** Why a request is not authenticated: no credential, one that can't be read, or a key that doesn't open. */
export type AuthFailure = 'missing' | 'malformed' | 'invalid';

/**
 * Each hint is also a challenge's `error_description`, so it keeps to what RFC 6750 §3 allows there:
 * printable ASCII without `"` or `\`.
 */
const AUTH_FAILURES: Record<AuthFailure, { hint: string; bearerError?: string }> = {
  missing: { hint: "No API key was sent: send one as 'Authorization: Bearer <key>'." },
  malformed: {
    hint: "The Authorization header is malformed: send 'Bearer <key>' or 'Basic base64(<login>:<key>)', with the key as 'npm run users -- create' printed it (tec_...).",
    bearerError: 'invalid_request',
  },
  // One sentence for an unknown key, a revoked one and a login that is not the key's: nothing tells
  // whether a login exists.
  invalid: {
    hint: 'The API key is unknown or revoked, or not the key of the login given with it.',
    bearerError: 'invalid_token',
  },
};

/**
 * 401 `rest_forbidden` in TEC's words (API.md §4), with why in `data.reason` and `data.hint` and the
 * challenges a client can answer (RFC 9110 §11.6.1, RFC 6750 §3): `Bearer`, and `Basic` when Basic was
 * tried. A credential that was sent and refused is described on the challenge of its scheme
 * (`error_description`); a request with none gets no error information (RFC 6750 §3.1).
 */
export function unauthenticated(reason: AuthFailure, triedBasic = false): ApiError {
  const { hint, bearerError } = AUTH_FAILURES[reason];
  const description = reason === 'missing' ? [] : [`error_description="${hint}"`];
  const bearer = [`Bearer realm="${REALM}"`];
  if (bearerError && !triedBasic) bearer.push(`error="${bearerError}"`, ...description);
  const challenges = [bearer.join(', ')];
  if (triedBasic)
    challenges.unshift([`Basic realm="${REALM}"`, 'charset="UTF-8"', ...description].join(', '));
  return new ApiError(
    401,
    'rest_forbidden',
    NOT_ALLOWED,
    { reason, hint },
    { 'WWW-Authenticate': challenges.join(', ') },
  );
}

/** 403 `rest_forbidden`; as 401, the refusal of an anonymous caller (no API key was sent). */
export const forbidden = (status: 401 | 403 = 403) =>
  status === 401 ? unauthenticated('missing') : new ApiError(status, 'rest_forbidden', NOT_ALLOWED);

/** 403 `rest_forbidden` in TEC's words, saying why in `data.hint` (and whatever else in `data`). */
export const refused = (hint: string, data: Record<string, unknown> = {}) =>
  new ApiError(403, 'rest_forbidden', NOT_ALLOWED, { ...data, hint });

export const tooLarge = (limit: number) =>
  new ApiError(413, 'rest_request_too_large', `The request body is larger than ${limit} bytes.`, {
    max_bytes: limit,
  });

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, 'rest_too_many_requests', message, {}, { 'Retry-After': String(retryAfterSeconds) });

export const unavailable = () =>
  new ApiError(
    503,
    'rest_unavailable',
    'The service is temporarily unavailable. Please try again shortly.',
    {},
    { 'Retry-After': '2' },
  );

function internalError() {
  return new ApiError(500, 'rest_internal_error', 'An unexpected error occurred.');
}

/**
 * D1 reports an unreachable, restarting or overloaded database with these messages (the D1_ERRORs its
 * documentation says to retry: "Network connection lost.", "D1 DB is overloaded. Too many requests
 * queued.", "D1 DB storage operation exceeded timeout which caused object to be reset.", "Internal error
 * in D1 DB storage caused object to be reset.", "Cannot resolve D1 DB due to transient issue on remote
 * node.", "D1 DB reset because its code was updated." …); anything else is our bug.
 */
const FROM_D1 = /\bD1|network connection lost/i;
const UNAVAILABLE_PATTERN =
  /network connection lost|overloaded|timed? ?out|exceeded timeout|(?:object to be|was) reset|reset because its code was updated|cannot resolve D1|transient issue|client disconnected|internal error|unavailable|SQLITE_BUSY|database is locked/i;

/** Two writes raced for one row (a record deleted meanwhile, a key taken meanwhile): the client may retry. */
const CONSTRAINT_PATTERN = /constraint failed|SQLITE_CONSTRAINT/i;

export const conflict = () =>
  new ApiError(
    409,
    'rest_conflict',
    'The request conflicts with a change made at the same time. Please try again.',
  );

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return tooLarge(256 * 1024);
    if (err.status === 404) return noRoute();
    return new ApiError(
      err.status as ContentfulStatusCode,
      'rest_invalid_request',
      err.message || 'Bad request.',
    );
  }
  const message =
    err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : '';
  if (FROM_D1.test(message) && UNAVAILABLE_PATTERN.test(message)) return unavailable();
  if (FROM_D1.test(message) && CONSTRAINT_PATTERN.test(message)) return conflict();
  return internalError();
}
