import type { SubmissionRow } from './store';

/**
 * A submission as the API answers it. Who sent it (their e-mail) is shown to moderators only; the private
 * link's token only once, in the answer that created it. Never in a public answer, a feed, JSON-LD or
 * `/changes`: a submission is in none of them (test/http/submissions-privacy.test.ts).
 */
export interface PresentedSubmission {
  id: number;
  state: SubmissionRow['state'];
  reason: string | null;
  language: string;
  submitter_name: string;
  submitter_email?: string | null;
  earlier_submissions?: number;
  accepted_submissions?: number;
  created: string;
  decided: string | null;
  event: {
    id: number;
    title: string;
    status: string | null;
    start_date: string | null;
    timezone: string | null;
  } | null;
  rest_url: string;
  token?: string;
  private_url?: string;
}

const iso = (utc: string | null) => (utc === null ? null : `${utc.replace(' ', 'T')}Z`);

export function presentSubmission(
  row: SubmissionRow,
  options: { moderator: boolean; apiRoot: string },
): PresentedSubmission {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    language: row.lang,
    submitter_name: row.submitter_name,
    ...(options.moderator && {
      submitter_email: row.submitter_email,
      earlier_submissions: Number(row.earlier),
      accepted_submissions: Number(row.accepted),
    }),
    created: iso(row.created_utc)!,
    decided: iso(row.decided_utc),
    event:
      row.event_id === null
        ? null
        : {
            id: row.event_id,
            title: row.event_title ?? '',
            status: row.event_status,
            start_date: row.event_start,
            timezone: row.event_timezone,
          },
    rest_url: `${options.apiRoot}/submissions/${row.id}`,
  };
}
