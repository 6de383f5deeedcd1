import type { Lang } from '../lib/languages';

/** The public form's and the private link page's words, in five languages (src/submissions/form-page.ts). */
export interface FormWords {
  title: string;
  intro: string;
  required: string;
  errorSummary: string;
  theEvent: string;
  eventTitle: string;
  description: string;
  textLanguage: string;
  textLanguageHint: string;
  start: string;
  end: string;
  date: string;
  time: string;
  allDay: string;
  timezone: string;
  repeat: string;
  repeatNone: string;
  repeatWeekly: string;
  repeatMonthly: string;
  repeatCount: string;
  venue: string;
  venueNone: string;
  venueNew: string;
  newVenueName: string;
  newVenueAddress: string;
  newVenueCity: string;
  organizer: string;
  organizerNone: string;
  organizerNew: string;
  newOrganizerName: string;
  newOrganizerEmail: string;
  categories: string;
  tags: string;
  cost: string;
  website: string;
  searchVenues: string;
  searchOrganizers: string;
  searchHint: string;
  searchFound: string;
  previewDates: string;
  previewTitle: string;
  previewCannot: string;
  previewNone: string;
  image: string;
  imageHint: string;
  imageAlt: string;
  imageAltHint: string;
  imageRefused: string;
  you: string;
  name: string;
  email: string;
  emailHint: string;
  terms: string;
  acceptTerms: string;
  honeypot: string;
  send: string;
  needsScript: string;
  fillThis: string;
  invalid: string;
  refused: string;
  tooMany: string;
  closed: string;
  statusTitle: string;
  states: Record<'pending' | 'approved' | 'rejected' | 'spam' | 'withdrawn', string>;
  state: string;
  reason: string;
  received: string;
  keepLink: string;
  saveChanges: string;
  saved: string;
  withdraw: string;
  notFound: string;
}

const en: FormWords = {
  title: 'Submit an event',
  intro: 'Send your event to the calendar. The editors review it before it is published.',
  required: 'Fields marked * are required.',
  errorSummary: 'There is a problem',
  theEvent: 'The event',
  eventTitle: 'Event title *',
  description: 'Description',
  textLanguage: 'Language of your texts',
  textLanguageHint: 'The title and description are shown in this language.',
  start: 'Starts',
  end: 'Ends',
  date: 'Date *',
  time: 'Time',
  allDay: 'All day',
  timezone: 'Time zone',
  repeat: 'Repeats',
  repeatNone: 'Does not repeat',
  repeatWeekly: 'Every week, on the same day',
  repeatMonthly: 'Every month, on the same date',
  repeatCount: 'How many times in all',
  venue: 'Venue',
  venueNone: 'No venue',
  venueNew: 'A new venue (fill in below)',
  newVenueName: 'Name of the new venue',
  newVenueAddress: 'Its address',
  newVenueCity: 'Its town or city',
  organizer: 'Organizer',
  organizerNone: 'No organizer',
  organizerNew: 'A new organizer (fill in below)',
  newOrganizerName: 'Name of the new organizer',
  newOrganizerEmail: 'Its public e-mail',
  categories: 'Categories',
  tags: 'Tags',
  cost: 'Cost',
  website: 'Website',
  searchVenues: 'Search venues',
  searchOrganizers: 'Search organizers',
  searchHint: 'Type a name to search the published ones.',
  searchFound: '{n} found: choose in the list below.',
  previewDates: 'Preview dates',
  previewTitle: 'The next dates',
  previewCannot: 'Choose a start date and a time zone to see the dates.',
  previewNone: 'The event does not repeat.',
  image: 'Image',
  imageHint:
    'Optional: a JPEG, PNG, GIF, WebP or AVIF image of at most 2 MB. It is shown only once the event is published.',
  imageAlt: 'Image description (alternative text)',
  imageAltHint: 'Required with an image: what it shows, for people who cannot see it.',
  imageRefused:
    'The image was not accepted: it must be a JPEG, PNG, GIF, WebP or AVIF image of at most 2 MB and 50 megapixels.',
  you: 'About you',
  name: 'Your name *',
  email: 'Your e-mail *',
  emailHint: 'Only to tell you about this event; never shown.',
  terms: 'Terms of submission',
  acceptTerms: 'I accept the terms of submission *',
  honeypot: 'Leave this field empty',
  send: 'Send the event',
  needsScript: 'Sending without an account needs JavaScript for the spam check.',
  fillThis: 'Fill this in.',
  invalid: 'This value was not accepted: {reason}',
  refused: 'The submission was refused. If you are a person, wait a moment and send it again.',
  tooMany: 'Too many submissions: please try again later.',
  closed: 'Submissions without an account are closed: sign in to submit an event.',
  statusTitle: 'Your submitted event',
  states: {
    pending: 'Waiting for review',
    approved: 'Published',
    rejected: 'Not published',
    spam: 'Not published',
    withdrawn: 'Withdrawn',
  },
  state: 'State',
  reason: 'Reason',
  received: 'Thank you: your event was received.',
  keepLink: 'Keep this page’s address: it is your way back to this submission.',
  saveChanges: 'Save changes',
  saved: 'Your changes are saved.',
  withdraw: 'Withdraw the event',
  notFound: 'There is no submission at this address.',
};

