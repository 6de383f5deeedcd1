import type { Status } from '../db/schema';
import type { Lang } from '../lib/languages';

/** Words that change with a number: CLDR's `one` and `other` (all five languages have just these). */
export interface Plural {
  one: string;
  other: string;
}

/** The words of the editors' app, in each language. `{name}` marks a value filled in. */
export interface AdminStrings {
  app: string;
  skip: string;
  mainNav: string;
  language: string;
  signedInAs: string;
  login: string;
  password: string;
  signIn: string;
  signOut: string;
  wrongLogin: string;
  events: string;
  newEvent: string;
  venues: string;
  organizers: string;
  categories: string;
  tags: string;
  title: string;
  start: string;
  end: string;
  allDay: string;
  venue: string;
  organizer: string;
  category: string;
  tag: string;
  saveDraft: string;
  publish: string;
  update: string;
  repeat: string;
  statusNav: string;
  all: string;
  statuses: Record<Status, string>;
  search: string;
  searchEvents: string;
  filters: string;
  filter: string;
  from: string;
  to: string;
  any: string;
  featuredOnly: string;
  sortBy: string;
  byDate: string;
  byTitle: string;
  order: string;
  ascending: string;
  descending: string;
  dates: string;
  status: string;
  author: string;
  view: string;
  untitled: string;
  noEvents: string;
  pageOf: string;
  previous: string;
  next: string;
  items: Plural;
  pages: string;
  bulkActions: string;
  apply: string;
  select: string;
  moveToTrash: string;
  restore: string;
  deletePermanently: string;
  badQuery: string;
  selectAll: string;
  notFound: string;
  notFoundText: string;
  /** A contributor's "Publish": the API makes it pending, as WordPress does. */
  submitForReview: string;
  bulkDone: Plural;
  bulkRefused: string;
  bulkInvalid: string;
  why: { forbidden: string; missing: string; conflict: string; other: string };
}

const en: AdminStrings = {
  app: 'Editors',
  skip: 'Skip to content',
  mainNav: 'Main',
  language: 'Language',
  signedInAs: 'Signed in as {login}',
  login: 'Login',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  wrongLogin: 'Wrong login or password.',
  events: 'Events',
  newEvent: 'New event',
  venues: 'Venues',
  organizers: 'Organizers',
  categories: 'Categories',
  tags: 'Tags',
  title: 'Title',
  start: 'Start',
  end: 'End',
  allDay: 'All day',
  venue: 'Venue',
  organizer: 'Organizer',
  category: 'Category',
  tag: 'Tag',
  saveDraft: 'Save draft',
  publish: 'Publish',
  update: 'Update',
  repeat: 'Repeat',
  statusNav: 'Events by status',
  all: 'All',
  statuses: {
    publish: 'Published',
    future: 'Scheduled',
    draft: 'Drafts',
    pending: 'Pending',
    private: 'Private',
    trash: 'Trash',
  },
  search: 'Search',
  searchEvents: 'Search events',
  filters: 'Filters',
  filter: 'Filter',
  from: 'From',
  to: 'To',
  any: 'Any',
  featuredOnly: 'Featured only',
  sortBy: 'Sort by',
  byDate: 'Date',
  byTitle: 'Title',
  order: 'Order',
  ascending: 'Ascending',
  descending: 'Descending',
  dates: 'Dates',
  status: 'Status',
  author: 'Author',
  view: 'View',
  untitled: '(no title)',
  noEvents: 'No events found.',
  pageOf: 'Page {page} of {pages}',
  previous: 'Previous page',
  next: 'Next page',
  items: { one: '{count} item', other: '{count} items' },
  pages: 'Pages',
  bulkActions: 'Bulk actions',
  apply: 'Apply',
  select: 'Select “{title}”',
  moveToTrash: 'Move to Trash',
  restore: 'Restore',
  deletePermanently: 'Delete permanently',
  badQuery: 'Some filters could not be used: {reasons}',
  submitForReview: 'Submit for review',
  notFound: 'Not found',
  notFoundText: 'There is no such screen. The events are here:',
  selectAll: 'Select all',
  bulkDone: { one: '{action}: {count} event changed.', other: '{action}: {count} events changed.' },
  bulkRefused: 'Not changed: {list}.',
  bulkInvalid: 'Choose an action and at least one event (at most {max}).',
  why: {
    forbidden: 'you may not change it',
    missing: 'not found',
    conflict: 'someone else changed it meanwhile',
    other: 'refused ({status})',
  },
};

