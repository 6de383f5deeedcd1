import type { Lang } from '../../lib/languages';

/** The Fediverse screen's words (src/admin/federation), in five languages. */
export interface FederationWords {
  title: string;
  intro: string;
  account: string;
  handle: string;
  handleHint: string;
  actorUrl: string;
  actorName: string;
  actorNameHint: string;
  avatar: string;
  header: string;
  imageHint: string;
  save: string;
  followers: string;
  followersCount: string;
  noFollowers: string;
  follower: string;
  follows: string;
  theCalendar: string;
  category: string;
  since: string;
  blocks: string;
  blocksIntro: string;
  noBlocks: string;
  blockValue: string;
  blockHint: string;
  block: string;
  unblock: string;
  following: string;
  followingIntro: string;
  noFollowing: string;
  calendar: string;
  state: string;
  states: Record<'pending' | 'accepted' | 'rejected', string>;
  followHandle: string;
  followHint: string;
  follow: string;
  unfollow: string;
  done: Record<'saved' | 'blocked' | 'unblocked' | 'followed' | 'unfollowed', string>;
  refused: string;
  fixErrors: string;
  forbidden: string;
}

const en: FederationWords = {
  title: 'Fediverse',
  intro:
    'People on Mastodon and other fediverse servers follow this calendar and see its public events; the calendar follows other calendars, whose events come in for editors.',
  account: 'The calendar’s account',
  handle: 'Address to follow',
  handleHint: 'Copy it and share it: searched on Mastodon, it finds this calendar.',
  actorUrl: 'Actor address',
  actorName: 'Account name',
  actorNameHint: 'Lower-case letters, digits, _ . - (followers stay when it changes).',
  avatar: 'Avatar (image address)',
  header: 'Header image (image address)',
  imageHint: 'https://… of an image; empty: none. Mastodon shows them on the account.',
  save: 'Save',
  followers: 'Followers',
  followersCount: '{count} accounts follow this site.',
  noFollowers: 'Nobody follows this site yet.',
  follower: 'Account',
  follows: 'Follows',
  theCalendar: 'the calendar',
  category: 'category {id}',
  since: 'Since (UTC)',
  blocks: 'Blocked domains and accounts',
  blocksIntro:
    'A blocked server or account can neither follow nor send anything here; its follows are removed.',
  noBlocks: 'Nothing is blocked.',
  blockValue: 'Domain or account address',
  blockHint: 'spam.example (with its subdomains) or https://spam.example/users/someone',
  block: 'Block',
  unblock: 'Unblock',
  following: 'Calendars followed',
  followingIntro:
    'What a followed calendar publishes arrives here for editors to review; nothing is published by itself.',
  noFollowing: 'This site follows no calendar yet.',
  calendar: 'Calendar',
  state: 'State',
  states: { pending: 'waiting for its answer', accepted: 'followed', rejected: 'refused' },
  followHandle: 'Calendar to follow',
  followHint: '@name@host, as Gancio and Mobilizon show it, or its https address',
  follow: 'Follow',
  unfollow: 'Unfollow',
  done: {
    saved: 'Saved.',
    blocked: 'Blocked.',
    unblocked: 'Unblocked.',
    followed: 'Follow request sent.',
    unfollowed: 'No longer followed.',
  },
  refused: 'Not done ({status}): {message}',
  fixErrors: 'Please correct:',
  forbidden: 'Only editors and administrators can see this screen.',
};

const es: FederationWords = {
  title: 'Fediverso',
  intro:
    'La gente de Mastodon y otros servidores del fediverso sigue este calendario y ve sus eventos públicos; el calendario sigue otros calendarios, cuyos eventos llegan para que los revisen los editores.',
  account: 'La cuenta del calendario',
  handle: 'Dirección para seguir',
  handleHint: 'Cópiala y compártela: buscada en Mastodon, encuentra este calendario.',
  actorUrl: 'Dirección del actor',
  actorName: 'Nombre de la cuenta',
  actorNameHint: 'Minúsculas, dígitos, _ . - (los seguidores se mantienen si cambia).',
  avatar: 'Avatar (dirección de la imagen)',
  header: 'Imagen de cabecera (dirección de la imagen)',
  imageHint: 'https://… de una imagen; vacío: ninguna. Mastodon las muestra en la cuenta.',
  save: 'Guardar',
  followers: 'Seguidores',
  followersCount: '{count} cuentas siguen este sitio.',
  noFollowers: 'Nadie sigue este sitio todavía.',
  follower: 'Cuenta',
  follows: 'Sigue',
  theCalendar: 'el calendario',
  category: 'categoría {id}',
  since: 'Desde (UTC)',
  blocks: 'Dominios y cuentas bloqueados',
  blocksIntro:
    'Un servidor o una cuenta bloqueados no pueden seguir ni enviar nada aquí; se eliminan sus seguimientos.',
  noBlocks: 'No hay nada bloqueado.',
  blockValue: 'Dominio o dirección de la cuenta',
  blockHint: 'spam.example (con sus subdominios) o https://spam.example/users/alguien',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  following: 'Calendarios seguidos',
  followingIntro:
    'Lo que publica un calendario seguido llega aquí para que lo revisen los editores; nada se publica por sí solo.',
  noFollowing: 'Este sitio aún no sigue ningún calendario.',
  calendar: 'Calendario',
  state: 'Estado',
  states: { pending: 'esperando su respuesta', accepted: 'seguido', rejected: 'rechazado' },
  followHandle: 'Calendario que seguir',
  followHint: '@nombre@servidor, como lo muestran Gancio y Mobilizon, o su dirección https',
  follow: 'Seguir',
  unfollow: 'Dejar de seguir',
  done: {
    saved: 'Guardado.',
    blocked: 'Bloqueado.',
    unblocked: 'Desbloqueado.',
    followed: 'Solicitud de seguimiento enviada.',
    unfollowed: 'Ya no se sigue.',
  },
  refused: 'No se ha hecho ({status}): {message}',
  fixErrors: 'Corrige lo siguiente:',
  forbidden: 'Solo los editores y los administradores pueden ver esta pantalla.',
};

