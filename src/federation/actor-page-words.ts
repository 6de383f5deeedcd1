import type { Lang } from '../lib/languages';

/** The words of the actor's page for people (src/federation/actor-page.ts), in five languages. */
export interface ActorPageWords {
  kind: string;
  title: string;
  intro: string;
  handle: string;
  handleHint: string;
  brings: string;
  calendar: string;
}

export const ACTOR_PAGE_WORDS: Readonly<Record<Lang, ActorPageWords>> = {
  en: {
    kind: 'On the fediverse',
    title: 'Follow {name} from Mastodon',
    intro:
      'Search this address in Mastodon or any other fediverse app and follow it: every public event appears in your timeline when it is published, and again when it changes or is cancelled.',
    handle: 'Address to follow',
    handleHint: 'Select it and copy it.',
    brings: 'What following it brings: the next events',
    calendar: 'See the whole calendar',
  },
  es: {
    kind: 'En el fediverso',
    title: 'Sigue {name} desde Mastodon',
    intro:
      'Busca esta dirección en Mastodon o en cualquier otra aplicación del fediverso y síguela: cada evento público aparece en tu cronología cuando se publica, y de nuevo cuando cambia o se cancela.',
    handle: 'Dirección para seguir',
    handleHint: 'Selecciónala y cópiala.',
    brings: 'Lo que trae seguirla: los próximos eventos',
    calendar: 'Ver todo el calendario',
  },
  eu: {
    kind: 'Fedibertsoan',
    title: 'Jarraitu {name} Mastodonetik',
    intro:
      'Bilatu helbide hau Mastodonen edo fedibertsoko beste edozein aplikaziotan eta jarraitu: ekitaldi publiko bakoitza zure denbora-lerroan agertzen da argitaratzen denean, eta berriro aldatzen edo bertan behera uzten denean.',
    handle: 'Jarraitzeko helbidea',
    handleHint: 'Hautatu eta kopiatu.',
    brings: 'Jarraitzeak zer dakarren: hurrengo ekitaldiak',
    calendar: 'Ikusi egutegi osoa',
  },
  ca: {
    kind: 'Al fedivers',
    title: 'Segueix {name} des de Mastodon',
    intro:
      'Cerca aquesta adreça a Mastodon o a qualsevol altra aplicació del fedivers i segueix-la: cada esdeveniment públic apareix a la teva cronologia quan es publica, i de nou quan canvia o s’anul·la.',
    handle: 'Adreça per seguir',
    handleHint: 'Selecciona-la i copia-la.',
    brings: 'Què aporta seguir-la: els propers esdeveniments',
    calendar: 'Mira tot el calendari',
  },
  gl: {
    kind: 'No fediverso',
    title: 'Segue {name} desde Mastodon',
    intro:
      'Busca este enderezo en Mastodon ou en calquera outra aplicación do fediverso e ségueo: cada evento público aparece na túa cronoloxía cando se publica, e de novo cando cambia ou se cancela.',
    handle: 'Enderezo para seguir',
    handleHint: 'Selecciónao e cópiao.',
    brings: 'O que trae seguilo: os próximos eventos',
    calendar: 'Ver todo o calendario',
  },
};
