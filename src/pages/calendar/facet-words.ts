import type { AttendanceMode, TimeOfDay } from '../../lib/event-facts';
import type { Lang } from '../../lib/languages';

/**
 * The words of the visitors' filters (./facets-form.ts) in each content language. `{name}` marks a value
 * filled in. Weekday names are the views' own (./strings.ts), statuses and accessibility the pages'.
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
    badFilter: 'Un filtro no es válido: {value}',
  },
};
