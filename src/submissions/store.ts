import { type SQL, sql } from 'drizzle-orm';
import type { SubmissionState } from '../db/schema';
import type { Lang } from '../lib/languages';

/**
 * The statements of submissions (docs/submissions.md): the row beside its event, the queue, one
 * submission, the decisions, the webhook deliveries they make, and the erasure after the retention.
 */

export type SubmissionRow = {
  id: number;
  event_id: number | null;
  user_id: number | null;
  submitter_name: string;
  submitter_email: string | null;
  email_hash: string | null;
  network_hash: string | null;
  lang: Lang;
  state: SubmissionState;
  reason: string | null;
  created_utc: string;
  decided_utc: string | null;
  erased_utc: string | null;
  /** The event's title (in the submission's language, else any), status, start and author. */
  event_title: string | null;
  /** The language of that title: the sender's edits are written in it. */
  event_lang: Lang | null;
  event_status: string | null;
  event_start: string | null;
  event_timezone: string | null;
  event_author: number | null;
  /** The sender's submissions before this one, and how many of them were approved (by e-mail, else user). */
  earlier: number;
  accepted: number;
};

export const SUBMISSION_COLUMNS = sql`s.id, s.event_id, s.user_id, s.submitter_name, s.submitter_email,
  s.email_hash, s.network_hash, s.lang, s.state, s.reason, s.created_utc, s.decided_utc, s.erased_utc,
  (SELECT t.title FROM post_texts t WHERE t.post_id = s.event_id ORDER BY t.lang = s.lang DESC LIMIT 1) AS event_title,
  (SELECT t.lang FROM post_texts t WHERE t.post_id = s.event_id ORDER BY t.lang = s.lang DESC LIMIT 1) AS event_lang,
  p.status AS event_status, p.start_local AS event_start, p.timezone AS event_timezone, p.author_id AS event_author,
  (SELECT count(*) FROM submissions e WHERE e.id < s.id AND (e.email_hash = s.email_hash
    OR (s.email_hash IS NULL AND e.user_id = s.user_id))) AS earlier,
  (SELECT count(*) FROM submissions e WHERE e.id < s.id AND e.state = 'approved' AND (e.email_hash = s.email_hash
    OR (s.email_hash IS NULL AND e.user_id = s.user_id))) AS accepted`;

const FROM = sql`FROM submissions s LEFT JOIN posts p ON p.id = s.event_id`;

export interface NewSubmission {
  userId: number | null;
  name: string;
  /** None for a scheduled source's event (src/sources/write.ts): nobody to write to. */
  email: string | null;
  emailHash: string | null;
  networkHash: string | null;
  lang: Lang;
  tokenHash: string;
  nowUtc: string;
  /** A trusted submitter's is approved at once (docs/submissions.md#trusted-submitters). */
  approved?: boolean;
}

export const insertSubmission = (eventId: number, s: NewSubmission): SQL =>
  sql`INSERT INTO submissions (event_id, user_id, submitter_name, submitter_email, email_hash, network_hash, lang,
      token_hash, state, created_utc, decided_utc)
    VALUES (${eventId}, ${s.userId}, ${s.name}, ${s.email}, ${s.emailHash}, ${s.networkHash}, ${s.lang},
      ${s.tokenHash}, ${s.approved ? 'approved' : 'pending'}, ${s.nowUtc}, ${s.approved ? s.nowUtc : null})`;

/** Approved submissions a submitter account needs (and none marked as spam) to publish directly. */
export const TRUSTED_AFTER = 3;

/** Whether a submitter account's record makes it trusted: its approved and spam submissions. */
export const trustStatement = (userId: number) =>
  sql`SELECT (SELECT count(*) FROM submissions WHERE user_id = ${userId} AND state = 'approved') AS approved,
    (SELECT count(*) FROM submissions WHERE user_id = ${userId} AND state = 'spam') AS spam`;

export const submissionByToken = (tokenHash: string): SQL =>
  sql`SELECT ${SUBMISSION_COLUMNS} ${FROM} WHERE s.token_hash = ${tokenHash}`;

export const submissionById = (id: number): SQL =>
  sql`SELECT ${SUBMISSION_COLUMNS} ${FROM} WHERE s.id = ${id}`;

