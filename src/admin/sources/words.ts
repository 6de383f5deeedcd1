import type { Lang } from '../../lib/languages';

/** The Sources screens' words (src/admin/sources), in five languages. */
export interface SourceWords {
  sources: string;
  intro: string;
  none: string;
  name: string;
  kind: string;
  kinds: Record<'ical' | 'tec' | 'site' | 'gancio' | 'mobilizon' | 'page' | 'activitypub', string>;
  pushedHint: string;
  url: string;
  urlHint: string;
  schedule: string;
  schedules: Record<'hourly' | 'daily' | 'weekly' | 'manual', string>;
  defaultStatus: string;
  statuses: Record<'pending' | 'draft' | 'publish', string>;
  defaultLanguage: string;
  defaultCategories: string;
  defaultTags: string;
  tagsHint: string;
  updateAuthority: string;
  authorities: Record<'overwrite' | 'keep_local_edits' | 'never', string>;
  onRemoved: string;
  removed: Record<'trash' | 'keep', string>;
  credentials: string;
  credentialsHint: string;
  username: string;
  password: string;
  newSource: string;
  test: string;
  add: string;
  save: string;
  testIntro: string;
  testNone: string;
  testMore: string;
  morePages: string;
  when: string;
  venue: string;
  state: string;
  paused: string;
  active: string;
  running: string;
  nextRun: string;
  lastRun: string;
  never: string;
  runNow: string;
  pause: string;
  resume: string;
  delete: string;
  edit: string;
  allSources: string;
  runs: string;
  figures: string;
  noRuns: string;
  started: string;
  took: string;
  counts: Record<'new' | 'updated' | 'unchanged' | 'trashed' | 'failed' | 'ignored' | 'duplicates', string>;
  runStatuses: Record<'queued' | 'running' | 'succeeded' | 'unchanged' | 'failed', string>;
  errors: string;
  events: string;
  noEvents: string;
  event: string;
  possibleDuplicate: string;
  ignore: string;
  ignored: string;
  noIgnored: string;
  ignoredIntro: string;
  bringBack: string;
  siteLanguage: string;
  fixErrors: string;
  done: Record<
    'added' | 'saved' | 'queued' | 'paused' | 'resumed' | 'deleted' | 'ignored' | 'restored',
    string
  >;
  refused: string;
  forbidden: string;
}

