import type { CanonicalQuery } from '../http/pagination';

/** The host of cache keys: never resolved, only a namespace for the Cache API. */
const KEY_ORIGIN = 'https://edge-cache.invalid';

export interface CacheKeyParts {
  /** The host the request was sent to (with its port): responses carry absolute URLs built from it. */
  host: string;
  /** The route path without the language prefix, e.g. `/site/events/v1/events`. */
  path: string;
  lang: string;
  /** Validated parameters with defaults applied (the canonical query of the list). */
  query: CanonicalQuery;
  /** Parameters whose value is a comma list: order and duplicates don't change the meaning. */
  lists?: ReadonlySet<string>;
}

const compareListItems = (a: string, b: string) => {
  const numeric = /^\d+$/.test(a) && /^\d+$/.test(b);
  return numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
};

const normalizeList = (value: string) =>
  [...new Set(value.split(',').filter((v) => v !== ''))].sort(compareListItems).join(',');

/**
 * The Cache API key of an anonymous GET: two requests that mean the same thing get the same key.
 * The language is the content language (whether it came from the prefix or `translation_language`),
 * parameters are sorted, list values sorted and de-duplicated. The content generation is not part of
 * the key: an entry records the generation it was built in (src/cache/freshness.ts decides what an
 * older one may still answer), so after a write the older entry is still found, and replaced in place.
 */
export function cacheKey(parts: CacheKeyParts): string {
  const params = parts.query
    .filter(([name]) => name !== 'translation_language')
    .map(([name, value]): [string, string] => [name, parts.lists?.has(name) ? normalizeList(value) : value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  const path = parts.path.replace(/\/+$/, '') || '/';
  const host = encodeURIComponent(parts.host.toLowerCase());
  return `${KEY_ORIGIN}/${host}/${parts.lang}${path}${search ? `?${search}` : ''}`;
}