/** A page of the queue, newest first, and the total of its state (or of all). */
export function queueStatements(
  state: SubmissionState | undefined,
  page: number,
  perPage: number,
  /** Only the submissions this condition on `s` and its event `p` holds for (an author's categories). */
  only?: SQL,
): SQL[] {
  const conditions = [...(state ? [sql`s.state = ${state}`] : []), ...(only ? [only] : [])];
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return [
    sql`SELECT count(*) AS total ${FROM} ${where}`,
    sql`SELECT ${SUBMISSION_COLUMNS} ${FROM} ${where} ORDER BY s.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  ];
}

/** How many submissions are pending (the app's menu). */
export const pendingCount = sql`SELECT count(*) AS n FROM submissions WHERE state = 'pending'`;

/** A decision, written only while the submission is still pending (two moderators: the first one wins). */
export const decide = (
  id: number,
  state: SubmissionState,
  reason: string | null,
  by: number | null,
  nowUtc: string,
) =>
  sql`UPDATE submissions SET state = ${state}, reason = ${reason}, decided_by = ${by}, decided_utc = ${nowUtc}
    WHERE id = ${id} AND state = 'pending'`;

/** Spam blocks the e-mail and the network it came from (their hashes). */
export const blockStatements = (
  row: Pick<SubmissionRow, 'email_hash' | 'network_hash'>,
  nowUtc: string,
): SQL[] =>
  (
    [
      ['email', row.email_hash],
      ['network', row.network_hash],
    ] as const
  ).flatMap(([kind, hash]) =>
    hash
      ? [
          sql`INSERT INTO submission_blocks (kind, hash, created_utc) VALUES (${kind}, ${hash}, ${nowUtc})
            ON CONFLICT (kind, hash) DO UPDATE SET created_utc = excluded.created_utc`,
        ]
      : [],
  );

export const WEBHOOK_ACTIONS = ['created', 'approved', 'rejected'] as const;
export type SubmissionWebhookAction = (typeof WEBHOOK_ACTIONS)[number];

export const messageIdOf = (id: number, action: SubmissionWebhookAction) => `msg_submission_${id}_${action}`;

/**
 * One delivery per enabled endpoint that subscribes to `submission.{action}`: the submission's id, its
 * event and state, never who sent it (docs/webhooks.md). `which` selects the submission row.
 */
export function webhookDeliveries(which: SQL, action: SubmissionWebhookAction, nowUtc: string): SQL {
  const type = `submission.${action}`;
  return sql`INSERT INTO webhook_deliveries (endpoint_id, message_id, type, seq, payload)
    SELECT e.id, 'msg_submission_' || s.id || '_' || ${action}, ${type}, NULL,
      json_object('type', ${type}, 'timestamp', ${`${nowUtc.replace(' ', 'T')}Z`},
        'data', json_object('kind', 'submission', 'id', s.id, 'event_id', s.event_id, 'state', s.state,
          'rest_url', e.api_root || '/submissions/' || s.id))
    FROM submissions s JOIN webhook_endpoints e ON e.enabled = 1
    WHERE s.id = (${which}) AND EXISTS (SELECT 1 FROM json_each(e.event_types) t
      WHERE t.value IN ('*', 'submission.*', ${type}))
    ON CONFLICT (endpoint_id, message_id) DO NOTHING`;
}

/** The deliveries a submission's action made, not yet handed to the Queue. */
export const unsentDeliveries = (id: number, action: SubmissionWebhookAction) =>
  sql`SELECT id FROM webhook_deliveries WHERE message_id = ${messageIdOf(id, action)} AND queued_utc IS NULL`;

/**
 * The erasure (the scheduled trigger, docs/submissions.md#privacy): who sent each submission decided more
 * than the retention ago (the setting `submissions_retention_days`, 90 days by default) is forgotten: its
 * e-mail, name and hashes; so are the blocks and the local outbox's mail as old. 500 submissions a run.
 */
export function erasureStatements(now: Date): SQL[] {
  const nowUtc = now.toISOString().slice(0, 19).replace('T', ' ');
  const days = sql`(SELECT max(1, min(3650, coalesce(CAST((SELECT value FROM site_settings
    WHERE name = 'submissions_retention_days') AS INTEGER), 90))))`;
  const before = sql`strftime('%Y-%m-%d %H:%M:%S', ${nowUtc}, '-' || ${days} || ' days')`;
  return [
    sql`UPDATE submissions SET submitter_email = NULL, email_hash = NULL, network_hash = NULL,
      submitter_name = '', erased_utc = ${nowUtc}
      WHERE id IN (SELECT id FROM submissions WHERE decided_utc < ${before} AND erased_utc IS NULL LIMIT 500)`,
    sql`DELETE FROM submission_blocks WHERE created_utc < ${before}`,
    sql`DELETE FROM mail_outbox WHERE created_utc < ${before}`,
  ];
}
