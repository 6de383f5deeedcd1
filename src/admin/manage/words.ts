import type { Lang } from '../../lib/languages';
import type { Plural } from '../strings';

/** The words of the administration screens (src/admin/manage/), in each language. `{name}` marks a value. */
export interface ManageWords {
  settings: string;
  users: string;
  forbidden: string;
  save: string;
  saved: string;
  fixErrors: string;
  stored: string;
  fromConfig: string;
  resetToDefault: string;
  setting: {
    timezone: string;
    default_language: string;
    site_name: string;
    site_url: string;
    currency_symbol: string;
    currency_position: string;
    currency_code: string;
  };
  prefix: string;
  postfix: string;
  role: string;
  roles: Record<'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber', string>;
  hasPassword: string;
  keys: string;
  sessions: string;
  yes: string;
  no: string;
  newUser: string;
  create: string;
  changeRole: string;
  resetPassword: string;
  generatePassword: string;
  typePassword: string;
  newPasswordShown: string;
  signOutEverywhere: string;
  signedOutEverywhere: string;
  apiKeys: string;
  keyLabel: string;
  createKey: string;
  revoke: string;
  revoked: string;
  keyShown: string;
  copyHint: string;
  created: string;
  noKeys: string;
  ownRole: string;
  loginRule: string;
  loginTaken: string;
  back: string;
  search: string;
  name: string;
  eventsCount: string;
  delete: string;
  deleteTitle: string;
  deleteEffect: Plural;
  deleteUnlinks: string;
  deleteConfirm: string;
  cancel: string;
  deleted: string;
  deleteRefused: string;
  noRecords: string;
  previous: string;
  next: string;
  webhooks: string;
  newWebhook: string;
  url: string;
  description: string;
  eventTypes: string;
  enabled: string;
  disabled: string;
  failingSince: string;
  ping: string;
  pinged: string;
  rotateSecret: string;
  secretShown: string;
  deliveries: string;
  attempts: string;
  status: string;
  redeliver: string;
  redelivered: string;
  noWebhooks: string;
  noDeliveries: string;
  allWebhooks: string;
  refused: string;
  edit: string;
  saveChanges: string;
  changesSaved: string;
  conflict: string;
  newRecord: string;
}

const en: ManageWords = {
  settings: 'Settings',
  users: 'Users',
  forbidden: 'Only administrators may use this screen.',
  save: 'Save settings',
  saved: 'The settings were saved.',
  fixErrors: 'Some values were not accepted: see the fields marked below.',
  stored: 'Stored for this site (since {date}).',
  fromConfig: 'From wrangler.toml.',
  resetToDefault: 'Reset to default',
  setting: {
    timezone: 'Time zone',
    default_language: 'Default language',
    site_name: 'Site name',
    site_url: 'Site URL',
    currency_symbol: 'Currency symbol',
    currency_position: 'Currency symbol position',
    currency_code: 'Currency code',
  },
  prefix: 'Before the amount',
  postfix: 'After the amount',
  role: 'Role',
  roles: {
    administrator: 'Administrator',
    editor: 'Editor',
    author: 'Author',
    contributor: 'Contributor',
    subscriber: 'Subscriber',
  },
  hasPassword: 'Password',
  keys: 'API keys',
  sessions: 'Sessions',
  yes: 'Yes',
  no: 'No',
  newUser: 'New user',
  create: 'Create',
  changeRole: 'Change role',
  resetPassword: 'Reset password',
  generatePassword: 'Generate a strong password',
  typePassword: 'Or type one (12 to 1024 characters)',
  newPasswordShown:
    'The new password of {login}, shown only this once (every session of the user has ended):',
  signOutEverywhere: 'Sign out everywhere',
  signedOutEverywhere: 'Every session of {login} has ended.',
  apiKeys: 'API keys',
  keyLabel: 'Label',
  createKey: 'Create an API key',
  revoke: 'Revoke',
  revoked: 'The key {prefix} was revoked.',
  keyShown: 'The new API key, shown only this once (only its hash is kept):',
  copyHint: 'Copy it now and keep it somewhere safe: it cannot be shown again.',
  created: 'The user {login} was created.',
  noKeys: 'No API keys.',
  ownRole:
    'You cannot take the administrator role away from yourself: the calendar could be left without one.',
  loginRule: '1 to 60 characters among A-Z a-z 0-9 . _ @ -',
  loginTaken: 'A user with this login already exists.',
  back: 'All users',
  search: 'Search',
  name: 'Name',
  eventsCount: 'Events',
  delete: 'Delete',
  deleteTitle: 'Delete {name}?',
  deleteEffect: { one: '{count} event uses it.', other: '{count} events use it.' },
  deleteUnlinks: 'Deleting it removes it from them; the events themselves stay.',
  deleteConfirm: 'Yes, delete it',
  cancel: 'Cancel',
  deleted: '{name} was deleted.',
  deleteRefused: 'It could not be deleted (HTTP {status}): {message}',
  noRecords: 'Nothing found.',
  previous: 'Previous page',
  next: 'Next page',
  webhooks: 'Webhooks',
  newWebhook: 'New endpoint',
  url: 'URL',
  description: 'Description',
  eventTypes: 'Event types',
  enabled: 'Enabled',
  disabled: 'Disabled',
  failingSince: 'Failing since {date}',
  ping: 'Send a ping',
  pinged: 'The ping was sent: see its delivery below.',
  rotateSecret: 'Rotate the secret',
  secretShown: 'The signing secret, shown only this once (the previous one keeps working for a while):',
  deliveries: 'Deliveries',
  attempts: 'Attempts',
  status: 'Status',
  redeliver: 'Redeliver',
  redelivered: 'The delivery was queued again.',
  noWebhooks: 'No endpoints.',
  noDeliveries: 'No deliveries yet.',
  allWebhooks: 'All endpoints',
  refused: 'The API refused it (HTTP {status}): {message}',
  edit: 'Edit',
  saveChanges: 'Save changes',
  changesSaved: 'The changes were saved.',
  conflict:
    'Someone saved this record after you opened it. Their version is shown below, with your text kept in the fields: check it and save again.',
  newRecord: 'Add',
};