const es: AdminStrings = {
  app: 'Edición',
  skip: 'Saltar al contenido',
  mainNav: 'Principal',
  language: 'Idioma',
  signedInAs: 'Sesión iniciada como {login}',
  login: 'Usuario',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  wrongLogin: 'Usuario o contraseña incorrectos.',
  events: 'Eventos',
  newEvent: 'Nuevo evento',
  venues: 'Lugares',
  organizers: 'Organizadores',
  categories: 'Categorías',
  tags: 'Etiquetas',
  title: 'Título',
  start: 'Inicio',
  end: 'Fin',
  allDay: 'Todo el día',
  venue: 'Lugar',
  organizer: 'Organizador',
  category: 'Categoría',
  tag: 'Etiqueta',
  saveDraft: 'Guardar borrador',
  publish: 'Publicar',
  update: 'Actualizar',
  repeat: 'Repetir',
  statusNav: 'Eventos por estado',
  all: 'Todos',
  statuses: {
    publish: 'Publicados',
    future: 'Programados',
    draft: 'Borradores',
    pending: 'Pendientes',
    private: 'Privados',
    trash: 'Papelera',
  },
  search: 'Buscar',
  searchEvents: 'Buscar eventos',
  filters: 'Filtros',
  filter: 'Filtrar',
  from: 'Desde',
  to: 'Hasta',
  any: 'Cualquiera',
  featuredOnly: 'Solo destacados',
  sortBy: 'Ordenar por',
  byDate: 'Fecha',
  byTitle: 'Título',
  order: 'Orden',
  ascending: 'Ascendente',
  descending: 'Descendente',
  dates: 'Fechas',
  status: 'Estado',
  author: 'Autor',
  view: 'Ver',
  untitled: '(sin título)',
  noEvents: 'No se han encontrado eventos.',
  pageOf: 'Página {page} de {pages}',
  previous: 'Página anterior',
  next: 'Página siguiente',
  items: { one: '{count} elemento', other: '{count} elementos' },
  pages: 'Páginas',
  bulkActions: 'Acciones en lote',
  apply: 'Aplicar',
  select: 'Seleccionar «{title}»',
  moveToTrash: 'Mover a la papelera',
  restore: 'Restaurar',
  deletePermanently: 'Borrar permanentemente',
  badQuery: 'Algunos filtros no se han podido usar: {reasons}',
  submitForReview: 'Enviar para revisión',
  notFound: 'No encontrado',
  notFoundText: 'No existe esa pantalla. Los eventos están aquí:',
  selectAll: 'Seleccionar todos',
  bulkDone: { one: '{action}: {count} evento cambiado.', other: '{action}: {count} eventos cambiados.' },
  bulkRefused: 'Sin cambios: {list}.',
  bulkInvalid: 'Elige una acción y al menos un evento (como mucho {max}).',
  why: {
    forbidden: 'no puedes cambiarlo',
    missing: 'no encontrado',
    conflict: 'otra persona lo ha cambiado mientras tanto',
    other: 'rechazado ({status})',
  },
};

