/**
 * The run's image step (cli.ts): before mapping, the featured images the records use are copied into
 * the media library of the target (media/copy.ts) and put in the source (media/attach.ts), so that the mapping
 * writes them as files and the records point to them. A dry run only counts what it would copy.
 */

import type { SourceSet } from '../src/calendars/model';
import { attachCopies, usedImageUrls } from './media/attach';
import { type CopyBudget, copyImages } from './media/copy';
import type { Progress } from './progress';
import type { MediaReport } from './report';
import type { ImportState } from './state';

export interface BringOptions {
  /** `--keep-image-urls`: the images stay references by URL, as before the media library. */
  keepUrls: boolean;
  dryRun: boolean;
  budget: CopyBudget;
  /** Where the run writes (`local…`, `remote`): copies are remembered per target. */
  target: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

export async function bringImages(
  source: SourceSet,
  state: ImportState,
  progress: Progress,
  options: BringOptions,
): Promise<MediaReport | null> {
  if (options.keepUrls) return null;
  const urls = usedImageUrls(source);
  state.data.media ??= {};
  state.data.media[options.target] ??= {};
  const known = state.data.media[options.target]!;
  if (options.dryRun) {
    const skipped = urls.filter((url) => known[url]).length;
    return { copied: 0, skipped, failed: [], wouldCopy: urls.length - skipped };
  }
  const outcome = await copyImages(
    urls,
    options.budget,
    {
      put: options.put,
      known,
      record(url, copy) {
        known[url] = copy;
        state.save();
      },
    },
    (done, of) => progress.update('Copying images', done, of, 'files'),
  );
  progress.done();
  // Every copy this source made, not only those its records use in this run: a run with `--since`
  // reads some records only, and an image it has without them is still the file it was.
  attachCopies(source, new Map(Object.entries(known)));
  return { copied: outcome.copied, skipped: outcome.skipped, failed: outcome.failed };
}
