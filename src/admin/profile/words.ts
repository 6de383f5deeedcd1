import type { Lang } from '../../lib/languages';

/** The profile screen's and the user deletion's words (src/admin/profile/). */
export interface ProfileWords {
  profile: string;
  profileOf: string;
  displayName: string;
  displayNameHint: string;
  email: string;
  emailHint: string;
  interfaceLanguage: string;
  interfaceLanguageHint: string;
  browserLanguage: string;
  save: string;
  saved: string;
  fixErrors: string;
  errors: { email: string; emailTaken: string; displayName: string };
  deleteUser: string;
  deleteTitle: string;
  deleteIntro: string;
  reassignTo: string;
  reassignHint: string;
  deleteConfirm: string;
  cancel: string;
  deleted: string;
  cannotDeleteSelf: string;
}

const en: ProfileWords = {
  profile: 'Your profile',
  profileOf: 'Profile of {login}',
  displayName: 'Display name',
  displayNameHint:
    'Shown to other editors instead of the login ("Ane is editing this event"). Empty: the login.',
  email: 'E-mail',
  emailHint: 'Optional. One user per address.',
  interfaceLanguage: 'Language of the app',
  interfaceLanguageHint:
    'Kept for you on every browser. "The browser’s language" follows your browser’s settings.',
  browserLanguage: 'The browser’s language',
  save: 'Save profile',
  saved: 'The profile was saved.',
  fixErrors: 'Some values were not accepted: see the fields marked below.',
  errors: {
    email: 'Give an e-mail address such as ane@example.org, or leave it empty.',
    emailTaken: 'Another user has this e-mail address.',
    displayName: 'At most 100 characters.',
  },
  deleteUser: 'Delete user',
  deleteTitle: 'Delete the user {login}?',
  deleteIntro:
    '{login} has {events} events, venues and organizers and {media} images. They are kept, given to the user you choose; {login}’s keys, sessions and passkeys end.',
  reassignTo: 'Attribute their content to',
  reassignHint: 'Their events, venues, organizers and images become this user’s.',
  deleteConfirm: 'Delete {login}',
  cancel: 'Cancel',
  deleted: 'The user {login} was deleted; their content is {to}’s.',
  cannotDeleteSelf: 'You cannot delete yourself.',
};

const es: ProfileWords = {
  profile: 'Tu perfil',
  profileOf: 'Perfil de {login}',
  displayName: 'Nombre visible',
  displayNameHint:
    'Se muestra a otros editores en lugar del usuario («Ane está editando este evento»). Vacío: el usuario.',
  email: 'Correo electrónico',
  emailHint: 'Opcional. Un usuario por dirección.',
  interfaceLanguage: 'Idioma de la aplicación',
  interfaceLanguageHint:
    'Se guarda para ti en todos los navegadores. «El idioma del navegador» sigue la configuración de tu navegador.',
  browserLanguage: 'El idioma del navegador',
  save: 'Guardar perfil',
  saved: 'Se guardó el perfil.',
  fixErrors: 'Algunos valores no se aceptaron: mira los campos marcados abajo.',
  errors: {
    email: 'Escribe una dirección como ane@example.org, o déjalo vacío.',
    emailTaken: 'Otro usuario tiene esta dirección.',
    displayName: 'Como mucho 100 caracteres.',
  },
  deleteUser: 'Borrar usuario',
  deleteTitle: '¿Borrar el usuario {login}?',
  deleteIntro:
    '{login} tiene {events} eventos, lugares y organizadores y {media} imágenes. Se conservan y pasan al usuario que elijas; las claves, sesiones y llaves de acceso de {login} terminan.',
  reassignTo: 'Atribuir su contenido a',
  reassignHint: 'Sus eventos, lugares, organizadores e imágenes pasan a este usuario.',
  deleteConfirm: 'Borrar {login}',
  cancel: 'Cancelar',
  deleted: 'Se borró el usuario {login}; su contenido es de {to}.',
  cannotDeleteSelf: 'No puedes borrarte a ti mismo.',
};