const es: FormWords = {
  title: 'Enviar un evento',
  intro: 'Envía tu evento a la agenda. El equipo editorial lo revisa antes de publicarlo.',
  required: 'Los campos marcados con * son obligatorios.',
  errorSummary: 'Hay un problema',
  theEvent: 'El evento',
  eventTitle: 'Título del evento *',
  description: 'Descripción',
  textLanguage: 'Idioma de tus textos',
  textLanguageHint: 'El título y la descripción se muestran en este idioma.',
  start: 'Empieza',
  end: 'Termina',
  date: 'Fecha *',
  time: 'Hora',
  allDay: 'Todo el día',
  timezone: 'Zona horaria',
  repeat: 'Se repite',
  repeatNone: 'No se repite',
  repeatWeekly: 'Cada semana, el mismo día',
  repeatMonthly: 'Cada mes, la misma fecha',
  repeatCount: 'Cuántas veces en total',
  venue: 'Lugar',
  venueNone: 'Sin lugar',
  venueNew: 'Un lugar nuevo (rellénalo abajo)',
  newVenueName: 'Nombre del lugar nuevo',
  newVenueAddress: 'Su dirección',
  newVenueCity: 'Su localidad',
  organizer: 'Organizador',
  organizerNone: 'Sin organizador',
  organizerNew: 'Un organizador nuevo (rellénalo abajo)',
  newOrganizerName: 'Nombre del organizador nuevo',
  newOrganizerEmail: 'Su correo público',
  categories: 'Categorías',
  tags: 'Etiquetas',
  cost: 'Precio',
  website: 'Sitio web',
  searchVenues: 'Buscar lugares',
  searchOrganizers: 'Buscar organizadores',
  searchHint: 'Escribe un nombre para buscar entre los publicados.',
  searchFound: '{n} encontrados: elige en la lista de abajo.',
  previewDates: 'Ver las fechas',
  previewTitle: 'Las próximas fechas',
  previewCannot: 'Elige una fecha de inicio y una zona horaria para ver las fechas.',
  previewNone: 'El evento no se repite.',
  image: 'Imagen',
  imageHint:
    'Opcional: una imagen JPEG, PNG, GIF, WebP o AVIF de 2 MB como máximo. Solo se muestra cuando se publica el evento.',
  imageAlt: 'Descripción de la imagen (texto alternativo)',
  imageAltHint: 'Obligatoria con una imagen: lo que muestra, para quien no puede verla.',
  imageRefused:
    'No se ha aceptado la imagen: debe ser JPEG, PNG, GIF, WebP o AVIF, de 2 MB y 50 megapíxeles como máximo.',
  you: 'Sobre ti',
  name: 'Tu nombre *',
  email: 'Tu correo *',
  emailHint: 'Solo para escribirte sobre este evento; nunca se muestra.',
  terms: 'Condiciones de envío',
  acceptTerms: 'Acepto las condiciones de envío *',
  honeypot: 'Deja este campo vacío',
  send: 'Enviar el evento',
  needsScript: 'Enviar sin cuenta necesita JavaScript para la comprobación contra el spam.',
  fillThis: 'Rellena este campo.',
  invalid: 'No se ha aceptado este valor: {reason}',
  refused: 'Se ha rechazado el envío. Si eres una persona, espera un momento y vuelve a enviarlo.',
  tooMany: 'Demasiados envíos: inténtalo más tarde.',
  closed: 'Los envíos sin cuenta están cerrados: inicia sesión para enviar un evento.',
  statusTitle: 'Tu evento enviado',
  states: {
    pending: 'Pendiente de revisión',
    approved: 'Publicado',
    rejected: 'No publicado',
    spam: 'No publicado',
    withdrawn: 'Retirado',
  },
  state: 'Estado',
  reason: 'Motivo',
  received: 'Gracias: hemos recibido tu evento.',
  keepLink: 'Guarda la dirección de esta página: es tu forma de volver a este envío.',
  saveChanges: 'Guardar los cambios',
  saved: 'Se han guardado tus cambios.',
  withdraw: 'Retirar el evento',
  notFound: 'No hay ningún envío en esta dirección.',
};

