import type { Lang } from '../../lib/languages';

/**
 * The words of the editor's tools (finding venues, organizers, categories and tags, the time zone list,
 * the preview of a rule, removing a password), in the app's five languages. The form's other words are
 * in ./words.ts.
 */
export interface ToolWords {
  timezoneHint: string;
  removePassword: string;
  /** The search field of a list of choices; `{what}` is the list's name ("Venue", "Organizers"…). */
  searchFor: string;
  find: string;
  searchHint: string;
  noneFound: string;
  /** Existing tags found by a search, to add to the event's. */
  foundTags: string;
  preview: string;
  previewHeading: string;
  /** `{count}` occurrences shown of the rule's first ones. */
  previewFirst: string;
  previewNone: string;
  previewCannot: string;
}

const en: ToolWords = {
  timezoneHint: 'Type to search the list (for example Europe/Madrid).',
  removePassword: 'Remove the password',
  searchFor: 'Search: {what}',
  find: 'Find',
  searchHint: 'Shows the matches in the list below; what you typed in the form is kept.',
  noneFound: 'Nothing found.',
  foundTags: 'Existing tags found (tick to add)',
  preview: 'Preview',
  previewHeading: 'Preview (not saved yet)',
  previewFirst: 'The first {count} occurrences:',
  previewNone: 'This event does not repeat.',
  previewCannot: 'Fill in a valid start date and time zone to see the occurrences.',
};

const es: ToolWords = {
  timezoneHint: 'Escribe para buscar en la lista (por ejemplo Europe/Madrid).',
  removePassword: 'Quitar la contraseña',
  searchFor: 'Buscar: {what}',
  find: 'Buscar',
  searchHint:
    'Muestra las coincidencias en la lista de abajo; lo que has escrito en el formulario se conserva.',
  noneFound: 'No se ha encontrado nada.',
  foundTags: 'Etiquetas existentes encontradas (márcalas para añadirlas)',
  preview: 'Vista previa',
  previewHeading: 'Vista previa (aún sin guardar)',
  previewFirst: 'Las primeras {count} repeticiones:',
  previewNone: 'Este evento no se repite.',
  previewCannot: 'Indica una fecha de inicio y una zona horaria válidas para ver las repeticiones.',
};

const eu: ToolWords = {
  timezoneHint: 'Idatzi zerrendan bilatzeko (adibidez Europe/Madrid).',
  removePassword: 'Kendu pasahitza',
  searchFor: 'Bilatu: {what}',
  find: 'Bilatu',
  searchHint: 'Bat datozenak beheko zerrendan erakusten ditu; inprimakian idatzitakoa gordetzen da.',
  noneFound: 'Ez da ezer aurkitu.',
  foundTags: 'Aurkitutako etiketak (markatu gehitzeko)',
  preview: 'Aurrebista',
  previewHeading: 'Aurrebista (oraindik gorde gabe)',
  previewFirst: 'Lehen {count} errepikapenak:',
  previewNone: 'Ekitaldi hau ez da errepikatzen.',
  previewCannot: 'Idatzi hasiera-data eta ordu-zona zuzenak errepikapenak ikusteko.',
};

const ca: ToolWords = {
  timezoneHint: 'Escriu per cercar a la llista (per exemple Europe/Madrid).',
  removePassword: 'Treu la contrasenya',
  searchFor: 'Cerca: {what}',
  find: 'Cerca',
  searchHint: 'Mostra les coincidències a la llista de sota; el que has escrit al formulari es conserva.',
  noneFound: "No s'ha trobat res.",
  foundTags: 'Etiquetes existents trobades (marca-les per afegir-les)',
  preview: 'Previsualització',
  previewHeading: 'Previsualització (encara sense desar)',
  previewFirst: 'Les primeres {count} repeticions:',
  previewNone: 'Aquest esdeveniment no es repeteix.',
  previewCannot: "Indica una data d'inici i un fus horari vàlids per veure les repeticions.",
};

const gl: ToolWords = {
  timezoneHint: 'Escribe para buscar na lista (por exemplo Europe/Madrid).',
  removePassword: 'Quitar o contrasinal',
  searchFor: 'Buscar: {what}',
  find: 'Buscar',
  searchHint: 'Amosa as coincidencias na lista de embaixo; o que escribiches no formulario consérvase.',
  noneFound: 'Non se atopou nada.',
  foundTags: 'Etiquetas existentes atopadas (márcaas para engadilas)',
  preview: 'Vista previa',
  previewHeading: 'Vista previa (aínda sen gardar)',
  previewFirst: 'As primeiras {count} repeticións:',
  previewNone: 'Este evento non se repite.',
  previewCannot: 'Indica unha data de inicio e un fuso horario válidos para ver as repeticións.',
};

export const TOOL_WORDS: Readonly<Record<Lang, ToolWords>> = { en, es, eu, ca, gl };