const eu: FederationWords = {
  title: 'Fedibertsoa',
  intro:
    'Mastodon eta fedibertsoko beste zerbitzarietako jendeak egutegi hau jarraitzen du eta bere ekitaldi publikoak ikusten ditu; egutegiak beste egutegi batzuk jarraitzen ditu, eta haien ekitaldiak editoreek berrikusteko iristen dira.',
  account: 'Egutegiaren kontua',
  handle: 'Jarraitzeko helbidea',
  handleHint: 'Kopiatu eta partekatu: Mastodonen bilatuta, egutegi hau aurkitzen du.',
  actorUrl: 'Aktorearen helbidea',
  actorName: 'Kontuaren izena',
  actorNameHint: 'Letra xeheak, zenbakiak, _ . - (aldatzean jarraitzaileak mantentzen dira).',
  avatar: 'Abatarra (irudiaren helbidea)',
  header: 'Goiburuko irudia (irudiaren helbidea)',
  imageHint: 'Irudi baten https://…; hutsik: bat ere ez. Mastodonek kontuan erakusten ditu.',
  save: 'Gorde',
  followers: 'Jarraitzaileak',
  followersCount: '{count} kontuk jarraitzen dute gune hau.',
  noFollowers: 'Oraindik inork ez du gune hau jarraitzen.',
  follower: 'Kontua',
  follows: 'Jarraitzen du',
  theCalendar: 'egutegia',
  category: '{id} kategoria',
  since: 'Noiztik (UTC)',
  blocks: 'Blokeatutako domeinuak eta kontuak',
  blocksIntro:
    'Blokeatutako zerbitzari edo kontu batek ezin du hemen ezer jarraitu edo bidali; bere jarraipenak kentzen dira.',
  noBlocks: 'Ez dago ezer blokeatuta.',
  blockValue: 'Domeinua edo kontuaren helbidea',
  blockHint: 'spam.example (bere azpidomeinuekin) edo https://spam.example/users/norbait',
  block: 'Blokeatu',
  unblock: 'Desblokeatu',
  following: 'Jarraitutako egutegiak',
  followingIntro:
    'Jarraitutako egutegi batek argitaratzen duena hona iristen da editoreek berrikus dezaten; ez da ezer berez argitaratzen.',
  noFollowing: 'Gune honek oraindik ez du egutegirik jarraitzen.',
  calendar: 'Egutegia',
  state: 'Egoera',
  states: { pending: 'bere erantzunaren zain', accepted: 'jarraituta', rejected: 'ukatuta' },
  followHandle: 'Jarraitu beharreko egutegia',
  followHint: '@izena@zerbitzaria, Gancio eta Mobilizonek erakusten duten bezala, edo bere https helbidea',
  follow: 'Jarraitu',
  unfollow: 'Utzi jarraitzeari',
  done: {
    saved: 'Gordeta.',
    blocked: 'Blokeatuta.',
    unblocked: 'Desblokeatuta.',
    followed: 'Jarraitzeko eskaera bidalita.',
    unfollowed: 'Jada ez da jarraitzen.',
  },
  refused: 'Ez da egin ({status}): {message}',
  fixErrors: 'Zuzendu hau:',
  forbidden: 'Editoreek eta administratzaileek soilik ikus dezakete pantaila hau.',
};

