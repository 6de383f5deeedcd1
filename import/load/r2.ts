/**
 * Putting the copied images in the MEDIA bucket of a deployed Worker: `wrangler r2 object put --remote`,
 * one file at a time through a temporary file. (A local bucket is reached in this process, beside the
 * local database: load/d1.ts.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, runWrangler } from '../../tooling/wrangler.mjs';

/** The bucket wrangler.toml binds as `MEDIA`. */
export function mediaBucketName(
  toml = readFileSync(path.join(PROJECT_ROOT, 'wrangler.toml'), 'utf8'),
): string {
  for (const block of toml.split(/^\[\[r2_buckets\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0] ?? '';
    if (/^binding\s*=\s*"MEDIA"/m.test(body)) {
      const name = /^bucket_name\s*=\s*"([^"]+)"/m.exec(body)?.[1];
      if (name) return name;
    }
  }
  throw new Error('wrangler.toml binds no R2 bucket as MEDIA (docs/media.md, "Deploying").');
}

export async function putRemoteObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tec-import-media-'));
  const file = path.join(dir, 'object');
  try {
    writeFileSync(file, bytes);
    const { code, stderr, stdout } = await runWrangler([
      'r2',
      'object',
      'put',
      `${mediaBucketName()}/${key}`,
      '--file',
      file,
      '--content-type',
      contentType,
      '--remote',
    ]);
    if (code !== 0) throw new Error((stderr.trim() || stdout.trim()).split('\n').slice(-3).join(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
