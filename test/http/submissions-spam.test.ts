import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTurnstileThrough } from '../../src/submissions/defences';
import { formStamp } from '../../src/submissions/secrets';
import { callOnce, createUser, heldRateLimit, json, roundTripsOf, send, type TestBindings } from '../helpers';
import { anonymousFields, setSettings, stampedAgo, submissionCount } from '../submissions-helpers';

/**
 * The spam defences of submissions (docs/submissions.md#spam), each refusing what it is for, with nothing
 * written: Turnstile (server-side, its documented test secrets answered offline), the honeypot, the
 * minimum fill time, the limits per client and per e-mail (the Rate Limiting binding, and the isolate's
 * own count without one), the caps on pending submissions per e-mail and per network, and spam's block.
 */

let admin: string;
let editor: string;
let address = 0;
/** A client address of its own for each request unless a test names one. */
const nextIp = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  await setSettings(admin, { submissions_anonymous: true });
});

afterAll(async () => {
  await setSettings(admin, { submissions_anonymous: null });
});

function post(body: Record<string, unknown>, ip = nextIp(), bindings?: TestBindings) {
  return callOnce(
    '/submissions',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    },
    bindings,
  );
}

async function refusedWithNothingWritten(res: Response, status = 400) {
  const before = await submissionCount();
  expect(res.status, await res.clone().text()).toBe(status);
  expect(await submissionCount()).toBe(before);
  return json(res);
}

describe('anonymous submissions', () => {
  it('pass every defence when sent as the form sends them', async () => {
    const res = await post(await anonymousFields());
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await json(res);
    const author = await env.DB.prepare(
      'SELECT u.login, u.role FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = ?',
    )
      .bind(body.event.id)
      .first();
    expect(author).toEqual({ login: 'community-submissions', role: 'submitter' });
    // The site's settings (an anonymous request reads them with the generation), one batch for what the
    // database knows of the sender, the event's two (as POST /events), one read back.
    const trips = roundTripsOf(res);
    expect(trips).toBeLessThanOrEqual(5);
  });

  it('are refused when the honeypot is filled', async () => {
    const body = await refusedWithNothingWritten(await post(await anonymousFields({ nickname: 'bot' })));
    expect(body).toMatchObject({ code: 'rest_submission_refused', data: { reason: 'honeypot' } });
  });

  it('are refused when sent faster than a person fills the form, or without its signed start', async () => {
    const fast = await post(await anonymousFields({ form_started: await stampedAgo(500) }));
    expect((await refusedWithNothingWritten(fast)).data.reason).toBe('fill_time');
    const old = await post(await anonymousFields({ form_started: await stampedAgo(2 * 86_400_000) }));
    expect((await refusedWithNothingWritten(old)).data.reason).toBe('fill_time');
    const forged = await post(
      await anonymousFields({ form_started: await formStamp('another secret', Date.now() - 60_000) }),
    );
    expect((await refusedWithNothingWritten(forged)).data.reason).toBe('form_started');
    const none = await post(await anonymousFields({ form_started: undefined }));
    expect((await refusedWithNothingWritten(none)).data.reason).toBe('form_started');
  });

  it('are refused without Turnstile’s answer, or when Turnstile refuses it', async () => {
    const missing = await post(await anonymousFields({ 'cf-turnstile-response': '' }));
    expect((await refusedWithNothingWritten(missing)).data.reason).toBe('turnstile');
    // Turnstile's documented always-failing test secret.
    const failing = await post(await anonymousFields(), nextIp(), {
      TURNSTILE_SECRET_KEY: '2x0000000000000000000000000000000AA',
    });
    expect((await refusedWithNothingWritten(failing)).data.reason).toBe('turnstile');
  });

  it('ask siteverify with a real secret, and follow its answer', async () => {
    const asked: Array<Record<string, string>> = [];
    let answer = false;
    verifyTurnstileThrough(async (url, init) => {
      expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
      asked.push(Object.fromEntries(init.body as FormData) as Record<string, string>);
      return Response.json({ success: answer });
    });
    try {
      const bindings = { TURNSTILE_SECRET_KEY: '0x-real-secret' };
      const refused = await post(await anonymousFields(), '10.78.0.1', bindings);
      expect((await refusedWithNothingWritten(refused)).data.reason).toBe('turnstile');
      answer = true;
      expect((await post(await anonymousFields(), '10.78.0.2', bindings)).status).toBe(201);
      expect(asked).toEqual([
        { secret: '0x-real-secret', response: 'XXXX.DUMMY.TOKEN.XXXX', remoteip: '10.78.0.1' },
        { secret: '0x-real-secret', response: 'XXXX.DUMMY.TOKEN.XXXX', remoteip: '10.78.0.2' },
      ]);
    } finally {
      verifyTurnstileThrough(null);
    }
  });

  it('are refused while settings keep anonymous senders out', async () => {
    await setSettings(admin, { submissions_anonymous: false });
    try {
      await refusedWithNothingWritten(await post(await anonymousFields()), 401);
    } finally {
      await setSettings(admin, { submissions_anonymous: true });
    }
  });
});

