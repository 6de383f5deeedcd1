#!/usr/bin/env node
/**
 * The README's quick start, run as a newcomer would: the commands of the `sh` blocks under "Quick
 * start" and "First requests", read from README.md (not copies), in order, in one bash session.
 *
 *   npm run test:quickstart        (node scripts/quickstart-test.mjs [--keep])
 *
 * It works in a fresh copy of the repository (its tracked and unignored files, none of the developer's
 * local settings such as .dev.vars; node_modules linked file by file, so `npm install` has nothing to
 * fetch) with an empty local database, like a clone.
 * The one change to the commands: the default port 8787 becomes a free one. `npm start` runs in the
 * background until the server answers. Each command must succeed, and what it did is checked through
 * the API: the key works, the created event reads back, the list finds it, the update shows, the
 * delete removes it, past events are listed; `npm start`'s output ends with the app's address and a
 * password for admin that signs in (scripts/lib/quickstart-sign-in.mjs). Then `npm run smoke` and the runnable examples are run
 * against the same server. Prints one line per check and `quickstart: N passed, N failed`, writes
 * .quickstart-test-report.json (read by .ci/run), and stops everything it started.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions, runCli } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { freePort, stoppable } from './lib/bench-server.mjs';
import { checkList, expect } from './lib/checks.mjs';
import { kindOf, quickStartCommands, REQUIRED_KINDS } from './lib/quickstart.mjs';
import { signInChecks } from './lib/quickstart-sign-in.mjs';
import { copyRepository } from './lib/repo-copy.mjs';
import { startLock } from './lib/start-lock.mjs';

const USAGE = `Usage: node scripts/quickstart-test.mjs [--keep]

  --keep   keep the copy of the repository (under .scratch/) and the server's log`;

const REPORT = path.join(PROJECT_ROOT, '.quickstart-test-report.json');
const DEFAULT_PORT = '8787';
const START_TIMEOUT_MS = 5 * 60_000;
const STEP_TIMEOUT_MS = 5 * 60_000;
const DEADLINE_MS = 15 * 60_000;

const log = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One bash process running the commands one by one, so variables (API, KEY) carry over. */
function startShell(cwd, env) {
  const shell = spawn('bash', ['--noprofile', '--norc'], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let buffer = '';
  let waiting = null;
  shell.stdout.on('data', (chunk) => {
    buffer += chunk;
    const match = /__STEP_DONE__ (\d+)\n/.exec(buffer);
    if (match && waiting) {
      buffer = buffer.slice(match.index + match[0].length);
      const resolve = waiting;
      waiting = null;
      resolve(Number(match[1]));
    }
  });
  shell.stderr.resume();
  return {
    /** Runs `command`, its output to files; resolves with its exit status and output. */
    run(command, outFile, errFile, timeoutMs = STEP_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        waiting = (code) => {
          clearTimeout(timer);
          resolve({ code, out: readFileSync(outFile, 'utf8'), err: readFileSync(errFile, 'utf8') });
        };
        shell.stdin.write(
          `{ ${command}\n} > '${outFile}' 2> '${errFile}' < /dev/null; echo "__STEP_DONE__ $?"\n`,
        );
      });
    },
    close: () => shell.stdin.end(),
  };
}

/** Starts `command` (npm start) in its own process group; `stop()` ends the group. */
function startServer(command, cwd, env, logFile) {
  // The redirection first: the README's command ends with a comment, which would swallow one after it.
  const child = spawn('bash', ['-c', `exec > '${logFile}' 2>&1\nexec ${command}`], {
    cwd,
    env,
    detached: true,
  });
  return stoppable(child);
}

