import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON text each answer below was made from, for the cache to keep without reading the body back. */
const texts = new WeakMap<Response, string>();

/** A JSON answer from its text (`Content-Type: application/json`), its text remembered. */
export function jsonText(
  c: Context,
  text: string,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  const res = c.body(text, status, { ...headers, 'Content-Type': 'application/json' });
  texts.set(res, text);
  return res;
}

const encoder = new TextEncoder();

/** The body's bytes: those of its text when it was made by `jsonText`, else read from the response. */
export async function bodyBytes(res: Response): Promise<ArrayBuffer> {
  const text = texts.get(res);
  if (text === undefined) return res.arrayBuffer();
  return encoder.encode(text).buffer as ArrayBuffer;
}