const eu: FormWords = {
  title: 'Ekitaldi bat bidali',
  intro: 'Bidali zure ekitaldia agendara. Editoreek berrikusten dute argitaratu aurretik.',
  required: '* ikurra duten eremuak derrigorrezkoak dira.',
  errorSummary: 'Arazo bat dago',
  theEvent: 'Ekitaldia',
  eventTitle: 'Ekitaldiaren izenburua *',
  description: 'Deskribapena',
  textLanguage: 'Zure testuen hizkuntza',
  textLanguageHint: 'Izenburua eta deskribapena hizkuntza honetan erakusten dira.',
  start: 'Hasiera',
  end: 'Amaiera',
  date: 'Data *',
  time: 'Ordua',
  allDay: 'Egun osoa',
  timezone: 'Ordu-zona',
  repeat: 'Errepikatzen da',
  repeatNone: 'Ez da errepikatzen',
  repeatWeekly: 'Astero, egun berean',
  repeatMonthly: 'Hilero, data berean',
  repeatCount: 'Zenbat aldiz guztira',
  venue: 'Lekua',
  venueNone: 'Lekurik ez',
  venueNew: 'Leku berri bat (bete behean)',
  newVenueName: 'Leku berriaren izena',
  newVenueAddress: 'Bere helbidea',
  newVenueCity: 'Bere herria',
  organizer: 'Antolatzailea',
  organizerNone: 'Antolatzailerik ez',
  organizerNew: 'Antolatzaile berri bat (bete behean)',
  newOrganizerName: 'Antolatzaile berriaren izena',
  newOrganizerEmail: 'Bere posta publikoa',
  categories: 'Kategoriak',
  tags: 'Etiketak',
  cost: 'Prezioa',
  website: 'Webgunea',
  searchVenues: 'Bilatu lekuak',
  searchOrganizers: 'Bilatu antolatzaileak',
  searchHint: 'Idatzi izen bat argitaratuen artean bilatzeko.',
  searchFound: '{n} aurkitu dira: aukeratu beheko zerrendan.',
  previewDates: 'Ikusi datak',
  previewTitle: 'Hurrengo datak',
  previewCannot: 'Aukeratu hasiera-data bat eta ordu-zona bat datak ikusteko.',
  previewNone: 'Ekitaldia ez da errepikatzen.',
  image: 'Irudia',
  imageHint:
    'Aukerakoa: JPEG, PNG, GIF, WebP edo AVIF irudi bat, gehienez 2 MB. Ekitaldia argitaratzen denean bakarrik erakusten da.',
  imageAlt: 'Irudiaren deskribapena (testu alternatiboa)',
  imageAltHint: 'Derrigorrezkoa irudiarekin: zer erakusten duen, ikusi ezin duenarentzat.',
  imageRefused:
    'Ez da irudia onartu: JPEG, PNG, GIF, WebP edo AVIF izan behar du, gehienez 2 MB eta 50 megapixel.',
  you: 'Zuri buruz',
  name: 'Zure izena *',
  email: 'Zure posta *',
  emailHint: 'Ekitaldi honi buruz idazteko bakarrik; ez da inoiz erakusten.',
  terms: 'Bidalketa-baldintzak',
  acceptTerms: 'Bidalketa-baldintzak onartzen ditut *',
  honeypot: 'Utzi eremu hau hutsik',
  send: 'Ekitaldia bidali',
  needsScript: 'Konturik gabe bidaltzeko JavaScript behar da spamaren aurkako egiaztapenerako.',
  fillThis: 'Bete eremu hau.',
  invalid: 'Balio hau ez da onartu: {reason}',
  refused: 'Bidalketa baztertu da. Pertsona bat bazara, itxaron une bat eta bidali berriro.',
  tooMany: 'Bidalketa gehiegi: saiatu geroago.',
  closed: 'Konturik gabeko bidalketak itxita daude: hasi saioa ekitaldi bat bidaltzeko.',
  statusTitle: 'Bidali duzun ekitaldia',
  states: {
    pending: 'Berrikusteko zain',
    approved: 'Argitaratuta',
    rejected: 'Ez da argitaratu',
    spam: 'Ez da argitaratu',
    withdrawn: 'Kenduta',
  },
  state: 'Egoera',
  reason: 'Arrazoia',
  received: 'Eskerrik asko: zure ekitaldia jaso dugu.',
  keepLink: 'Gorde orri honen helbidea: bidalketa honetara itzultzeko bidea da.',
  saveChanges: 'Aldaketak gorde',
  saved: 'Zure aldaketak gorde dira.',
  withdraw: 'Ekitaldia kendu',
  notFound: 'Ez dago bidalketarik helbide honetan.',
};

