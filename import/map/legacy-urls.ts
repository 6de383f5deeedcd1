/** The old addresses of imported records (`legacy_urls`), which keep answering with a redirect. */
import type { LegacyUrlOut } from './import-rows';

/** The path (and query) of `permalink` under the site's `origin`, or null for another host or no URL. */
export function legacyPath(permalink: string, origin: string): string | null {
  try {
    const url = new URL(permalink);
    const home = new URL(origin);
    if (url.host !== home.host) return null;
    const base = home.pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    return `${path}${url.search}`;
  } catch {
    return null;
  }
}

/** One address per path: the first record that claimed it keeps it. */
export function onePerPath(urls: LegacyUrlOut[]): LegacyUrlOut[] {
  const seen = new Set<string>();
  return urls.filter((url) => {
    if (seen.has(url.path)) return false;
    seen.add(url.path);
    return true;
  });
}
