#!/usr/bin/env node
/**
 * Two deployments of this service on this machine, one following the other over ActivityPub (issue 41,
 * docs/federation.md#two-deployments): each a `wrangler dev` with its own database, queues and keys, allowed
 * to reach 127.0.0.1 (WEBHOOK_LOCAL_DEVELOPMENT). B follows A's calendar; A's Accept comes back; then what A
 * publishes, updates, cancels and trashes arrives in B through signed deliveries, B fetches each object from A,
 * and B's source of A writes it: pending review in B's moderation, updated, cancelled, trashed. A draft of A
 * never reaches B.
 *
 *   npm run test:federation          (node scripts/federation-e2e.mjs [--keep])
 *
 * Ends with one line "federation: N passed, N failed", also in .federation-test-report.json (`.ci/run` adds it up).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, runCli } from '../tooling/cli.mjs';
import { DATABASE_BINDING, PROJECT_ROOT, runWrangler } from '../tooling/wrangler.mjs';
import { startDev } from './lib/bench-server.mjs';
import { adminKeySql } from './lib/browser-calendar.mjs';
import { checkList } from './lib/checks.mjs';

const log = (line) => console.log(line);
/** Read by .ci/run: {passed, failed}. */
const REPORT = path.join(PROJECT_ROOT, '.federation-test-report.json');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT_MS = 45_000;
/** A day `days` from today (`YYYY-MM-DD`): the events stay within the lists' default two years. */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function wrangler(args, what) {
  const { code, stdout, stderr } = await runWrangler(args);
  if (code !== 0) {
    const tail = `${stderr}\n${stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${what} failed (wrangler exited with ${code}):\n${tail}`);
  }
}

/** A fresh local D1 for one deployment: the migrations and an administrator's key. */
async function prepare(dir, name) {
  const persistTo = path.join(dir, name);
  await wrangler(
    ['d1', 'migrations', 'apply', DATABASE_BINDING, '--local', '--persist-to', persistTo],
    `${name}: migrations`,
  );
  const admin = adminKeySql();
  const file = path.join(dir, `${name}.sql`);
  writeFileSync(file, admin.sql);
  await wrangler(
    ['d1', 'execute', DATABASE_BINDING, '--local', '--persist-to', persistTo, '--file', file, '--json'],
    `${name}: its administrator`,
  );
  return { persistTo, key: admin.key };
}