const es: ManageWords = {
  ...en,
  settings: 'Ajustes',
  users: 'Usuarios',
  forbidden: 'Solo los administradores pueden usar esta pantalla.',
  save: 'Guardar ajustes',
  saved: 'Se guardaron los ajustes.',
  fixErrors: 'Algunos valores no se aceptaron: mira los campos marcados.',
  stored: 'Guardado para este sitio (desde {date}).',
  fromConfig: 'De wrangler.toml.',
  resetToDefault: 'Volver al valor por defecto',
  setting: {
    timezone: 'Zona horaria',
    default_language: 'Idioma por defecto',
    site_name: 'Nombre del sitio',
    site_url: 'URL del sitio',
    currency_symbol: 'Símbolo de moneda',
    currency_position: 'Posición del símbolo de moneda',
    currency_code: 'Código de moneda',
  },
  prefix: 'Antes del importe',
  postfix: 'Después del importe',
  role: 'Perfil',
  roles: {
    administrator: 'Administrador',
    editor: 'Editor',
    author: 'Autor',
    contributor: 'Colaborador',
    subscriber: 'Suscriptor',
  },
  hasPassword: 'Contraseña',
  keys: 'Claves de API',
  sessions: 'Sesiones',
  yes: 'Sí',
  no: 'No',
  newUser: 'Nuevo usuario',
  create: 'Crear',
  changeRole: 'Cambiar perfil',
  resetPassword: 'Restablecer la contraseña',
  generatePassword: 'Generar una contraseña segura',
  typePassword: 'O escribe una (de 12 a 1024 caracteres)',
  newPasswordShown:
    'La nueva contraseña de {login}, mostrada solo esta vez (todas sus sesiones han terminado):',
  signOutEverywhere: 'Cerrar sesión en todas partes',
  signedOutEverywhere: 'Todas las sesiones de {login} han terminado.',
  apiKeys: 'Claves de API',
  keyLabel: 'Etiqueta',
  createKey: 'Crear una clave de API',
  revoke: 'Revocar',
  revoked: 'Se revocó la clave {prefix}.',
  keyShown: 'La nueva clave de API, mostrada solo esta vez (solo se guarda su hash):',
  copyHint: 'Cópiala ahora y guárdala en un lugar seguro: no se podrá volver a mostrar.',
  created: 'Se creó el usuario {login}.',
  noKeys: 'Sin claves de API.',
  ownRole: 'No puedes quitarte el perfil de administrador: el calendario podría quedarse sin ninguno.',
  loginRule: 'De 1 a 60 caracteres entre A-Z a-z 0-9 . _ @ -',
  loginTaken: 'Ya existe un usuario con este nombre.',
  back: 'Todos los usuarios',
  search: 'Buscar',
  name: 'Nombre',
  eventsCount: 'Eventos',
  delete: 'Borrar',
  deleteTitle: '¿Borrar {name}?',
  deleteEffect: { one: '{count} evento lo usa.', other: '{count} eventos lo usan.' },
  deleteUnlinks: 'Al borrarlo se quita de ellos; los eventos se quedan.',
  deleteConfirm: 'Sí, borrarlo',
  cancel: 'Cancelar',
  deleted: 'Se borró {name}.',
  deleteRefused: 'No se pudo borrar (HTTP {status}): {message}',
  noRecords: 'No se encontró nada.',
  previous: 'Página anterior',
  next: 'Página siguiente',
  webhooks: 'Webhooks',
  newWebhook: 'Nuevo destino',
  url: 'URL',
  description: 'Descripción',
  eventTypes: 'Tipos de evento',
  enabled: 'Activo',
  disabled: 'Desactivado',
  failingSince: 'Falla desde {date}',
  ping: 'Enviar un ping',
  pinged: 'Se envió el ping: su entrega está abajo.',
  rotateSecret: 'Cambiar el secreto',
  secretShown: 'El secreto de firma, mostrado solo esta vez (el anterior sigue valiendo un tiempo):',
  deliveries: 'Entregas',
  attempts: 'Intentos',
  status: 'Estado',
  redeliver: 'Volver a entregar',
  redelivered: 'La entrega se puso de nuevo en cola.',
  noWebhooks: 'No hay destinos.',
  noDeliveries: 'Aún no hay entregas.',
  allWebhooks: 'Todos los destinos',
  refused: 'La API lo rechazó (HTTP {status}): {message}',
  edit: 'Editar',
  saveChanges: 'Guardar cambios',
  changesSaved: 'Se guardaron los cambios.',
  conflict:
    'Alguien guardó este registro después de que lo abrieras. Abajo está su versión y tu texto sigue en los campos: revísalo y vuelve a guardar.',
  newRecord: 'Añadir',
};

