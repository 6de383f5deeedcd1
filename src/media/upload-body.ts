import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { readLimited as readLimitedBody } from '../lib/read-limited';

/**
 * The file of `POST /media`, read as WordPress's `wp/v2/media` takes it: the raw bytes with
 * `Content-Disposition: attachment; filename=…`, or `multipart/form-data` with a `file` part (and
 * optional `title`, `alt_text`, `caption` fields). The size limit holds while the body streams in: the
 * read stops at the first byte over it.
 */
export interface UploadedFile {
  bytes: Uint8Array;
  filename: string;
  /** The other fields of a multipart body (text only). */
  fields: Record<string, string>;
}

/** Room for a multipart body's boundaries, headers and small text fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The longest file name kept (longer ones are cut). */
const MAX_FILENAME = 200;

export const fileTooBig = (limit: number) =>
  new ApiError(413, 'rest_upload_file_too_big', `The file is larger than the limit of ${limit} bytes.`, {
    max_bytes: limit,
  });

const noData = () => new ApiError(400, 'rest_upload_no_data', 'No data was supplied: send the image file.');

const noDisposition = () =>
  new ApiError(
    400,
    'rest_upload_no_content_disposition',
    'No Content-Disposition was supplied: send "Content-Disposition: attachment; filename=…" with the raw file, or multipart/form-data with a "file" part.',
  );

/** The body's bytes, refused with 413 as soon as they pass `limit` (and before, when Content-Length says so). */
export async function readLimited(c: Context<AppEnv>, limit: number, reported: number): Promise<Uint8Array> {
  const bytes = await readLimitedBody(c.req.raw, limit);
  if (bytes === null) throw fileTooBig(reported);
  return bytes;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`), or null. */
export function filenameOf(disposition: string): string | null {
  const extended = /(?:^|;)\s*filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]*)/.exec(disposition);
  if (extended) {
    try {
      return cleanName(decodeURIComponent(extended[1]!.trim()));
    } catch {
      return null;
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]*))/.exec(disposition);
  const name = plain ? (plain[1] ?? plain[2] ?? '').trim() : '';
  return name ? cleanName(name) : null;
}

/** The last part of a path, without control characters, at most MAX_FILENAME characters. */
const cleanName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_FILENAME) || 'image';

export async function readUpload(c: Context<AppEnv>, maxBytes: number): Promise<UploadedFile> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(c, type, maxBytes);
  const filename = filenameOf(c.req.header('content-disposition') ?? '');
  if (filename === null) throw noDisposition();
  const bytes = await readLimited(c, maxBytes, maxBytes);
  if (bytes.length === 0) throw noData();
  return { bytes, filename, fields: {} };
}

async function readMultipart(c: Context<AppEnv>, type: string, maxBytes: number): Promise<UploadedFile> {
  const body = await readLimited(c, maxBytes + MULTIPART_OVERHEAD, maxBytes);
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': c.req.header('content-type') ?? type },
      body,
    }).formData();
  } catch {
    throw new ApiError(400, 'rest_upload_no_data', 'The multipart form body could not be read.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw noData();
  if (file.size > maxBytes) throw fileTooBig(maxBytes);
  if (file.size === 0) throw noData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: cleanName(file.name || 'image'),
    fields,
  };
}