const en: SourceWords = {
  sources: 'Sources',
  intro:
    'Calendars this site reads by itself: an iCalendar feed, another Events Calendar site, a Gancio or Mobilizon agenda, a page with events. What they bring goes through the same checks as an editor’s writing.',
  none: 'No sources yet.',
  name: 'Name',
  kind: 'Kind',
  kinds: {
    ical: 'iCalendar feed (Google, Outlook, any .ics address)',
    tec: 'A WordPress site with The Events Calendar',
    site: 'Another calendar like this one',
    gancio: 'A Gancio agenda',
    mobilizon: 'A Mobilizon instance or group',
    page: 'A web page listing events (schema.org or h-event)',
    activitypub: 'A calendar followed on the fediverse',
  },
  pushedHint:
    'A followed fediverse calendar sends its events as it publishes them: there is nothing to run, and its address is the followed account’s.',
  url: 'Address',
  urlHint: 'The feed’s or the site’s public address; it is checked before anything is saved.',
  schedule: 'How often',
  schedules: {
    hourly: 'Every hour',
    daily: 'Every day',
    weekly: 'Every week',
    manual: 'Only when run by hand',
  },
  defaultStatus: 'New events are',
  statuses: { pending: 'Pending review', draft: 'Drafts', publish: 'Published at once' },
  defaultLanguage: 'Language of its texts',
  defaultCategories: 'Categories given to its events',
  defaultTags: 'Tags given to its events',
  tagsHint: 'Separated by commas.',
  updateAuthority: 'When the source changes an event already here',
  authorities: {
    overwrite: 'Take the source’s version',
    keep_local_edits: 'Take the source’s changes, but keep what an editor changed here',
    never: 'Import it once, never touch it again',
  },
  onRemoved: 'When the source drops an event',
  removed: { trash: 'Move it to the trash', keep: 'Leave it here' },
  credentials: 'Application password (optional)',
  credentialsHint: 'For a WordPress site that shows its events only to signed-in users.',
  username: 'User name',
  password: 'Application password',
  newSource: 'Add a source',
  test: 'Test: show what would come in',
  add: 'Add source',
  save: 'Save changes',
  testIntro: 'Nothing was saved. The source’s first page has {count} events; the first ones:',
  testNone: 'Nothing was saved. The source answered, but with no events still to come.',
  testMore: 'and {count} more.',
  morePages: 'The source has more pages: each run reads them all.',
  when: 'When',
  venue: 'Venue',
  state: 'State',
  paused: 'Paused',
  active: 'Active',
  running: 'Running now',
  nextRun: 'Next run',
  lastRun: 'Last run',
  never: 'Never',
  runNow: 'Run now',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete source',
  edit: 'Settings of this source',
  allSources: '← All sources',
  runs: 'Runs',
  figures: 'Events',
  noRuns: 'It has not run yet.',
  started: 'Started',
  took: 'Took',
  counts: {
    new: 'new',
    updated: 'updated',
    unchanged: 'unchanged',
    trashed: 'trashed',
    failed: 'failed',
    ignored: 'ignored',
    duplicates: 'possible duplicates',
  },
  runStatuses: {
    queued: 'Queued',
    running: 'Running',
    succeeded: 'Done',
    unchanged: 'Nothing changed',
    failed: 'Failed',
  },
  errors: 'What went wrong',
  events: 'Events it brought',
  noEvents: 'None yet.',
  event: 'Event',
  possibleDuplicate: 'Possibly the same as event #{id}',
  ignore: 'Ignore',
  ignored: 'Ignored',
  noIgnored: 'Nothing ignored.',
  ignoredIntro: 'Events of this source that never come back, even when the source still lists them.',
  bringBack: 'Bring back',
  siteLanguage: 'The site’s main language',
  fixErrors: 'Some values were not accepted: see the fields marked below.',
  done: {
    added: 'The source was added. Its first run is queued.',
    saved: 'The changes were saved.',
    queued: 'A run is queued: this page shows it when it starts.',
    paused: 'The source is paused: it does not run until resumed.',
    resumed: 'The source runs again on its schedule.',
    deleted: 'The source was deleted. The events it brought stay.',
    ignored: 'The event is ignored: it is in the trash and never comes back.',
    restored: 'The event is no longer ignored: the next run brings it again.',
  },
  refused: 'Not done ({status}): {message}',
  forbidden: 'Only editors and administrators manage sources.',
};

