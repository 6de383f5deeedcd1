const OVERRIDABLE = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * WordPress lets a POST say which method it means, by `X-HTTP-Method-Override` or `?_method=`,
 * for clients that can only send GET and POST. As in WordPress, `?_method=` wins over the header.
 */
export function applyMethodOverride(request: Request): Request {
  if (request.method !== 'POST') return request;
  const url = new URL(request.url);
  const wanted = (
    url.searchParams.get('_method') ??
    request.headers.get('x-http-method-override') ??
    ''
  ).toUpperCase();
  if (!OVERRIDABLE.has(wanted) || wanted === 'POST') return request;
  return new Request(request, { method: wanted, ...(wanted === 'GET' ? { body: null } : {}) });
}