const ca: FormWords = {
  title: 'Enviar un esdeveniment',
  intro: 'Envia el teu esdeveniment a l’agenda. L’equip editorial el revisa abans de publicar-lo.',
  required: 'Els camps marcats amb * són obligatoris.',
  errorSummary: 'Hi ha un problema',
  theEvent: 'L’esdeveniment',
  eventTitle: 'Títol de l’esdeveniment *',
  description: 'Descripció',
  textLanguage: 'Llengua dels teus textos',
  textLanguageHint: 'El títol i la descripció es mostren en aquesta llengua.',
  start: 'Comença',
  end: 'Acaba',
  date: 'Data *',
  time: 'Hora',
  allDay: 'Tot el dia',
  timezone: 'Zona horària',
  repeat: 'Es repeteix',
  repeatNone: 'No es repeteix',
  repeatWeekly: 'Cada setmana, el mateix dia',
  repeatMonthly: 'Cada mes, la mateixa data',
  repeatCount: 'Quantes vegades en total',
  venue: 'Lloc',
  venueNone: 'Sense lloc',
  venueNew: 'Un lloc nou (omple’l a sota)',
  newVenueName: 'Nom del lloc nou',
  newVenueAddress: 'La seva adreça',
  newVenueCity: 'La seva localitat',
  organizer: 'Organitzador',
  organizerNone: 'Sense organitzador',
  organizerNew: 'Un organitzador nou (omple’l a sota)',
  newOrganizerName: 'Nom de l’organitzador nou',
  newOrganizerEmail: 'El seu correu públic',
  categories: 'Categories',
  tags: 'Etiquetes',
  cost: 'Preu',
  website: 'Lloc web',
  searchVenues: 'Cerca llocs',
  searchOrganizers: 'Cerca organitzadors',
  searchHint: 'Escriu un nom per cercar entre els publicats.',
  searchFound: '{n} trobats: tria a la llista de sota.',
  previewDates: 'Mostra les dates',
  previewTitle: 'Les properes dates',
  previewCannot: "Tria una data d'inici i una zona horària per veure les dates.",
  previewNone: "L'esdeveniment no es repeteix.",
  image: 'Imatge',
  imageHint:
    "Opcional: una imatge JPEG, PNG, GIF, WebP o AVIF de 2 MB com a màxim. Només es mostra quan es publica l'esdeveniment.",
  imageAlt: 'Descripció de la imatge (text alternatiu)',
  imageAltHint: 'Obligatòria amb una imatge: què mostra, per a qui no la pot veure.',
  imageRefused:
    "No s'ha acceptat la imatge: ha de ser JPEG, PNG, GIF, WebP o AVIF, de 2 MB i 50 megapíxels com a màxim.",
  you: 'Sobre tu',
  name: 'El teu nom *',
  email: 'El teu correu *',
  emailHint: 'Només per escriure’t sobre aquest esdeveniment; no es mostra mai.',
  terms: 'Condicions d’enviament',
  acceptTerms: 'Accepto les condicions d’enviament *',
  honeypot: 'Deixa aquest camp buit',
  send: 'Enviar l’esdeveniment',
  needsScript: 'Enviar sense compte necessita JavaScript per a la comprovació contra la brossa.',
  fillThis: 'Omple aquest camp.',
  invalid: 'No s’ha acceptat aquest valor: {reason}',
  refused: 'S’ha rebutjat l’enviament. Si ets una persona, espera un moment i torna a enviar-lo.',
  tooMany: 'Massa enviaments: torna-ho a provar més tard.',
  closed: 'Els enviaments sense compte estan tancats: inicia la sessió per enviar un esdeveniment.',
  statusTitle: 'El teu esdeveniment enviat',
  states: {
    pending: 'Pendent de revisió',
    approved: 'Publicat',
    rejected: 'No publicat',
    spam: 'No publicat',
    withdrawn: 'Retirat',
  },
  state: 'Estat',
  reason: 'Motiu',
  received: 'Gràcies: hem rebut el teu esdeveniment.',
  keepLink: 'Guarda l’adreça d’aquesta pàgina: és la teva manera de tornar a aquest enviament.',
  saveChanges: 'Desar els canvis',
  saved: 'S’han desat els teus canvis.',
  withdraw: 'Retirar l’esdeveniment',
  notFound: 'No hi ha cap enviament en aquesta adreça.',
};

