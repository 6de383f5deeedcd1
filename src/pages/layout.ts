import type { Lang } from '../lib/languages';
import { escapeHtml } from '../lib/sanitize-html';
import { cspHash, htmlPageHeaders } from './headers';
import { LANGUAGE_NAMES, PAGE_STRINGS } from './strings';

/** One language of the record a page shows: where its page in that language is. */
export interface Translation {
  lang: Lang;
  href: string;
}

export interface PageParts {
  lang: Lang;
  title: string;
  /** `<meta name="description">`. */
  summary?: string;
  canonical?: string;
  /** Every language the record has text in, the page's own included. */
  translations: Translation[];
  /** schema.org data, put in the page as JSON-LD. */
  jsonLd?: unknown;
  /** The HTML of `<main>`, escaped already. */
  main: string;
  /** The site's name (its settings, docs/settings.md); none: the pages' word for a calendar. */
  siteName?: string | null;
  /** A style sheet of the page's own (a constant: its hash goes in the CSP), after the shared one. */
  style?: string;
}

const STYLE = `
:root { color-scheme: light; --accent: #1a5fb4; --muted: #57606a; --line: #d0d7de; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; background: #fff; }
.top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 1rem;
  padding: 0.75rem 1rem; border-bottom: 1px solid var(--line); }
.top p { margin: 0; font-weight: 600; }
.top ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; list-style: none; margin: 0; padding: 0; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem 1rem 3rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 1.75rem 0 0.5rem; }
a { color: var(--accent); text-underline-offset: 0.15em; }
a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
a[aria-current] { color: inherit; font-weight: 600; text-decoration: none; }
.kind { color: var(--muted); margin: 0; text-transform: uppercase; letter-spacing: 0.05em; font-size: 0.85rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
dd p { margin: 0; }
.note { padding: 0.6rem 0.8rem; border-left: 4px solid var(--accent); background: #f6f8fa; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; padding: 0; list-style: none; }
.events { padding: 0; list-style: none; }
.events li { padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
.events p { margin: 0; color: var(--muted); }
.description img { max-width: 100%; height: auto; }
.image { max-width: 100%; height: auto; border-radius: 6px; }
.thumb { float: right; width: 6rem; height: auto; margin: 0 0 0.5rem 0.75rem; border-radius: 4px; }
.events li { overflow: hidden; }
`;

let styleHash: Promise<string> | undefined;
const styleSource = () => {
  styleHash ??= cspHash(STYLE);
  return styleHash;
};

/** JSON-LD as the text of a script element: nothing in it can close the element or start markup. */
const jsonLdText = (data: unknown) =>
  JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

function languageSwitcher(lang: Lang, translations: Translation[]): string {
  if (translations.length < 2) return '';
  const items = translations.map(
    (t) =>
      `<li><a href="${escapeHtml(t.href)}" hreflang="${t.lang}" lang="${t.lang}"${t.lang === lang ? ' aria-current="page"' : ''}>${LANGUAGE_NAMES[t.lang]}</a></li>`,
  );
  return `<nav aria-label="${escapeHtml(PAGE_STRINGS[lang].languages)}"><ul>${items.join('')}</ul></nav>`;
}

/** A whole page, with the headers that go with it (its CSP names its inline style and JSON-LD). */
export async function renderPage(
  parts: PageParts,
): Promise<{ html: string; headers: Record<string, string> }> {
  const t = PAGE_STRINGS[parts.lang];
  const site = parts.siteName || t.site;
  const jsonLd = parts.jsonLd === undefined ? undefined : jsonLdText(parts.jsonLd);
  const alternates = parts.translations
    .map((tr) => `<link rel="alternate" hreflang="${tr.lang}" href="${escapeHtml(tr.href)}">`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${parts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)} · ${escapeHtml(site)}</title>
${parts.summary ? `<meta name="description" content="${escapeHtml(parts.summary)}">\n` : ''}${parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}">\n` : ''}${alternates}
<style>${STYLE}</style>
${parts.style ? `<style>${parts.style}</style>\n` : ''}${jsonLd === undefined ? '' : `<script type="application/ld+json">${jsonLd}</script>\n`}</head>
<body>
<header class="top"><p>${escapeHtml(site)}</p>${languageSwitcher(parts.lang, parts.translations)}</header>
<main>
${parts.main}
</main>
</body>
</html>
`;
  const headers = htmlPageHeaders({
    styles: [await styleSource(), ...(parts.style ? [await cspHash(parts.style)] : [])],
    scripts: jsonLd === undefined ? [] : [await cspHash(jsonLd)],
  });
  return { html, headers };
}
