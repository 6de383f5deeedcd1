import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import type { Bindings } from '../env';
import { ApiError, tooManyRequests } from '../http/errors';
import { stampTime } from './secrets';

/**
 * What keeps spam out of submissions (docs/submissions.md#spam), each checked before anything is written:
 * limits per client and per e-mail (the Workers Rate Limiting binding, or this isolate's own count where
 * there is none), and for anonymous senders the honeypot, the minimum fill time and Cloudflare Turnstile;
 * then what the database knows: blocked e-mails and networks, and the pending submissions they hold.
 */

/** A refusal of a submission, one code for every defence: a bot learns nothing of which one it tripped. */
export const refusedSubmission = (reason: string) =>
  new ApiError(400, 'rest_submission_refused', 'The submission was refused.', { reason });

/** The form can't be filled faster than this by a person, nor sent from a page older than a day. */
export const MIN_FILL_MS = 3000;
export const MAX_FORM_AGE_MS = 86_400_000;
/** Pending submissions one e-mail, or one network, may hold at once. */
export const MAX_PENDING_PER_EMAIL = 5;
export const MAX_PENDING_PER_NETWORK = 20;
const RETRY_AFTER_SECONDS = 60;

/** The local fallback of the rate limits (wrangler.toml's, per minute), where the binding is missing. */
const LOCAL_LIMITS = { SUBMISSIONS_PER_CLIENT: 5, SUBMISSIONS_PER_EMAIL: 3 } as const;
const MAX_TRACKED = 10_000;
const localCounts = new Map<string, { windowStart: number; count: number }>();

async function underLimit(env: Bindings, name: keyof typeof LOCAL_LIMITS, key: string, nowMs: number) {
  const binding = env[name];
  if (binding) return (await binding.limit({ key })).success;
  const bucket = `${name}:${key}`;
  const windowStart = nowMs - (nowMs % 60_000);
  const known = localCounts.get(bucket);
  const count = known && known.windowStart === windowStart ? known.count + 1 : 1;
  if (!known && localCounts.size >= MAX_TRACKED) localCounts.delete(localCounts.keys().next().value!);
  localCounts.set(bucket, { windowStart, count });
  return count <= LOCAL_LIMITS[name];
}

/** Tests: the local counts start again. */
export const forgetLocalCounts = () => localCounts.clear();

export async function checkClientLimit(env: Bindings, networkHash: string, nowMs = Date.now()) {
  if (!(await underLimit(env, 'SUBMISSIONS_PER_CLIENT', networkHash, nowMs))) {
    throw tooManyRequests(RETRY_AFTER_SECONDS, 'Too many submissions. Please try again later.');
  }
}

export async function checkEmailLimit(env: Bindings, emailHash: string, nowMs = Date.now()) {
  if (!(await underLimit(env, 'SUBMISSIONS_PER_EMAIL', emailHash, nowMs))) {
    throw tooManyRequests(RETRY_AFTER_SECONDS, 'Too many submissions. Please try again later.');
  }
}

/** The honeypot (a field hidden from people) must be empty; the form must have taken a person's time. */
export async function checkForm(
  secret: string,
  params: { nickname?: string; form_started?: string },
  nowMs = Date.now(),
) {
  if ((params.nickname ?? '').trim() !== '') throw refusedSubmission('honeypot');
  const started = await stampTime(secret, params.form_started);
  if (started === null) throw refusedSubmission('form_started');
  const took = nowMs - started;
  if (took < MIN_FILL_MS || took > MAX_FORM_AGE_MS) throw refusedSubmission('fill_time');
}

/** Turnstile's documented test secrets: answered here, offline (wrangler dev, the tests). */
const TEST_SECRETS: Record<string, boolean> = {
  '1x0000000000000000000000000000000AA': true,
  '2x0000000000000000000000000000000AA': false,
  '3x0000000000000000000000000000000AA': false,
};
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;
let siteverifyFetch: Fetcher = (input, init) => fetch(input, init);

/** Tests: Turnstile's siteverify answered by `fetcher` (a real secret's check, without the network). */
export function verifyTurnstileThrough(fetcher: Fetcher | null) {
  siteverifyFetch = fetcher ?? ((input, init) => fetch(input, init));
}

/** Turnstile's always-passing test secret where none is set and requests are not the edge's (wrangler dev). */
export const LOCAL_TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

/**
 * Verifies the widget's answer server-side (siteverify), with the client's address when the edge gives
 * one. A missing answer, a refusal or an unreachable Turnstile refuses the submission.
 */
export async function checkTurnstile(secret: string, response: string | undefined, remoteIp: string | null) {
  if (!response) throw refusedSubmission('turnstile');
  const known = TEST_SECRETS[secret];
  if (known !== undefined) {
    if (!known) throw refusedSubmission('turnstile');
    return;
  }
  const body = new FormData();
  body.set('secret', secret);
  body.set('response', response);
  if (remoteIp) body.set('remoteip', remoteIp);
  let success = false;
  try {
    const res = await siteverifyFetch(SITEVERIFY, { method: 'POST', body });
    success = res.ok && ((await res.json()) as { success?: unknown }).success === true;
  } catch {
    success = false;
  }
  if (!success) throw refusedSubmission('turnstile');
}

/**
 * What the database says of an e-mail and a network: blocked (a submission of theirs was spam), or
 * already holding as many pending submissions as they may. Read in the submission's first batch
 * (`historyStatements`), judged by `checkHistory` before anything is written.
 */
export const historyStatements = (emailHash: string, networkHash: string): SQL[] => [
  sql`SELECT count(*) AS n FROM submission_blocks
    WHERE (kind = 'email' AND hash = ${emailHash}) OR (kind = 'network' AND hash = ${networkHash})`,
  sql`SELECT (SELECT count(*) FROM submissions WHERE email_hash = ${emailHash} AND state = 'pending') AS email,
    (SELECT count(*) FROM submissions WHERE network_hash = ${networkHash} AND state = 'pending') AS network`,
];

export function checkHistory(blocked: Row[], pending: Row[]) {
  if (Number(blocked[0]?.n ?? 0) > 0) throw refusedSubmission('blocked');
  const counts = pending[0] ?? { email: 0, network: 0 };
  if (Number(counts.email) >= MAX_PENDING_PER_EMAIL || Number(counts.network) >= MAX_PENDING_PER_NETWORK) {
    throw tooManyRequests(
      RETRY_AFTER_SECONDS,
      'Too many submissions are waiting for review. Please wait for a decision.',
    );
  }
}