const es: SourceWords = {
  sources: 'Fuentes',
  intro:
    'Calendarios que este sitio lee por sí mismo: un feed iCalendar, otro sitio con The Events Calendar, una agenda Gancio o Mobilizon, una página con eventos. Lo que traen pasa por las mismas comprobaciones que lo que escribe un editor.',
  none: 'Aún no hay fuentes.',
  name: 'Nombre',
  kind: 'Tipo',
  kinds: {
    ical: 'Feed iCalendar (Google, Outlook, cualquier dirección .ics)',
    tec: 'Un sitio WordPress con The Events Calendar',
    site: 'Otro calendario como este',
    gancio: 'Una agenda Gancio',
    mobilizon: 'Una instancia o un grupo de Mobilizon',
    page: 'Una página web con eventos (schema.org o h-event)',
    activitypub: 'Un calendario seguido en el fediverso',
  },
  pushedHint:
    'Un calendario seguido en el fediverso envía sus eventos a medida que los publica: no hay nada que ejecutar, y su dirección es la de la cuenta seguida.',
  url: 'Dirección',
  urlHint: 'La dirección pública del feed o del sitio; se comprueba antes de guardar nada.',
  schedule: 'Con qué frecuencia',
  schedules: { hourly: 'Cada hora', daily: 'Cada día', weekly: 'Cada semana', manual: 'Solo a mano' },
  defaultStatus: 'Los eventos nuevos quedan',
  statuses: { pending: 'Pendientes de revisión', draft: 'Como borradores', publish: 'Publicados al momento' },
  defaultLanguage: 'Idioma de sus textos',
  defaultCategories: 'Categorías para sus eventos',
  defaultTags: 'Etiquetas para sus eventos',
  tagsHint: 'Separadas por comas.',
  updateAuthority: 'Cuando la fuente cambia un evento que ya está aquí',
  authorities: {
    overwrite: 'Tomar la versión de la fuente',
    keep_local_edits: 'Tomar los cambios de la fuente, pero conservar lo que un editor cambió aquí',
    never: 'Importarlo una vez y no tocarlo nunca más',
  },
  onRemoved: 'Cuando la fuente retira un evento',
  removed: { trash: 'Moverlo a la papelera', keep: 'Dejarlo aquí' },
  credentials: 'Contraseña de aplicación (opcional)',
  credentialsHint: 'Para un sitio WordPress que solo muestra sus eventos a usuarios identificados.',
  username: 'Nombre de usuario',
  password: 'Contraseña de aplicación',
  newSource: 'Añadir una fuente',
  test: 'Probar: ver lo que entraría',
  add: 'Añadir fuente',
  save: 'Guardar cambios',
  testIntro: 'No se ha guardado nada. La primera página de la fuente tiene {count} eventos; los primeros:',
  testNone: 'No se ha guardado nada. La fuente respondió, pero sin eventos por venir.',
  testMore: 'y {count} más.',
  morePages: 'La fuente tiene más páginas: cada ejecución las lee todas.',
  when: 'Cuándo',
  venue: 'Lugar',
  state: 'Estado',
  paused: 'En pausa',
  active: 'Activa',
  running: 'Ejecutándose ahora',
  nextRun: 'Próxima ejecución',
  lastRun: 'Última ejecución',
  never: 'Nunca',
  runNow: 'Ejecutar ahora',
  pause: 'Pausar',
  resume: 'Reanudar',
  delete: 'Eliminar la fuente',
  edit: 'Ajustes de esta fuente',
  allSources: '← Todas las fuentes',
  runs: 'Ejecuciones',
  figures: 'Eventos',
  noRuns: 'Aún no se ha ejecutado.',
  started: 'Inicio',
  took: 'Duración',
  counts: {
    new: 'nuevos',
    updated: 'actualizados',
    unchanged: 'sin cambios',
    trashed: 'a la papelera',
    failed: 'fallidos',
    ignored: 'ignorados',
    duplicates: 'posibles duplicados',
  },
  runStatuses: {
    queued: 'En cola',
    running: 'En curso',
    succeeded: 'Hecha',
    unchanged: 'Nada cambió',
    failed: 'Fallida',
  },
  errors: 'Qué falló',
  events: 'Eventos que ha traído',
  noEvents: 'Ninguno todavía.',
  event: 'Evento',
  possibleDuplicate: 'Quizá el mismo que el evento #{id}',
  ignore: 'Ignorar',
  ignored: 'Ignorados',
  noIgnored: 'Nada ignorado.',
  ignoredIntro: 'Eventos de esta fuente que no vuelven nunca, aunque la fuente siga mostrándolos.',
  bringBack: 'Recuperar',
  siteLanguage: 'El idioma principal del sitio',
  fixErrors: 'Algunos valores no se aceptaron: mira los campos marcados abajo.',
  done: {
    added: 'Se ha añadido la fuente. Su primera ejecución está en cola.',
    saved: 'Se han guardado los cambios.',
    queued: 'Hay una ejecución en cola: esta página la muestra cuando empiece.',
    paused: 'La fuente está en pausa: no se ejecuta hasta que se reanude.',
    resumed: 'La fuente vuelve a ejecutarse según su frecuencia.',
    deleted: 'Se ha eliminado la fuente. Los eventos que trajo se quedan.',
    ignored: 'El evento se ignora: está en la papelera y no volverá.',
    restored: 'El evento ya no se ignora: la próxima ejecución lo traerá de nuevo.',
  },
  refused: 'No se ha hecho ({status}): {message}',
  forbidden: 'Solo los editores y los administradores gestionan las fuentes.',
};

