import type { Lang } from '../../lib/languages';

/**
 * The words of the calendar's views (`/events/…`) in each content language, beside those every page
 * shares (../strings.ts). `{name}` marks a value filled in. Month and weekday names are written here
 * (CLDR's), not asked of Intl: workerd's Intl lacks Basque and Galician.
 */
export interface CalendarStrings {
  past: string;
  from: string;
  list: string;
  month: string;
  day: string;
  views: string;
  finder: string;
  search: string;
  date: string;
  category: string;
  tag: string;
  allCategories: string;
  find: string;
  previousEvents: string;
  nextEvents: string;
  previousMonth: string;
  nextMonth: string;
  previousDay: string;
  nextDay: string;
  today: string;
  thisMonth: string;
  pages: string;
  months: string;
  days: string;
  page: string;
  noEvents: string;
  noEventsDay: string;
  noEventsMonth: string;
  events: { one: string; other: string };
  export: string;
  outlook: string;
  subscribe: string;
  badRequestTitle: string;
  badDate: string;
  badSearch: string;
  notFound: string;
  /** January first. */
  monthNames: readonly string[];
  /** `{month}` and `{year}`: a month's title. */
  monthTitle: string;
  /** Sunday first. */
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  /** 0 Sunday, 1 Monday: the first column of the month grid (as the widget: Monday but in English). */
  firstDay: 0 | 1;
}

const words = (text: string) => text.split(' ');