const ca: FederationWords = {
  title: 'Fedivers',
  intro:
    'La gent de Mastodon i d’altres servidors del fedivers segueix aquest calendari i en veu els esdeveniments públics; el calendari segueix altres calendaris, els esdeveniments dels quals arriben perquè els revisin els editors.',
  account: 'El compte del calendari',
  handle: 'Adreça per seguir',
  handleHint: 'Copia-la i comparteix-la: cercada a Mastodon, troba aquest calendari.',
  actorUrl: 'Adreça de l’actor',
  actorName: 'Nom del compte',
  actorNameHint: 'Minúscules, xifres, _ . - (els seguidors es mantenen si canvia).',
  avatar: 'Avatar (adreça de la imatge)',
  header: 'Imatge de capçalera (adreça de la imatge)',
  imageHint: 'https://… d’una imatge; buit: cap. Mastodon les mostra al compte.',
  save: 'Desa',
  followers: 'Seguidors',
  followersCount: '{count} comptes segueixen aquest lloc.',
  noFollowers: 'Encara no segueix ningú aquest lloc.',
  follower: 'Compte',
  follows: 'Segueix',
  theCalendar: 'el calendari',
  category: 'categoria {id}',
  since: 'Des de (UTC)',
  blocks: 'Dominis i comptes blocats',
  blocksIntro:
    'Un servidor o un compte blocats no poden seguir ni enviar res aquí; se n’eliminen els seguiments.',
  noBlocks: 'No hi ha res blocat.',
  blockValue: 'Domini o adreça del compte',
  blockHint: 'spam.example (amb els seus subdominis) o https://spam.example/users/algu',
  block: 'Bloca',
  unblock: 'Desbloca',
  following: 'Calendaris seguits',
  followingIntro:
    'El que publica un calendari seguit arriba aquí perquè ho revisin els editors; no es publica res tot sol.',
  noFollowing: 'Aquest lloc encara no segueix cap calendari.',
  calendar: 'Calendari',
  state: 'Estat',
  states: { pending: 'esperant la seva resposta', accepted: 'seguit', rejected: 'rebutjat' },
  followHandle: 'Calendari que cal seguir',
  followHint: '@nom@servidor, com el mostren Gancio i Mobilizon, o la seva adreça https',
  follow: 'Segueix',
  unfollow: 'Deixa de seguir',
  done: {
    saved: 'Desat.',
    blocked: 'Blocat.',
    unblocked: 'Desblocat.',
    followed: 'Sol·licitud de seguiment enviada.',
    unfollowed: 'Ja no se segueix.',
  },
  refused: 'No s’ha fet ({status}): {message}',
  fixErrors: 'Corregeix el següent:',
  forbidden: 'Només els editors i els administradors poden veure aquesta pantalla.',
};

const gl: FederationWords = {
  title: 'Fediverso',
  intro:
    'A xente de Mastodon e doutros servidores do fediverso segue este calendario e ve os seus eventos públicos; o calendario segue outros calendarios, cuxos eventos chegan para que os revisen os editores.',
  account: 'A conta do calendario',
  handle: 'Enderezo para seguir',
  handleHint: 'Cópiao e compárteo: buscado en Mastodon, atopa este calendario.',
  actorUrl: 'Enderezo do actor',
  actorName: 'Nome da conta',
  actorNameHint: 'Minúsculas, díxitos, _ . - (os seguidores mantéñense se cambia).',
  avatar: 'Avatar (enderezo da imaxe)',
  header: 'Imaxe de cabeceira (enderezo da imaxe)',
  imageHint: 'https://… dunha imaxe; baleiro: ningunha. Mastodon amósaas na conta.',
  save: 'Gardar',
  followers: 'Seguidores',
  followersCount: '{count} contas seguen este sitio.',
  noFollowers: 'Ninguén segue aínda este sitio.',
  follower: 'Conta',
  follows: 'Segue',
  theCalendar: 'o calendario',
  category: 'categoría {id}',
  since: 'Desde (UTC)',
  blocks: 'Dominios e contas bloqueados',
  blocksIntro:
    'Un servidor ou unha conta bloqueados non poden seguir nin enviar nada aquí; elimínanse os seus seguimentos.',
  noBlocks: 'Non hai nada bloqueado.',
  blockValue: 'Dominio ou enderezo da conta',
  blockHint: 'spam.example (cos seus subdominios) ou https://spam.example/users/alguen',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  following: 'Calendarios seguidos',
  followingIntro:
    'O que publica un calendario seguido chega aquí para que o revisen os editores; nada se publica por si só.',
  noFollowing: 'Este sitio aínda non segue ningún calendario.',
  calendar: 'Calendario',
  state: 'Estado',
  states: { pending: 'agardando a súa resposta', accepted: 'seguido', rejected: 'rexeitado' },
  followHandle: 'Calendario que seguir',
  followHint: '@nome@servidor, como o amosan Gancio e Mobilizon, ou o seu enderezo https',
  follow: 'Seguir',
  unfollow: 'Deixar de seguir',
  done: {
    saved: 'Gardado.',
    blocked: 'Bloqueado.',
    unblocked: 'Desbloqueado.',
    followed: 'Solicitude de seguimento enviada.',
    unfollowed: 'Xa non se segue.',
  },
  refused: 'Non se fixo ({status}): {message}',
  fixErrors: 'Corrixe o seguinte:',
  forbidden: 'Só os editores e os administradores poden ver esta pantalla.',
};

export const FEDERATION_WORDS: Readonly<Record<Lang, FederationWords>> = { eu, ca, en, gl, es };
