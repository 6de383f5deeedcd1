import type { Lang } from '../../lib/languages';

/** The event editor's own words (the app's shared ones, such as "Title" or "Publish", are in ../words/). */
export interface EditorWords {
  editEvent: string;
  description: string;
  descriptionHint: string;
  excerpt: string;
  date: string;
  time: string;
  timezone: string;
  noVenue: string;
  newVenue: string;
  newVenueHint: string;
  tagsHint: string;
  cost: string;
  /** The cost's own currency (next to the cost). */
  currencySymbol: string;
  currencySymbolHint: string;
  currencyPosition: string;
  currencyFromText: string;
  currencyBefore: string;
  currencyAfter: string;
  website: string;
  image: string;
  featured: string;
  sticky: string;
  hideFromListings: string;
  showMap: string;
  showMapLink: string;
  publication: string;
  scheduled: string;
  scheduledHint: string;
  password: string;
  passwordHint: string;
  details: string;
  translations: string;
  filled: string;
  fallsBack: string;
  mainLanguage: string;
  saved: string;
  fixErrors: string;
  conflict: string;
  theirVersion: string;
  yourVersion: string;
  unavailable: string;
  failed: string;
  none: string;
  doesNotRepeat: string;
  presets: {
    daily: string;
    weekly: string;
    monthly_day: string;
    monthly_nth: string;
    yearly: string;
    custom: string;
  };
  onDays: string;
  ends: string;
  endsNever: string;
  endsAfter: string;
  endsOn: string;
  advanced: string;
  advancedHint: string;
  repeats: string;
  nextOccurrences: string;
  applyTo: string;
  scopes: { this: string; following: string; all: string };
  duplicate: string;
  script: {
    draftFound: string;
    restore: string;
    discard: string;
  };
}

const en: EditorWords = {
  editEvent: 'Edit event',
  description: 'Description',
  descriptionHint:
    'Paragraphs, headings, bold, italic, links, lists and quotes are kept; anything else is removed. Without JavaScript, write HTML.',
  excerpt: 'Excerpt',
  date: 'Date',
  time: 'Time',
  timezone: 'Time zone',
  noVenue: 'No venue',
  newVenue: 'Or create a venue',
  newVenueHint: 'Its name; an existing venue with the same name is reused.',
  tagsHint: 'Separated by commas; new names are created.',
  cost: 'Cost',
  currencySymbol: 'Currency symbol',
  currencySymbolHint: 'Leave it empty to read the currency from the cost.',
  currencyPosition: 'Currency position',
  currencyFromText: 'As the cost is written',
  currencyBefore: 'Before the amount',
  currencyAfter: 'After the amount',
  website: 'Website',
  image: 'Image URL',
  featured: 'Featured',
  sticky: 'Sticky in month view',
  hideFromListings: 'Hide from listings',
  showMap: 'Show map',
  showMapLink: 'Show map link',
  publication: 'Publication',
  scheduled: 'Publish on',
  scheduledHint: 'Leave empty to publish now.',
  password: 'Password',
  passwordHint: 'Leave empty to keep it as it is.',
  details: 'Details',
  translations: 'Translations',
  filled: 'translated',
  fallsBack: 'not translated: readers see the {lang} text',
  mainLanguage: 'Main language: {lang}',
  saved: 'Saved.',
  fixErrors: 'The event was not saved: {count} field(s) need attention. Your text is kept.',
  conflict:
    'Someone else saved this event after you opened it. Where you both changed a field, their version is shown beside yours; your text is kept in the form. Check it, then save again to apply yours on top.',
  theirVersion: 'Saved by someone else:',
  yourVersion: 'Yours (in the field):',
  unavailable:
    'The database could not save the event just now. Nothing was saved; your text is kept. Try again in a moment.',
  failed: 'The event was not saved ({status}). Your text is kept.',
  none: '(empty)',
  doesNotRepeat: 'Does not repeat',
  presets: {
    daily: 'Daily',
    weekly: 'Weekly on chosen days',
    monthly_day: 'Monthly on the same date',
    monthly_nth: 'Monthly on the same weekday (e.g. 2nd Tuesday)',
    yearly: 'Yearly',
    custom: 'Custom (the lines below)',
  },
  onDays: 'On',
  ends: 'Ends',
  endsNever: 'Never',
  endsAfter: 'After a number of occurrences',
  endsOn: 'On a date',
  advanced: 'Advanced: recurrence lines (RFC 5545)',
  advancedHint:
    'A whole RRULE for "Custom", or dates the fields above can’t hold (an EXDATE at another time: EXDATE;TZID=Europe/Madrid:20270202T190000).',
  repeats: 'Repeats: {rule}',
  nextOccurrences: 'Next occurrences',
  applyTo: 'Apply the changes to',
  scopes: { this: 'This event', following: 'This and following events', all: 'All events' },
  duplicate: 'Duplicate',
  script: {
    draftFound: 'This page has unsaved changes kept in this browser.',
    restore: 'Restore them',
    discard: 'Discard',
  },
};

