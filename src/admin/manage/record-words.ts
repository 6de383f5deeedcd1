import type { Lang } from '../../lib/languages';

/**
 * The words of the records' editors (venues, organizers, categories, tags) and of the users' sessions,
 * in each language. `{lang}` and `{name}` mark values.
 */
export interface RecordWords {
  labels: Record<string, string>;
  noParent: string;
  translations: string;
  mainLanguage: string;
  filled: string;
  fallsBack: string;
  theirVersion: string;
  sessionsTitle: string;
  sessionCreated: string;
  sessionSeen: string;
  sessionAgent: string;
  sessionExpires: string;
  signOutSession: string;
  sessionEnded: string;
  noSessions: string;
}

const en: RecordWords = {
  labels: {
    name: 'Name',
    slug: 'Slug',
    description: 'Description',
    excerpt: 'Excerpt',
    address: 'Address',
    city: 'City',
    province: 'Province',
    state: 'State',
    zip: 'Postal code',
    country: 'Country',
    phone: 'Phone',
    website: 'Website',
    email: 'Email',
    image: 'Image (URL or media library id)',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
    show_map: 'Show map',
    show_map_link: 'Show map link',
    parent: 'Parent category',
    translations: 'Translations',
  },
  noParent: 'None (top level)',
  translations: 'Translations',
  mainLanguage: 'The fields above are in {lang}, the main language of the site.',
  filled: 'has its own text',
  fallsBack: 'empty: readers see the {lang} text',
  theirVersion: 'Their version, where it differs from yours:',
  sessionsTitle: 'Open sessions',
  sessionCreated: 'Signed in',
  sessionSeen: 'Last seen',
  sessionAgent: 'Browser (user agent)',
  sessionExpires: 'Expires',
  signOutSession: 'Sign out this session',
  sessionEnded: 'The session was ended.',
  noSessions: 'No open sessions.',
};

const es: RecordWords = {
  labels: {
    name: 'Nombre',
    slug: 'Slug',
    description: 'Descripción',
    excerpt: 'Extracto',
    address: 'Dirección',
    city: 'Ciudad',
    province: 'Provincia',
    state: 'Estado',
    zip: 'Código postal',
    country: 'País',
    phone: 'Teléfono',
    website: 'Sitio web',
    email: 'Correo electrónico',
    image: 'Imagen (URL o id de la biblioteca de medios)',
    geo_lat: 'Latitud',
    geo_lng: 'Longitud',
    show_map: 'Mostrar mapa',
    show_map_link: 'Mostrar enlace al mapa',
    parent: 'Categoría superior',
    translations: 'Traducciones',
  },
  noParent: 'Ninguna (nivel superior)',
  translations: 'Traducciones',
  mainLanguage: 'Los campos de arriba están en {lang}, el idioma principal del sitio.',
  filled: 'tiene su propio texto',
  fallsBack: 'vacío: se muestra el texto en {lang}',
  theirVersion: 'Su versión, donde difiere de la tuya:',
  sessionsTitle: 'Sesiones abiertas',
  sessionCreated: 'Inicio de sesión',
  sessionSeen: 'Última actividad',
  sessionAgent: 'Navegador (user agent)',
  sessionExpires: 'Caduca',
  signOutSession: 'Cerrar esta sesión',
  sessionEnded: 'La sesión se ha cerrado.',
  noSessions: 'No hay sesiones abiertas.',
};

