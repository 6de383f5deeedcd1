import { sql } from 'drizzle-orm';
import { configFrom } from '../config';
import type { Db } from '../db/client';
import { formatUtcWall } from '../lib/dates';
import { guardedFetch, OutgoingFailure } from '../outgoing/fetch';
import { SOURCE_BUDGETS } from './budgets';
import { passing } from './fetch-page';
import type { SourceItemImage } from './items';
import { failureError, type RunError, runError } from './run-errors';
import type { SourceRow } from './store';
import { type ApiCaller, apiWords, callApi } from './through-api';

/**
 * A source event's image in the media library (docs/sources.md#images): fetched once per source and address
 * through the outgoing guard (public hosts only, the library's size limit while it streams in), then uploaded
 * through the API's own `POST /media` as the source's editor, so every rule of an upload holds (the bytes
 * read as an image, metadata stripped, the daily quota). Later events and runs showing the same address reuse
 * that copy while it is in the library.
 */

export type CopiedImage = { id: number } | { error: RunError; retry: boolean };

/**
 * The file name an address ends in, as the upload's `Content-Disposition` carries it: the API cleans it as
 * it cleans every upload's name (src/media/upload-body.ts), `image` when nothing is left.
 */
function filenameOfUrl(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** How many images a message may still fetch. */
export interface ImageAllowance {
  left: number;
}

/**
 * A failure to fetch an image, said as the image not copied (why, in the guard's or the network's words, as
 * its detail); the fetch's message starts with the address.
 */
const imageError = (url: string, failure: RunError): RunError => {
  const detail = failure.detail ?? (failure.params?.status ? `HTTP ${failure.params.status}` : undefined);
  return {
    message: `its image ${failure.message}`,
    code: 'image_not_copied',
    params: { url },
    ...(detail === undefined ? {} : { detail }),
  };
};

export async function copiedImage(
  db: Db,
  caller: ApiCaller,
  source: Pick<SourceRow, 'id'>,
  image: SourceItemImage,
  allowance: ImageAllowance,
): Promise<CopiedImage> {
  const [known] = await db.all<{ id: number }>(
    sql`SELECT i.id FROM source_images s JOIN images i ON i.id = s.media_id AND i.file_key IS NOT NULL
        WHERE s.source_id = ${source.id} AND s.url = ${image.url}`,
  );
  if (known) return { id: Number(known.id) };
  if (allowance.left <= 0)
    return {
      error: runError(
        'images_over_budget',
        `its image ${image.url}: over the ${SOURCE_BUDGETS.imagesPerMessage} images a step copies (the next run brings it)`,
        { url: image.url, limit: SOURCE_BUDGETS.imagesPerMessage },
      ),
      retry: true,
    };
  allowance.left--;
  const config = configFrom(caller.env);
  let bytes: Uint8Array;
  let finalUrl: string;
  try {
    const fetched = await guardedFetch(
      {
        url: image.url,
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5' },
        budget: { timeoutMs: SOURCE_BUDGETS.imageTimeoutMs, maxBytes: config.mediaMaxBytes },
        ownHosts: config.publicSiteUrl ? [new URL(config.publicSiteUrl).hostname] : [],
      },
      config,
    );
    bytes = fetched.bytes;
    finalUrl = fetched.url;
  } catch (error) {
    if (error instanceof OutgoingFailure)
      return { error: imageError(image.url, failureError(error)), retry: passing(error) };
    throw error;
  }
  const filename = filenameOfUrl(finalUrl);
  const answer = await callApi(
    caller,
    'POST',
    `/media${image.alt ? `?alt_text=${encodeURIComponent(image.alt)}` : ''}`,
    undefined,
    {
      bytes,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      },
    },
  );
  if (answer.status !== 201) {
    // Over the day's quota of uploads (or the library busy): tried again by a later run.
    const retry = answer.status === 429 || answer.status >= 500;
    const words = apiWords(answer);
    return {
      error: runError(
        'image_not_copied',
        `its image ${image.url}: ${words}`,
        { url: image.url },
        { detail: words },
      ),
      retry,
    };
  }
  const id = Number(answer.body.id);
  await db.batch([
    sql`INSERT INTO source_images (source_id, url, media_id, created_utc)
        VALUES (${source.id}, ${image.url}, ${id}, ${formatUtcWall(new Date())})
        ON CONFLICT (source_id, url) DO UPDATE SET media_id = excluded.media_id, created_utc = excluded.created_utc`,
  ]);
  return { id };
}
