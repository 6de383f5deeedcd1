import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { LANGUAGES } from '../lib/languages';
import { readLimited as readLimitedBody } from '../lib/read-limited';
import { invalidParam, tooLarge } from './errors';
import { collectParams } from './query';

/**
 * The editors' app's upload form (`POST /admin/media/upload`, src/admin/media/): a multipart form with a
 * file of up to `MEDIA_MAX_BYTES` beside its text fields (`_csrf` among them). Its bytes are read here, the
 * limit holding while they stream in, kept as the request's body for the route (which passes them on to
 * `POST /media` unchanged), and its text fields become the parameters.
 */
const ADMIN_UPLOAD_PATH = new RegExp(`^(?:/(?:${LANGUAGES.join('|')}))?/admin/media/upload/?$`);

/** Room for the form's boundaries, headers and text fields beside the file. */
const FORM_OVERHEAD = 64 * 1024;

export const isAdminUpload = (c: Context<AppEnv>) =>
  c.req.method === 'POST' && ADMIN_UPLOAD_PATH.test(new URL(c.req.url).pathname);

async function readUpTo(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const bytes = await readLimitedBody(c.req.raw, limit);
  if (bytes === null) throw tooLarge(limit);
  return bytes;
}

/**
 * A submission with its image (docs/submissions.md#an-image): the public form and `POST /submissions` as
 * `multipart/form-data`, read the same way, with the submissions' smaller limit on the file.
 */
const SUBMISSION_PATH = new RegExp(
  `^(?:/(?:${LANGUAGES.join('|')}))?(?:/events/community/add|/site/events/v1/submissions)/?$`,
);

/** The largest image a submission carries (the media library's own limit is `MEDIA_MAX_BYTES`). */
export const SUBMISSION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const isSubmissionUpload = (c: Context<AppEnv>) =>
  c.req.method === 'POST' &&
  (c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data') &&
  SUBMISSION_PATH.test(new URL(c.req.url).pathname);

export async function uploadFormParams(
  c: Context<AppEnv>,
  maxFileBytes = c.get('config').mediaMaxBytes,
): Promise<Record<string, unknown>> {
  const bytes = await readUpTo(c, maxFileBytes + FORM_OVERHEAD);
  // The route reads the body again through Hono's cache (`c.req.arrayBuffer()`).
  c.req.bodyCache.arrayBuffer = bytes.buffer as ArrayBuffer;
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('multipart/form-data')) return {};
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidParam('body', 'The multipart form body could not be read.');
  }
  return collectParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