const gl: ManageWords = {
  ...es,
  settings: 'Axustes',
  users: 'Usuarios',
  forbidden: 'Só os administradores poden usar esta pantalla.',
  save: 'Gardar axustes',
  saved: 'Gardáronse os axustes.',
  fixErrors: 'Algúns valores non se aceptaron: mira os campos marcados.',
  stored: 'Gardado para este sitio (desde {date}).',
  fromConfig: 'De wrangler.toml.',
  resetToDefault: 'Volver ao valor predeterminado',
  setting: {
    timezone: 'Fuso horario',
    default_language: 'Idioma predeterminado',
    site_name: 'Nome do sitio',
    site_url: 'URL do sitio',
    currency_symbol: 'Símbolo da moeda',
    currency_position: 'Posición do símbolo da moeda',
    currency_code: 'Código da moeda',
  },
  prefix: 'Antes do importe',
  postfix: 'Despois do importe',
  hasPassword: 'Contrasinal',
  keys: 'Claves da API',
  sessions: 'Sesións',
  yes: 'Si',
  newUser: 'Novo usuario',
  resetPassword: 'Restablecer o contrasinal',
  generatePassword: 'Xerar un contrasinal seguro',
  typePassword: 'Ou escribe un (de 12 a 1024 caracteres)',
  newPasswordShown: 'O novo contrasinal de {login}, amosado só esta vez (todas as súas sesións remataron):',
  signOutEverywhere: 'Pechar a sesión en todas partes',
  signedOutEverywhere: 'Todas as sesións de {login} remataron.',
  apiKeys: 'Claves da API',
  createKey: 'Crear unha clave da API',
  revoked: 'Revogouse a clave {prefix}.',
  revoke: 'Revogar',
  keyShown: 'A nova clave da API, amosada só esta vez (só se garda o seu hash):',
  copyHint: 'Cópiaa agora e gárdaa nun lugar seguro: non se poderá amosar de novo.',
  created: 'Creouse o usuario {login}.',
  noKeys: 'Sen claves da API.',
  ownRole: 'Non podes quitarte o perfil de administrador: o calendario podería quedar sen ningún.',
  loginTaken: 'Xa existe un usuario con este nome.',
  back: 'Todos os usuarios',
  search: 'Buscar',
  name: 'Nome',
  eventsCount: 'Eventos',
  delete: 'Borrar',
  deleteTitle: 'Borrar {name}?',
  deleteEffect: { one: '{count} evento úsao.', other: '{count} eventos úsano.' },
  deleteUnlinks: 'Ao borralo quítase deles; os eventos quedan.',
  deleteConfirm: 'Si, borralo',
  cancel: 'Cancelar',
  deleted: 'Borrouse {name}.',
  deleteRefused: 'Non se puido borrar (HTTP {status}): {message}',
  noRecords: 'Non se atopou nada.',
  previous: 'Páxina anterior',
  next: 'Páxina seguinte',
  webhooks: 'Webhooks',
  newWebhook: 'Novo destino',
  url: 'URL',
  description: 'Descrición',
  eventTypes: 'Tipos de evento',
  enabled: 'Activo',
  disabled: 'Desactivado',
  failingSince: 'Falla desde {date}',
  ping: 'Enviar un ping',
  pinged: 'Enviouse o ping: a súa entrega está embaixo.',
  rotateSecret: 'Cambiar o segredo',
  secretShown: 'O segredo de sinatura, amosado só esta vez (o anterior segue valendo un tempo):',
  deliveries: 'Entregas',
  attempts: 'Intentos',
  status: 'Estado',
  redeliver: 'Volver entregar',
  redelivered: 'A entrega púxose de novo na cola.',
  noWebhooks: 'Non hai destinos.',
  noDeliveries: 'Aínda non hai entregas.',
  allWebhooks: 'Todos os destinos',
  refused: 'A API rexeitouno (HTTP {status}): {message}',
  edit: 'Editar',
  saveChanges: 'Gardar cambios',
  changesSaved: 'Gardáronse os cambios.',
  conflict:
    'Alguén gardou este rexistro despois de que o abrises. Embaixo está a súa versión e o teu texto segue nos campos: revísao e garda de novo.',
  newRecord: 'Engadir',
};

