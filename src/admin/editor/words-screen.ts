import type { Lang } from '../../lib/languages';

/**
 * The editor's words for its one-screen layout, the error summary, the event preview and the publish box
 * (issue 37 items 2, 3, 6, 10).
 */
export interface ScreenWords {
  /** Heading of the error summary's list of fields. */
  problemsList: string;
  /** The alt text could not be saved on the image after the event was. */
  altNotSaved: string;
  /** A field without a label of its own, named in the summary. */
  translatedField: string;
  previewEvent: string;
  previewHint: string;
  viewEvent: string;
  schedule: string;
  scheduledFor: string;
  submittedForReview: string;
  pendingNote: string;
  draftBanner: string;
  previewOf: string;
  publishBox: string;
  skipToPublish: string;
  editing: string;
  takeOver: string;
  tookOver: string;
}

const en: ScreenWords = {
  problemsList: 'Fields to fix:',
  altNotSaved: 'The event was saved, but the image’s alternative text was not: {reason}',
  translatedField: '{field} ({lang})',
  previewEvent: 'Preview event',
  previewHint: 'Opens the event page as it would look with what is in the form, without saving it.',
  viewEvent: 'View event',
  schedule: 'Schedule',
  scheduledFor: 'Scheduled for {date}',
  submittedForReview: 'Submitted for review',
  pendingNote: 'Pending review: an editor will publish it.',
  draftBanner: 'Preview — draft, not public. Nothing here has been saved.',
  previewOf: 'Preview in',
  publishBox: 'Publish',
  skipToPublish: 'Skip to the publish box',
  editing: '{name} is editing this event since {time}.',
  takeOver: 'Take over',
  tookOver: 'You took over this event; {name} is told when they save.',
};

const es: ScreenWords = {
  problemsList: 'Campos que corregir:',
  altNotSaved: 'Se guardó el evento, pero no el texto alternativo de la imagen: {reason}',
  translatedField: '{field} ({lang})',
  previewEvent: 'Previsualizar evento',
  previewHint: 'Abre la página del evento tal como se vería con lo que hay en el formulario, sin guardarlo.',
  viewEvent: 'Ver evento',
  schedule: 'Programar',
  scheduledFor: 'Programado para el {date}',
  submittedForReview: 'Enviado para revisión',
  pendingNote: 'Pendiente de revisión: lo publicará un editor.',
  draftBanner: 'Vista previa — borrador, no público. Nada de esto se ha guardado.',
  previewOf: 'Vista previa en',
  publishBox: 'Publicar',
  skipToPublish: 'Saltar al cuadro de publicación',
  editing: '{name} está editando este evento desde las {time}.',
  takeOver: 'Tomar el control',
  tookOver: 'Has tomado el control de este evento; {name} lo sabrá al guardar.',
};

const eu: ScreenWords = {
  problemsList: 'Zuzendu beharreko eremuak:',
  altNotSaved: 'Ekitaldia gorde da, baina irudiaren testu alternatiboa ez: {reason}',
  translatedField: '{field} ({lang})',
  previewEvent: 'Ekitaldiaren aurrebista',
  previewHint:
    'Ekitaldiaren orria irekitzen du inprimakian dagoenarekin nolakoa izango litzatekeen, gorde gabe.',
  viewEvent: 'Ikusi ekitaldia',
  schedule: 'Programatu',
  scheduledFor: 'Programatuta: {date}',
  submittedForReview: 'Berrikusteko bidalia',
  pendingNote: 'Berrikusteko zain: editore batek argitaratuko du.',
  draftBanner: 'Aurrebista — zirriborroa, ez publikoa. Hemengo ezer ez da gorde.',
  previewOf: 'Aurrebista hizkuntza honetan:',
  publishBox: 'Argitaratu',
  skipToPublish: 'Joan argitaratzeko koadrora',
  editing: '{name} ekitaldi hau editatzen ari da {time}(e)tik.',
  takeOver: 'Hartu kontrola',
  tookOver: 'Ekitaldi honen kontrola hartu duzu; {name}(e)k gordetzean jakingo du.',
};

const ca: ScreenWords = {
  problemsList: 'Camps per corregir:',
  altNotSaved: 'S’ha desat l’esdeveniment, però no el text alternatiu de la imatge: {reason}',
  translatedField: '{field} ({lang})',
  previewEvent: 'Previsualitza l’esdeveniment',
  previewHint:
    'Obre la pàgina de l’esdeveniment tal com es veuria amb el que hi ha al formulari, sense desar-lo.',
  viewEvent: 'Mostra l’esdeveniment',
  schedule: 'Programa',
  scheduledFor: 'Programat per al {date}',
  submittedForReview: 'Enviat per a revisió',
  pendingNote: 'Pendent de revisió: un editor el publicarà.',
  draftBanner: 'Previsualització — esborrany, no públic. No s’ha desat res d’això.',
  previewOf: 'Previsualització en',
  publishBox: 'Publica',
  skipToPublish: 'Salta al quadre de publicació',
  editing: '{name} està editant aquest esdeveniment des de les {time}.',
  takeOver: 'Pren el control',
  tookOver: 'Has pres el control d’aquest esdeveniment; {name} ho sabrà en desar.',
};

const gl: ScreenWords = {
  problemsList: 'Campos que corrixir:',
  altNotSaved: 'Gardouse o evento, pero non o texto alternativo da imaxe: {reason}',
  translatedField: '{field} ({lang})',
  previewEvent: 'Previsualizar o evento',
  previewHint: 'Abre a páxina do evento tal como se vería co que hai no formulario, sen gardalo.',
  viewEvent: 'Ver o evento',
  schedule: 'Programar',
  scheduledFor: 'Programado para o {date}',
  submittedForReview: 'Enviado para revisión',
  pendingNote: 'Pendente de revisión: publicarao un editor.',
  draftBanner: 'Vista previa — borrador, non público. Nada disto se gardou.',
  previewOf: 'Vista previa en',
  publishBox: 'Publicar',
  skipToPublish: 'Saltar ao cadro de publicación',
  editing: '{name} está a editar este evento desde as {time}.',
  takeOver: 'Tomar o control',
  tookOver: 'Tomaches o control deste evento; {name} saberao ao gardar.',
};

export const SCREEN_WORDS: Readonly<Record<Lang, ScreenWords>> = { eu, ca, en, gl, es };