const es: EditorWords = {
  editEvent: 'Editar evento',
  description: 'Descripción',
  descriptionHint:
    'Se conservan párrafos, títulos, negrita, cursiva, enlaces, listas y citas; lo demás se elimina. Sin JavaScript, escribe HTML.',
  excerpt: 'Extracto',
  date: 'Fecha',
  time: 'Hora',
  timezone: 'Zona horaria',
  noVenue: 'Sin lugar',
  newVenue: 'O crea un lugar',
  newVenueHint: 'Su nombre; si ya existe un lugar con ese nombre, se usa ese.',
  tagsHint: 'Separadas por comas; los nombres nuevos se crean.',
  cost: 'Precio',
  currencySymbol: 'Símbolo de moneda',
  currencySymbolHint: 'Déjalo vacío para leer la moneda del precio.',
  currencyPosition: 'Posición de la moneda',
  currencyFromText: 'Como está escrito el precio',
  currencyBefore: 'Antes del importe',
  currencyAfter: 'Después del importe',
  website: 'Web',
  image: 'URL de la imagen',
  featured: 'Destacado',
  sticky: 'Fijo en la vista mensual',
  hideFromListings: 'Ocultar de los listados',
  showMap: 'Mostrar mapa',
  showMapLink: 'Mostrar enlace al mapa',
  publication: 'Publicación',
  scheduled: 'Publicar el',
  scheduledHint: 'Déjalo vacío para publicar ahora.',
  password: 'Contraseña',
  passwordHint: 'Déjala vacía para no cambiarla.',
  details: 'Detalles',
  translations: 'Traducciones',
  filled: 'traducido',
  fallsBack: 'sin traducir: se ve el texto en {lang}',
  mainLanguage: 'Idioma principal: {lang}',
  saved: 'Guardado.',
  fixErrors: 'El evento no se ha guardado: hay que revisar {count} campo(s). Tu texto se conserva.',
  conflict:
    'Otra persona guardó este evento después de que lo abrieras. Donde los dos cambiasteis un campo, su versión aparece junto a la tuya; tu texto sigue en el formulario. Revísalo y vuelve a guardar para aplicar el tuyo encima.',
  theirVersion: 'Guardado por otra persona:',
  yourVersion: 'El tuyo (en el campo):',
  unavailable:
    'La base de datos no ha podido guardar el evento. No se ha guardado nada; tu texto se conserva. Inténtalo de nuevo en un momento.',
  failed: 'El evento no se ha guardado ({status}). Tu texto se conserva.',
  none: '(vacío)',
  doesNotRepeat: 'No se repite',
  presets: {
    daily: 'Cada día',
    weekly: 'Cada semana, los días elegidos',
    monthly_day: 'Cada mes, el mismo día',
    monthly_nth: 'Cada mes, el mismo día de la semana (p. ej. el 2.º martes)',
    yearly: 'Cada año',
    custom: 'Personalizada (las líneas de abajo)',
  },
  onDays: 'Los días',
  ends: 'Termina',
  endsNever: 'Nunca',
  endsAfter: 'Tras un número de repeticiones',
  endsOn: 'En una fecha',
  advanced: 'Avanzado: líneas de repetición (RFC 5545)',
  advancedHint:
    'Una RRULE entera para «Personalizada», o fechas que los campos de arriba no admiten (un EXDATE a otra hora: EXDATE;TZID=Europe/Madrid:20270202T190000).',
  repeats: 'Se repite: {rule}',
  nextOccurrences: 'Próximas fechas',
  applyTo: 'Aplicar los cambios a',
  scopes: { this: 'Este evento', following: 'Este y los siguientes', all: 'Todos los eventos' },
  duplicate: 'Duplicar',
  script: {
    draftFound: 'Esta página tiene cambios sin guardar conservados en este navegador.',
    restore: 'Recuperarlos',
    discard: 'Descartar',
  },
};