const ca: ManageWords = {
  ...es,
  settings: 'Configuració',
  users: 'Usuaris',
  forbidden: 'Només els administradors poden fer servir aquesta pantalla.',
  save: 'Desa la configuració',
  saved: "S'ha desat la configuració.",
  fixErrors: "Alguns valors no s'han acceptat: mireu els camps marcats.",
  stored: 'Desat per a aquest lloc (des de {date}).',
  fromConfig: 'De wrangler.toml.',
  resetToDefault: 'Torna al valor per defecte',
  setting: {
    timezone: 'Zona horària',
    default_language: 'Idioma per defecte',
    site_name: 'Nom del lloc',
    site_url: 'URL del lloc',
    currency_symbol: 'Símbol de moneda',
    currency_position: 'Posició del símbol de moneda',
    currency_code: 'Codi de moneda',
  },
  prefix: "Abans de l'import",
  postfix: "Després de l'import",
  role: 'Rol',
  roles: {
    administrator: 'Administrador',
    editor: 'Editor',
    author: 'Autor',
    contributor: 'Col·laborador',
    subscriber: 'Subscriptor',
  },
  hasPassword: 'Contrasenya',
  keys: "Claus d'API",
  sessions: 'Sessions',
  yes: 'Sí',
  newUser: 'Usuari nou',
  create: 'Crea',
  changeRole: 'Canvia el rol',
  resetPassword: 'Restableix la contrasenya',
  generatePassword: 'Genera una contrasenya segura',
  typePassword: 'O escriviu-ne una (de 12 a 1024 caràcters)',
  newPasswordShown:
    'La contrasenya nova de {login}, mostrada només aquesta vegada (totes les seves sessions han acabat):',
  signOutEverywhere: 'Tanca la sessió a tot arreu',
  signedOutEverywhere: 'Totes les sessions de {login} han acabat.',
  apiKeys: "Claus d'API",
  keyLabel: 'Etiqueta',
  createKey: "Crea una clau d'API",
  revoke: 'Revoca',
  revoked: "S'ha revocat la clau {prefix}.",
  keyShown: "La clau d'API nova, mostrada només aquesta vegada (només se'n desa el hash):",
  copyHint: 'Copieu-la ara i deseu-la en un lloc segur: no es podrà tornar a mostrar.',
  created: "S'ha creat l'usuari {login}.",
  noKeys: "Cap clau d'API.",
  ownRole: "No us podeu treure el rol d'administrador: el calendari podria quedar-se sense cap.",
  loginRule: "D'1 a 60 caràcters entre A-Z a-z 0-9 . _ @ -",
  loginTaken: 'Ja existeix un usuari amb aquest nom.',
  back: 'Tots els usuaris',
  search: 'Cerca',
  name: 'Nom',
  eventsCount: 'Esdeveniments',
  delete: 'Esborra',
  deleteTitle: 'Voleu esborrar {name}?',
  deleteEffect: { one: "{count} esdeveniment l'usa.", other: "{count} esdeveniments l'usen." },
  deleteUnlinks: "Si l'esborreu, es treu d'aquests esdeveniments; els esdeveniments es queden.",
  deleteConfirm: "Sí, esborra'l",
  cancel: 'Cancel·la',
  deleted: "S'ha esborrat {name}.",
  deleteRefused: "No s'ha pogut esborrar (HTTP {status}): {message}",
  noRecords: "No s'ha trobat res.",
  previous: 'Pàgina anterior',
  next: 'Pàgina següent',
  webhooks: 'Webhooks',
  newWebhook: 'Destinació nova',
  url: 'URL',
  description: 'Descripció',
  eventTypes: "Tipus d'esdeveniment",
  enabled: 'Activa',
  disabled: 'Desactivada',
  failingSince: 'Falla des de {date}',
  ping: 'Envia un ping',
  pinged: "S'ha enviat el ping: el seu lliurament és a sota.",
  rotateSecret: 'Canvia el secret',
  secretShown:
    "El secret de signatura, mostrat només aquesta vegada (l'anterior continua valent una estona):",
  deliveries: 'Lliuraments',
  attempts: 'Intents',
  status: 'Estat',
  redeliver: 'Torna a lliurar',
  redelivered: "El lliurament s'ha tornat a posar a la cua.",
  noWebhooks: 'No hi ha destinacions.',
  noDeliveries: 'Encara no hi ha lliuraments.',
  allWebhooks: 'Totes les destinacions',
  refused: "L'API ho ha rebutjat (HTTP {status}): {message}",
  edit: 'Edita',
  saveChanges: 'Desa els canvis',
  changesSaved: "S'han desat els canvis.",
  conflict:
    "Algú ha desat aquest registre després que l'obríssiu. A sota hi ha la seva versió i el vostre text continua als camps: reviseu-ho i torneu a desar.",
  newRecord: 'Afegeix',
};

