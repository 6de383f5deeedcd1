import { LANGUAGES } from '../lib/languages';

/**
 * Requests written for the site this one replaced: TEC's REST API at `/wp-json/tribe/events/v1/…` (also
 * under a language directory, `/eu/wp-json/…`, and as `?rest_route=/tribe/events/v1/…`) are answered as
 * `/site/events/v1/…`, the same route with the same query.
 */
const OLD_ROOT = new RegExp(`^(/(?:${LANGUAGES.join('|')}))?/wp-json/tribe/events/v1(?=/|$)`);
const OLD_ROUTE = /^\/tribe\/events\/v1(?=\/|$)/;

export function rewriteOldApi(request: Request): Request {
  // Every request passes here, hot cache hits included: most need no parsing at all.
  if (!request.url.includes('/wp-json/') && !request.url.includes('rest_route=')) return request;
  const url = new URL(request.url);
  const restRoute = url.searchParams.get('rest_route');
  if (
    restRoute !== null &&
    OLD_ROUTE.test(restRoute) &&
    (url.pathname === '/' || url.pathname === '/index.php')
  ) {
    url.searchParams.delete('rest_route');
    url.pathname = restRoute.replace(OLD_ROUTE, '/site/events/v1');
    return new Request(url, request);
  }
  const match = OLD_ROOT.exec(url.pathname);
  if (!match) return request;
  url.pathname = `${match[1] ?? ''}/site/events/v1${url.pathname.slice(match[0].length)}`;
  return new Request(url, request);
}
