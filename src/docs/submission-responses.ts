import { SUBMISSION_STATES } from '../db/schema';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** The response bodies of `/submissions` (docs/submissions.md). */

const instant = z.iso.datetime();

export const Submission = z.strictObject({
  id: z.int().min(1),
  state: z.enum(SUBMISSION_STATES),
  reason: z.string().nullable(),
  language: z.enum(LANGUAGES),
  submitter_name: z.string(),
  submitter_email: z.string().nullable().optional(),
  earlier_submissions: z.int().min(0).optional(),
  accepted_submissions: z.int().min(0).optional(),
  created: instant,
  decided: instant.nullable(),
  event: z
    .strictObject({
      id: z.int().min(1),
      title: z.string(),
      status: z.string().nullable(),
      start_date: z.string().nullable(),
      timezone: z.string().nullable(),
    })
    .nullable(),
  rest_url: z.url(),
  token: z.string().optional(),
  private_url: z.url().optional(),
});

export const SubmissionList = z.strictObject({
  submissions: z.array(Submission),
  total: z.int().min(0),
  total_pages: z.int().min(0),
});

export const SUBMISSION_RESPONSE_SCHEMAS = { Submission, SubmissionList } as const;
