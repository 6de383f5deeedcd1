import { SUBMISSION_STATES } from '../db/schema';
import { eventCreateBody, eventUpdateBody } from '../events/schemas';
import { documentedAs } from '../http/documented';
import { booleanParam, pageParams, positiveInt } from '../http/schemas';
import { z } from '../lib/zod';
import { text } from '../posts/fields';

/** The parameters of `/submissions` (docs/submissions.md): an event's fields and who sends it. */

const MAX_NAME = 100;
const MAX_EMAIL = 254;
export const MAX_REASON = 2000;

/**
 * One `@` with 1 to 64 characters before it, a dot inside what follows it, no spaces (`EMAIL_PATTERN`,
 * as /doc says it): checked without a regular expression's backtracking.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at > 64 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  return value.slice(at + 2, -1).includes('.');
}

/** What /doc says of an e-mail address: `isEmailAddress`'s rule. */
const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+$';

const submitterName = documentedAs(
  text(MAX_NAME)
    .transform((v) => v.trim())
    .refine((v) => v !== '', 'Your name cannot be empty.'),
  { type: 'string', minLength: 1, maxLength: MAX_NAME, pattern: '\\S' },
);

const submitterEmail = documentedAs(
  z
    .string({ message: 'Must be an e-mail address.' })
    .trim()
    .max(MAX_EMAIL, `At most ${MAX_EMAIL} characters.`)
    .refine(
      (v) => v.length > MAX_EMAIL || isEmailAddress(v),
      'Must be an e-mail address such as ane@example.org.',
    )
    .transform((v) => v.toLowerCase()),
  { type: 'string', format: 'email', maxLength: MAX_EMAIL, pattern: EMAIL_PATTERN },
);

/** What the public form adds against spam (anonymous senders only; docs/submissions.md). */
const formDefences = {
  /** Turnstile's answer (the widget's hidden field has this name). */
  'cf-turnstile-response': z.string().max(4096).optional(),
  /** The honeypot: a field people never see and never fill. */
  nickname: z.string().max(1000).optional(),
  /** When the form was served, signed: `{ms}.{signature}`. */
  form_started: z.string().max(200).optional(),
};

/** `POST /submissions`: an event's fields (its `status` is ignored: it is `pending`) and the sender's. */
export const submissionCreateBody = eventCreateBody.extend({
  submitter_name: submitterName,
  submitter_email: submitterEmail,
  terms_accepted: booleanParam.optional(),
  /**
   * The alternative text of the image sent as the `image_file` part of a `multipart/form-data` body
   * (a JPEG, PNG, GIF, WebP or AVIF file of at most 2 MB): required with that file.
   */
  image_alt_text: text(1000).optional(),
  ...formDefences,
});
export type SubmissionCreateBody = z.output<typeof submissionCreateBody>;

/** The parameters that are not the event's. */
export const SUBMISSION_ONLY = [
  'submitter_name',
  'submitter_email',
  'terms_accepted',
  'image_alt_text',
  ...Object.keys(formDefences),
] as const;

export const SUBMISSION_ACTIONS = ['approve', 'reject', 'spam', 'edit', 'withdraw'] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

/**
 * `POST /submissions/{id}`: a moderator's decision (`approve`, `reject` with a `reason`, `spam`), or the
 * submitter's (with the private link's `token`): `edit` (the event's fields, while pending) or `withdraw`.
 */
export const submissionActionBody = eventUpdateBody.extend({
  action: z.enum(SUBMISSION_ACTIONS, { message: `Must be one of ${SUBMISSION_ACTIONS.join(', ')}.` }),
  reason: text(MAX_REASON).optional(),
  token: z.string().max(200).optional(),
  /** Approve: the existing venue/organizer the proposed one is merged into. */
  merge_venue: positiveInt('a venue id').optional(),
  merge_organizer: positiveInt('an organizer id').optional(),
});
export type SubmissionActionBody = z.output<typeof submissionActionBody>;

/** `GET /submissions`: the queue, newest first. */
export const submissionListQuery = z.object({
  ...pageParams,
  state: z.enum(SUBMISSION_STATES, { message: `Must be one of ${SUBMISSION_STATES.join(', ')}.` }).optional(),
});
export type SubmissionListQuery = z.output<typeof submissionListQuery>;

/** `GET /submissions/{id}`: editors, the signed-in sender, or whoever holds the private link's token. */
export const submissionReadQuery = z.object({ token: z.string().max(200).optional() });
