import type { Lang } from '../lib/languages';

/** The words of the public pages, in each content language. `{name}` marks a value filled in. */
export interface PageStrings {
  site: string;
  languages: string;
  event: string;
  venue: string;
  organizer: string;
  when: string;
  where: string;
  organizers: string;
  categories: string;
  tags: string;
  cost: string;
  website: string;
  phone: string;
  email: string;
  allDay: string;
  map: string;
  repeats: string;
  addToCalendar: string;
  downloadIcs: string;
  google: string;
  locked: string;
  upcoming: string;
  noUpcoming: string;
  showing: string;
  notFoundTitle: string;
  notFound: string;
  /** A path under a language prefix the site doesn't have (`/fr/…`): `{code}` is that prefix. */
  unknownLanguage: string;
}

/** The name of each language, in that language (the language switcher). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  eu: 'Euskara',
  ca: 'Català',
  en: 'English',
  gl: 'Galego',
  es: 'Español',
};

export const PAGE_STRINGS: Readonly<Record<Lang, PageStrings>> = {
  eu: {
    site: 'Ekitaldiak',
    languages: 'Hizkuntzak',
    event: 'Ekitaldia',
    venue: 'Lekua',
    organizer: 'Antolatzailea',
    when: 'Noiz',
    where: 'Non',
    organizers: 'Antolatzaileak',
    categories: 'Kategoriak',
    tags: 'Etiketak',
    cost: 'Prezioa',
    website: 'Webgunea',
    phone: 'Telefonoa',
    email: 'Helbide elektronikoa',
    allDay: 'Egun osoa',
    map: 'Ikusi mapan',
    repeats: 'Errepikatzen da',
    addToCalendar: 'Gehitu egutegira',
    downloadIcs: 'Deskargatu (iCalendar, .ics)',
    google: 'Google Egutegia',
    locked: 'Ekitaldi hau pasahitzez babestuta dago: izenburua eta datak baino ez dira erakusten.',
    upcoming: 'Hurrengo ekitaldiak',
    noUpcoming: 'Ez dago hurrengo ekitaldirik.',
    showing: '{total} ekitaldietatik {shown} erakusten dira.',
    notFoundTitle: 'Ez da orria aurkitu',
    notFound: 'Ez dago argitaratutako ekitaldirik, lekurik edo antolatzailerik helbide honetan.',
    unknownLanguage: '«{code}» ez da webgune honetako hizkuntza bat. Aukeratu hauetako bat:',
  },
  ca: {
    site: 'Esdeveniments',
    languages: 'Llengües',
    event: 'Esdeveniment',
    venue: 'Espai',
    organizer: 'Organitzador',
    when: 'Quan',
    where: 'On',
    organizers: 'Organitzadors',
    categories: 'Categories',
    tags: 'Etiquetes',
    cost: 'Preu',
    website: 'Lloc web',
    phone: 'Telèfon',
    email: 'Correu electrònic',
    allDay: 'Tot el dia',
    map: 'Mostra al mapa',
    repeats: 'Es repeteix',
    addToCalendar: 'Afegeix al calendari',
    downloadIcs: 'Baixa (iCalendar, .ics)',
    google: 'Google Calendar',
    locked: "Aquest esdeveniment està protegit amb contrasenya: només se'n mostren el títol i les dates.",
    upcoming: 'Propers esdeveniments',
    noUpcoming: 'No hi ha propers esdeveniments.',
    showing: 'Es mostren {shown} de {total} esdeveniments.',
    notFoundTitle: "No s'ha trobat la pàgina",
    notFound: 'No hi ha cap esdeveniment, espai ni organitzador publicat en aquesta adreça.',
    unknownLanguage: '«{code}» no és una llengua d’aquest lloc. Trieu-ne una d’aquestes:',
  },
  en: {
    site: 'Events',
    languages: 'Languages',
    event: 'Event',
    venue: 'Venue',
    organizer: 'Organizer',
    when: 'When',
    where: 'Where',
    organizers: 'Organizers',
    categories: 'Categories',
    tags: 'Tags',
    cost: 'Cost',
    website: 'Website',
    phone: 'Phone',
    email: 'Email',
    allDay: 'All day',
    map: 'View on a map',
    repeats: 'Repeats',
    addToCalendar: 'Add to calendar',
    downloadIcs: 'Download (iCalendar, .ics)',
    google: 'Google Calendar',
    locked: 'This event is password-protected: only its title and dates are shown.',
    upcoming: 'Upcoming events',
    noUpcoming: 'No upcoming events.',
    showing: 'Showing {shown} of {total} events.',
    notFoundTitle: 'Page not found',
    notFound: 'No published event, venue or organizer is at this address.',
    unknownLanguage: '“{code}” is not a language of this site. Choose one of these:',
  },
  gl: {
    site: 'Eventos',
    languages: 'Linguas',
    event: 'Evento',
    venue: 'Lugar',
    organizer: 'Organizador',
    when: 'Cando',
    where: 'Onde',
    organizers: 'Organizadores',
    categories: 'Categorías',
    tags: 'Etiquetas',
    cost: 'Prezo',
    website: 'Sitio web',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    allDay: 'Todo o día',
    map: 'Ver no mapa',
    repeats: 'Repítese',
    addToCalendar: 'Engadir ao calendario',
    downloadIcs: 'Descargar (iCalendar, .ics)',
    google: 'Google Calendar',
    locked: 'Este evento está protexido con contrasinal: só se mostran o título e as datas.',
    upcoming: 'Próximos eventos',
    noUpcoming: 'Non hai próximos eventos.',
    showing: 'Móstranse {shown} de {total} eventos.',
    notFoundTitle: 'Non se atopou a páxina',
    notFound: 'Non hai ningún evento, lugar nin organizador publicado neste enderezo.',
    unknownLanguage: '«{code}» non é unha lingua deste sitio. Escolle unha destas:',
  },
  es: {
    site: 'Eventos',
    languages: 'Idiomas',
    event: 'Evento',
    venue: 'Lugar',
    organizer: 'Organizador',
    when: 'Cuándo',
    where: 'Dónde',
    organizers: 'Organizadores',
    categories: 'Categorías',
    tags: 'Etiquetas',
    cost: 'Precio',
    website: 'Sitio web',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    allDay: 'Todo el día',
    map: 'Ver en el mapa',
    repeats: 'Se repite',
    addToCalendar: 'Añadir al calendario',
    downloadIcs: 'Descargar (iCalendar, .ics)',
    google: 'Google Calendar',
    locked: 'Este evento está protegido con contraseña: solo se muestran el título y las fechas.',
    upcoming: 'Próximos eventos',
    noUpcoming: 'No hay próximos eventos.',
    showing: 'Se muestran {shown} de {total} eventos.',
    notFoundTitle: 'Página no encontrada',
    notFound: 'No hay ningún evento, lugar ni organizador publicado en esta dirección.',
    unknownLanguage: '«{code}» no es un idioma de este sitio. Elige uno de estos:',
  },
};

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