const eu: ProfileWords = {
  profile: 'Zure profila',
  profileOf: '{login}(r)en profila',
  displayName: 'Erakutsiko den izena',
  displayNameHint:
    'Beste editoreei erabiltzailearen ordez erakusten zaie («Ane ekitaldi hau editatzen ari da»). Hutsik: erabiltzailea.',
  email: 'Helbide elektronikoa',
  emailHint: 'Aukerakoa. Erabiltzaile bat helbide bakoitzeko.',
  interfaceLanguage: 'Aplikazioaren hizkuntza',
  interfaceLanguageHint:
    'Zuretzat gordetzen da nabigatzaile guztietan. «Nabigatzailearen hizkuntza»k zure nabigatzailearen ezarpenak jarraitzen ditu.',
  browserLanguage: 'Nabigatzailearen hizkuntza',
  save: 'Gorde profila',
  saved: 'Profila gorde da.',
  fixErrors: 'Balio batzuk ez dira onartu: ikusi behean markatutako eremuak.',
  errors: {
    email: 'Idatzi ane@example.org bezalako helbide bat, edo utzi hutsik.',
    emailTaken: 'Beste erabiltzaile batek du helbide hau.',
    displayName: 'Gehienez 100 karaktere.',
  },
  deleteUser: 'Ezabatu erabiltzailea',
  deleteTitle: '{login} erabiltzailea ezabatu?',
  deleteIntro:
    '{login}(e)k {events} ekitaldi, leku eta antolatzaile eta {media} irudi ditu. Gorde egiten dira, aukeratzen duzun erabiltzaileari emanda; {login}(r)en gakoak, saioak eta sarbide-gakoak amaitzen dira.',
  reassignTo: 'Haren edukia honi esleitu',
  reassignHint: 'Haren ekitaldiak, lekuak, antolatzaileak eta irudiak erabiltzaile honenak izango dira.',
  deleteConfirm: 'Ezabatu {login}',
  cancel: 'Utzi',
  deleted: '{login} erabiltzailea ezabatu da; haren edukia {to}(r)ena da.',
  cannotDeleteSelf: 'Ezin duzu zeure burua ezabatu.',
};

const ca: ProfileWords = {
  profile: 'El teu perfil',
  profileOf: 'Perfil de {login}',
  displayName: 'Nom visible',
  displayNameHint:
    'Es mostra a altres editors en lloc de l’usuari («L’Ane està editant aquest esdeveniment»). Buit: l’usuari.',
  email: 'Correu electrònic',
  emailHint: 'Opcional. Un usuari per adreça.',
  interfaceLanguage: 'Llengua de l’aplicació',
  interfaceLanguageHint:
    'Es desa per a tu a tots els navegadors. «La llengua del navegador» segueix la configuració del teu navegador.',
  browserLanguage: 'La llengua del navegador',
  save: 'Desa el perfil',
  saved: 'S’ha desat el perfil.',
  fixErrors: 'Alguns valors no s’han acceptat: mira els camps marcats a sota.',
  errors: {
    email: 'Escriu una adreça com ane@example.org, o deixa-ho buit.',
    emailTaken: 'Un altre usuari té aquesta adreça.',
    displayName: 'Com a màxim 100 caràcters.',
  },
  deleteUser: 'Esborra l’usuari',
  deleteTitle: 'Vols esborrar l’usuari {login}?',
  deleteIntro:
    '{login} té {events} esdeveniments, llocs i organitzadors i {media} imatges. Es conserven i passen a l’usuari que triïs; les claus, sessions i claus d’accés de {login} s’acaben.',
  reassignTo: 'Atribueix el seu contingut a',
  reassignHint: 'Els seus esdeveniments, llocs, organitzadors i imatges passen a aquest usuari.',
  deleteConfirm: 'Esborra {login}',
  cancel: 'Cancel·la',
  deleted: 'S’ha esborrat l’usuari {login}; el seu contingut és de {to}.',
  cannotDeleteSelf: 'No et pots esborrar a tu mateix.',
};

const gl: ProfileWords = {
  profile: 'O teu perfil',
  profileOf: 'Perfil de {login}',
  displayName: 'Nome visible',
  displayNameHint:
    'Móstrase a outros editores no canto do usuario («Ane está a editar este evento»). Baleiro: o usuario.',
  email: 'Correo electrónico',
  emailHint: 'Opcional. Un usuario por enderezo.',
  interfaceLanguage: 'Lingua da aplicación',
  interfaceLanguageHint:
    'Gárdase para ti en todos os navegadores. «A lingua do navegador» segue a configuración do teu navegador.',
  browserLanguage: 'A lingua do navegador',
  save: 'Gardar o perfil',
  saved: 'Gardouse o perfil.',
  fixErrors: 'Algúns valores non se aceptaron: mira os campos marcados embaixo.',
  errors: {
    email: 'Escribe un enderezo como ane@example.org, ou déixao baleiro.',
    emailTaken: 'Outro usuario ten este enderezo.',
    displayName: 'Como moito 100 caracteres.',
  },
  deleteUser: 'Borrar o usuario',
  deleteTitle: 'Borrar o usuario {login}?',
  deleteIntro:
    '{login} ten {events} eventos, lugares e organizadores e {media} imaxes. Consérvanse e pasan ao usuario que escollas; as claves, sesións e chaves de acceso de {login} rematan.',
  reassignTo: 'Atribuír o seu contido a',
  reassignHint: 'Os seus eventos, lugares, organizadores e imaxes pasan a este usuario.',
  deleteConfirm: 'Borrar {login}',
  cancel: 'Cancelar',
  deleted: 'Borrouse o usuario {login}; o seu contido é de {to}.',
  cannotDeleteSelf: 'Non te podes borrar a ti mesmo.',
};

export const PROFILE_WORDS: Readonly<Record<Lang, ProfileWords>> = { eu, ca, en, gl, es };
