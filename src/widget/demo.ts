import { escapeHtml, pageHead } from '../http/html';
import type { Lang } from '../lib/languages';

/** The texts of the demo page, in each content language. */
interface DemoStrings {
  title: string;
  intro: string;
  plain: string;
  themed: string;
  embed: string;
  embedHelp: string;
  attributes: string;
  subscribe: string;
  subscribeLink: string;
  /** Language names, in this language. */
  names: Record<Lang, string>;
}

export const DEMO_STRINGS: Readonly<Record<Lang, DemoStrings>> = {
  eu: {
    title: 'Ekitaldien widgeta',
    intro:
      'Gehitu hurrengo ekitaldiak edozein orritan script batekin eta etiketa batekin. Widgetak API hau irakurtzen du, ekitaldien orriak erakusten ditu eta zuk emandako hizkuntza erabiltzen du.',
    plain: 'Berezko itxura, {language}',
    themed: 'CSS propietate pertsonalizatuekin apaindua, {language}',
    embed: 'Txertatu zure orrian',
    embedHelp: 'Kopiatu hau zure orriko HTMLra:',
    attributes:
      'Atributuak: lang, api, categories, tags, venue, organizer, featured, search, per-page. Itxura: --ec-accent, --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius.',
    subscribe: 'Harpidetu egutegira',
    subscribeLink: 'iCalendar jarioa (events.ics)',
    names: { eu: 'euskaraz', ca: 'katalanez', en: 'ingelesez', gl: 'galegoz', es: 'gaztelaniaz' },
  },
  ca: {
    title: 'El giny d’esdeveniments',
    intro:
      'Afegiu els propers esdeveniments a qualsevol pàgina amb un script i una etiqueta. El giny llegeix aquesta API, passa les pàgines d’esdeveniments i fa servir la llengua que li doneu.',
    plain: 'Aspecte per defecte, en {language}',
    themed: 'Amb un tema de propietats CSS personalitzades, en {language}',
    embed: 'Inseriu-lo a la vostra pàgina',
    embedHelp: 'Copieu això a l’HTML de la pàgina:',
    attributes:
      'Atributs: lang, api, categories, tags, venue, organizer, featured, search, per-page. Aparença: --ec-accent, --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius.',
    subscribe: 'Subscriviu-vos al calendari',
    subscribeLink: 'Canal iCalendar (events.ics)',
    names: { eu: 'basc', ca: 'català', en: 'anglès', gl: 'gallec', es: 'castellà' },
  },
  en: {
    title: 'The events widget',
    intro:
      'Add upcoming events to any page with one script and one tag. The widget reads this API, pages through the events and speaks the language you give it.',
    plain: 'Default look, in {language}',
    themed: 'Themed with CSS custom properties, in {language}',
    embed: 'Embed it in your page',
    embedHelp: 'Copy this into the HTML of your page:',
    attributes:
      'Attributes: lang, api, categories, tags, venue, organizer, featured, search, per-page. Look: --ec-accent, --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius.',
    subscribe: 'Subscribe to the calendar',
    subscribeLink: 'iCalendar feed (events.ics)',
    names: { eu: 'Basque', ca: 'Catalan', en: 'English', gl: 'Galician', es: 'Spanish' },
  },
  gl: {
    title: 'O widget de eventos',
    intro:
      'Engada os próximos eventos a calquera páxina cun script e unha etiqueta. O widget le esta API, percorre as páxinas de eventos e usa a lingua que lle indique.',
    plain: 'Aspecto predeterminado, en {language}',
    themed: 'Cun tema de propiedades CSS personalizadas, en {language}',
    embed: 'Insírao na súa páxina',
    embedHelp: 'Copie isto no HTML da súa páxina:',
    attributes:
      'Atributos: lang, api, categories, tags, venue, organizer, featured, search, per-page. Aparencia: --ec-accent, --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius.',
    subscribe: 'Subscríbase ao calendario',
    subscribeLink: 'Fonte iCalendar (events.ics)',
    names: { eu: 'éuscaro', ca: 'catalán', en: 'inglés', gl: 'galego', es: 'castelán' },
  },
  es: {
    title: 'El widget de eventos',
    intro:
      'Añade los próximos eventos a cualquier página con un script y una etiqueta. El widget lee esta API, recorre las páginas de eventos y usa el idioma que le indiques.',
    plain: 'Aspecto predeterminado, en {language}',
    themed: 'Con un tema de propiedades CSS personalizadas, en {language}',
    embed: 'Insértalo en tu página',
    embedHelp: 'Copia esto en el HTML de tu página:',
    attributes:
      'Atributos: lang, api, categories, tags, venue, organizer, featured, search, per-page. Aspecto: --ec-accent, --ec-font, --ec-bg, --ec-text, --ec-muted, --ec-border, --ec-radius.',
    subscribe: 'Suscríbete al calendario',
    subscribeLink: 'Canal iCalendar (events.ics)',
    names: { eu: 'euskera', ca: 'catalán', en: 'inglés', gl: 'gallego', es: 'castellano' },
  },
};

/** The language the second widget of the demo speaks: Basque, or Spanish on the Basque page. */
export const secondLanguage = (lang: Lang): Lang => (lang === 'eu' ? 'es' : 'eu');

/**
 * The demo page: two widgets (the page's language with the default look, another language themed
 * through custom properties), the snippet to embed one, and the feed link. Every URL is relative to
 * the host, so the page is the same whichever host serves it (it is cached by path and language).
 */
export function demoPage(lang: Lang, apiPath: string): string {
  const t = DEMO_STRINGS[lang];
  const other = secondLanguage(lang);
  const script = `${apiPath}/widget.js`;
  const snippet = `<script src="{origin}${script}" defer></script>\n<events-calendar lang="${lang}" per-page="5"></events-calendar>`;
  const heading = (text: string, language: Lang) => escapeHtml(text.replace('{language}', t.names[language]));
  return `${pageHead(lang, t.title)}
<style>
  body { font-family: system-ui, sans-serif; max-width: 62rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
  .demos { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.5rem; }
  pre { background: #f6f8fa; padding: 0.75rem; border-radius: 6px; overflow-x: auto; }
  .themed {
    --ec-accent: #ffb000; --ec-bg: #1b1b2f; --ec-text: #f4f4f8; --ec-muted: #c9c9d6;
    --ec-border: #3a3a5c; --ec-radius: 14px; --ec-font: Georgia, 'Times New Roman', serif;
  }
</style>
<script src="${escapeHtml(script)}" defer></script>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<div class="demos">
<section aria-labelledby="plain">
<h2 id="plain">${heading(t.plain, lang)}</h2>
<events-calendar id="widget-plain" lang="${lang}" per-page="4"></events-calendar>
</section>
<section aria-labelledby="themed">
<h2 id="themed">${heading(t.themed, other)}</h2>
<events-calendar id="widget-themed" class="themed" lang="${other}" per-page="4"></events-calendar>
</section>
</div>
<h2>${escapeHtml(t.embed)}</h2>
<p>${escapeHtml(t.embedHelp)}</p>
<pre><code id="snippet">${escapeHtml(snippet)}</code></pre>
<p>${escapeHtml(t.attributes)}</p>
<h2>${escapeHtml(t.subscribe)}</h2>
<p><a href="${escapeHtml(`${apiPath}/events.ics`)}">${escapeHtml(t.subscribeLink)}</a></p>
</main>
<script>
  for (const code of document.querySelectorAll('#snippet')) code.textContent = code.textContent.replace('{origin}', location.origin);
</script>
</body>
</html>
`;
}
