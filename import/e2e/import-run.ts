/**
 * `npm run import -- …` as a user runs it: the real command in a process of its own, its exit code and
 * output; it loads into local D1 through wrangler itself. `killWhen` kills it outright (SIGKILL) as soon
 * as it holds.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import type { Scenario } from './scenario';
import { timed } from './timings';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnImport(args: string[], killWhen?: () => boolean): Promise<Run> {
  return new Promise((resolve) => {
    // `node --import tsx` runs the command in this one process (tsx's own CLI would start a second one,
    // which a kill would not reach).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'import', 'cli.ts'), '--quiet', ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = killWhen
      ? setInterval(() => {
          if (killWhen()) child.kill('SIGKILL');
        }, 50)
      : undefined;
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export async function importCli(
  scenario: Scenario,
  args: string[],
  { killWhen }: { killWhen?: () => boolean } = {},
): Promise<Run> {
  const { value: run, seconds } = await timed('import runs', () => spawnImport(args, killWhen));
  const shown = args.filter((a) => !a.startsWith(tmpdir()) && !a.startsWith('http')).join(' ');
  scenario.step(`npm run import -- ${shown}: exit ${run.code} in ${seconds.toFixed(1)} s`);
  return run;
}
