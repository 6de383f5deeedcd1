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
  },
};
