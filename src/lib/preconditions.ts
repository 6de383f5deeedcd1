/**
 * Request headers of safe writes, parsed without the HTTP layer: `If-Match` (RFC 9110 §13.1.1) and
 * `Idempotency-Key` (the IETF draft). ETags of single records are `"v{version}.{digest}"`: the version
 * decides `If-Match`, the digest of the body keeps `If-None-Match` exact per language.
 */

/** `*` (the record exists) or the versions named by the entity tags (other tags name no version). */
export type IfMatch = { any: true } | { any: false; versions: number[] };

const MAX_IF_MATCH_LENGTH = 2048;
const MAX_TAGS = 32;
/** An entity tag, weak or strong (`etagc`: visible ASCII but `"`). */
const ENTITY_TAG = /^(?:W\/)?"([\x21\x23-\x7e]*)"$/;
const OUR_TAG = /^v(\d{1,15})(?:\.[A-Za-z0-9_-]*)?$/;

/** The header's meaning, or `null` when it is not a `*` or a list of entity tags. */
export function parseIfMatch(header: string): IfMatch | null {
  const value = header.trim();
  if (value === '*') return { any: true };
  if (value === '' || value.length > MAX_IF_MATCH_LENGTH) return null;
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length > MAX_TAGS) return null;
  const versions: number[] = [];
  for (const tag of tags) {
    const opaque = ENTITY_TAG.exec(tag)?.[1];
    if (opaque === undefined) return null;
    const version = OUR_TAG.exec(opaque)?.[1];
    if (version !== undefined) versions.push(Number(version));
  }
  return { any: false, versions };
}

/** 1 to 255 visible ASCII characters. */
export const isIdempotencyKey = (value: string) => /^[\x21-\x7e]{1,255}$/.test(value);

/** A single record's ETag. */
export const versionedEtag = (version: number, digest: string) => `"v${version}.${digest}"`;
