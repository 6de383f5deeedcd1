import { escapeHtml, pageHead } from '../http/html';
import { LANGUAGES, type Lang } from '../lib/languages';

/** Where a newcomer goes from `/`: absolute URLs, in the language of the page. */
export interface HomeLinks {
  api: string;
  reference: string;
  openapi: string;
  events: string;
  widget_demo: string;
  feed: string;
}

type LinkName = keyof HomeLinks;

interface HomeStrings {
  title: string;
  intro: string;
  links: Record<LinkName, string>;
  languages: string;
}

const STRINGS: Readonly<Record<Lang, HomeStrings>> = {
  eu: {
    title: 'Ekitaldien egutegiaren APIa',
    intro: 'The Events Calendar-en REST APIaren ordezkoa, bost hizkuntzatan. Hemendik hasi:',
    links: {
      api: 'APIaren erroa (ibilbide guztiak)',
      reference: 'Erreferentzia (HTML)',
      openapi: 'OpenAPI dokumentua',
      events: 'Hurrengo ekitaldiak (JSON)',
      widget_demo: 'Widgetaren erakustaldia',
      feed: 'iCalendar jarioa',
    },
    languages: 'Beste hizkuntzak',
  },
  ca: {
    title: 'API del calendari d’esdeveniments',
    intro: 'Un substitut de l’API REST de The Events Calendar, en cinc llengües. Comenceu aquí:',
    links: {
      api: 'Arrel de l’API (totes les rutes)',
      reference: 'Referència (HTML)',
      openapi: 'Document OpenAPI',
      events: 'Propers esdeveniments (JSON)',
      widget_demo: 'Demostració del giny',
      feed: 'Canal iCalendar',
    },
    languages: 'Altres llengües',
  },
  en: {
    title: 'Events Calendar API',
    intro: 'A drop-in replacement for The Events Calendar’s REST API, in five languages. Start here:',
    links: {
      api: 'API root (every route)',
      reference: 'Reference (HTML)',
      openapi: 'OpenAPI document',
      events: 'Upcoming events (JSON)',
      widget_demo: 'Widget demo',
      feed: 'iCalendar feed',
    },
    languages: 'Other languages',
  },
  gl: {
    title: 'API do calendario de eventos',
    intro: 'Un substituto da API REST de The Events Calendar, en cinco linguas. Comeza aquí:',
    links: {
      api: 'Raíz da API (todas as rutas)',
      reference: 'Referencia (HTML)',
      openapi: 'Documento OpenAPI',
      events: 'Próximos eventos (JSON)',
      widget_demo: 'Demostración do widget',
      feed: 'Canle iCalendar',
    },
    languages: 'Outras linguas',
  },
  es: {
    title: 'API del calendario de eventos',
    intro: 'Un sustituto de la API REST de The Events Calendar, en cinco idiomas. Empieza aquí:',
    links: {
      api: 'Raíz de la API (todas las rutas)',
      reference: 'Referencia (HTML)',
      openapi: 'Documento OpenAPI',
      events: 'Próximos eventos (JSON)',
      widget_demo: 'Demostración del widget',
      feed: 'Canal iCalendar',
    },
    languages: 'Otros idiomas',
  },
};

/** The links of the home page of `lang` at `origin`. */
export function homeLinks(origin: string, lang: Lang | null): HomeLinks {
  const api = `${origin}${lang ? `/${lang}` : ''}/site/events/v1`;
  return {
    api,
    reference: `${api}/reference`,
    openapi: `${api}/doc`,
    events: `${api}/events`,
    widget_demo: `${api}/widget/demo`,
    feed: `${api}/events.ics`,
  };
}

/** `GET /` as JSON: where things are. */
export function homeJson(origin: string, lang: Lang, prefixed: boolean) {
  const t = STRINGS[lang];
  return {
    name: t.title,
    description: t.intro.replace(/:$/, '.'),
    lang,
    ...homeLinks(origin, prefixed ? lang : null),
    languages: Object.fromEntries(LANGUAGES.map((l) => [l, `${origin}/${l}/`])),
  };
}

/** `GET /` as a small page. */
export function homePage(origin: string, lang: Lang, prefixed: boolean): string {
  const t = STRINGS[lang];
  const links = homeLinks(origin, prefixed ? lang : null);
  const items = (Object.keys(links) as LinkName[])
    .map((name) => `<li><a href="${escapeHtml(links[name])}">${escapeHtml(t.links[name])}</a></li>`)
    .join('\n');
  const others = LANGUAGES.filter((l) => l !== lang || !prefixed)
    .map((l) => `<a href="/${l}/" hreflang="${l}" lang="${l}">${l}</a>`)
    .join(' · ');
  return `${pageHead(lang, t.title)}
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  a { color: #1d4ed8; }
  li { margin: 0.3rem 0; }
</style>
</head>
<body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(t.languages)}: ${others}</p>
</body>
</html>
`;
}