const eu: EditorWords = {
  editEvent: 'Editatu ekitaldia',
  description: 'Deskribapena',
  descriptionHint:
    'Paragrafoak, izenburuak, lodia, etzana, estekak, zerrendak eta aipuak gordetzen dira; gainerakoa kendu egiten da. JavaScriptik gabe, idatzi HTMLn.',
  excerpt: 'Laburpena',
  date: 'Data',
  time: 'Ordua',
  timezone: 'Ordu-zona',
  noVenue: 'Lekurik ez',
  newVenue: 'Edo sortu leku bat',
  newVenueHint: 'Bere izena; izen bereko lekua badago, hori erabiltzen da.',
  tagsHint: 'Komaz bereizita; izen berriak sortu egiten dira.',
  cost: 'Prezioa',
  currencySymbol: 'Moneta-ikurra',
  currencySymbolHint: 'Utzi hutsik moneta preziotik irakurtzeko.',
  currencyPosition: 'Monetaren kokapena',
  currencyFromText: 'Prezioa idatzita dagoen bezala',
  currencyBefore: 'Zenbatekoaren aurretik',
  currencyAfter: 'Zenbatekoaren ondoren',
  website: 'Webgunea',
  image: 'Irudiaren URLa',
  featured: 'Nabarmendua',
  sticky: 'Finkoa hileko ikuspegian',
  hideFromListings: 'Ezkutatu zerrendetatik',
  showMap: 'Erakutsi mapa',
  showMapLink: 'Erakutsi maparen esteka',
  publication: 'Argitalpena',
  scheduled: 'Argitaratze-data',
  scheduledHint: 'Utzi hutsik orain argitaratzeko.',
  password: 'Pasahitza',
  passwordHint: 'Utzi hutsik ez aldatzeko.',
  details: 'Xehetasunak',
  translations: 'Itzulpenak',
  filled: 'itzulita',
  fallsBack: 'itzuli gabe: irakurleek {lang} testua ikusten dute',
  mainLanguage: 'Hizkuntza nagusia: {lang}',
  saved: 'Gordeta.',
  fixErrors: 'Ekitaldia ez da gorde: {count} eremu berrikusi behar dira. Zure testua gordeta dago.',
  conflict:
    'Beste norbaitek gorde du ekitaldi hau zuk ireki ondoren. Biek aldatutako eremuetan, haren bertsioa zurearen ondoan ageri da; zure testua formularioan dago. Berrikusi eta gorde berriro zurea gainean ezartzeko.',
  theirVersion: 'Beste norbaitek gordea:',
  yourVersion: 'Zurea (eremuan):',
  unavailable:
    'Datu-baseak ezin izan du ekitaldia gorde. Ez da ezer gorde; zure testua gordeta dago. Saiatu berriro laster.',
  failed: 'Ekitaldia ez da gorde ({status}). Zure testua gordeta dago.',
  none: '(hutsik)',
  doesNotRepeat: 'Ez da errepikatzen',
  presets: {
    daily: 'Egunero',
    weekly: 'Astero, aukeratutako egunetan',
    monthly_day: 'Hilero, egun berean',
    monthly_nth: 'Hilero, asteko egun berean (adib. 2. asteartea)',
    yearly: 'Urtero',
    custom: 'Pertsonalizatua (beheko lerroak)',
  },
  onDays: 'Egunak',
  ends: 'Amaiera',
  endsNever: 'Inoiz ez',
  endsAfter: 'Errepikapen kopuru baten ondoren',
  endsOn: 'Data batean',
  advanced: 'Aurreratua: errepikapen-lerroak (RFC 5545)',
  advancedHint:
    'RRULE oso bat «Pertsonalizatua» aukerarako, edo goiko eremuek onartzen ez dituzten datak (beste ordu bateko EXDATE bat: EXDATE;TZID=Europe/Madrid:20270202T190000).',
  repeats: 'Errepikatzen da: {rule}',
  nextOccurrences: 'Hurrengo datak',
  applyTo: 'Aplikatu aldaketak honi',
  scopes: { this: 'Ekitaldi honi', following: 'Honi eta hurrengoei', all: 'Ekitaldi guztiei' },
  duplicate: 'Bikoiztu',
  script: {
    draftFound: 'Orri honek gorde gabeko aldaketak ditu nabigatzaile honetan.',
    restore: 'Berreskuratu',
    discard: 'Baztertu',
  },
};

