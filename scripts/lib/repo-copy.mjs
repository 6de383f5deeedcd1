/**
 * A copy of the repository as a clone has it: its tracked and unignored files, node_modules hard-linked
 * file by file (instant, no space, and `npm install` finds everything in place). A developer's local
 * settings (`.dev.vars`, `.env` and their variants, which wrangler reads) stay behind, whether git
 * ignores them or not: a clone has none.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';

/** `.dev.vars`, `.dev.vars.<env>`, `.env`, `.env.local`, `.env.<mode>`…: never `.dev.vars.example`. */
export const isLocalSettings = (file) => {
  const name = path.basename(file);
  return /^\.(?:dev\.vars|env)(?:\.[^/]*)?$/.test(name) && name !== '.dev.vars.example';
};

/** Copies the repository into `dir` (which exists). */
export function copyRepository(dir) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !isLocalSettings(file));
  for (const file of files) {
    const from = path.join(PROJECT_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
}
