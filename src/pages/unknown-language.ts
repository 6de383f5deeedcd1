import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { UnknownLanguagePath } from '../http/language';
import { LANGUAGES } from '../lib/languages';
import { escapeHtml } from '../lib/sanitize-html';
import { renderPage } from './layout';
import { fill, LANGUAGE_NAMES, PAGE_STRINGS } from './strings';

/**
 * The page for a path under a language prefix the site doesn't have (`/fr/event/x/`): a 404 in the
 * default language that names the prefix and links the same path under each language the site has.
 */
export async function unknownLanguagePage(c: Context<AppEnv>, path: UnknownLanguagePath): Promise<Response> {
  const lang = c.get('config').defaultLanguage;
  const t = PAGE_STRINGS[lang];
  const origin = new URL(c.req.url).origin;
  const translations = LANGUAGES.map((code) => ({ lang: code, href: `${origin}/${code}${path.rest}` }));
  const choices = translations
    .map(
      (tr) =>
        `<li><a href="${escapeHtml(tr.href)}" hreflang="${tr.lang}" lang="${tr.lang}">${escapeHtml(LANGUAGE_NAMES[tr.lang])}</a></li>`,
    )
    .join('');
  const { html, headers } = await renderPage({
    siteName: c.get('config').siteName,
    lang,
    title: t.notFoundTitle,
    translations: [],
    main: `<h1>${escapeHtml(t.notFoundTitle)}</h1>\n<p>${escapeHtml(fill(t.unknownLanguage, { code: path.code }))}</p>\n<ul>${choices}</ul>`,
  });
  return c.body(html, 404, headers);
}
