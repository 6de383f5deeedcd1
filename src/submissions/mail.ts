import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { formatUtcWall } from '../lib/dates';

/**
 * The mail of submissions (docs/submissions.md#mail): through Cloudflare's `send_email` binding (`MAIL`)
 * when the deployment has one and a sender (`MAIL_FROM`); otherwise kept in the `mail_outbox` table,
 * where a developer reads it (`npx wrangler d1 execute DB --local --command "SELECT * FROM mail_outbox"`). Sent in the background:
 * a failure is logged, never the submitter's error.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(env: Bindings, db: Db, mail: Mail): Promise<void> {
  const from = env.MAIL_FROM?.trim();
  try {
    if (env.MAIL && from) {
      await env.MAIL.send({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    await db.batch([
      sql`INSERT INTO mail_outbox (recipient, subject, body, created_utc)
        VALUES (${mail.to}, ${mail.subject}, ${mail.text}, ${formatUtcWall(new Date())})`,
    ]);
  } catch (err) {
    console.error('submissions: mail not sent', err);
  }
}

/** The editors' address for new submissions, or null for nobody. */
export const editorsAddress = (env: Bindings): string | null => env.MAIL_EDITORS?.trim() || null;
