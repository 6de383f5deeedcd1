import type { Lang } from '../../lib/languages';

/** The words of passkeys in the editors' app (the sign-in button and the Passkeys screen). */
export interface PasskeyWords {
  passkeys: string;
  signInWithPasskey: string;
  signInFailed: string;
  intro: string;
  none: string;
  name: string;
  nameHint: string;
  add: string;
  addFailed: string;
  needsScript: string;
  added: string;
  removed: string;
  remove: string;
  removeNamed: string;
  unnamed: string;
  created: string;
  lastUsed: string;
  never: string;
  /** The confirm page (src/admin/passkeys/confirm-page.tsx) and what the screen says around it. */
  confirmTitle: string;
  confirmIntro: string;
  confirmPassword: string;
  confirm: string;
  confirmWithPasskey: string;
  confirmFailed: string;
  wrongPassword: string;
  needsSession: string;
  addNeedsConfirm: string;
  /** `{minutes}`: how long adding stays open. */
  confirmed: string;
}

export const PASSKEY_WORDS: Readonly<Record<Lang, PasskeyWords>> = {
  eu: {
    passkeys: 'Sarbide-gakoak',
    signInWithPasskey: 'Hasi saioa sarbide-gako batekin',
    signInFailed: 'Ezin izan da saioa hasi sarbide-gakoarekin.',
    intro:
      'Sarbide-gako batekin gailuaren blokeoarekin (hatz-marka, aurpegia, PINa) hasten duzu saioa, pasahitzik gabe.',
    none: 'Oraindik ez duzu sarbide-gakorik.',
    name: 'Sarbide-gakoaren izena',
    nameHint: 'Adibidez: «Ordenagailu eramangarria». Aukerakoa.',
    add: 'Gehitu sarbide-gako bat',
    addFailed: 'Ezin izan da sarbide-gakoa gehitu.',
    needsScript:
      'Sarbide-gako bat gehitzeko JavaScript eta sarbide-gakoak onartzen dituen nabigatzaile bat behar dira.',
    added: 'Sarbide-gakoa gehitu da.',
    removed: 'Sarbide-gakoa kendu da.',
    remove: 'Kendu',
    removeNamed: 'Kendu sarbide-gakoa: {name}',
    unnamed: 'Izenik gabea',
    created: 'Gehitua',
    lastUsed: 'Azken erabilera',
    never: 'Inoiz ez',
    confirmTitle: 'Berretsi zu zarela',
    confirmIntro:
      'Sarbide-gako batekin pasahitzik gabe hasten da saioa; beraz, idatzi berriro pasahitza lehenik (edo erabili zure sarbide-gakoetako bat).',
    confirmPassword: 'Zure pasahitza',
    confirm: 'Berretsi',
    confirmWithPasskey: 'Berretsi sarbide-gako batekin',
    confirmFailed: 'Ezin izan da berretsi sarbide-gakoarekin.',
    wrongPassword: 'Pasahitza ez da zuzena.',
    needsSession:
      'Sarbide-gako bat gehitzeko pasahitzarekin edo sarbide-gako batekin hasitako saioa behar da, ez API gako bat.',
    addNeedsConfirm:
      'Sarbide-gako bat gehitu aurretik, berretsi zu zarela pasahitzarekin edo sarbide-gako batekin.',
    confirmed: 'Berretsita: hurrengo {minutes} minutuetan sarbide-gako bat gehi dezakezu.',
  },
  ca: {
    passkeys: 'Claus d’accés',
    signInWithPasskey: 'Inicia la sessió amb una clau d’accés',
    signInFailed: 'No s’ha pogut iniciar la sessió amb la clau d’accés.',
    intro:
      'Amb una clau d’accés inicieu la sessió amb el bloqueig del dispositiu (empremta, cara, PIN) en lloc de la contrasenya.',
    none: 'Encara no teniu cap clau d’accés.',
    name: 'Nom de la clau d’accés',
    nameHint: 'Per exemple: «Portàtil». Opcional.',
    add: 'Afegeix una clau d’accés',
    addFailed: 'No s’ha pogut afegir la clau d’accés.',
    needsScript: 'Per afegir una clau d’accés cal JavaScript i un navegador que admeti claus d’accés.',
    added: 'S’ha afegit la clau d’accés.',
    removed: 'S’ha suprimit la clau d’accés.',
    remove: 'Suprimeix',
    removeNamed: 'Suprimeix la clau d’accés: {name}',
    unnamed: 'Sense nom',
    created: 'Afegida',
    lastUsed: 'Darrer ús',
    never: 'Mai',
    confirmTitle: 'Confirmeu que sou vós',
    confirmIntro:
      'Una clau d’accés inicia la sessió sense la contrasenya; per això, primer torneu a escriure la contrasenya (o feu servir una de les vostres claus d’accés).',
    confirmPassword: 'La vostra contrasenya',
    confirm: 'Confirma',
    confirmWithPasskey: 'Confirma amb una clau d’accés',
    confirmFailed: 'No s’ha pogut confirmar amb la clau d’accés.',
    wrongPassword: 'La contrasenya no és correcta.',
    needsSession:
      'Per afegir una clau d’accés cal una sessió iniciada amb la contrasenya o amb una clau d’accés, no una clau d’API.',
    addNeedsConfirm:
      'Abans d’afegir una clau d’accés, confirmeu que sou vós amb la contrasenya o amb una clau d’accés.',
    confirmed: 'Confirmat: podeu afegir una clau d’accés durant els {minutes} minuts següents.',
  },
  en: {
    passkeys: 'Passkeys',
    signInWithPasskey: 'Sign in with a passkey',
    signInFailed: 'Signing in with a passkey did not work.',
    intro:
      'A passkey signs you in with your device’s lock (fingerprint, face, PIN) instead of your password.',
    none: 'You have no passkeys yet.',
    name: 'Name of the passkey',
    nameHint: 'For example: “Laptop”. Optional.',
    add: 'Add a passkey',
    addFailed: 'The passkey could not be added.',
    needsScript: 'Adding a passkey needs JavaScript and a browser that supports passkeys.',
    added: 'Passkey added.',
    removed: 'Passkey removed.',
    remove: 'Remove',
    removeNamed: 'Remove passkey: {name}',
    unnamed: 'Unnamed',
    created: 'Added',
    lastUsed: 'Last used',
    never: 'Never',
    confirmTitle: 'Confirm it’s you',
    confirmIntro:
      'A passkey signs in without your password, so enter your password again first (or use one of your passkeys).',
    confirmPassword: 'Your password',
    confirm: 'Confirm',
    confirmWithPasskey: 'Confirm with a passkey',
    confirmFailed: 'Confirming with a passkey did not work.',
    wrongPassword: 'The password is not right.',
    needsSession: 'Adding a passkey needs a session signed in with a password or a passkey, not an API key.',
    addNeedsConfirm: 'Before adding a passkey, confirm it’s you with your password or a passkey.',
    confirmed: 'Confirmed: you can add a passkey in the next {minutes} minutes.',
  },
  gl: {
    passkeys: 'Chaves de acceso',
    signInWithPasskey: 'Iniciar sesión cunha chave de acceso',
    signInFailed: 'Non se puido iniciar sesión coa chave de acceso.',
    intro:
      'Cunha chave de acceso inicias sesión co bloqueo do dispositivo (pegada, cara, PIN) en vez do contrasinal.',
    none: 'Aínda non tes chaves de acceso.',
    name: 'Nome da chave de acceso',
    nameHint: 'Por exemplo: «Portátil». Opcional.',
    add: 'Engadir unha chave de acceso',
    addFailed: 'Non se puido engadir a chave de acceso.',
    needsScript:
      'Para engadir unha chave de acceso cómpre JavaScript e un navegador que admita chaves de acceso.',
    added: 'Engadiuse a chave de acceso.',
    removed: 'Quitouse a chave de acceso.',
    remove: 'Quitar',
    removeNamed: 'Quitar a chave de acceso: {name}',
    unnamed: 'Sen nome',
    created: 'Engadida',
    lastUsed: 'Último uso',
    never: 'Nunca',
    confirmTitle: 'Confirma que es ti',
    confirmIntro:
      'Unha chave de acceso inicia sesión sen o contrasinal; por iso, escribe de novo o contrasinal primeiro (ou usa unha das túas chaves de acceso).',
    confirmPassword: 'O teu contrasinal',
    confirm: 'Confirmar',
    confirmWithPasskey: 'Confirmar cunha chave de acceso',
    confirmFailed: 'Non se puido confirmar coa chave de acceso.',
    wrongPassword: 'O contrasinal non é correcto.',
    needsSession:
      'Para engadir unha chave de acceso cómpre unha sesión iniciada co contrasinal ou cunha chave de acceso, non unha clave da API.',
    addNeedsConfirm:
      'Antes de engadir unha chave de acceso, confirma que es ti co contrasinal ou cunha chave de acceso.',
    confirmed: 'Confirmado: podes engadir unha chave de acceso nos próximos {minutes} minutos.',
  },
  es: {
    passkeys: 'Llaves de acceso',
    signInWithPasskey: 'Iniciar sesión con una llave de acceso',
    signInFailed: 'No se pudo iniciar sesión con la llave de acceso.',
    intro:
      'Con una llave de acceso inicias sesión con el bloqueo de tu dispositivo (huella, cara, PIN) en lugar de la contraseña.',
    none: 'Aún no tienes llaves de acceso.',
    name: 'Nombre de la llave de acceso',
    nameHint: 'Por ejemplo: «Portátil». Opcional.',
    add: 'Añadir una llave de acceso',
    addFailed: 'No se pudo añadir la llave de acceso.',
    needsScript:
      'Para añadir una llave de acceso hacen falta JavaScript y un navegador que admita llaves de acceso.',
    added: 'Llave de acceso añadida.',
    removed: 'Llave de acceso eliminada.',
    remove: 'Eliminar',
    removeNamed: 'Eliminar la llave de acceso: {name}',
    unnamed: 'Sin nombre',
    created: 'Añadida',
    lastUsed: 'Último uso',
    never: 'Nunca',
    confirmTitle: 'Confirma que eres tú',
    confirmIntro:
      'Una llave de acceso inicia sesión sin la contraseña; por eso, escribe de nuevo tu contraseña primero (o usa una de tus llaves de acceso).',
    confirmPassword: 'Tu contraseña',
    confirm: 'Confirmar',
    confirmWithPasskey: 'Confirmar con una llave de acceso',
    confirmFailed: 'No se pudo confirmar con la llave de acceso.',
    wrongPassword: 'La contraseña no es correcta.',
    needsSession:
      'Para añadir una llave de acceso hace falta una sesión iniciada con la contraseña o con una llave de acceso, no una clave de API.',
    addNeedsConfirm:
      'Antes de añadir una llave de acceso, confirma que eres tú con tu contraseña o con una llave de acceso.',
    confirmed: 'Confirmado: puedes añadir una llave de acceso en los próximos {minutes} minutos.',
  },
};