const eu: ManageWords = {
  ...en,
  settings: 'Ezarpenak',
  users: 'Erabiltzaileak',
  forbidden: 'Administratzaileek bakarrik erabil dezakete pantaila hau.',
  save: 'Gorde ezarpenak',
  saved: 'Ezarpenak gorde dira.',
  fixErrors: 'Balio batzuk ez dira onartu: begiratu markatutako eremuak.',
  stored: 'Gune honetarako gordeta ({date} geroztik).',
  fromConfig: 'wrangler.toml-etik.',
  resetToDefault: 'Itzuli balio lehenetsira',
  setting: {
    timezone: 'Ordu-zona',
    default_language: 'Hizkuntza lehenetsia',
    site_name: 'Gunearen izena',
    site_url: 'Gunearen URLa',
    currency_symbol: 'Txanponaren ikurra',
    currency_position: 'Txanponaren ikurraren kokapena',
    currency_code: 'Txanponaren kodea',
  },
  prefix: 'Zenbatekoaren aurretik',
  postfix: 'Zenbatekoaren ondoren',
  role: 'Rola',
  roles: {
    administrator: 'Administratzailea',
    editor: 'Editorea',
    author: 'Egilea',
    contributor: 'Laguntzailea',
    subscriber: 'Harpideduna',
  },
  hasPassword: 'Pasahitza',
  keys: 'API gakoak',
  sessions: 'Saioak',
  yes: 'Bai',
  no: 'Ez',
  newUser: 'Erabiltzaile berria',
  create: 'Sortu',
  changeRole: 'Aldatu rola',
  resetPassword: 'Berrezarri pasahitza',
  generatePassword: 'Sortu pasahitz sendo bat',
  typePassword: 'Edo idatzi bat (12tik 1024 karakterera)',
  newPasswordShown: '{login}(r)en pasahitz berria, behin bakarrik erakutsia (bere saio guztiak amaitu dira):',
  signOutEverywhere: 'Itxi saioa leku guztietan',
  signedOutEverywhere: '{login}(r)en saio guztiak amaitu dira.',
  apiKeys: 'API gakoak',
  keyLabel: 'Etiketa',
  createKey: 'Sortu API gako bat',
  revoke: 'Baliogabetu',
  revoked: '{prefix} gakoa baliogabetu da.',
  keyShown: 'API gako berria, behin bakarrik erakutsia (bere hasha bakarrik gordetzen da):',
  copyHint: 'Kopiatu orain eta gorde leku seguru batean: ezin da berriro erakutsi.',
  created: '{login} erabiltzailea sortu da.',
  noKeys: 'Ez dago API gakorik.',
  ownRole:
    'Ezin diozu zeure buruari administratzaile rola kendu: egutegia administratzailerik gabe gera liteke.',
  loginRule: '1etik 60 karakterera, A-Z a-z 0-9 . _ @ - artean',
  loginTaken: 'Badago izen hori duen erabiltzaile bat.',
  back: 'Erabiltzaile guztiak',
  search: 'Bilatu',
  name: 'Izena',
  eventsCount: 'Ekitaldiak',
  delete: 'Ezabatu',
  deleteTitle: '{name} ezabatu?',
  deleteEffect: { one: 'Ekitaldi {count}ek erabiltzen du.', other: '{count} ekitaldik erabiltzen dute.' },
  deleteUnlinks: 'Ezabatzean haietatik kentzen da; ekitaldiak geratu egiten dira.',
  deleteConfirm: 'Bai, ezabatu',
  cancel: 'Utzi',
  deleted: '{name} ezabatu da.',
  deleteRefused: 'Ezin izan da ezabatu (HTTP {status}): {message}',
  noRecords: 'Ez da ezer aurkitu.',
  previous: 'Aurreko orria',
  next: 'Hurrengo orria',
  webhooks: 'Webhookak',
  newWebhook: 'Helmuga berria',
  url: 'URLa',
  description: 'Deskribapena',
  eventTypes: 'Gertaera motak',
  enabled: 'Gaituta',
  disabled: 'Desgaituta',
  failingSince: 'Huts egiten {date} geroztik',
  ping: 'Bidali ping bat',
  pinged: 'Pinga bidali da: bere entrega behean dago.',
  rotateSecret: 'Aldatu sekretua',
  secretShown: 'Sinadura-sekretua, behin bakarrik erakutsia (aurrekoak denbora batez balio du):',
  deliveries: 'Entregak',
  attempts: 'Saiakerak',
  status: 'Egoera',
  redeliver: 'Berriro entregatu',
  redelivered: 'Entrega berriro ilaran jarri da.',
  noWebhooks: 'Ez dago helmugarik.',
  noDeliveries: 'Oraindik ez dago entregarik.',
  allWebhooks: 'Helmuga guztiak',
  refused: 'APIak ukatu du (HTTP {status}): {message}',
  edit: 'Editatu',
  saveChanges: 'Gorde aldaketak',
  changesSaved: 'Aldaketak gorde dira.',
  conflict:
    'Norbaitek erregistro hau gorde du zuk ireki ondoren. Haren bertsioa behean dago, eta zure testua eremuetan dago oraindik: berrikusi eta gorde berriro.',
  newRecord: 'Gehitu',
};

export const MANAGE_WORDS: Readonly<Record<Lang, ManageWords>> = { eu, ca, en, gl, es };