const eu: RecordWords = {
  labels: {
    name: 'Izena',
    slug: 'Slug-a',
    description: 'Deskribapena',
    excerpt: 'Laburpena',
    address: 'Helbidea',
    city: 'Herria',
    province: 'Probintzia',
    state: 'Estatua',
    zip: 'Posta kodea',
    country: 'Herrialdea',
    phone: 'Telefonoa',
    website: 'Webgunea',
    email: 'Helbide elektronikoa',
    image: 'Irudia (URLa edo multimedia-liburutegiko ida)',
    geo_lat: 'Latitudea',
    geo_lng: 'Longitudea',
    show_map: 'Erakutsi mapa',
    show_map_link: 'Erakutsi maparako esteka',
    parent: 'Goiko kategoria',
    translations: 'Itzulpenak',
  },
  noParent: 'Bat ere ez (goiko maila)',
  translations: 'Itzulpenak',
  mainLanguage: 'Goiko eremuak {lang} daude, webgunearen hizkuntza nagusian.',
  filled: 'bere testua du',
  fallsBack: 'hutsik: irakurleek {lang} testua ikusten dute',
  theirVersion: 'Haien bertsioa, zurearekin bat ez datorren lekuetan:',
  sessionsTitle: 'Saio irekiak',
  sessionCreated: 'Saioa hasia',
  sessionSeen: 'Azken jarduera',
  sessionAgent: 'Nabigatzailea (user agent)',
  sessionExpires: 'Iraungitzea',
  signOutSession: 'Itxi saio hau',
  sessionEnded: 'Saioa itxi da.',
  noSessions: 'Ez dago saio irekirik.',
};

const ca: RecordWords = {
  labels: {
    name: 'Nom',
    slug: 'Slug',
    description: 'Descripció',
    excerpt: 'Extracte',
    address: 'Adreça',
    city: 'Ciutat',
    province: 'Província',
    state: 'Estat',
    zip: 'Codi postal',
    country: 'País',
    phone: 'Telèfon',
    website: 'Lloc web',
    email: 'Correu electrònic',
    image: 'Imatge (URL o id de la biblioteca multimèdia)',
    geo_lat: 'Latitud',
    geo_lng: 'Longitud',
    show_map: 'Mostra el mapa',
    show_map_link: "Mostra l'enllaç al mapa",
    parent: 'Categoria superior',
    translations: 'Traduccions',
  },
  noParent: 'Cap (nivell superior)',
  translations: 'Traduccions',
  mainLanguage: "Els camps de dalt són en {lang}, l'idioma principal del lloc.",
  filled: 'té el seu propi text',
  fallsBack: 'buit: es mostra el text en {lang}',
  theirVersion: 'La seva versió, on difereix de la vostra:',
  sessionsTitle: 'Sessions obertes',
  sessionCreated: 'Inici de sessió',
  sessionSeen: 'Última activitat',
  sessionAgent: 'Navegador (user agent)',
  sessionExpires: 'Caduca',
  signOutSession: 'Tanca aquesta sessió',
  sessionEnded: "S'ha tancat la sessió.",
  noSessions: 'No hi ha sessions obertes.',
};

const gl: RecordWords = {
  labels: {
    name: 'Nome',
    slug: 'Slug',
    description: 'Descrición',
    excerpt: 'Extracto',
    address: 'Enderezo',
    city: 'Cidade',
    province: 'Provincia',
    state: 'Estado',
    zip: 'Código postal',
    country: 'País',
    phone: 'Teléfono',
    website: 'Sitio web',
    email: 'Correo electrónico',
    image: 'Imaxe (URL ou id da biblioteca multimedia)',
    geo_lat: 'Latitude',
    geo_lng: 'Lonxitude',
    show_map: 'Amosar o mapa',
    show_map_link: 'Amosar a ligazón ao mapa',
    parent: 'Categoría superior',
    translations: 'Traducións',
  },
  noParent: 'Ningunha (nivel superior)',
  translations: 'Traducións',
  mainLanguage: 'Os campos de arriba están en {lang}, o idioma principal do sitio.',
  filled: 'ten o seu propio texto',
  fallsBack: 'baleiro: amósase o texto en {lang}',
  theirVersion: 'A súa versión, onde difire da túa:',
  sessionsTitle: 'Sesións abertas',
  sessionCreated: 'Inicio de sesión',
  sessionSeen: 'Última actividade',
  sessionAgent: 'Navegador (user agent)',
  sessionExpires: 'Caduca',
  signOutSession: 'Pechar esta sesión',
  sessionEnded: 'A sesión pechouse.',
  noSessions: 'Non hai sesións abertas.',
};

export const RECORD_WORDS: Readonly<Record<Lang, RecordWords>> = { eu, ca, en, gl, es };
