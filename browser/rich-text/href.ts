import { SANITIZER_RULES } from '../../src/lib/sanitize-html';

/**
 * The addresses a link of the editor may have: those the API's sanitiser keeps (its `linkSchemes`:
 * http, https, mailto, tel), written as the sanitiser writes them (the URL parser's `href`), so a link
 * comes out of the sanitiser exactly as the editor wrote it.
 */

const LINK_SCHEMES: readonly string[] = SANITIZER_RULES.linkSchemes;

/** An address as the sanitiser would keep it, or null when it would drop it (another scheme, no URL). */
export function canonicalHref(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs, the sanitiser too
  const bare = value.replace(/[\u0000-\u0020\u007F]+/g, '');
  try {
    const url = new URL(bare);
    return LINK_SCHEMES.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An address as a person types it in the link dialog: with its scheme, or a bare `example.org/page`
 * (https is added) or `name@example.org` (mailto). Null when it is none of the allowed kinds.
 */
export function hrefFromTyped(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (/^(?:https?|mailto|tel):/i.test(text)) return canonicalHref(text);
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return canonicalHref(`mailto:${text}`);
  // Another scheme (refused unless allowed); `host:8080/…` is a host and its port.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return canonicalHref(text);
  return canonicalHref(`https://${text}`);
}
