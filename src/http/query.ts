/**
 * Request parameters as WordPress reads them: `a[]=1&a[]=2`, `a=1&a=2` and `a[0]=1` all give
 * `a: ['1', '2']` (a bracketed name always gives an array); a single plain value stays a string.
 */

const BRACKETED = /\[\d*\]$/;

/** `a[]`, `a[0]` -> `a`; other names as they are. */
const unbracketed = (name: string) => name.replace(BRACKETED, '');

/** Folds name/value pairs in their order; `undefined` values (an absent reading) are skipped. */
export function collectParams(pairs: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawName, value] of pairs) {
    const name = unbracketed(rawName);
    const values = Array.isArray(value) ? value : [value];
    const existing = out[name];
    if (existing === undefined) {
      out[name] = name !== rawName || values.length > 1 ? values : values[0];
    } else {
      out[name] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
    }
  }
  return out;
}

/** The parameters of a query string (or a form body, which has the same syntax). */
export const queryParams = (search: URLSearchParams) => collectParams(search);

/** `decodeURIComponent` accepts exactly what Hono's query reader decodes as the URL standard does. */
function decodesStrictly(query: string): boolean {
  try {
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hono's query reader (behind `zValidator('query', …)`) keeps `a[]` and `a[0]` apart from `a` and
 * leaves undecodable percent sequences (`%FF`, a lone `%`) as they are, where the URL standard (and
 * the merged parameters of writes) gives U+FFFD. A request whose query has brackets or such sequences
 * gets an equivalent query that reads the same both ways: each value re-encoded from its decoded form,
 * every occurrence of a name written `name[]` when any of them was bracketed (so that their order and
 * the array survive). Other requests pass untouched, so their URL stays the one the client sent.
 */
export function readableQuery(request: Request): Request {
  const url = new URL(request.url);
  const query = url.search;
  if (!query.includes('[') && !/%5b/i.test(query) && decodesStrictly(query)) return request;
  const pairs = [...url.searchParams];
  const bracketed = new Set(
    pairs.filter(([name]) => BRACKETED.test(name)).map(([name]) => unbracketed(name)),
  );
  url.search = new URLSearchParams(
    pairs.map(([name, value]) => {
      const plain = unbracketed(name);
      return [bracketed.has(plain) ? `${plain}[]` : name, value];
    }),
  ).toString();
  return new Request(url, request);
}