const ca: EditorWords = {
  editEvent: 'Edita l’esdeveniment',
  description: 'Descripció',
  descriptionHint:
    'Es conserven paràgrafs, títols, negreta, cursiva, enllaços, llistes i cites; la resta s’elimina. Sense JavaScript, escriu HTML.',
  excerpt: 'Extracte',
  date: 'Data',
  time: 'Hora',
  timezone: 'Fus horari',
  noVenue: 'Sense lloc',
  newVenue: 'O crea un lloc',
  newVenueHint: 'El seu nom; si ja existeix un lloc amb aquest nom, es fa servir aquell.',
  tagsHint: 'Separades per comes; els noms nous es creen.',
  cost: 'Preu',
  currencySymbol: 'Símbol de moneda',
  currencySymbolHint: "Deixa'l buit per llegir la moneda del preu.",
  currencyPosition: 'Posició de la moneda',
  currencyFromText: 'Com està escrit el preu',
  currencyBefore: "Abans de l'import",
  currencyAfter: "Després de l'import",
  website: 'Web',
  image: 'URL de la imatge',
  featured: 'Destacat',
  sticky: 'Fix a la vista mensual',
  hideFromListings: 'Amaga dels llistats',
  showMap: 'Mostra el mapa',
  showMapLink: 'Mostra l’enllaç al mapa',
  publication: 'Publicació',
  scheduled: 'Publica el',
  scheduledHint: 'Deixa-ho buit per publicar ara.',
  password: 'Contrasenya',
  passwordHint: 'Deixa-la buida per no canviar-la.',
  details: 'Detalls',
  translations: 'Traduccions',
  filled: 'traduït',
  fallsBack: 'sense traduir: es veu el text en {lang}',
  mainLanguage: 'Llengua principal: {lang}',
  saved: 'Desat.',
  fixErrors: 'L’esdeveniment no s’ha desat: cal revisar {count} camp(s). El teu text es conserva.',
  conflict:
    'Una altra persona ha desat aquest esdeveniment després que l’obrissis. On tots dos heu canviat un camp, la seva versió apareix al costat de la teva; el teu text continua al formulari. Revisa’l i torna a desar per aplicar el teu a sobre.',
  theirVersion: 'Desat per una altra persona:',
  yourVersion: 'El teu (al camp):',
  unavailable:
    'La base de dades no ha pogut desar l’esdeveniment. No s’ha desat res; el teu text es conserva. Torna-ho a provar d’aquí a una estona.',
  failed: 'L’esdeveniment no s’ha desat ({status}). El teu text es conserva.',
  none: '(buit)',
  doesNotRepeat: 'No es repeteix',
  presets: {
    daily: 'Cada dia',
    weekly: 'Cada setmana, els dies triats',
    monthly_day: 'Cada mes, el mateix dia',
    monthly_nth: 'Cada mes, el mateix dia de la setmana (p. ex. el 2n dimarts)',
    yearly: 'Cada any',
    custom: 'Personalitzada (les línies de sota)',
  },
  onDays: 'Els dies',
  ends: 'Acaba',
  endsNever: 'Mai',
  endsAfter: 'Després d’un nombre de repeticions',
  endsOn: 'En una data',
  advanced: 'Avançat: línies de repetició (RFC 5545)',
  advancedHint:
    'Una RRULE sencera per a «Personalitzada», o dates que els camps de dalt no admeten (un EXDATE a una altra hora: EXDATE;TZID=Europe/Madrid:20270202T190000).',
  repeats: 'Es repeteix: {rule}',
  nextOccurrences: 'Properes dates',
  applyTo: 'Aplica els canvis a',
  scopes: { this: 'Aquest esdeveniment', following: 'Aquest i els següents', all: 'Tots els esdeveniments' },
  duplicate: 'Duplica',
  script: {
    draftFound: 'Aquesta pàgina té canvis sense desar conservats en aquest navegador.',
    restore: 'Recupera’ls',
    discard: 'Descarta',
  },
};

