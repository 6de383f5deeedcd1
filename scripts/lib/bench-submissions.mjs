/**
 * `npm run bench -- --submissions`: a flood of anonymous submissions from one client against `wrangler
 * dev` (docs/submissions.md#spam). A third fills the honeypot, a third sends no Turnstile answer, a third
 * is a "perfect" bot (the form's signed start, Turnstile's test answer, a new e-mail each time); it reports
 * what was answered, how many rows were stored, that nothing was published, and how fast the editors'
 * queue answers over a submissions table holding 10 000 earlier decided ones.
 */
import { performance } from 'node:perf_hooks';

const API = '/site/events/v1';

/** The SQL that fills the history the queue reads over: `count` decided submissions, `pending` waiting ones. */
export const historySql = (count, pending) => `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count + pending})
INSERT INTO submissions (event_id, user_id, submitter_name, submitter_email, email_hash, network_hash, lang,
  token_hash, state, reason, created_utc, decided_utc)
SELECT NULL, NULL, 'Bench ' || i, 'bench' || i || '@example.org', lower(hex(randomblob(32))), lower(hex(randomblob(32))),
  'es', lower(hex(randomblob(32))), CASE WHEN i <= ${count} THEN (CASE i % 3 WHEN 0 THEN 'approved' WHEN 1 THEN 'rejected' ELSE 'spam' END) ELSE 'pending' END,
  NULL, strftime('%Y-%m-%d %H:%M:%S', 'now', '-' || (${count + pending} - i) || ' minutes'),
  CASE WHEN i <= ${count} THEN strftime('%Y-%m-%d %H:%M:%S', 'now') END
FROM n;
INSERT INTO site_settings (name, value, modified_utc) VALUES ('submissions_anonymous', 'true', strftime('%Y-%m-%d %H:%M:%S', 'now'))
  ON CONFLICT (name) DO UPDATE SET value = 'true';`;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The form's signed start, as a visitor's browser gets it (the page's hidden field). */
async function formStart(origin) {
  const html = await (await fetch(`${origin}/es/events/community/add`)).text();
  const stamp = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error('The form carries no form_started: are anonymous submissions on?');
  return stamp;
}

/** Times `rounds` sequential GETs of `url` (ms, p50 and p95) with the editor's key. */
async function timed(url, key, rounds = 20) {
  const times = [];
  let status = 0;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    status = res.status;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { status, p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
}

export async function floodSubmissions({ origin, count, connections, editorKey, readRows }) {
  const before = await readRows();
  const queueBefore = {
    api: await timed(`${origin}${API}/submissions?state=pending`, editorKey),
    screen: await timed(`${origin}/es/admin/submissions`, editorKey),
  };
  const stamp = await formStart(origin);
  // The form's minimum fill time: a real visitor takes longer than this.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const statuses = {};
  const reasons = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const kind = i % 3;
      const body = {
        title: `Flood ${i}`,
        start_date: '2033-02-01 10:00',
        end_date: '2033-02-01 11:00',
        submitter_name: 'Bot',
        submitter_email: `bot${i}@example.org`,
        form_started: stamp,
        nickname: kind === 0 ? 'http://spam.example' : '',
        ...(kind !== 1 && { 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' }),
      };
      try {
        const res = await fetch(`${origin}${API}/submissions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = await res.json().catch(() => null);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const reason = json?.data?.reason ?? json?.code ?? String(res.status);
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      } catch {
        statuses.socket = (statuses.socket ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const after = await readRows();
  const queueAfter = {
    api: await timed(`${origin}${API}/submissions?state=pending`, editorKey),
    screen: await timed(`${origin}/es/admin/submissions`, editorKey),
  };
  return {
    count,
    connections,
    seconds: Number(seconds.toFixed(1)),
    rps: Number((count / seconds).toFixed(0)),
    statuses,
    reasons,
    stored: after.submissions - before.submissions,
    published: after.published - before.published,
    queueBefore,
    queueAfter,
  };
}