describe('limits', () => {
  it('per client, through the Rate Limiting binding', async () => {
    const limiter = heldRateLimit('SUBMISSIONS_PER_CLIENT');
    const bindings = { SUBMISSIONS_PER_CLIENT: limiter.binding };
    for (let i = 0; i < limiter.limit; i += 1) {
      expect((await post(await anonymousFields(), '10.79.0.1', bindings)).status).toBe(201);
    }
    await refusedWithNothingWritten(await post(await anonymousFields(), '10.79.0.1', bindings), 429);
    expect((await post(await anonymousFields(), '10.79.0.2', bindings)).status).toBe(201);
  });

  it('per client, counted by the isolate where there is no binding', async () => {
    const bindings = { SUBMISSIONS_PER_CLIENT: undefined };
    for (let i = 0; i < 5; i += 1) {
      expect((await post(await anonymousFields(), '10.80.0.1', bindings)).status).toBe(201);
    }
    await refusedWithNothingWritten(await post(await anonymousFields(), '10.80.0.1', bindings), 429);
  });

  it('per e-mail, through the Rate Limiting binding', async () => {
    const limiter = heldRateLimit('SUBMISSIONS_PER_EMAIL');
    const bindings = { SUBMISSIONS_PER_EMAIL: limiter.binding };
    const email = 'per-email@example.org';
    for (let i = 0; i < limiter.limit; i += 1) {
      const res = await post(await anonymousFields({ submitter_email: email }), nextIp(), bindings);
      expect(res.status).toBe(201);
    }
    const over = await post(
      await anonymousFields({ submitter_email: 'PER-email@example.org' }),
      nextIp(),
      bindings,
    );
    await refusedWithNothingWritten(over, 429);
  });

  it('pending submissions per e-mail and per network are capped', async () => {
    const email = 'capped@example.org';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(await anonymousFields({ submitter_email: email }))).status).toBe(201);
    }
    await refusedWithNothingWritten(await post(await anonymousFields({ submitter_email: email })), 429);
    for (let i = 0; i < 20; i += 1) {
      expect((await post(await anonymousFields(), '10.81.0.1')).status).toBe(201);
    }
    await refusedWithNothingWritten(await post(await anonymousFields(), '10.81.0.1'), 429);
  });
});

describe('spam', () => {
  it('blocks the e-mail and the network of a submission marked as spam', async () => {
    const sent = await json(
      await post(await anonymousFields({ submitter_email: 'spammer@example.org' }), '10.82.0.1'),
    );
    const marked = await send('POST', `/submissions/${sent.id}`, { action: 'spam' }, editor);
    expect(await json(marked)).toMatchObject({ state: 'spam' });
    const sameEmail = await post(
      await anonymousFields({ submitter_email: 'spammer@example.org' }),
      '10.82.0.2',
    );
    expect((await refusedWithNothingWritten(sameEmail)).data.reason).toBe('blocked');
    const sameNetwork = await post(await anonymousFields(), '10.82.0.1');
    expect((await refusedWithNothingWritten(sameNetwork)).data.reason).toBe('blocked');
    expect((await post(await anonymousFields(), '10.82.0.3')).status).toBe(201);
    const blocks = await env.DB.prepare('SELECT kind, hash FROM submission_blocks ORDER BY kind').all<{
      kind: string;
      hash: string;
    }>();
    expect(blocks.results.map((b) => b.kind)).toEqual(['email', 'network']);
    for (const block of blocks.results) {
      expect(block.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(block.hash).not.toContain('spammer');
    }
  });
});
