/**
 * The security headers of the HTML pages (event, venue and organizer pages): no sniffing, no referrer
 * beyond the origin to other sites, and a Content-Security-Policy that allows nothing but the page's
 * own inline style and JSON-LD, named by their hashes (no `unsafe-inline`), and images from the web
 * (descriptions may show them).
 */

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** A CSP source for an inline element with exactly this text: `'sha256-…'`. */
export async function cspHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${base64(digest)}'`;
}

export interface InlineSources {
  styles: string[];
  scripts: string[];
}

export function htmlPageHeaders({ styles, scripts }: InlineSources): Record<string, string> {
  const policy = [
    "default-src 'none'",
    `style-src ${styles.join(' ') || "'none'"}`,
    `script-src ${scripts.join(' ') || "'none'"}`,
    'img-src https: http: data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
