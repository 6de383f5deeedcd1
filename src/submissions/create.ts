import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { inBackground } from '../cache/background';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { EventCreateBody } from '../events/schemas';
import { clientBucket, fromCloudflareEdge } from '../http/edge-request';
import { forbidden, invalidParam } from '../http/errors';
import { apiRoot } from '../http/pagination';
import { parseParams } from '../http/validate';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { createEventOrSeries } from '../series/create';
import { handToQueue } from '../webhooks/dispatcher';
import { writeContextAs } from '../write/context';
import { WriteGuard } from '../write/guard';
import {
  checkClientLimit,
  checkEmailLimit,
  checkForm,
  checkHistory,
  checkTurnstile,
  historyStatements,
  LOCAL_TURNSTILE_SECRET,
} from './defences';
import { checkImage, imageFileOf, type StoredImage, storeImage } from './image';
import { editorsAddress, sendMail } from './mail';
import { type PresentedSubmission, presentSubmission } from './presenter';
import { SUBMISSION_ONLY, type SubmissionCreateBody, submissionCreateBody } from './schemas';
import { keyedHash, newToken, submissionsSecret, tokenHash } from './secrets';
import {
  insertSubmission,
  type SubmissionRow,
  submissionByToken,
  TRUSTED_AFTER,
  trustStatement,
  unsentDeliveries,
  webhookDeliveries,
} from './store';
import { fill, MAIL_WORDS } from './words';

/**
 * A submission (`POST /submissions`, the public form): the defences first (docs/submissions.md#spam),
 * then the event through the API's own create (`createEventOrSeries`: its validation, references,
 * slugs, series and revisions), as a contributor would write it (so `pending`), with the submission's row
 * and its webhook deliveries in the same batch. The mail and the Queue follow in the background.
 */

/** The author of anonymous submissions' events: a submitter without password or key, made on first use. */
export const COMMUNITY_LOGIN = 'community-submissions';

/** The private link's page: where the sender sees the state, edits while pending, withdraws. */
export const privateLink = (origin: string, langPrefix: string, id: number, token: string) =>
  `${origin}${langPrefix}/events/community/submission/${id}?token=${encodeURIComponent(token)}`;

export interface Created {
  row: SubmissionRow;
  token: string;
  presented: PresentedSubmission;
}

/**
 * The event as the API's create takes it: the sender's fields out, `pending` (a trusted submitter's
 * `publish`), and so the records it proposes.
 */
function eventInput(input: SubmissionCreateBody, status: 'pending' | 'publish'): EventCreateBody {
  const event: Record<string, unknown> = { ...input };
  for (const name of SUBMISSION_ONLY) delete event[name];
  delete event.author;
  delete event.password;
  event.status = status;
  for (const role of ['venue', 'organizer'] as const) {
    const refs = input[role];
    if (refs) {
      event[role] = refs.map((ref) =>
        'inline' in ref ? { inline: { ...ref.inline, status, author: undefined } } : ref,
      );
    }
  }
  return event as EventCreateBody;
}

/** The author of anonymous submissions' events, made on first use: the first batch's two statements. */
const communityUserStatements = [
  sql`INSERT INTO users (login, role) SELECT ${COMMUNITY_LOGIN}, 'submitter'
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE login = ${COMMUNITY_LOGIN})`,
  sql`SELECT id FROM users WHERE login = ${COMMUNITY_LOGIN}`,
];

/**
 * The submission's first batch: what the database says of the e-mail and network (blocks, pending caps),
 * the author of an anonymous submission, and whether a submitter account is trusted (the setting on, and
 * `TRUSTED_AFTER` approved submissions, none spam). The event is then written as a contributor (so
 * `pending`), or as an author (who publishes their own) when trusted.
 */
async function readBeforeWrite(
  db: Db,
  caller: User | null,
  trustedPublish: boolean,
  emailHash: string,
  networkHash: string,
): Promise<{ author: User; trusted: boolean }> {
  const asksTrust = trustedPublish && caller?.role === 'submitter';
  const results = await db.batch([
    ...historyStatements(emailHash, networkHash),
    ...(caller ? [] : communityUserStatements),
    ...(asksTrust ? [trustStatement(caller!.id)] : []),
  ]);
  checkHistory(results[0]!, results[1]!);
  if (!caller)
    return {
      author: { id: Number(results[3]![0]!.id), login: COMMUNITY_LOGIN, role: 'contributor' },
      trusted: false,
    };
  const record = asksTrust ? results[2]![0] : undefined;
  const trusted =
    record !== undefined && Number(record.approved) >= TRUSTED_AFTER && Number(record.spam) === 0;
  return { author: { ...caller, role: trusted ? 'author' : 'contributor' }, trusted };
}

