import type { Lang } from '../../lib/languages';

/** The moderation screens' words (src/admin/submissions), in five languages. */
export interface SubmissionWords {
  submissions: string;
  intro: string;
  states: Record<'pending' | 'approved' | 'rejected' | 'spam' | 'withdrawn', string>;
  states_label: string;
  state: string;
  none: string;
  event: string;
  sender: string;
  history: string;
  historyOf: string;
  sent: string;
  review: string;
  select: string;
  selectAll: string;
  bulkLegend: string;
  approve: string;
  reject: string;
  spam: string;
  reason: string;
  reasonHint: string;
  apply: string;
  done: string;
  refused: string;
  preview: string;
  duplicates: string;
  noDuplicates: string;
  editFirst: string;
  mergeVenue: string;
  mergeOrganizer: string;
  keepProposed: string;
  decided: string;
  needReason: string;
  back: string;
  forbidden: string;
}

const en: SubmissionWords = {
  submissions: 'Submissions',
  intro:
    'Events sent in from outside, newest first. Approving publishes the event; rejecting tells its sender why.',
  states: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    spam: 'Spam',
    withdrawn: 'Withdrawn',
  },
  states_label: 'By state',
  state: 'State',
  none: 'No submissions here.',
  event: 'Event',
  sender: 'Sender',
  history: 'Earlier',
  historyOf: '{earlier} earlier, {accepted} approved',
  sent: 'Sent',
  review: 'Review',
  select: 'Select {title}',
  selectAll: 'Select all',
  bulkLegend: 'With the selected submissions',
  approve: 'Approve',
  reject: 'Reject',
  spam: 'Mark as spam',
  reason: 'Reason for rejecting (in the sender’s language: {language})',
  reasonHint: 'The sender reads it in their e-mail and on their page.',
  apply: 'Apply',
  done: '{count} submissions changed.',
  refused: 'Not changed: {ids}.',
  preview: 'Preview',
  duplicates: 'Possible duplicates',
  noDuplicates: 'No event on the same day looks like this one.',
  editFirst: 'Edit the event first',
  mergeVenue: 'Venue: merge the proposed one into',
  mergeOrganizer: 'Organizer: merge the proposed one into',
  keepProposed: 'Publish the proposed one',
  decided: 'Decided on {date}.',
  needReason: 'Write the reason for rejecting.',
  back: 'Back to the submissions',
  forbidden: 'Only editors and administrators moderate submissions.',
};

const es: SubmissionWords = {
  submissions: 'Envíos',
  intro:
    'Eventos enviados desde fuera, lo más reciente primero. Aprobar publica el evento; rechazar explica el motivo a quien lo envió.',
  states: {
    pending: 'Pendientes',
    approved: 'Aprobados',
    rejected: 'Rechazados',
    spam: 'Spam',
    withdrawn: 'Retirados',
  },
  states_label: 'Por estado',
  state: 'Estado',
  none: 'No hay envíos aquí.',
  event: 'Evento',
  sender: 'Remitente',
  history: 'Anteriores',
  historyOf: '{earlier} anteriores, {accepted} aprobados',
  sent: 'Enviado',
  review: 'Revisar',
  select: 'Seleccionar {title}',
  selectAll: 'Seleccionar todos',
  bulkLegend: 'Con los envíos seleccionados',
  approve: 'Aprobar',
  reject: 'Rechazar',
  spam: 'Marcar como spam',
  reason: 'Motivo del rechazo (en el idioma del remitente: {language})',
  reasonHint: 'El remitente lo lee en su correo y en su página.',
  apply: 'Aplicar',
  done: '{count} envíos cambiados.',
  refused: 'Sin cambiar: {ids}.',
  preview: 'Vista previa',
  duplicates: 'Posibles duplicados',
  noDuplicates: 'Ningún evento del mismo día se parece a este.',
  editFirst: 'Editar antes el evento',
  mergeVenue: 'Lugar: fusionar el propuesto con',
  mergeOrganizer: 'Organizador: fusionar el propuesto con',
  keepProposed: 'Publicar el propuesto',
  decided: 'Decidido el {date}.',
  needReason: 'Escribe el motivo del rechazo.',
  back: 'Volver a los envíos',
  forbidden: 'Solo editores y administradores moderan los envíos.',
};