const gl: FormWords = {
  title: 'Enviar un evento',
  intro: 'Envía o teu evento á axenda. O equipo editorial revísao antes de publicalo.',
  required: 'Os campos marcados con * son obrigatorios.',
  errorSummary: 'Hai un problema',
  theEvent: 'O evento',
  eventTitle: 'Título do evento *',
  description: 'Descrición',
  textLanguage: 'Idioma dos teus textos',
  textLanguageHint: 'O título e a descrición móstranse neste idioma.',
  start: 'Comeza',
  end: 'Remata',
  date: 'Data *',
  time: 'Hora',
  allDay: 'Todo o día',
  timezone: 'Fuso horario',
  repeat: 'Repítese',
  repeatNone: 'Non se repite',
  repeatWeekly: 'Cada semana, o mesmo día',
  repeatMonthly: 'Cada mes, a mesma data',
  repeatCount: 'Cantas veces en total',
  venue: 'Lugar',
  venueNone: 'Sen lugar',
  venueNew: 'Un lugar novo (éncheo abaixo)',
  newVenueName: 'Nome do lugar novo',
  newVenueAddress: 'O seu enderezo',
  newVenueCity: 'A súa localidade',
  organizer: 'Organizador',
  organizerNone: 'Sen organizador',
  organizerNew: 'Un organizador novo (éncheo abaixo)',
  newOrganizerName: 'Nome do organizador novo',
  newOrganizerEmail: 'O seu correo público',
  categories: 'Categorías',
  tags: 'Etiquetas',
  cost: 'Prezo',
  website: 'Sitio web',
  searchVenues: 'Buscar lugares',
  searchOrganizers: 'Buscar organizadores',
  searchHint: 'Escribe un nome para buscar entre os publicados.',
  searchFound: '{n} atopados: escolle na lista de abaixo.',
  previewDates: 'Ver as datas',
  previewTitle: 'As próximas datas',
  previewCannot: 'Escolle unha data de inicio e un fuso horario para ver as datas.',
  previewNone: 'O evento non se repite.',
  image: 'Imaxe',
  imageHint:
    'Opcional: unha imaxe JPEG, PNG, GIF, WebP ou AVIF de 2 MB como máximo. Só se mostra cando se publica o evento.',
  imageAlt: 'Descrición da imaxe (texto alternativo)',
  imageAltHint: 'Obrigatoria cunha imaxe: o que mostra, para quen non a pode ver.',
  imageRefused:
    'Non se aceptou a imaxe: debe ser JPEG, PNG, GIF, WebP ou AVIF, de 2 MB e 50 megapíxeles como máximo.',
  you: 'Sobre ti',
  name: 'O teu nome *',
  email: 'O teu correo *',
  emailHint: 'Só para escribirche sobre este evento; nunca se mostra.',
  terms: 'Condicións de envío',
  acceptTerms: 'Acepto as condicións de envío *',
  honeypot: 'Deixa este campo baleiro',
  send: 'Enviar o evento',
  needsScript: 'Enviar sen conta precisa JavaScript para a comprobación contra o spam.',
  fillThis: 'Enche este campo.',
  invalid: 'Non se aceptou este valor: {reason}',
  refused: 'Rexeitouse o envío. Se es unha persoa, agarda un momento e volve envialo.',
  tooMany: 'Demasiados envíos: téntao máis tarde.',
  closed: 'Os envíos sen conta están pechados: inicia sesión para enviar un evento.',
  statusTitle: 'O teu evento enviado',
  states: {
    pending: 'Pendente de revisión',
    approved: 'Publicado',
    rejected: 'Non publicado',
    spam: 'Non publicado',
    withdrawn: 'Retirado',
  },
  state: 'Estado',
  reason: 'Motivo',
  received: 'Grazas: recibimos o teu evento.',
  keepLink: 'Garda o enderezo desta páxina: é o teu xeito de volver a este envío.',
  saveChanges: 'Gardar os cambios',
  saved: 'Gardáronse os teus cambios.',
  withdraw: 'Retirar o evento',
  notFound: 'Non hai ningún envío neste enderezo.',
};

export const FORM_WORDS: Readonly<Record<Lang, FormWords>> = { eu, ca, en, gl, es };