const eu: AdminStrings = {
  app: 'Edizioa',
  skip: 'Joan edukira',
  mainNav: 'Nagusia',
  language: 'Hizkuntza',
  signedInAs: '{login} gisa saioa hasita',
  login: 'Erabiltzailea',
  password: 'Pasahitza',
  signIn: 'Hasi saioa',
  signOut: 'Amaitu saioa',
  wrongLogin: 'Erabiltzailea edo pasahitza okerra.',
  events: 'Ekitaldiak',
  newEvent: 'Ekitaldi berria',
  venues: 'Lekuak',
  organizers: 'Antolatzaileak',
  categories: 'Kategoriak',
  tags: 'Etiketak',
  title: 'Izenburua',
  start: 'Hasiera',
  end: 'Amaiera',
  allDay: 'Egun osoa',
  venue: 'Lekua',
  organizer: 'Antolatzailea',
  category: 'Kategoria',
  tag: 'Etiketa',
  saveDraft: 'Gorde zirriborroa',
  publish: 'Argitaratu',
  update: 'Eguneratu',
  repeat: 'Errepikatu',
  statusNav: 'Ekitaldiak egoeraren arabera',
  all: 'Denak',
  statuses: {
    publish: 'Argitaratuak',
    future: 'Programatuak',
    draft: 'Zirriborroak',
    pending: 'Zain',
    private: 'Pribatuak',
    trash: 'Zakarrontzia',
  },
  search: 'Bilatu',
  searchEvents: 'Bilatu ekitaldiak',
  filters: 'Iragazkiak',
  filter: 'Iragazi',
  from: 'Noiztik',
  to: 'Noiz arte',
  any: 'Edozein',
  featuredOnly: 'Nabarmenduak soilik',
  sortBy: 'Ordenatu honen arabera',
  byDate: 'Data',
  byTitle: 'Izenburua',
  order: 'Ordena',
  ascending: 'Gorantz',
  descending: 'Beherantz',
  dates: 'Datak',
  status: 'Egoera',
  author: 'Egilea',
  view: 'Ikusi',
  untitled: '(izenbururik gabe)',
  noEvents: 'Ez da ekitaldirik aurkitu.',
  pageOf: '{pages} orritatik {page}.a',
  previous: 'Aurreko orria',
  next: 'Hurrengo orria',
  items: { one: 'Elementu {count}', other: '{count} elementu' },
  pages: 'Orriak',
  bulkActions: 'Multzoko ekintzak',
  apply: 'Aplikatu',
  select: 'Hautatu «{title}»',
  moveToTrash: 'Bota zakarrontzira',
  restore: 'Berreskuratu',
  deletePermanently: 'Ezabatu betiko',
  badQuery: 'Iragazki batzuk ezin izan dira erabili: {reasons}',
  submitForReview: 'Bidali berrikusteko',
  notFound: 'Ez da aurkitu',
  notFoundText: 'Ez dago horrelako pantailarik. Ekitaldiak hemen daude:',
  selectAll: 'Hautatu denak',
  bulkDone: { one: '{action}: ekitaldi {count} aldatuta.', other: '{action}: {count} ekitaldi aldatuta.' },
  bulkRefused: 'Aldatu gabe: {list}.',
  bulkInvalid: 'Aukeratu ekintza bat eta ekitaldi bat gutxienez ({max} gehienez).',
  why: {
    forbidden: 'ezin duzu aldatu',
    missing: 'ez da aurkitu',
    conflict: 'beste norbaitek aldatu du bitartean',
    other: 'baztertua ({status})',
  },
};

const ca: AdminStrings = {
  app: 'Edició',
  skip: 'Salta al contingut',
  mainNav: 'Principal',
  language: 'Llengua',
  signedInAs: 'Sessió iniciada com a {login}',
  login: 'Usuari',
  password: 'Contrasenya',
  signIn: 'Inicia la sessió',
  signOut: 'Tanca la sessió',
  wrongLogin: 'Usuari o contrasenya incorrectes.',
  events: 'Esdeveniments',
  newEvent: 'Esdeveniment nou',
  venues: 'Llocs',
  organizers: 'Organitzadors',
  categories: 'Categories',
  tags: 'Etiquetes',
  title: 'Títol',
  start: 'Inici',
  end: 'Final',
  allDay: 'Tot el dia',
  venue: 'Lloc',
  organizer: 'Organitzador',
  category: 'Categoria',
  tag: 'Etiqueta',
  saveDraft: 'Desa l’esborrany',
  publish: 'Publica',
  update: 'Actualitza',
  repeat: 'Repeteix',
  statusNav: 'Esdeveniments per estat',
  all: 'Tots',
  statuses: {
    publish: 'Publicats',
    future: 'Programats',
    draft: 'Esborranys',
    pending: 'Pendents',
    private: 'Privats',
    trash: 'Paperera',
  },
  search: 'Cerca',
  searchEvents: 'Cerca esdeveniments',
  filters: 'Filtres',
  filter: 'Filtra',
  from: 'Des de',
  to: 'Fins a',
  any: 'Qualsevol',
  featuredOnly: 'Només destacats',
  sortBy: 'Ordena per',
  byDate: 'Data',
  byTitle: 'Títol',
  order: 'Ordre',
  ascending: 'Ascendent',
  descending: 'Descendent',
  dates: 'Dates',
  status: 'Estat',
  author: 'Autor',
  view: 'Mostra',
  untitled: '(sense títol)',
  noEvents: 'No s’han trobat esdeveniments.',
  pageOf: 'Pàgina {page} de {pages}',
  previous: 'Pàgina anterior',
  next: 'Pàgina següent',
  items: { one: '{count} element', other: '{count} elements' },
  pages: 'Pàgines',
  bulkActions: 'Accions en bloc',
  apply: 'Aplica',
  select: 'Selecciona «{title}»',
  moveToTrash: 'Mou a la paperera',
  restore: 'Restaura',
  deletePermanently: 'Suprimeix definitivament',
  badQuery: 'No s’han pogut fer servir alguns filtres: {reasons}',
  submitForReview: 'Envia per a revisió',
  notFound: 'No s’ha trobat',
  notFoundText: 'No existeix aquesta pantalla. Els esdeveniments són aquí:',
  selectAll: 'Selecciona-ho tot',
  bulkDone: {
    one: '{action}: {count} esdeveniment canviat.',
    other: '{action}: {count} esdeveniments canviats.',
  },
  bulkRefused: 'Sense canvis: {list}.',
  bulkInvalid: 'Tria una acció i almenys un esdeveniment (com a màxim {max}).',
  why: {
    forbidden: 'no el pots canviar',
    missing: 'no s’ha trobat',
    conflict: 'algú altre l’ha canviat mentrestant',
    other: 'rebutjat ({status})',
  },
};