async function run({ keep }) {
  const { check, results, totals } = checkList(log);
  const cleanups = [];
  const scratch = path.join(PROJECT_ROOT, '.scratch');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'quickstart-'));
  const outputs = path.join(dir, '.quickstart-output');
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch {}
    }
    if (keep) log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    log(`✗ the run took longer than ${DEADLINE_MS / 60_000} minutes: stopping`);
    cleanup().finally(() => process.exit(1));
  }, DEADLINE_MS);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => cleanup().finally(() => process.exit(130)));

  try {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const port = String(await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const commands = quickStartCommands(readme).map((c) => c.replaceAll(`:${DEFAULT_PORT}`, `:${port}`));
    log(`${commands.length} commands in the README's quick start; server on port ${port}; copy in ${dir}`);
    copyRepository(dir);
    mkdirSync(outputs);
    const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', PORT: port };
    delete env.npm_config_prefix;
    const shell = startShell(dir, env);
    cleanups.push(shell.close);

    const api = async (pathAndQuery, init = {}) => {
      const res = await fetch(`${origin}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      return {
        status: res.status,
        text,
        body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null,
      };
    };
    const seen = new Set();
    let key = null;
    let slug = null;
    for (const [i, command] of commands.entries()) {
      const kind = kindOf(command);
      seen.add(kind);
      const label = `\`${command.length > 90 ? `${command.slice(0, 87)}…` : command}\``;
      if (kind === 'start') {
        // One wrangler dev starting at a time on the machine (CI runs the browser test beside this one).
        const release = await startLock({ onWait: () => log('(waiting for another wrangler dev to start)') });
        cleanups.push(release);
        const server = startServer(command, dir, env, path.join(outputs, 'server.log'));
        cleanups.push(server.stop);
        const ok = await check(`${label} serves the API`, async () => {
          const started = Date.now();
          while (Date.now() - started < START_TIMEOUT_MS) {
            const exited = server.exited();
            if (exited) {
              const tail = readFileSync(path.join(outputs, 'server.log'), 'utf8')
                .split('\n')
                .slice(-15)
                .join('\n');
              throw new Error(`exited (${exited.code ?? exited.signal}) before answering:\n${tail}`);
            }
            try {
              const res = await fetch(`${origin}/site/events/v1`, { signal: AbortSignal.timeout(5000) });
              await res.arrayBuffer();
              if (res.ok) return `in ${Math.round((Date.now() - started) / 1000)} s`;
            } catch {}
            await sleep(500);
          }
          throw new Error(`no answer within ${START_TIMEOUT_MS / 1000} s`);
        });
        release();
        if (!ok) break;
        await signInChecks(check, { logFile: path.join(outputs, 'server.log'), origin, repository: dir });
        continue;
      }
      const out = path.join(outputs, `${i}.out`);
      const err = path.join(outputs, `${i}.err`);
      const ok = await check(label, async () => {
        const { code, out: stdout, err: stderr } = await shell.run(command, out, err);
        expect(code === 0, `exit ${code}: ${(stderr || stdout).trim().split('\n').slice(-6).join('\n')}`);
        const body = /^\s*[[{]/.test(stdout) ? JSON.parse(stdout) : null;
        if (kind === 'read' || kind === 'create' || kind === 'update' || kind === 'delete') {
          expect(body !== null, `not JSON: ${stdout.slice(0, 200)}`);
          expect(body.code === undefined, `an error: ${body.code} ${body.message}`);
        }
        if (kind === 'key') {
          key = (await shell.run('printf %s "$KEY"', out, err)).out;
          expect(/^tec_[a-z0-9]{12}_[\w-]{32,64}$/.test(key), `KEY is ${JSON.stringify(key)}`);
          const r = await api('/site/events/v1/events?status=draft', {
            headers: { Authorization: `Bearer ${key}` },
          });
          expect(r.status === 200, `the key is refused: ${r.status}`);
          return 'a key that works';
        }
        if (kind === 'create') {
          expect(typeof body.id === 'number' && body.slug, 'no id or slug in the answer');
          slug = body.slug;
          const r = await api(`/site/events/v1/events/by-slug/${slug}`);
          expect(r.status === 200 && r.body.title === body.title, `GET by slug: ${r.status}`);
          return `event ${body.id} (${slug}) reads back`;
        }
        if (kind === 'update') {
          const sent = JSON.parse(/ -d '([^']*)'/.exec(command)?.[1] ?? '{}');
          // With the key: an anonymous read right after a write may be the cached answer of before it
          // (X-Cache: STALE, for at most 5 s while it is rebuilt; docs/caching.md).
          const r = await api(`/site/events/v1/events/by-slug/${slug}`, {
            headers: { Authorization: `Bearer ${key}` },
          });
          expect(r.status === 200, `GET by slug: ${r.status}`);
          for (const [name, value] of Object.entries(sent)) {
            if (typeof value === 'boolean') expect(r.body[name] === value, `${name} is ${r.body[name]}`);
          }
          return `${Object.keys(sent).join(', ')} sent, the record shows it`;
        }
        if (kind === 'delete') {
          expect(body.deleted === true || body.status === 'trash', 'not deleted');
          const r = await api(`/site/events/v1/events/by-slug/${slug}`, {
            headers: { Authorization: `Bearer ${key}` },
          });
          expect(r.status === 404 || r.body?.status === 'trash', `still there: ${r.status}`);
          return 'gone';
        }
        if (kind === 'read' && Array.isArray(body.events)) {
          if (/search=newcomer/.test(command)) {
            expect(
              body.events.some((e) => e.slug === slug),
              `the new event is not listed (${body.total} found)`,
            );
            return 'lists the new event';
          }
          if (/start_date=2000/.test(command)) {
            const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
            expect(
              body.events.some((e) => e.utc_end_date < now),
              'no past event listed',
            );
            return `${body.total} events, past ones included`;
          }
          return `${body.total} events`;
        }
        if (kind === 'read') return `${Object.keys(body).join(', ').slice(0, 60)}`;
        return '';
      });
      if (!ok && (kind === 'install' || kind === 'key')) break;
    }
    await check('the quick start creates, lists, updates and deletes an event with a key', async () => {
      const missing = REQUIRED_KINDS.filter((k) => !seen.has(k));
      expect(missing.length === 0, `no step of kind ${missing.join(', ')} in the README`);
    });

    if (key) {
      const extra = [
        // [name, command, what its output must show]
        [
          'npm run smoke reads and writes',
          `npm run -s smoke -- ${origin}`,
          /deleted for good[\s\S]*smoke: \d+ passed, 0 failed/,
        ],
        [
          'examples/client.ts runs',
          'npx tsx examples/client.ts',
          /created \d+ \(draft\), featured: true, deleted: true/,
        ],
        ['examples/feed.ts runs', 'npx tsx examples/feed.ts', /this page of the feed has [1-9]/],
        ['examples/curl-session.sh runs', 'bash examples/curl-session.sh', /Saioa[\s\S]*session done/],
      ];
      for (const [name, command, shows] of extra) {
        const out = path.join(outputs, `${name.replace(/\W+/g, '-')}.out`);
        const err = path.join(outputs, `${name.replace(/\W+/g, '-')}.err`);
        await check(name, async () => {
          const {
            code,
            out: stdout,
            err: stderr,
          } = await shell.run(`TEC_KEY='${key}' EVENTS_API='${origin}' ${command}`, out, err);
          expect(
            code === 0,
            `exit ${code}:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-8).join('\n')}`,
          );
          expect(shows.test(stdout), `its output does not show ${shows}:\n${stdout.slice(-400)}`);
          return stdout.trim().split('\n').at(-1)?.slice(0, 80);
        });
      }
    }
  } catch (err) {
    results.push({ name: 'setup', ok: false, error: String(err?.message ?? err) });
    log(`✗ setup: ${err?.message ?? err}`);
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }

  const { passed, failed } = totals();
  writeFileSync(REPORT, `${JSON.stringify({ passed, failed, results }, null, 2)}\n`);
  log(`quickstart: ${passed} passed, ${failed} failed`);
  return failed === 0;
}

async function main() {
  const { values } = parseOptions(process.argv.slice(2), {
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return log(USAGE);
  rmSync(REPORT, { force: true });
  process.exit((await run({ keep: values.keep })) ? 0 : 1);
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) runCli(main, USAGE);
