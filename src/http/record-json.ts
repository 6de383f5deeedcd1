import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { bodyDigest } from '../lib/hash';
import { versionedEtag } from '../lib/preconditions';
import { jsonText } from './json-text';

/** The ETag of a single record shown as `body`: its version, and the digest of the body (exact per language). */
export const recordEtag = async (version: number, body: unknown) =>
  versionedEtag(version, await bodyDigest(JSON.stringify(body)));

/**
 * A single record's JSON answer with its ETag `"v{version}.{digest}"` (reads and writes alike; `If-Match`
 * takes it back). Without a version (a record deleted for good) there is no ETag.
 */
export async function recordJson(
  c: Context<AppEnv>,
  body: unknown,
  version: number | undefined,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
): Promise<Response> {
  const text = JSON.stringify(body);
  const etag: Record<string, string> =
    version === undefined ? {} : { ETag: versionedEtag(version, await bodyDigest(text)) };
  return jsonText(c, text, status, { ...etag, ...headers });
}

/** A write's answer: never stored by caches. */
export const writtenJson = (
  c: Context<AppEnv>,
  body: unknown,
  version: number | undefined,
  status: ContentfulStatusCode = 200,
) => recordJson(c, body, version, status, { 'Cache-Control': 'no-store' });
