/**
 * The headers of the HTML pages this service writes itself (the home page, the reference page): the
 * media type, a Content-Security-Policy naming exactly what the page loads, and the usual hardening.
 * One place, so every page gets the same rules.
 */
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

export interface PagePolicy {
  /** Extra sources per directive, added to the base policy (`'self'` scripts, nothing else). */
  [directive: string]: readonly string[];
}

const BASE_POLICY: PagePolicy = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** `policy` merged into the base policy, as a header value. */
export function contentSecurityPolicy(policy: PagePolicy = {}): string {
  const merged = new Map<string, string[]>(Object.entries(BASE_POLICY).map(([k, v]) => [k, [...v]]));
  for (const [directive, sources] of Object.entries(policy)) {
    merged.set(directive, [...new Set([...(merged.get(directive) ?? []), ...sources])]);
  }
  return [...merged].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/** The headers of an HTML page whose content security policy adds `policy` to the base one. */
export const htmlHeaders = (policy?: PagePolicy): Record<string, string> => ({
  'Content-Type': HTML_CONTENT_TYPE,
  'Content-Security-Policy': contentSecurityPolicy(policy),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The start of a page, up to and including `<head>`'s common part: a page adds the rest of its head. */
export const pageHead = (lang: string, title: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>`;
