import { htmlHeaders } from '../http/html';

/**
 * The headers of the event, venue and organizer pages: the shared ones of every HTML page (src/http/html.ts)
 * with a CSP that also allows the page's own inline style and JSON-LD, named by their hashes (no
 * `unsafe-inline`), and images from the web (descriptions may show them).
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

export const htmlPageHeaders = ({ styles, scripts }: InlineSources): Record<string, string> =>
  htmlHeaders({ 'style-src': styles, 'script-src': scripts, 'img-src': ['https:', 'http:'] });