const gl: AdminStrings = {
  app: 'Edición',
  skip: 'Ir ao contido',
  mainNav: 'Principal',
  language: 'Lingua',
  signedInAs: 'Sesión iniciada como {login}',
  login: 'Usuario',
  password: 'Contrasinal',
  signIn: 'Iniciar sesión',
  signOut: 'Pechar sesión',
  wrongLogin: 'Usuario ou contrasinal incorrectos.',
  events: 'Eventos',
  newEvent: 'Novo evento',
  venues: 'Lugares',
  organizers: 'Organizadores',
  categories: 'Categorías',
  tags: 'Etiquetas',
  title: 'Título',
  start: 'Inicio',
  end: 'Fin',
  allDay: 'Todo o día',
  venue: 'Lugar',
  organizer: 'Organizador',
  category: 'Categoría',
  tag: 'Etiqueta',
  saveDraft: 'Gardar borrador',
  publish: 'Publicar',
  update: 'Actualizar',
  repeat: 'Repetir',
  statusNav: 'Eventos por estado',
  all: 'Todos',
  statuses: {
    publish: 'Publicados',
    future: 'Programados',
    draft: 'Borradores',
    pending: 'Pendentes',
    private: 'Privados',
    trash: 'Papeleira',
  },
  search: 'Buscar',
  searchEvents: 'Buscar eventos',
  filters: 'Filtros',
  filter: 'Filtrar',
  from: 'Desde',
  to: 'Ata',
  any: 'Calquera',
  featuredOnly: 'Só destacados',
  sortBy: 'Ordenar por',
  byDate: 'Data',
  byTitle: 'Título',
  order: 'Orde',
  ascending: 'Ascendente',
  descending: 'Descendente',
  dates: 'Datas',
  status: 'Estado',
  author: 'Autor',
  view: 'Ver',
  untitled: '(sen título)',
  noEvents: 'Non se atoparon eventos.',
  pageOf: 'Páxina {page} de {pages}',
  previous: 'Páxina anterior',
  next: 'Páxina seguinte',
  items: { one: '{count} elemento', other: '{count} elementos' },
  pages: 'Páxinas',
  bulkActions: 'Accións en bloque',
  apply: 'Aplicar',
  select: 'Seleccionar «{title}»',
  moveToTrash: 'Mover á papeleira',
  restore: 'Restaurar',
  deletePermanently: 'Eliminar definitivamente',
  badQuery: 'Non se puideron usar algúns filtros: {reasons}',
  submitForReview: 'Enviar para revisión',
  notFound: 'Non se atopou',
  notFoundText: 'Non existe esa pantalla. Os eventos están aquí:',
  selectAll: 'Seleccionar todos',
  bulkDone: { one: '{action}: {count} evento cambiado.', other: '{action}: {count} eventos cambiados.' },
  bulkRefused: 'Sen cambios: {list}.',
  bulkInvalid: 'Escolle unha acción e polo menos un evento (como moito {max}).',
  why: {
    forbidden: 'non o podes cambiar',
    missing: 'non se atopou',
    conflict: 'outra persoa cambiouno mentres tanto',
    other: 'rexeitado ({status})',
  },
};

export const ADMIN_STRINGS: Readonly<Record<Lang, AdminStrings>> = { eu, ca, en, gl, es };

/** `template` with each `{name}` replaced by `values[name]`. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `forms` for `count` in `lang` (its plural rule), with `{count}` and the other `values` filled in. */
export function plural(
  lang: Lang,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
) {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count });
}