export async function createSubmission(
  c: Context<AppEnv>,
  params: Record<string, unknown>,
  options: { lang?: Lang } = {},
): Promise<Created> {
  const caller = c.get('caller');
  const config = c.get('config');
  const db = c.get('db');
  if (caller === null && !config.submissionsAnonymous) throw forbidden(401);
  const deployed = fromCloudflareEdge(c.req.raw, config.trustEdgeHeaders);
  const secret = submissionsSecret(c.env, deployed);
  const networkHash = await keyedHash(secret, 'network', clientBucket(c.req.raw, config.trustEdgeHeaders));
  await checkClientLimit(c.env, networkHash);
  if (caller === null) {
    await checkForm(secret, params as { nickname?: string; form_started?: string });
    const turnstileSecret = c.env.TURNSTILE_SECRET_KEY?.trim() || (deployed ? '' : LOCAL_TURNSTILE_SECRET);
    if (!turnstileSecret) throw forbidden(401);
    const answer = params['cf-turnstile-response'];
    await checkTurnstile(
      turnstileSecret,
      typeof answer === 'string' ? answer : undefined,
      deployed ? (c.req.header('cf-connecting-ip') ?? null) : null,
    );
  }
  const input = parseParams(submissionCreateBody, params);
  const image = checkImage(await imageFileOf(c), params);
  // The language of the texts: the request's, or the one the form's sender chose.
  const lang = options.lang ?? c.get('lang');
  const hasTerms = Object.values(config.submissionsTerms).some((text) => (text ?? '').trim() !== '');
  if (hasTerms && !input.terms_accepted) {
    throw invalidParam('terms_accepted', 'The terms of submission must be accepted.');
  }
  const emailHash = await keyedHash(secret, 'email', input.submitter_email);
  await checkEmailLimit(c.env, emailHash);
  const { author, trusted } = await readBeforeWrite(
    db,
    caller,
    config.submissionsTrustedPublish,
    emailHash,
    networkHash,
  );
  const token = newToken();
  const hashOfToken = await tokenHash(token);
  const ctx = writeContextAs(c, author);
  ctx.lang = lang;
  ctx.guard = WriteGuard.none(formatUtcWall(ctx.now));
  const nowUtc = formatUtcWall(ctx.now);
  const which = sql`SELECT id FROM submissions WHERE token_hash = ${hashOfToken}`;
  ctx.alongside = (eventId) => [
    insertSubmission(eventId, {
      userId: caller?.id ?? null,
      name: input.submitter_name,
      email: input.submitter_email,
      emailHash,
      networkHash,
      // The sender's language (their mail's, the private link's); the texts may be in another.
      lang: c.get('lang'),
      tokenHash: hashOfToken,
      nowUtc,
      approved: trusted,
    }),
    webhookDeliveries(which, 'created', nowUtc),
    ...(trusted ? [webhookDeliveries(which, 'approved', nowUtc)] : []),
  ];
  const event = eventInput(input, trusted ? 'publish' : 'pending');
  // The image last, once everything else passed; taken away again if the event is not written.
  let stored: StoredImage | null = null;
  if (image) {
    stored = await storeImage(c, db, image, author.id, lang);
    event.image = { id: stored.id };
  }
  try {
    await createEventOrSeries(db, event, ctx);
  } catch (error) {
    await stored?.undo();
    throw error;
  }
  const [row] = await db.allOnPrimary<SubmissionRow>(submissionByToken(hashOfToken));
  if (!row) throw new Error('submissions: the row written beside the event was not read back');
  inBackground(c, afterCreate(c, row, token));
  const presented = presentSubmission(row, { moderator: false, apiRoot: apiRoot(c) });
  return {
    row,
    token,
    presented: {
      ...presented,
      token,
      private_url: privateLink(new URL(c.req.url).origin, c.get('langPrefix'), row.id, token),
    },
  };
}

/** Webhooks to the Queue; the sender told of the private link, the editors of the submission. */
async function afterCreate(c: Context<AppEnv>, row: SubmissionRow, token: string) {
  const db = c.get('db');
  for (const action of row.state === 'approved'
    ? (['created', 'approved'] as const)
    : (['created'] as const)) {
    const ids = await db.allOnPrimary<{ id: number }>(unsentDeliveries(row.id, action));
    await handToQueue(
      db,
      c.env,
      ids.map((r) => r.id),
    );
  }
  const origin = c.get('config').publicSiteUrl ?? new URL(c.req.url).origin;
  const words = MAIL_WORDS[row.lang];
  const values = {
    name: row.submitter_name,
    title: row.event_title ?? '',
    url: privateLink(origin, `/${row.lang}`, row.id, token),
  };
  if (row.submitter_email) {
    await sendMail(c.env, db, {
      to: row.submitter_email,
      subject: fill(words.receivedSubject, values),
      text: `${fill(words.received, values)}\n\n${fill(words.link, values)}\n`,
    });
  }
  const editors = editorsAddress(c.env);
  if (editors) {
    const lang = c.get('config').defaultLanguage;
    const queue = { ...values, url: `${origin}/${lang}/admin/submissions/${row.id}` };
    await sendMail(c.env, db, {
      to: editors,
      subject: fill(MAIL_WORDS[lang].editorsSubject, queue),
      text: `${fill(MAIL_WORDS[lang].editors, queue)}\n`,
    });
  }
}