const eu: SubmissionWords = {
  submissions: 'Bidalketak',
  intro:
    'Kanpotik bidalitako ekitaldiak, berriena lehenik. Onartzeak ekitaldia argitaratzen du; baztertzeak arrazoia azaltzen dio bidaltzaileari.',
  states: {
    pending: 'Zain',
    approved: 'Onartuak',
    rejected: 'Baztertuak',
    spam: 'Spama',
    withdrawn: 'Kenduak',
  },
  states_label: 'Egoeraren arabera',
  state: 'Egoera',
  none: 'Ez dago bidalketarik hemen.',
  event: 'Ekitaldia',
  sender: 'Bidaltzailea',
  history: 'Aurrekoak',
  historyOf: '{earlier} aurreko, {accepted} onartuta',
  sent: 'Bidalia',
  review: 'Berrikusi',
  select: 'Hautatu {title}',
  selectAll: 'Hautatu denak',
  bulkLegend: 'Hautatutako bidalketekin',
  approve: 'Onartu',
  reject: 'Baztertu',
  spam: 'Spam gisa markatu',
  reason: 'Baztertzeko arrazoia (bidaltzailearen hizkuntzan: {language})',
  reasonHint: 'Bidaltzaileak bere postan eta bere orrian irakurtzen du.',
  apply: 'Aplikatu',
  done: '{count} bidalketa aldatu dira.',
  refused: 'Aldatu gabe: {ids}.',
  preview: 'Aurrebista',
  duplicates: 'Bikoiztu posibleak',
  noDuplicates: 'Egun bereko ekitaldirik ez da honen antzekoa.',
  editFirst: 'Editatu ekitaldia lehenik',
  mergeVenue: 'Lekua: batu proposatutakoa honekin',
  mergeOrganizer: 'Antolatzailea: batu proposatutakoa honekin',
  keepProposed: 'Argitaratu proposatutakoa',
  decided: '{date}(e)an erabakia.',
  needReason: 'Idatzi baztertzeko arrazoia.',
  back: 'Itzuli bidalketetara',
  forbidden: 'Editoreek eta administratzaileek bakarrik moderatzen dituzte bidalketak.',
};

const ca: SubmissionWords = {
  submissions: 'Enviaments',
  intro:
    'Esdeveniments enviats des de fora, el més recent primer. Aprovar publica l’esdeveniment; rebutjar n’explica el motiu al remitent.',
  states: {
    pending: 'Pendents',
    approved: 'Aprovats',
    rejected: 'Rebutjats',
    spam: 'Brossa',
    withdrawn: 'Retirats',
  },
  states_label: 'Per estat',
  state: 'Estat',
  none: 'No hi ha enviaments aquí.',
  event: 'Esdeveniment',
  sender: 'Remitent',
  history: 'Anteriors',
  historyOf: '{earlier} anteriors, {accepted} aprovats',
  sent: 'Enviat',
  review: 'Revisar',
  select: 'Seleccionar {title}',
  selectAll: 'Seleccionar-los tots',
  bulkLegend: 'Amb els enviaments seleccionats',
  approve: 'Aprovar',
  reject: 'Rebutjar',
  spam: 'Marcar com a brossa',
  reason: 'Motiu del rebuig (en la llengua del remitent: {language})',
  reasonHint: 'El remitent el llegeix al correu i a la seva pàgina.',
  apply: 'Aplicar',
  done: '{count} enviaments canviats.',
  refused: 'Sense canviar: {ids}.',
  preview: 'Previsualització',
  duplicates: 'Possibles duplicats',
  noDuplicates: 'Cap esdeveniment del mateix dia s’assembla a aquest.',
  editFirst: 'Editar primer l’esdeveniment',
  mergeVenue: 'Lloc: fusionar el proposat amb',
  mergeOrganizer: 'Organitzador: fusionar el proposat amb',
  keepProposed: 'Publicar el proposat',
  decided: 'Decidit el {date}.',
  needReason: 'Escriu el motiu del rebuig.',
  back: 'Tornar als enviaments',
  forbidden: 'Només editors i administradors moderen els enviaments.',
};

const gl: SubmissionWords = {
  submissions: 'Envíos',
  intro:
    'Eventos enviados desde fóra, o máis recente primeiro. Aprobar publica o evento; rexeitar explica o motivo a quen o enviou.',
  states: {
    pending: 'Pendentes',
    approved: 'Aprobados',
    rejected: 'Rexeitados',
    spam: 'Spam',
    withdrawn: 'Retirados',
  },
  states_label: 'Por estado',
  state: 'Estado',
  none: 'Non hai envíos aquí.',
  event: 'Evento',
  sender: 'Remitente',
  history: 'Anteriores',
  historyOf: '{earlier} anteriores, {accepted} aprobados',
  sent: 'Enviado',
  review: 'Revisar',
  select: 'Seleccionar {title}',
  selectAll: 'Seleccionar todos',
  bulkLegend: 'Cos envíos seleccionados',
  approve: 'Aprobar',
  reject: 'Rexeitar',
  spam: 'Marcar como spam',
  reason: 'Motivo do rexeitamento (no idioma do remitente: {language})',
  reasonHint: 'O remitente leo no seu correo e na súa páxina.',
  apply: 'Aplicar',
  done: '{count} envíos cambiados.',
  refused: 'Sen cambiar: {ids}.',
  preview: 'Vista previa',
  duplicates: 'Posibles duplicados',
  noDuplicates: 'Ningún evento do mesmo día se parece a este.',
  editFirst: 'Editar antes o evento',
  mergeVenue: 'Lugar: fusionar o proposto con',
  mergeOrganizer: 'Organizador: fusionar o proposto con',
  keepProposed: 'Publicar o proposto',
  decided: 'Decidido o {date}.',
  needReason: 'Escribe o motivo do rexeitamento.',
  back: 'Volver aos envíos',
  forbidden: 'Só editores e administradores moderan os envíos.',
};

export const SUBMISSION_WORDS: Readonly<Record<Lang, SubmissionWords>> = { eu, ca, en, gl, es };