const eu: SourceWords = {
  sources: 'Iturriak',
  intro:
    'Gune honek berak irakurtzen dituen egutegiak: iCalendar jario bat, The Events Calendar duen beste gune bat, Gancio edo Mobilizon agenda bat, ekitaldiak dituen orri bat. Dakartena editore batek idatzitakoaren egiaztapen berberetatik pasatzen da.',
  none: 'Oraindik ez dago iturririk.',
  name: 'Izena',
  kind: 'Mota',
  kinds: {
    ical: 'iCalendar jarioa (Google, Outlook, edozein .ics helbide)',
    tec: 'The Events Calendar duen WordPress gune bat',
    site: 'Hau bezalako beste egutegi bat',
    gancio: 'Gancio agenda bat',
    mobilizon: 'Mobilizon instantzia edo talde bat',
    page: 'Ekitaldiak dituen web orri bat (schema.org edo h-event)',
    activitypub: 'Fedibertsoan jarraitutako egutegi bat',
  },
  pushedHint:
    'Fedibertsoan jarraitutako egutegi batek bere ekitaldiak argitaratu ahala bidaltzen ditu: ez dago exekutatzeko ezer, eta bere helbidea jarraitutako kontuarena da.',
  url: 'Helbidea',
  urlHint: 'Jarioaren edo gunearen helbide publikoa; ezer gorde aurretik egiaztatzen da.',
  schedule: 'Zenbatero',
  schedules: { hourly: 'Orduro', daily: 'Egunero', weekly: 'Astero', manual: 'Eskuz bakarrik' },
  defaultStatus: 'Ekitaldi berriak',
  statuses: { pending: 'Berrikusteko zain', draft: 'Zirriborro gisa', publish: 'Berehala argitaratuta' },
  defaultLanguage: 'Testuen hizkuntza',
  defaultCategories: 'Ekitaldiei emandako kategoriak',
  defaultTags: 'Ekitaldiei emandako etiketak',
  tagsHint: 'Komaz bereizita.',
  updateAuthority: 'Iturriak hemen dagoen ekitaldi bat aldatzen duenean',
  authorities: {
    overwrite: 'Iturriaren bertsioa hartu',
    keep_local_edits: 'Iturriaren aldaketak hartu, baina editore batek hemen aldatutakoa gorde',
    never: 'Behin inportatu, eta ez ukitu berriro inoiz',
  },
  onRemoved: 'Iturriak ekitaldi bat kentzen duenean',
  removed: { trash: 'Zakarrontzira eraman', keep: 'Hemen utzi' },
  credentials: 'Aplikazio-pasahitza (aukerakoa)',
  credentialsHint:
    'Saioa hasitako erabiltzaileei soilik ekitaldiak erakusten dizkien WordPress gune baterako.',
  username: 'Erabiltzaile-izena',
  password: 'Aplikazio-pasahitza',
  newSource: 'Iturri bat gehitu',
  test: 'Probatu: erakutsi zer sartuko litzatekeen',
  add: 'Iturria gehitu',
  save: 'Aldaketak gorde',
  testIntro: 'Ez da ezer gorde. Iturriaren lehen orriak {count} ekitaldi ditu; lehenengoak:',
  testNone: 'Ez da ezer gorde. Iturriak erantzun du, baina etortzeko ekitaldirik gabe.',
  testMore: 'eta beste {count}.',
  morePages: 'Iturriak orri gehiago ditu: exekuzio bakoitzak denak irakurtzen ditu.',
  when: 'Noiz',
  venue: 'Lekua',
  state: 'Egoera',
  paused: 'Pausatuta',
  active: 'Aktibo',
  running: 'Orain exekutatzen',
  nextRun: 'Hurrengo exekuzioa',
  lastRun: 'Azken exekuzioa',
  never: 'Inoiz ez',
  runNow: 'Exekutatu orain',
  pause: 'Pausatu',
  resume: 'Berrekin',
  delete: 'Iturria ezabatu',
  edit: 'Iturri honen ezarpenak',
  allSources: '← Iturri guztiak',
  runs: 'Exekuzioak',
  figures: 'Ekitaldiak',
  noRuns: 'Oraindik ez da exekutatu.',
  started: 'Hasiera',
  took: 'Iraupena',
  counts: {
    new: 'berri',
    updated: 'eguneratuta',
    unchanged: 'aldaketarik gabe',
    trashed: 'zakarrontzira',
    failed: 'huts eginda',
    ignored: 'ezikusita',
    duplicates: 'bikoiztu posible',
  },
  runStatuses: {
    queued: 'Ilaran',
    running: 'Martxan',
    succeeded: 'Eginda',
    unchanged: 'Ezer ez da aldatu',
    failed: 'Huts egin du',
  },
  errors: 'Zer joan den gaizki',
  events: 'Ekarri dituen ekitaldiak',
  noEvents: 'Bat ere ez oraindik.',
  event: 'Ekitaldia',
  possibleDuplicate: 'Agian #{id} ekitaldi bera',
  ignore: 'Ezikusi',
  ignored: 'Ezikusiak',
  noIgnored: 'Ez dago ezer ezikusita.',
  ignoredIntro: 'Iturri honen ekitaldiak, inoiz itzultzen ez direnak, iturriak oraindik erakutsi arren.',
  bringBack: 'Berreskuratu',
  siteLanguage: 'Gunearen hizkuntza nagusia',
  fixErrors: 'Balio batzuk ez dira onartu: begiratu behean markatutako eremuak.',
  done: {
    added: 'Iturria gehitu da. Bere lehen exekuzioa ilaran dago.',
    saved: 'Aldaketak gorde dira.',
    queued: 'Exekuzio bat ilaran dago: orri honek erakutsiko du hasten denean.',
    paused: 'Iturria pausatuta dago: ez da exekutatuko berrekin arte.',
    resumed: 'Iturria berriro exekutatzen da bere maiztasunean.',
    deleted: 'Iturria ezabatu da. Ekarri zituen ekitaldiak geratzen dira.',
    ignored: 'Ekitaldia ezikusita dago: zakarrontzian dago eta ez da itzuliko.',
    restored: 'Ekitaldia ez dago jada ezikusita: hurrengo exekuzioak berriro ekarriko du.',
  },
  refused: 'Ez da egin ({status}): {message}',
  forbidden: 'Editoreek eta administratzaileek soilik kudeatzen dituzte iturriak.',
};

