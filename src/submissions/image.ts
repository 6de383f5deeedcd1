import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { invalidParam } from '../http/errors';
import { isSubmissionUpload, SUBMISSION_IMAGE_MAX_BYTES } from '../http/upload-form';
import type { Lang } from '../lib/languages';
import { type AcceptedImage, acceptImage } from '../media/accept';
import { newFileKey, originalKey } from '../media/keys';
import { noBucket, refusalError } from '../media/refusals';
import { insertMedia, type MediaRow } from '../media/store';
import { fileTooBig } from '../media/upload-body';

/**
 * A submission's image (docs/submissions.md#an-image): the `image_file` part of a `multipart/form-data`
 * submission (the public form's, or `POST /submissions`'), at most `SUBMISSION_IMAGE_MAX_BYTES`, through
 * the media library's own checks (its bytes recognised, a decompression bomb refused from its header,
 * markup in its metadata refused, the metadata stripped), with its alternative text (`image_alt_text`,
 * required with a file). One image per submission: the submissions' limits per client and per e-mail
 * and their pending caps bound the images too. The file is stored under a random uuid (the library's
 * keys) only once every defence and check has passed, and taken away again if the event's write fails.
 */

export const IMAGE_FILE = 'image_file';
export const IMAGE_ALT = 'image_alt_text';
const MAX_ALT = 1000;

export interface SubmittedImage {
  accepted: AcceptedImage;
  alt: string;
}

/** The file part of the request's multipart body (read once by src/http/params.ts), or null. */
export async function imageFileOf(c: Context<AppEnv>): Promise<Uint8Array | null> {
  if (!isSubmissionUpload(c)) return null;
  const type = c.req.header('content-type') ?? '';
  const form = await new Response(await c.req.arrayBuffer(), {
    headers: { 'content-type': type },
  }).formData();
  const file = form.get(IMAGE_FILE);
  if (file === null || typeof file === 'string' || file.size === 0) return null;
  if (file.size > SUBMISSION_IMAGE_MAX_BYTES) throw fileTooBig(SUBMISSION_IMAGE_MAX_BYTES);
  return new Uint8Array(await file.arrayBuffer());
}

/** Checks the file and its alternative text; writes nothing. */
export function checkImage(bytes: Uint8Array | null, params: Record<string, unknown>): SubmittedImage | null {
  const given = params[IMAGE_ALT];
  const alt = typeof given === 'string' ? given.trim() : '';
  if (bytes === null) return null;
  if (alt === '') throw invalidParam(IMAGE_ALT, 'An image needs its alternative text: what it shows.');
  if (alt.length > MAX_ALT) throw invalidParam(IMAGE_ALT, `At most ${MAX_ALT} characters.`);
  if (params.image !== undefined && params.image !== '') {
    throw invalidParam('image', 'Send either an image file or an image id/URL, not both.');
  }
  const accepted = acceptImage(bytes);
  if ('refused' in accepted) throw refusalError(accepted);
  return { accepted, alt };
}

export interface StoredImage {
  id: number;
  fileKey: string;
  /** Takes the file and its row away again (the event's write failed). */
  undo: () => Promise<void>;
}

/** The file in R2, then its row (owned by the event's author), outside the library's daily quota. */
export async function storeImage(
  c: Context<AppEnv>,
  db: Db,
  image: SubmittedImage,
  ownerId: number,
  lang: Lang,
): Promise<StoredImage> {
  const bucket = c.env.MEDIA;
  if (!bucket) throw noBucket();
  const { stored, mime, width, height, type } = image.accepted;
  const fileKey = newFileKey(type);
  await bucket.put(originalKey(fileKey), stored, { httpMetadata: { contentType: mime } });
  const undo = async () => {
    await db.all(sql`DELETE FROM images WHERE file_key = ${fileKey}`);
    await bucket.delete(originalKey(fileKey));
  };
  try {
    const [row] = await db.all<MediaRow>(
      insertMedia(
        {
          fileKey,
          ownerId,
          mime,
          bytes: stored.length,
          width,
          height,
          // The sender's own file name is not kept: it may say more than the image.
          filename: fileKey,
          title: '',
          alt: { [lang]: image.alt },
          caption: {},
        },
        '',
        0,
      ),
    );
    if (!row) throw new Error('submissions: the image row was not written');
    return { id: row.id, fileKey, undo };
  } catch (error) {
    await bucket.delete(originalKey(fileKey));
    throw error;
  }
}
