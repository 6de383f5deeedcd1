import { env } from 'cloudflare:workers';
import { formStamp } from '../src/submissions/secrets';
import { call, json, send } from './helpers';

/** What the tests of submissions share: a form's fields as the public form sends them, the settings. */

/** The `form_started` of a form served `agoMs` ago, signed with the tests' pinned SUBMISSIONS_SECRET. */
export const stampedAgo = (agoMs: number) =>
  formStamp((env as unknown as { SUBMISSIONS_SECRET: string }).SUBMISSIONS_SECRET, Date.now() - agoMs);

let n = 0;

/** An anonymous submission's fields: Turnstile's dummy answer, an empty honeypot, a form 5 s old. */
export async function anonymousFields(extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    title: `Concierto ${n}`,
    start_date: '2033-05-01 20:00:00',
    end_date: '2033-05-01 22:00:00',
    submitter_name: 'Ane',
    submitter_email: `ane${n}@example.org`,
    'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    nickname: '',
    form_started: await stampedAgo(5000),
    ...extra,
  };
}

export async function setSettings(admin: string, settings: Record<string, unknown>) {
  const res = await send('PATCH', '/settings', settings, admin);
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

/** A submission sent from the client address `ip`. */
export const submitFrom = (ip: string, body: Record<string, unknown>, key?: string) =>
  call('/submissions', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip,
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });

export const submissionCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM submissions').first<{ n: number }>())!.n;

export { json };