const ca: SourceWords = {
  sources: 'Fonts',
  intro:
    'Calendaris que aquest lloc llegeix tot sol: un canal iCalendar, un altre lloc amb The Events Calendar, una agenda Gancio o Mobilizon, una pàgina amb esdeveniments. El que porten passa per les mateixes comprovacions que el que escriu un editor.',
  none: 'Encara no hi ha fonts.',
  name: 'Nom',
  kind: 'Tipus',
  kinds: {
    ical: 'Canal iCalendar (Google, Outlook, qualsevol adreça .ics)',
    tec: 'Un lloc WordPress amb The Events Calendar',
    site: 'Un altre calendari com aquest',
    gancio: 'Una agenda Gancio',
    mobilizon: 'Una instància o un grup de Mobilizon',
    page: 'Una pàgina web amb esdeveniments (schema.org o h-event)',
    activitypub: 'Un calendari seguit al fedivers',
  },
  pushedHint:
    'Un calendari seguit al fedivers envia els esdeveniments a mesura que els publica: no hi ha res a executar, i la seva adreça és la del compte seguit.',
  url: 'Adreça',
  urlHint: 'L’adreça pública del canal o del lloc; es comprova abans de desar res.',
  schedule: 'Amb quina freqüència',
  schedules: { hourly: 'Cada hora', daily: 'Cada dia', weekly: 'Cada setmana', manual: 'Només a mà' },
  defaultStatus: 'Els esdeveniments nous queden',
  statuses: { pending: 'Pendents de revisió', draft: 'Com a esborranys', publish: 'Publicats de seguida' },
  defaultLanguage: 'Llengua dels seus textos',
  defaultCategories: 'Categories per als seus esdeveniments',
  defaultTags: 'Etiquetes per als seus esdeveniments',
  tagsHint: 'Separades per comes.',
  updateAuthority: 'Quan la font canvia un esdeveniment que ja és aquí',
  authorities: {
    overwrite: 'Agafar la versió de la font',
    keep_local_edits: 'Agafar els canvis de la font, però conservar el que un editor ha canviat aquí',
    never: 'Importar-lo una vegada i no tocar-lo mai més',
  },
  onRemoved: 'Quan la font retira un esdeveniment',
  removed: { trash: 'Moure’l a la paperera', keep: 'Deixar-lo aquí' },
  credentials: 'Contrasenya d’aplicació (opcional)',
  credentialsHint: 'Per a un lloc WordPress que només mostra els esdeveniments als usuaris identificats.',
  username: 'Nom d’usuari',
  password: 'Contrasenya d’aplicació',
  newSource: 'Afegir una font',
  test: 'Provar: veure què entraria',
  add: 'Afegir la font',
  save: 'Desar els canvis',
  testIntro: 'No s’ha desat res. La primera pàgina de la font té {count} esdeveniments; els primers:',
  testNone: 'No s’ha desat res. La font ha respost, però sense esdeveniments per venir.',
  testMore: 'i {count} més.',
  morePages: 'La font té més pàgines: cada execució les llegeix totes.',
  when: 'Quan',
  venue: 'Lloc',
  state: 'Estat',
  paused: 'En pausa',
  active: 'Activa',
  running: 'S’està executant',
  nextRun: 'Propera execució',
  lastRun: 'Darrera execució',
  never: 'Mai',
  runNow: 'Executar ara',
  pause: 'Posar en pausa',
  resume: 'Reprendre',
  delete: 'Eliminar la font',
  edit: 'Configuració d’aquesta font',
  allSources: '← Totes les fonts',
  runs: 'Execucions',
  figures: 'Esdeveniments',
  noRuns: 'Encara no s’ha executat.',
  started: 'Inici',
  took: 'Durada',
  counts: {
    new: 'nous',
    updated: 'actualitzats',
    unchanged: 'sense canvis',
    trashed: 'a la paperera',
    failed: 'fallits',
    ignored: 'ignorats',
    duplicates: 'possibles duplicats',
  },
  runStatuses: {
    queued: 'En cua',
    running: 'En curs',
    succeeded: 'Feta',
    unchanged: 'No ha canviat res',
    failed: 'Fallida',
  },
  errors: 'Què ha fallat',
  events: 'Esdeveniments que ha portat',
  noEvents: 'Cap encara.',
  event: 'Esdeveniment',
  possibleDuplicate: 'Potser el mateix que l’esdeveniment #{id}',
  ignore: 'Ignorar',
  ignored: 'Ignorats',
  noIgnored: 'No hi ha res ignorat.',
  ignoredIntro: 'Esdeveniments d’aquesta font que no tornen mai, encara que la font els continuï mostrant.',
  bringBack: 'Recuperar',
  siteLanguage: 'La llengua principal del lloc',
  fixErrors: 'No s’han acceptat alguns valors: mireu els camps marcats a sota.',
  done: {
    added: 'S’ha afegit la font. La seva primera execució és a la cua.',
    saved: 'S’han desat els canvis.',
    queued: 'Hi ha una execució a la cua: aquesta pàgina la mostra quan comenci.',
    paused: 'La font és en pausa: no s’executa fins que es reprengui.',
    resumed: 'La font torna a executar-se amb la seva freqüència.',
    deleted: 'S’ha eliminat la font. Els esdeveniments que va portar es queden.',
    ignored: 'L’esdeveniment s’ignora: és a la paperera i no tornarà.',
    restored: 'L’esdeveniment ja no s’ignora: la propera execució el tornarà a portar.',
  },
  refused: 'No s’ha fet ({status}): {message}',
  forbidden: 'Només els editors i els administradors gestionen les fonts.',
};

