import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { legacyRedirect } from '../legacy/redirects';
import { escapeHtml } from '../lib/sanitize-html';
import { presentation } from '../posts/presenter';
import { type PageParts, renderPage } from './layout';
import type { PageContext } from './parts';
import { PAGE_STRINGS } from './strings';

/** How the public pages answer: a page, or the page for an address where nothing is. */

export function pageContext(c: Context<AppEnv>): PageContext {
  const p = presentation(c);
  return { lang: p.lang, siteBase: c.get('config').publicSiteUrl ?? p.origin, apiRoot: p.apiRoot };
}

/** The page's own cache entry: a request without a language prefix gets links without one. */
export const pageKey = (c: Context<AppEnv>) => [['prefix', c.get('langPrefix')] as const];

export async function htmlResponse(c: Context<AppEnv>, parts: PageParts, status: 200 | 400 | 404 = 200) {
  const { html, headers } = await renderPage({ siteName: c.get('config').siteName, ...parts });
  return c.body(html, status, headers);
}

/** A page that only says something: a title and a sentence, in the page's language. */
export function messagePage(c: Context<AppEnv>, title: string, message: string, status: 400 | 404) {
  return htmlResponse(
    c,
    {
      lang: c.get('lang'),
      title,
      translations: [],
      main: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
    },
    status,
  );
}

/**
 * The page for an address where nothing the caller may read is: an imported record's old permalink
 * redirects to its page here, anything else is a 404 in the page's language (`message` says what is
 * missing; by default an event, a venue or an organizer).
 */
export async function notFound(c: Context<AppEnv>, message?: string) {
  const redirect = await legacyRedirect(c);
  if (redirect) return redirect;
  const t = PAGE_STRINGS[c.get('lang')];
  return messagePage(c, t.notFoundTitle, message ?? t.notFound, 404);
}
