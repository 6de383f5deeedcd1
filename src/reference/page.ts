import { escapeHtml, pageHead } from '../http/html';
import type { Lang } from '../lib/languages';
import vendored from './vendored.json';

/** The page's own texts; everything else on it comes from `/doc` in the same language. */
const TITLES: Readonly<Record<Lang, { title: string; noScript: string }>> = {
  eu: {
    title: 'Ekitaldien APIaren erreferentzia',
    noScript: 'Orri honek JavaScript behar du. OpenAPI dokumentua hemen dago:',
  },
  ca: {
    title: 'Referència de l’API d’esdeveniments',
    noScript: 'Aquesta pàgina necessita JavaScript. El document OpenAPI és aquí:',
  },
  en: {
    title: 'Events API reference',
    noScript: 'This page needs JavaScript. The OpenAPI document is here:',
  },
  gl: {
    title: 'Referencia da API de eventos',
    noScript: 'Esta páxina precisa JavaScript. O documento OpenAPI está aquí:',
  },
  es: {
    title: 'Referencia de la API de eventos',
    noScript: 'Esta página necesita JavaScript. El documento OpenAPI está aquí:',
  },
};

/** Scalar speaks Spanish and English of our languages; the others read its few labels in English. */
const SCALAR_LOCALE: Readonly<Record<Lang, string>> = { eu: 'en', ca: 'en', en: 'en', gl: 'en', es: 'es' };

/** Where the renderer is served from: a static asset (public/, see scripts/vendor-reference.mjs). */
export const RENDERER_PATH = vendored.path;

/**
 * What the renderer needs beyond the base policy of src/http/html.ts: it injects its stylesheet as a
 * `<style>` element and sets style attributes. Everything it loads (the document, its script) is
 * same-origin, so nothing can leave the site: no fonts, no telemetry, no AI agent, no
 * hosted tools.
 */
export const REFERENCE_POLICY = { 'style-src': ["'unsafe-inline'"], 'font-src': ["'self'", 'data:'] };

/**
 * The HTML API reference: Scalar's renderer reading `docUrl` (the `/doc` of the page's own language).
 * No inline script: the renderer finds its configuration in the data attributes of `#api-reference`.
 */
export function referencePage(lang: Lang, docUrl: string): string {
  const t = TITLES[lang];
  const configuration = {
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    defaultOpenAllTags: true,
    hideClientButton: false,
    localization: { locale: SCALAR_LOCALE[lang] },
    metaData: { title: t.title },
  };
  return `${pageHead(lang, t.title)}
</head>
<body>
<noscript><p>${escapeHtml(t.noScript)} <a href="${escapeHtml(docUrl)}">${escapeHtml(docUrl)}</a></p></noscript>
<script id="api-reference" data-url="${escapeHtml(docUrl)}" data-configuration="${escapeHtml(JSON.stringify(configuration))}"></script>
<script src="${escapeHtml(RENDERER_PATH)}"></script>
</body>
</html>
`;
}
