import type { Lang } from '../../lib/languages';
import type { Plural } from '../strings';

/** The words of an event's revisions (`/admin/events/{id}/revisions`). */
export interface RevisionWords {
  revisions: string;
  /** The editor's link: `{count}` revisions. */
  revisionsCount: string;
  /** `{title}`: the event's. */
  heading: string;
  intro: string;
  none: string;
  older: string;
  newer: string;
  compare: string;
  field: string;
  changed: string;
  /** `{count}` fields that differ. */
  differ: Plural;
  same: string;
  showAll: string;
  showChanged: string;
  restore: string;
  /** The revision is the event as it is now: nothing to restore. */
  isCurrent: string;
  /** A picker's entry: `{date}`, `{who}`. */
  savedBy: string;
  /** Who saved the state a record had before its first revision (an import's). */
  beforeRevisions: string;
  /** `{lang}`: the language of a text. */
  inLanguage: string;
  slug: string;
  yes: string;
  no: string;
  none_: string;
  backToEvent: string;
  restoredHint: string;
  notAllowed: string;
}

export const REVISION_WORDS: Readonly<Record<Lang, RevisionWords>> = {
  eu: {
    revisions: 'Berrikuspenak',
    revisionsCount: 'Berrikuspenak ({count})',
    heading: '“{title}”(r)en berrikuspenak',
    intro:
      'Gordetze bakoitzak berrikuspen bat gordetzen du (azken 50ak). Aukeratu bi eta alderatu; leheneratzeak gertaera eguneratzen du, eta egoera ez du aldatzen.',
    none: 'Gertaera honek ez du berrikuspenik oraindik: hurrengo gordetzeak bat gordeko du.',
    older: 'Zaharrena',
    newer: 'Berriena',
    compare: 'Alderatu',
    field: 'Eremua',
    changed: 'Aldatua',
    differ: { one: 'Eremu {count} desberdina da.', other: '{count} eremu desberdinak dira.' },
    same: 'Bi berrikuspen hauek berdinak dira.',
    showAll: 'Erakutsi eremu guztiak',
    showChanged: 'Erakutsi aldatutakoa soilik',
    restore: 'Leheneratu berrikuspen hau',
    isCurrent: 'Hau da gertaera orain dagoen bezala.',
    savedBy: '{date} · {who}',
    beforeRevisions: 'berrikuspenen aurretik',
    inLanguage: '{field} ({lang})',
    slug: 'Slug-a',
    yes: 'Bai',
    no: 'Ez',
    none_: '—',
    backToEvent: 'Itzuli gertaerara',
    restoredHint: 'Egoera, egilea, argitalpen-data eta pasahitza ez dira aldatzen.',
    notAllowed: 'Ezin dituzu gertaera honen berrikuspenak ikusi.',
  },
  ca: {
    revisions: 'Revisions',
    revisionsCount: 'Revisions ({count})',
    heading: 'Revisions de «{title}»',
    intro:
      'Cada desament conserva una revisió (les 50 últimes). Trieu-ne dues i compareu-les; restaurar-ne una actualitza l’esdeveniment sense canviar-ne l’estat.',
    none: 'Aquest esdeveniment encara no té revisions: el proper desament en conservarà una.',
    older: 'Més antiga',
    newer: 'Més recent',
    compare: 'Compara',
    field: 'Camp',
    changed: 'Canviat',
    differ: { one: '{count} camp és diferent.', other: '{count} camps són diferents.' },
    same: 'Aquestes dues revisions són iguals.',
    showAll: 'Mostra tots els camps',
    showChanged: 'Mostra només el que ha canviat',
    restore: 'Restaura aquesta revisió',
    isCurrent: 'Aquest és l’esdeveniment tal com és ara.',
    savedBy: '{date} · {who}',
    beforeRevisions: 'abans de les revisions',
    inLanguage: '{field} ({lang})',
    slug: 'Slug',
    yes: 'Sí',
    no: 'No',
    none_: '—',
    backToEvent: 'Torna a l’esdeveniment',
    restoredHint: 'L’estat, l’autor, la data de publicació i la contrasenya no canvien.',
    notAllowed: 'No podeu veure les revisions d’aquest esdeveniment.',
  },
  en: {
    revisions: 'Revisions',
    revisionsCount: 'Revisions ({count})',
    heading: 'Revisions of “{title}”',
    intro:
      'Every save keeps a revision (the last 50). Choose two and compare them; restoring one updates the event and leaves its status as it is.',
    none: 'This event has no revisions yet: its next save keeps one.',
    older: 'Older',
    newer: 'Newer',
    compare: 'Compare',
    field: 'Field',
    changed: 'Changed',
    differ: { one: '{count} field differs.', other: '{count} fields differ.' },
    same: 'These two revisions are the same.',
    showAll: 'Show every field',
    showChanged: 'Show only what changed',
    restore: 'Restore this revision',
    isCurrent: 'This is the event as it is now.',
    savedBy: '{date} · {who}',
    beforeRevisions: 'before revisions',
    inLanguage: '{field} ({lang})',
    slug: 'Slug',
    yes: 'Yes',
    no: 'No',
    none_: '—',
    backToEvent: 'Back to the event',
    restoredHint: 'The status, author, publication date and password stay as they are.',
    notAllowed: 'You may not see this event’s revisions.',
  },
  gl: {
    revisions: 'Revisións',
    revisionsCount: 'Revisións ({count})',
    heading: 'Revisións de «{title}»',
    intro:
      'Cada gardado conserva unha revisión (as 50 últimas). Escolle dúas e compáraas; restaurar unha actualiza o evento sen cambiar o seu estado.',
    none: 'Este evento aínda non ten revisións: o próximo gardado conservará unha.',
    older: 'Máis antiga',
    newer: 'Máis recente',
    compare: 'Comparar',
    field: 'Campo',
    changed: 'Cambiado',
    differ: { one: '{count} campo é distinto.', other: '{count} campos son distintos.' },
    same: 'Estas dúas revisións son iguais.',
    showAll: 'Amosar todos os campos',
    showChanged: 'Amosar só o que cambiou',
    restore: 'Restaurar esta revisión',
    isCurrent: 'Este é o evento tal como está agora.',
    savedBy: '{date} · {who}',
    beforeRevisions: 'antes das revisións',
    inLanguage: '{field} ({lang})',
    slug: 'Slug',
    yes: 'Si',
    no: 'Non',
    none_: '—',
    backToEvent: 'Volver ao evento',
    restoredHint: 'O estado, o autor, a data de publicación e o contrasinal non cambian.',
    notAllowed: 'Non podes ver as revisións deste evento.',
  },
  es: {
    revisions: 'Revisiones',
    revisionsCount: 'Revisiones ({count})',
    heading: 'Revisiones de «{title}»',
    intro:
      'Cada guardado conserva una revisión (las 50 últimas). Elige dos y compáralas; restaurar una actualiza el evento sin cambiar su estado.',
    none: 'Este evento aún no tiene revisiones: su próximo guardado conservará una.',
    older: 'Más antigua',
    newer: 'Más reciente',
    compare: 'Comparar',
    field: 'Campo',
    changed: 'Cambiado',
    differ: { one: '{count} campo es distinto.', other: '{count} campos son distintos.' },
    same: 'Estas dos revisiones son iguales.',
    showAll: 'Mostrar todos los campos',
    showChanged: 'Mostrar solo lo que cambió',
    restore: 'Restaurar esta revisión',
    isCurrent: 'Este es el evento tal como está ahora.',
    savedBy: '{date} · {who}',
    beforeRevisions: 'antes de las revisiones',
    inLanguage: '{field} ({lang})',
    slug: 'Slug',
    yes: 'Sí',
    no: 'No',
    none_: '—',
    backToEvent: 'Volver al evento',
    restoredHint: 'El estado, el autor, la fecha de publicación y la contraseña no cambian.',
    notAllowed: 'No puedes ver las revisiones de este evento.',
  },
};