export const CALENDAR_STRINGS: Readonly<Record<Lang, CalendarStrings>> = {
  eu: {
    past: 'Iraganeko ekitaldiak',
    from: 'Noiztik: {date}',
    list: 'Zerrenda',
    month: 'Hilabetea',
    day: 'Eguna',
    views: 'Ikuspegia',
    finder: 'Ekitaldien bilatzailea',
    search: 'Bilaketa',
    date: 'Data',
    category: 'Kategoria',
    tag: 'Etiketa',
    allCategories: 'Kategoria guztiak',
    find: 'Bilatu ekitaldiak',
    previousEvents: 'Aurreko ekitaldiak',
    nextEvents: 'Hurrengo ekitaldiak',
    previousMonth: 'Aurreko hilabetea',
    nextMonth: 'Hurrengo hilabetea',
    previousDay: 'Aurreko eguna',
    nextDay: 'Hurrengo eguna',
    today: 'Gaur',
    thisMonth: 'Hilabete hau',
    pages: 'Orriak',
    months: 'Hilabeteak',
    days: 'Egunak',
    page: '{page}/{pages} orria',
    noEvents: 'Ez da ekitaldirik aurkitu.',
    noEventsDay: 'Ez dago ekitaldirik egun honetan.',
    noEventsMonth: 'Ez dago ekitaldirik hilabete honetan.',
    events: { one: 'Ekitaldi 1', other: '{count} ekitaldi' },
    export: 'Esportatu ekitaldiak',
    outlook: 'Outlook-erako (.ics)',
    subscribe: 'Harpidetu egutegira (webcal)',
    badRequestTitle: 'Eskaera okerra',
    badDate: 'Data ez da baliozkoa: {value}. Erabili UUUU-HH-EE formatua.',
    badSearch: 'Bilaketa ez da baliozkoa: gehienez 200 karaktere.',
    notFound: 'Ez dago egutegirik helbide honetan: kategoria, etiketa, data edo orria ez da existitzen.',
    monthNames: words(
      'urtarrila otsaila martxoa apirila maiatza ekaina uztaila abuztua iraila urria azaroa abendua',
    ),
    monthTitle: '{year}(e)ko {month}',
    weekdays: words('igandea astelehena asteartea asteazkena osteguna ostirala larunbata'),
    weekdaysShort: words('ig. al. ar. az. og. or. lr.'),
    firstDay: 1,
  },
  ca: {
    past: 'Esdeveniments passats',
    from: 'Des de: {date}',
    list: 'Llista',
    month: 'Mes',
    day: 'Dia',
    views: 'Visualització',
    finder: 'Cercador d’esdeveniments',
    search: 'Cerca',
    date: 'Data',
    category: 'Categoria',
    tag: 'Etiqueta',
    allCategories: 'Totes les categories',
    find: 'Cerca esdeveniments',
    previousEvents: 'Esdeveniments anteriors',
    nextEvents: 'Esdeveniments següents',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes següent',
    previousDay: 'Dia anterior',
    nextDay: 'Dia següent',
    today: 'Avui',
    thisMonth: 'Aquest mes',
    pages: 'Pàgines',
    months: 'Mesos',
    days: 'Dies',
    page: 'Pàgina {page} de {pages}',
    noEvents: 'No s’ha trobat cap esdeveniment.',
    noEventsDay: 'No hi ha esdeveniments aquest dia.',
    noEventsMonth: 'No hi ha esdeveniments aquest mes.',
    events: { one: '1 esdeveniment', other: '{count} esdeveniments' },
    export: 'Exporta els esdeveniments',
    outlook: 'Per a Outlook (.ics)',
    subscribe: 'Subscriu-te al calendari (webcal)',
    badRequestTitle: 'Sol·licitud no vàlida',
    badDate: 'La data no és vàlida: {value}. Feu servir el format AAAA-MM-DD.',
    badSearch: 'La cerca no és vàlida: com a màxim 200 caràcters.',
    notFound:
      'No hi ha cap calendari en aquesta adreça: la categoria, l’etiqueta, la data o la pàgina no existeix.',
    monthNames: words('gener febrer març abril maig juny juliol agost setembre octubre novembre desembre'),
    monthTitle: '{month} de {year}',
    weekdays: words('diumenge dilluns dimarts dimecres dijous divendres dissabte'),
    weekdaysShort: words('dg. dl. dt. dc. dj. dv. ds.'),
    firstDay: 1,
  },
  en: {
    past: 'Past events',
    from: 'From: {date}',
    list: 'List',
    month: 'Month',
    day: 'Day',
    views: 'View',
    finder: 'Event search',
    search: 'Search',
    date: 'Date',
    category: 'Category',
    tag: 'Tag',
    allCategories: 'All categories',
    find: 'Find events',
    previousEvents: 'Previous events',
    nextEvents: 'Next events',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    today: 'Today',
    thisMonth: 'This month',
    pages: 'Pages',
    months: 'Months',
    days: 'Days',
    page: 'Page {page} of {pages}',
    noEvents: 'No events found.',
    noEventsDay: 'No events on this day.',
    noEventsMonth: 'No events this month.',
    events: { one: '1 event', other: '{count} events' },
    export: 'Export events',
    outlook: 'For Outlook (.ics)',
    subscribe: 'Subscribe to the calendar (webcal)',
    badRequestTitle: 'Bad request',
    badDate: 'The date is not valid: {value}. Use the form YYYY-MM-DD.',
    badSearch: 'The search is not valid: at most 200 characters.',
    notFound:
      'There is no calendar at this address: the category, the tag, the date or the page does not exist.',
    monthNames: words(
      'January February March April May June July August September October November December',
    ),
    monthTitle: '{month} {year}',
    weekdays: words('Sunday Monday Tuesday Wednesday Thursday Friday Saturday'),
    weekdaysShort: words('Sun Mon Tue Wed Thu Fri Sat'),
    firstDay: 0,
  },
  gl: {
    past: 'Eventos pasados',
    from: 'Desde: {date}',
    list: 'Lista',
    month: 'Mes',
    day: 'Día',
    views: 'Vista',
    finder: 'Buscador de eventos',
    search: 'Busca',
    date: 'Data',
    category: 'Categoría',
    tag: 'Etiqueta',
    allCategories: 'Todas as categorías',
    find: 'Buscar eventos',
    previousEvents: 'Eventos anteriores',
    nextEvents: 'Eventos seguintes',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes seguinte',
    previousDay: 'Día anterior',
    nextDay: 'Día seguinte',
    today: 'Hoxe',
    thisMonth: 'Este mes',
    pages: 'Páxinas',
    months: 'Meses',
    days: 'Días',
    page: 'Páxina {page} de {pages}',
    noEvents: 'Non se atopou ningún evento.',
    noEventsDay: 'Non hai eventos este día.',
    noEventsMonth: 'Non hai eventos este mes.',
    events: { one: '1 evento', other: '{count} eventos' },
    export: 'Exportar eventos',
    outlook: 'Para Outlook (.ics)',
    subscribe: 'Subscribirse ao calendario (webcal)',
    badRequestTitle: 'Solicitude non válida',
    badDate: 'A data non é válida: {value}. Usa o formato AAAA-MM-DD.',
    badSearch: 'A busca non é válida: como máximo 200 caracteres.',
    notFound:
      'Non hai ningún calendario neste enderezo: a categoría, a etiqueta, a data ou a páxina non existe.',
    monthNames: words(
      'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro',
    ),
    monthTitle: '{month} de {year}',
    weekdays: words('domingo luns martes mércores xoves venres sábado'),
    weekdaysShort: words('dom. luns mar. mér. xov. ven. sáb.'),
    firstDay: 1,
  },
  es: {
    past: 'Eventos pasados',
    from: 'Desde: {date}',
    list: 'Lista',
    month: 'Mes',
    day: 'Día',
    views: 'Vista',
    finder: 'Buscador de eventos',
    search: 'Búsqueda',
    date: 'Fecha',
    category: 'Categoría',
    tag: 'Etiqueta',
    allCategories: 'Todas las categorías',
    find: 'Buscar eventos',
    previousEvents: 'Eventos anteriores',
    nextEvents: 'Eventos siguientes',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousDay: 'Día anterior',
    nextDay: 'Día siguiente',
    today: 'Hoy',
    thisMonth: 'Este mes',
    pages: 'Páginas',
    months: 'Meses',
    days: 'Días',
    page: 'Página {page} de {pages}',
    noEvents: 'No se encontraron eventos.',
    noEventsDay: 'No hay eventos este día.',
    noEventsMonth: 'No hay eventos este mes.',
    events: { one: '1 evento', other: '{count} eventos' },
    export: 'Exportar eventos',
    outlook: 'Para Outlook (.ics)',
    subscribe: 'Suscribirse al calendario (webcal)',
    badRequestTitle: 'Solicitud no válida',
    badDate: 'La fecha no es válida: {value}. Usa el formato AAAA-MM-DD.',
    badSearch: 'La búsqueda no es válida: como máximo 200 caracteres.',
    notFound:
      'No hay ningún calendario en esta dirección: la categoría, la etiqueta, la fecha o la página no existe.',
    monthNames: words(
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    ),
    monthTitle: '{month} de {year}',
    weekdays: words('domingo lunes martes miércoles jueves viernes sábado'),
    weekdaysShort: words('dom lun mar mié jue vie sáb'),
    firstDay: 1,
  },
};

/** `marzo de 2027`, `2027(e)ko martxoa`: the title of the month `YYYY-MM`. */
export function monthInWords(month: string, lang: Lang): string {
  const t = CALENDAR_STRINGS[lang];
  const name = t.monthNames[Number(month.slice(5, 7)) - 1] ?? month;
  return t.monthTitle.replace('{month}', name).replace('{year}', String(Number(month.slice(0, 4))));
}

/** "1 event", "12 events". */
export function eventCount(count: number, lang: Lang): string {
  const t = CALENDAR_STRINGS[lang].events;
  return count === 1 ? t.one : t.other.replace('{count}', count.toLocaleString(lang));
}