/** A deployment's API as its administrator. */
function client(origin, key) {
  const call = async (method, where, body) => {
    const res = await fetch(`${origin}${where}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  };
  return { origin, call };
}

/** Asks `probe` every half second until it answers something truthy, at most `ms`. */
async function eventually(what, probe, ms = WAIT_MS) {
  let last;
  for (const until = Date.now() + ms; Date.now() < until; await sleep(500)) {
    last = await probe();
    if (last) return last;
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

async function run({ keep }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-e2e-'));
  const cleanups = [];
  const { check, totals } = checkList(log);
  const expectEqual = (actual, expected, what) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  };
  try {
    const [a, b] = [await prepare(dir, 'a'), await prepare(dir, 'b')];
    const start = async (name, state) =>
      startDev({
        cwd: PROJECT_ROOT,
        persistTo: state.persistTo,
        logFile: path.join(dir, `${name}.log`),
        timeoutMs: 120_000,
        localSettings: false,
        vars: {
          WEBHOOK_LOCAL_DEVELOPMENT: 'true',
          WEBHOOK_SECRET_KEY: randomBytes(24).toString('base64url'),
        },
      });
    const devA = await start('a', a);
    cleanups.push(devA.stop);
    const devB = await start('b', b);
    cleanups.push(devB.stop);
    const A = client(devA.origin, a.key);
    const B = client(devB.origin, b.key);
    log(`A at ${A.origin}, B at ${B.origin}`);

    let sourceId = 0;
    await check('B follows A’s calendar; A keeps B as a follower and B sees the Accept', async () => {
      const actor = await fetch(`${A.origin}/federation/actor`, {
        headers: { Accept: 'application/activity+json' },
      });
      const document = await actor.json();
      const followed = await B.call('POST', '/federation/following', { actor: document.id });
      expectEqual(followed.status, 201, `follow: ${followed.text}`);
      await eventually('A’s follower', async () => {
        const list = await A.call('GET', '/federation/followers');
        return list.json?.followers?.length > 0;
      });
      await eventually('B’s follow accepted', async () => {
        const list = await B.call('GET', '/federation/following');
        return list.json?.following?.[0]?.status === 'accepted';
      });
      const sources = await B.call('GET', '/site/events/v1/sources');
      const source = sources.json.sources.find((s) => s.kind === 'activitypub' && s.url === document.id);
      if (!source) throw new Error(`no source of A in B: ${sources.text}`);
      sourceId = source.id;
    });

    const inB = async () =>
      (await B.call('GET', `/site/events/v1/sources/${sourceId}/events`)).json?.events ?? [];
    let eventA = 0;
    let eventB = 0;
    await check(
      'an event A publishes arrives in B pending review (B’s moderation), not public in B',
      async () => {
        const made = await A.call('POST', '/site/events/v1/events', {
          title: 'Kontzertua plazan',
          description: '<p>Doako kontzertua.</p>',
          status: 'publish',
          start_date: `${dayFromToday(60)} 20:00`,
          end_date: `${dayFromToday(60)} 22:00`,
          venue: { venue: 'Plaza Barria', address: 'Plaza Barria 1', city: 'Bilbo' },
        });
        expectEqual(made.status, 201, `A's event: ${made.text}`);
        eventA = made.json.id;
        const [arrived] = await eventually('the event in B', async () => {
          const events = await inB();
          return events.length > 0 && events;
        });
        expectEqual([arrived.title, arrived.status], ['Kontzertua plazan', 'pending'], 'B’s copy');
        eventB = arrived.event;
        const pending = await B.call('GET', '/site/events/v1/events?status=pending&per_page=50');
        expectEqual(
          pending.json.events.some((e) => e.id === eventB),
          true,
          `in B’s pending events (its moderation): ${pending.status} ${pending.text.slice(0, 300)}`,
        );
        const open = await fetch(`${B.origin}/site/events/v1/events?search=plazan`);
        expectEqual((await open.json()).events.length, 0, 'public events of B naming it');
      },
    );

    await check('A’s update and cancellation reach B’s copy', async () => {
      const updated = await A.call('POST', `/site/events/v1/events/${eventA}`, {
        title: 'Kontzertua plazan (21:00)',
      });
      expectEqual(updated.status, 200, `A's update: ${updated.text}`);
      await eventually('the new title in B', async () => {
        const read = await B.call('GET', `/site/events/v1/events/${eventB}`);
        return read.json?.title === 'Kontzertua plazan (21:00)';
      });
      const cancelled = await A.call('POST', `/site/events/v1/events/${eventA}`, {
        event_status: 'cancelled',
        event_status_reason: 'Euriagatik',
      });
      expectEqual(cancelled.status, 200, `A's cancellation: ${cancelled.text}`);
      await eventually('the cancellation in B', async () => {
        const read = await B.call('GET', `/site/events/v1/events/${eventB}`);
        return read.json?.event_status === 'cancelled';
      });
    });

    await check('a draft of A never reaches B; A’s trashed event is trashed in B', async () => {
      const draft = await A.call('POST', '/site/events/v1/events', {
        title: 'Zirriborroa',
        status: 'draft',
        start_date: `${dayFromToday(70)} 10:00`,
        end_date: `${dayFromToday(70)} 11:00`,
      });
      expectEqual(draft.status, 201, `A's draft: ${draft.text}`);
      const trashed = await A.call('DELETE', `/site/events/v1/events/${eventA}`);
      expectEqual(trashed.status, 200, `A's trash: ${trashed.text}`);
      await eventually('the trash in B', async () => {
        const read = await B.call('GET', `/site/events/v1/events/${eventB}`);
        return read.json?.status === 'trash';
      });
      // The trash was sent after the draft was written: had the draft been sent, it would be there by now.
      const titles = (await inB()).map((e) => e.title);
      expectEqual(titles.includes('Zirriborroa'), false, 'the draft in B');
    });
  } catch (err) {
    await check('set-up', () => Promise.reject(err));
  } finally {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch {}
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
    else log(`Kept ${dir}`);
  }
  const { passed, failed } = totals();
  writeFileSync(REPORT, `${JSON.stringify({ passed, failed }, null, 2)}\n`);
  log(`federation: ${passed} passed, ${failed} failed`);
  return failed === 0;
}

runCli(async () => {
  const { values } = parseOptions(process.argv.slice(2), { keep: { type: 'boolean', default: false } });
  rmSync(REPORT, { force: true });
  process.exit((await run({ keep: values.keep })) ? 0 : 1);
}, 'npm run test:federation [-- --keep]');
