import { ACCESSIBILITY_LABELS, type AccessibilityKey } from './accessibility';
import { weekdayInWords } from './date-words';
import {
  type AttendanceMode,
  type EventStatus,
  STATUS_LABELS,
  type TimeOfDay,
  WEEKDAYS,
  type Weekday,
} from './event-facts';
import { isLang, type Lang } from './languages';

/**
 * The words of the visitors' filters (the calendar's views, src/pages/calendar/facets-form.ts; the API's
 * `GET /events/facets` and the widget) in each content language. `{name}` marks a value filled in.
 */
export interface FacetWords {
  filters: string;
  category: string;
  tag: string;
  venue: string;
  organizer: string;
  weekday: string;
  timeOfDay: string;
  times: Record<TimeOfDay, string>;
  price: string;
  anyPrice: string;
  free: string;
  upTo: string;
  language: string;
  accessibility: string;
  status: string;
  attendance: string;
  modes: Record<AttendanceMode, string>;
  apply: string;
  clearAll: string;
  subscribeSelection: string;
  /** Under the list's and photo view's filters: what their counts count (src/pages/calendar/window.ts). */
  countsAhead: string;
  countsBehind: string;
  /** A filter's value that names nothing the visitor may see. */
  badFilter: string;
}

export const FACET_WORDS: Record<Lang, FacetWords> = {
  eu: {
    filters: 'Iragazkiak',
    category: 'Kategoria',
    tag: 'Etiketa',
    venue: 'Lekua',
    organizer: 'Antolatzailea',
    weekday: 'Asteko eguna',
    timeOfDay: 'Eguneko unea',
    times: {
      all_day: 'Egun osoa',
      morning: 'Goiza',
      afternoon: 'Arratsaldea',
      evening: 'Iluntzea',
      night: 'Gaua',
    },
    price: 'Prezioa',
    anyPrice: 'Edozein prezio',
    free: 'Doan',
    upTo: 'Gehienez {amount}',
    language: 'Ekitaldiaren hizkuntza',
    accessibility: 'Irisgarritasuna',
    status: 'Egoera',
    attendance: 'Nola joan',
    modes: { offline: 'Aurrez aurre', online: 'Linean', mixed: 'Aurrez aurre eta linean' },
    apply: 'Aplikatu iragazkiak',
    clearAll: 'Garbitu dena',
    subscribeSelection: 'Harpidetu hautapen honetara (webcal)',
    countsAhead: 'Zenbakiak: hurrengo {days} egunetako ekitaldiak.',
    countsBehind: 'Zenbakiak: azken {days} egunetako ekitaldiak.',
    badFilter: 'Iragazki batek ez du balio: {value}',
  },
  ca: {
    filters: 'Filtres',
    category: 'Categoria',
    tag: 'Etiqueta',
    venue: 'Espai',
    organizer: 'Organitzador',
    weekday: 'Dia de la setmana',
    timeOfDay: 'Moment del dia',
    times: { all_day: 'Tot el dia', morning: 'Matí', afternoon: 'Tarda', evening: 'Vespre', night: 'Nit' },
    price: 'Preu',
    anyPrice: 'Qualsevol preu',
    free: 'Gratuït',
    upTo: 'Fins a {amount}',
    language: "Llengua de l'esdeveniment",
    accessibility: 'Accessibilitat',
    status: 'Estat',
    attendance: 'Com assistir-hi',
    modes: { offline: 'En persona', online: 'En línia', mixed: 'En persona i en línia' },
    apply: 'Aplica els filtres',
    clearAll: 'Esborra-ho tot',
    subscribeSelection: 'Subscriu-te a aquesta selecció (webcal)',
    countsAhead: 'Els recomptes: esdeveniments dels propers {days} dies.',
    countsBehind: 'Els recomptes: esdeveniments dels darrers {days} dies.',
    badFilter: 'Un filtre no és vàlid: {value}',
  },
  en: {
    filters: 'Filters',
    category: 'Category',
    tag: 'Tag',
    venue: 'Venue',
    organizer: 'Organizer',
    weekday: 'Day of the week',
    timeOfDay: 'Time of day',
    times: {
      all_day: 'All day',
      morning: 'Morning',
      afternoon: 'Afternoon',
      evening: 'Evening',
      night: 'Night',
    },
    price: 'Price',
    anyPrice: 'Any price',
    free: 'Free',
    upTo: 'Up to {amount}',
    language: 'Language of the event',
    accessibility: 'Accessibility',
    status: 'Status',
    attendance: 'Attendance',
    modes: { offline: 'In person', online: 'Online', mixed: 'In person and online' },
    apply: 'Apply filters',
    clearAll: 'Clear all',
    subscribeSelection: 'Subscribe to this selection (webcal)',
    countsAhead: 'Counts: events of the next {days} days.',
    countsBehind: 'Counts: events of the last {days} days.',
    badFilter: 'A filter is not valid: {value}',
  },
  gl: {
    filters: 'Filtros',
    category: 'Categoría',
    tag: 'Etiqueta',
    venue: 'Lugar',
    organizer: 'Organizador',
    weekday: 'Día da semana',
    timeOfDay: 'Momento do día',
    times: { all_day: 'Todo o día', morning: 'Mañá', afternoon: 'Tarde', evening: 'Serán', night: 'Noite' },
    price: 'Prezo',
    anyPrice: 'Calquera prezo',
    free: 'De balde',
    upTo: 'Ata {amount}',
    language: 'Lingua do evento',
    accessibility: 'Accesibilidade',
    status: 'Estado',
    attendance: 'Como asistir',
    modes: { offline: 'En persoa', online: 'En liña', mixed: 'En persoa e en liña' },
    apply: 'Aplicar os filtros',
    clearAll: 'Borrar todo',
    subscribeSelection: 'Subscribirse a esta selección (webcal)',
    countsAhead: 'Contas: eventos dos próximos {days} días.',
    countsBehind: 'Contas: eventos dos últimos {days} días.',
    badFilter: 'Un filtro non é válido: {value}',
  },
  es: {
    filters: 'Filtros',
    category: 'Categoría',
    tag: 'Etiqueta',
    venue: 'Lugar',
    organizer: 'Organizador',
    weekday: 'Día de la semana',
    timeOfDay: 'Momento del día',
    times: {
      all_day: 'Todo el día',
      morning: 'Mañana',
      afternoon: 'Tarde',
      evening: 'Atardecer',
      night: 'Noche',
    },
    price: 'Precio',
    anyPrice: 'Cualquier precio',
    free: 'Gratis',
    upTo: 'Hasta {amount}',
    language: 'Idioma del evento',
    accessibility: 'Accesibilidad',
    status: 'Estado',
    attendance: 'Cómo asistir',
    modes: { offline: 'En persona', online: 'En línea', mixed: 'En persona y en línea' },
    apply: 'Aplicar filtros',
    clearAll: 'Borrar todo',
    subscribeSelection: 'Suscribirse a esta selección (webcal)',
    countsAhead: 'Recuentos: eventos de los próximos {days} días.',
    countsBehind: 'Recuentos: eventos de los últimos {days} días.',
    badFilter: 'Un filtro no es válido: {value}',
  },
};

