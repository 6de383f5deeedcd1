import type { CanonicalQuery } from '../http/pagination';

/** The host of cache keys: never resolved, only a namespace for the Cache API. */
const KEY_ORIGIN = 'https://edge-cache.invalid';

export interface CacheKeyParts {
  /** The scheme and host the request was sent to (with its port): responses carry absolute URLs built from them. */
  scheme: 'http' | 'https';
  host: string;
  /** The route path without the language prefix, e.g. `/site/events/v1/events`. */
  path: string;
  lang: string;
  /**
   * Whether the request named its language (by prefix or `translation_language`): its URLs then carry
   * the language prefix, those of a request that names none don't (API.md §1), so the bodies differ.
   */
  namedLanguage: boolean;
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
 * The Cache API key of an anonymous GET: two requests that get the same bytes get the same key.
 * The language is the content language, as `eu` when the request named it (by prefix or
 * `translation_language`, alike: both answer prefixed URLs) and as `unprefixed-es` when it named none;
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
  const host = `${parts.scheme}/${encodeURIComponent(parts.host.toLowerCase())}`;
  const lang = parts.namedLanguage ? parts.lang : `unprefixed-${parts.lang}`;
  return `${KEY_ORIGIN}/${host}/${lang}${path}${search ? `?${search}` : ''}`;
}