const gl: SourceWords = {
  sources: 'Fontes',
  intro:
    'Calendarios que este sitio le por si mesmo: un feed iCalendar, outro sitio con The Events Calendar, unha axenda Gancio ou Mobilizon, unha páxina con eventos. O que traen pasa polas mesmas comprobacións ca o que escribe un editor.',
  none: 'Aínda non hai fontes.',
  name: 'Nome',
  kind: 'Tipo',
  kinds: {
    ical: 'Feed iCalendar (Google, Outlook, calquera enderezo .ics)',
    tec: 'Un sitio WordPress con The Events Calendar',
    site: 'Outro calendario coma este',
    gancio: 'Unha axenda Gancio',
    mobilizon: 'Unha instancia ou un grupo de Mobilizon',
    page: 'Unha páxina web con eventos (schema.org ou h-event)',
    activitypub: 'Un calendario seguido no fediverso',
  },
  pushedHint:
    'Un calendario seguido no fediverso envía os seus eventos a medida que os publica: non hai nada que executar, e o seu enderezo é o da conta seguida.',
  url: 'Enderezo',
  urlHint: 'O enderezo público do feed ou do sitio; compróbase antes de gardar nada.',
  schedule: 'Con que frecuencia',
  schedules: { hourly: 'Cada hora', daily: 'Cada día', weekly: 'Cada semana', manual: 'Só a man' },
  defaultStatus: 'Os eventos novos quedan',
  statuses: { pending: 'Pendentes de revisión', draft: 'Como borradores', publish: 'Publicados ao momento' },
  defaultLanguage: 'Lingua dos seus textos',
  defaultCategories: 'Categorías para os seus eventos',
  defaultTags: 'Etiquetas para os seus eventos',
  tagsHint: 'Separadas por comas.',
  updateAuthority: 'Cando a fonte cambia un evento que xa está aquí',
  authorities: {
    overwrite: 'Coller a versión da fonte',
    keep_local_edits: 'Coller os cambios da fonte, pero conservar o que un editor cambiou aquí',
    never: 'Importalo unha vez e non tocalo nunca máis',
  },
  onRemoved: 'Cando a fonte retira un evento',
  removed: { trash: 'Movelo ao lixo', keep: 'Deixalo aquí' },
  credentials: 'Contrasinal de aplicación (opcional)',
  credentialsHint: 'Para un sitio WordPress que só amosa os seus eventos a usuarios identificados.',
  username: 'Nome de usuario',
  password: 'Contrasinal de aplicación',
  newSource: 'Engadir unha fonte',
  test: 'Probar: ver o que entraría',
  add: 'Engadir a fonte',
  save: 'Gardar os cambios',
  testIntro: 'Non se gardou nada. A primeira páxina da fonte ten {count} eventos; os primeiros:',
  testNone: 'Non se gardou nada. A fonte respondeu, pero sen eventos por vir.',
  testMore: 'e {count} máis.',
  morePages: 'A fonte ten máis páxinas: cada execución leas todas.',
  when: 'Cando',
  venue: 'Lugar',
  state: 'Estado',
  paused: 'En pausa',
  active: 'Activa',
  running: 'Executándose agora',
  nextRun: 'Próxima execución',
  lastRun: 'Última execución',
  never: 'Nunca',
  runNow: 'Executar agora',
  pause: 'Pausar',
  resume: 'Retomar',
  delete: 'Eliminar a fonte',
  edit: 'Axustes desta fonte',
  allSources: '← Todas as fontes',
  runs: 'Execucións',
  figures: 'Eventos',
  noRuns: 'Aínda non se executou.',
  started: 'Inicio',
  took: 'Duración',
  counts: {
    new: 'novos',
    updated: 'actualizados',
    unchanged: 'sen cambios',
    trashed: 'ao lixo',
    failed: 'fallados',
    ignored: 'ignorados',
    duplicates: 'posibles duplicados',
  },
  runStatuses: {
    queued: 'Na cola',
    running: 'En curso',
    succeeded: 'Feita',
    unchanged: 'Nada cambiou',
    failed: 'Fallida',
  },
  errors: 'Que fallou',
  events: 'Eventos que trouxo',
  noEvents: 'Ningún aínda.',
  event: 'Evento',
  possibleDuplicate: 'Quizais o mesmo ca o evento #{id}',
  ignore: 'Ignorar',
  ignored: 'Ignorados',
  noIgnored: 'Nada ignorado.',
  ignoredIntro: 'Eventos desta fonte que non volven nunca, aínda que a fonte os siga amosando.',
  bringBack: 'Recuperar',
  siteLanguage: 'A lingua principal do sitio',
  fixErrors: 'Algúns valores non se aceptaron: mira os campos marcados abaixo.',
  done: {
    added: 'Engadiuse a fonte. A súa primeira execución está na cola.',
    saved: 'Gardáronse os cambios.',
    queued: 'Hai unha execución na cola: esta páxina amósaa cando comece.',
    paused: 'A fonte está en pausa: non se executa ata que se retome.',
    resumed: 'A fonte volve executarse coa súa frecuencia.',
    deleted: 'Eliminouse a fonte. Os eventos que trouxo quedan.',
    ignored: 'O evento ignórase: está no lixo e non volverá.',
    restored: 'O evento xa non se ignora: a próxima execución traerao de novo.',
  },
  refused: 'Non se fixo ({status}): {message}',
  forbidden: 'Só os editores e os administradores xestionan as fontes.',
};

export const SOURCE_WORDS: Readonly<Record<Lang, SourceWords>> = { eu, ca, en, gl, es };