/** Each facet's name in the words above. */
const LEGEND_KEYS = {
  categories: 'category',
  tags: 'tag',
  venue: 'venue',
  organizer: 'organizer',
  weekday: 'weekday',
  time_of_day: 'timeOfDay',
  price: 'price',
  event_language: 'language',
  accessibility: 'accessibility',
  event_status: 'status',
  attendance_mode: 'attendance',
} as const satisfies Record<string, keyof FacetWords>;
export type FacetName = keyof typeof LEGEND_KEYS;

/** A facet's name, as a fieldset's legend says it. */
export const facetLegend = (facet: FacetName, lang: Lang) => FACET_WORDS[lang][LEGEND_KEYS[facet]];

/** Our languages by their own names (as the pages' language switcher). */
const OWN_NAMES: Record<Lang, string> = {
  eu: 'Euskara',
  ca: 'Català',
  en: 'English',
  gl: 'Galego',
  es: 'Español',
};

/** A language tag's name: ours by their own names, others as the runtime's ICU names them (with the tag). */
export function languageTagName(tag: string, lang: Lang): string {
  if (isLang(tag)) return OWN_NAMES[tag];
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/**
 * A facet's value in words: a weekday, a part of the day, a price (`amount` says an amount with the
 * site's currency), a language, an accessibility feature, a status or an attendance mode; `name` for
 * categories, tags, venues and organizers (their own names).
 */
export function facetValueLabel(
  facet: FacetName,
  value: string,
  lang: Lang,
  amount: (n: number) => string,
  name?: string,
): string {
  const w = FACET_WORDS[lang];
  switch (facet) {
    case 'weekday':
      return weekdayInWords((WEEKDAYS.indexOf(value as Weekday) + 1) % 7, lang);
    case 'time_of_day':
      return w.times[value as TimeOfDay] ?? value;
    case 'price':
      return value === ''
        ? w.anyPrice
        : value === 'free'
          ? w.free
          : w.upTo.replace('{amount}', amount(Number(value)));
    case 'event_language':
      return languageTagName(value, lang);
    case 'accessibility':
      return ACCESSIBILITY_LABELS[lang][value as AccessibilityKey] ?? value;
    case 'event_status':
      return STATUS_LABELS[lang][value as EventStatus] ?? value;
    case 'attendance_mode':
      return w.modes[value as AttendanceMode] ?? value;
    default:
      return name ?? value;
  }
}
