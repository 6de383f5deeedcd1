/**
 * The importer brings the images: each image URL the records use is downloaded (./download.ts), checked
 * and stripped as an upload is (src/media/accept.ts), and put in the MEDIA bucket under a file key of its
 * own. A few at a time, within a count budget; each copy is remembered in the run's state as soon as it
 * is in the bucket, so a stopped run does not fetch it again, and a later run skips it as unchanged.
 */

import type { CopiedMedia } from '../../src/calendars/model';
import { acceptImage } from '../../src/media/accept';
import { originalKey } from '../../src/media/keys';
import { EXTENSION_OF } from '../../src/media/sniff';
import { type DownloadLimits, downloadImage } from './download';

export interface CopyBudget extends DownloadLimits {
  /** Downloads at a time. */
  concurrency: number;
  /** The most files one run downloads; past it, the rest keep their URL (said in the report). */
  maxFiles: number;
}

export interface CopyTarget {
  /** Puts one object in the MEDIA bucket. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The copies made earlier (url -> copy), and where each new one is recorded at once. */
  known: Record<string, CopiedMedia>;
  record(url: string, media: CopiedMedia): void;
}

export interface CopyOutcome {
  /** url -> its copy (copied in this run or earlier). */
  media: Map<string, CopiedMedia>;
  copied: number;
  skipped: number;
  failed: Array<{ url: string; why: string }>;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The file key of a copy: a UUID made from its file name and stored bytes (version 8, RFC 9562), all
 * its row is made of. The same file always gets the same key and the same row: a second import of it
 * into any database, even without its state (or from the same site at another address), writes that
 * row and object again instead of a twin. Uploads get random (version 4) keys, so an imported key is
 * never an upload's, and an import only ever writes rows with keys like these.
 */
export async function importedFileKey(
  filename: string,
  stored: Uint8Array,
  extension: string,
): Promise<string> {
  const head = new TextEncoder().encode(`${filename}\n`);
  const all = new Uint8Array(head.length + stored.length);
  all.set(head);
  all.set(stored, head.length);
  const h = hex(await crypto.subtle.digest('SHA-256', all))
    .slice(0, 32)
    .split('');
  h[12] = '8';
  h[16] = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const u = h.join('');
  return `${u.slice(0, 8)}-${u.slice(8, 12)}-${u.slice(12, 16)}-${u.slice(16, 20)}-${u.slice(20)}.${extension}`;
}

const refusalWords = (refusal: ReturnType<typeof acceptImage>): string => {
  if (!('refused' in refusal)) return '';
  if (refusal.refused === 'unsupported')
    return 'not a JPEG, PNG, GIF, WebP or AVIF image (read from its bytes; SVG is not accepted)';
  if (refusal.refused === 'damaged') return `damaged: ${refusal.why}`;
  return `${refusal.width}×${refusal.height} pixels, more than the library takes`;
};

/** Downloads, checks and stores one file; a failure says why. */
async function copyOne(
  url: string,
  budget: CopyBudget,
  target: CopyTarget,
): Promise<CopiedMedia | { failed: string }> {
  const download = await downloadImage(url, budget);
  if ('failed' in download) return download;
  const accepted = acceptImage(download.bytes);
  if ('refused' in accepted) return { failed: refusalWords(accepted) };
  const fileKey = await importedFileKey(download.filename, accepted.stored, EXTENSION_OF[accepted.type]);
  try {
    await target.put(originalKey(fileKey), accepted.stored, accepted.mime);
  } catch (err) {
    return { failed: `could not be stored in R2 (${(err as Error).message})` };
  }
  return {
    fileKey,
    mime: accepted.mime,
    bytes: accepted.stored.length,
    width: accepted.width,
    height: accepted.height,
    filename: download.filename,
  };
}

/** Copies every URL of `urls` not copied before, `budget.concurrency` at a time. */
export async function copyImages(
  urls: readonly string[],
  budget: CopyBudget,
  target: CopyTarget,
  onProgress: (done: number, of: number) => void = () => {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { media: new Map(), copied: 0, skipped: 0, failed: [] };
  const queue: string[] = [];
  for (const url of new Set(urls)) {
    const known = target.known[url];
    if (known) {
      outcome.media.set(url, known);
      outcome.skipped++;
    } else if (queue.length < budget.maxFiles) queue.push(url);
    else
      outcome.failed.push({
        url,
        why: `over the run's budget of ${budget.maxFiles} downloads (run again for the rest)`,
      });
  }
  const of = queue.length;
  let done = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(budget.concurrency, of)) }, async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const copy = await copyOne(url, budget, target);
      if ('failed' in copy) outcome.failed.push({ url, why: copy.failed });
      else {
        target.record(url, copy);
        outcome.media.set(url, copy);
        outcome.copied++;
      }
      onProgress(++done, of);
    }
  });
  await Promise.all(lanes);
  outcome.failed.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return outcome;
}
