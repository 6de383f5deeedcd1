/**
 * Downloads one image of the source for the media library, within its budget: a byte limit enforced
 * while reading (a larger file is abandoned at the limit, never read whole), a time limit for the whole
 * answer (headers and body), and http(s) only. What comes back is only bytes: whether they are an image
 * is for src/media/accept.ts to say, from the bytes alone.
 */

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface DownloadLimits {
  /** The largest file taken, in bytes (the library's `MEDIA_MAX_BYTES`, 10 MB by default). */
  maxBytes: number;
  /** The longest a file may take, in milliseconds. */
  timeoutMs: number;
  transport?: Transport;
}

export type Download = { bytes: Uint8Array; filename: string } | { failed: string };

/** The file name the URL ends with (decoded, at most 200 characters), else `image`. */
export function filenameOf(url: string): string {
  let last = '';
  try {
    last = new URL(url).pathname.split('/').pop() ?? '';
    last = decodeURIComponent(last);
  } catch {
    // An undecodable name: the default.
  }
  last = [...last]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '"' && ch !== '\\' && ch !== '/')
    .join('')
    .slice(0, 200);
  return last || 'image';
}

/** A body longer than its limit (readLimited). */
export class TooBig extends Error {}

/**
 * A body's bytes, given up as soon as they pass `maxBytes` (TooBig), or when `signal` aborts (its reason
 * is thrown: a body that stops sending is not taken for a whole one).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const reader = body.getReader();
  const stop = () => reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (signal?.aborted) throw signal.reason;
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooBig();
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Fetches `url` within `limits`; a failure says why, in words for the report. */
export async function downloadImage(url: string, limits: DownloadLimits): Promise<Download> {
  if (!/^https?:\/\//i.test(url)) return { failed: 'not an http(s) URL' };
  const transport = limits.transport ?? ((u, init) => fetch(u, init));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    const res = await transport(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1' },
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return { failed: `the source answered ${res.status}` };
    }
    const declared = Number(res.headers.get('content-length') ?? '');
    if (declared > limits.maxBytes) {
      await res.body?.cancel().catch(() => {});
      return { failed: tooBig(limits.maxBytes) };
    }
    const bytes = res.body
      ? await readLimited(res.body, limits.maxBytes, controller.signal)
      : new Uint8Array();
    return { bytes, filename: filenameOf(url) };
  } catch (err) {
    if (err instanceof TooBig) return { failed: tooBig(limits.maxBytes) };
    if (timedOut) return { failed: `no whole answer within ${limits.timeoutMs / 1000} s` };
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { failed: `could not be fetched (${cause?.code ?? cause?.message ?? (err as Error).message})` };
  } finally {
    clearTimeout(timer);
  }
}

const tooBig = (maxBytes: number) => `larger than ${maxBytes} bytes (the library's limit)`;