const gl: EditorWords = {
  editEvent: 'Editar evento',
  description: 'Descrición',
  descriptionHint:
    'Consérvanse parágrafos, títulos, negra, cursiva, ligazóns, listas e citas; o resto elimínase. Sen JavaScript, escribe HTML.',
  excerpt: 'Extracto',
  date: 'Data',
  time: 'Hora',
  timezone: 'Fuso horario',
  noVenue: 'Sen lugar',
  newVenue: 'Ou crea un lugar',
  newVenueHint: 'O seu nome; se xa existe un lugar con ese nome, úsase ese.',
  tagsHint: 'Separadas por comas; os nomes novos créanse.',
  cost: 'Prezo',
  currencySymbol: 'Símbolo de moeda',
  currencySymbolHint: 'Déixao baleiro para ler a moeda do prezo.',
  currencyPosition: 'Posición da moeda',
  currencyFromText: 'Como está escrito o prezo',
  currencyBefore: 'Antes do importe',
  currencyAfter: 'Despois do importe',
  website: 'Web',
  image: 'URL da imaxe',
  featured: 'Destacado',
  sticky: 'Fixo na vista mensual',
  hideFromListings: 'Agochar das listaxes',
  showMap: 'Amosar mapa',
  showMapLink: 'Amosar ligazón ao mapa',
  publication: 'Publicación',
  scheduled: 'Publicar o',
  scheduledHint: 'Déixao baleiro para publicar agora.',
  password: 'Contrasinal',
  passwordHint: 'Déixao baleiro para non cambialo.',
  details: 'Detalles',
  translations: 'Traducións',
  filled: 'traducido',
  fallsBack: 'sen traducir: vese o texto en {lang}',
  mainLanguage: 'Lingua principal: {lang}',
  saved: 'Gardado.',
  fixErrors: 'O evento non se gardou: hai que revisar {count} campo(s). O teu texto consérvase.',
  conflict:
    'Outra persoa gardou este evento despois de que o abriras. Onde os dous cambiastes un campo, a súa versión aparece xunto á túa; o teu texto segue no formulario. Revísao e garda de novo para aplicar o teu enriba.',
  theirVersion: 'Gardado por outra persoa:',
  yourVersion: 'O teu (no campo):',
  unavailable:
    'A base de datos non puido gardar o evento. Non se gardou nada; o teu texto consérvase. Téntao de novo nun momento.',
  failed: 'O evento non se gardou ({status}). O teu texto consérvase.',
  none: '(baleiro)',
  doesNotRepeat: 'Non se repite',
  presets: {
    daily: 'Cada día',
    weekly: 'Cada semana, os días escollidos',
    monthly_day: 'Cada mes, o mesmo día',
    monthly_nth: 'Cada mes, o mesmo día da semana (p. ex. o 2.º martes)',
    yearly: 'Cada ano',
    custom: 'Personalizada (as liñas de abaixo)',
  },
  onDays: 'Os días',
  ends: 'Remata',
  endsNever: 'Nunca',
  endsAfter: 'Tras un número de repeticións',
  endsOn: 'Nunha data',
  advanced: 'Avanzado: liñas de repetición (RFC 5545)',
  advancedHint:
    'Unha RRULE enteira para «Personalizada», ou datas que os campos de arriba non admiten (un EXDATE a outra hora: EXDATE;TZID=Europe/Madrid:20270202T190000).',
  repeats: 'Repítese: {rule}',
  nextOccurrences: 'Próximas datas',
  applyTo: 'Aplicar os cambios a',
  scopes: { this: 'Este evento', following: 'Este e os seguintes', all: 'Todos os eventos' },
  duplicate: 'Duplicar',
  script: {
    draftFound: 'Esta páxina ten cambios sen gardar conservados neste navegador.',
    restore: 'Recuperalos',
    discard: 'Descartar',
  },
};

export const EDITOR_WORDS: Readonly<Record<Lang, EditorWords>> = { eu, ca, en, gl, es };
