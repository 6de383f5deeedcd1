const OVERRIDABLE = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * WordPress lets a POST say which method it means, by `X-HTTP-Method-Override` or `?_method=`,
 * for clients that can only send GET and POST.
 */
export function applyMethodOverride(request: Request): Request {
  if (request.method !== 'POST') return request;
  const url = new URL(request.url);
  const wanted = (
    request.headers.get('x-http-method-override') ??
    url.searchParams.get('_method') ??
    ''
  ).toUpperCase();
  if (!OVERRIDABLE.has(wanted) || wanted === 'POST') return request;
  return new Request(request, { method: wanted, ...(wanted === 'GET' ? { body: null } : {}) });
}
