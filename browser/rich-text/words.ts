import type { Lang } from '../../src/lib/languages';

/**
 * The editor's words in the five languages. The page hands the browser those of its language as JSON
 * (the script element's `data-words`), so the bundle holds none of them.
 */
export interface RichTextWords {
  /** The toolbar's name, before the field's own: "Formatting: Description". */
  formatting: string;
  bold: string;
  italic: string;
  heading: string;
  subheading: string;
  quote: string;
  bulletList: string;
  orderedList: string;
  link: string;
  undo: string;
  redo: string;
  /** The link dialog. */
  linkTitle: string;
  linkAddress: string;
  linkAddressHint: string;
  linkText: string;
  linkInvalid: string;
  apply: string;
  removeLink: string;
  cancel: string;
  /** A text holding what the editor would drop: it stays an HTML field. `{tags}`: what would be lost. */
  keptAsHtml: string;
  useEditorAnyway: string;
}

const en: RichTextWords = {
  formatting: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  subheading: 'Subheading',
  quote: 'Quote',
  bulletList: 'List',
  orderedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkTitle: 'Link',
  linkAddress: 'Address',
  linkAddressHint: 'A web address (example.org/page), an email address or mailto:, tel: for a phone number.',
  linkText: 'Text of the link',
  linkInvalid: 'This is not an address a link can have: use https://, http://, mailto: or tel:.',
  apply: 'Apply',
  removeLink: 'Remove the link',
  cancel: 'Cancel',
  keptAsHtml:
    'This text holds formatting the visual editor does not keep ({tags}): it is edited here as HTML.',
  useEditorAnyway: 'Use the visual editor (that formatting is removed)',
};

const es: RichTextWords = {
  formatting: 'Formato',
  bold: 'Negrita',
  italic: 'Cursiva',
  heading: 'Título',
  subheading: 'Subtítulo',
  quote: 'Cita',
  bulletList: 'Lista',
  orderedList: 'Lista numerada',
  link: 'Enlace',
  undo: 'Deshacer',
  redo: 'Rehacer',
  linkTitle: 'Enlace',
  linkAddress: 'Dirección',
  linkAddressHint:
    'Una dirección web (ejemplo.org/pagina), una dirección de correo o mailto:, tel: para un teléfono.',
  linkText: 'Texto del enlace',
  linkInvalid: 'Esta no es una dirección que pueda tener un enlace: usa https://, http://, mailto: o tel:.',
  apply: 'Aplicar',
  removeLink: 'Quitar el enlace',
  cancel: 'Cancelar',
  keptAsHtml:
    'Este texto tiene un formato que el editor visual no conserva ({tags}): aquí se edita como HTML.',
  useEditorAnyway: 'Usar el editor visual (ese formato se elimina)',
};

const eu: RichTextWords = {
  formatting: 'Formatua',
  bold: 'Lodia',
  italic: 'Etzana',
  heading: 'Izenburua',
  subheading: 'Azpititulua',
  quote: 'Aipua',
  bulletList: 'Zerrenda',
  orderedList: 'Zerrenda zenbakitua',
  link: 'Esteka',
  undo: 'Desegin',
  redo: 'Berregin',
  linkTitle: 'Esteka',
  linkAddress: 'Helbidea',
  linkAddressHint:
    'Web helbide bat (adibidea.eus/orria), helbide elektroniko bat edo mailto:, tel: telefono baterako.',
  linkText: 'Estekaren testua',
  linkInvalid: 'Hau ez da esteka batek izan dezakeen helbidea: erabili https://, http://, mailto: edo tel:.',
  apply: 'Aplikatu',
  removeLink: 'Kendu esteka',
  cancel: 'Utzi',
  keptAsHtml:
    'Testu honek editore bisualak gordetzen ez duen formatua du ({tags}): hemen HTML gisa editatzen da.',
  useEditorAnyway: 'Erabili editore bisuala (formatu hori kendu egiten da)',
};

const ca: RichTextWords = {
  formatting: 'Format',
  bold: 'Negreta',
  italic: 'Cursiva',
  heading: 'Títol',
  subheading: 'Subtítol',
  quote: 'Cita',
  bulletList: 'Llista',
  orderedList: 'Llista numerada',
  link: 'Enllaç',
  undo: 'Desfés',
  redo: 'Refés',
  linkTitle: 'Enllaç',
  linkAddress: 'Adreça',
  linkAddressHint:
    'Una adreça web (exemple.cat/pagina), una adreça de correu o mailto:, tel: per a un telèfon.',
  linkText: 'Text de l’enllaç',
  linkInvalid:
    'Aquesta no és una adreça que pugui tenir un enllaç: fes servir https://, http://, mailto: o tel:.',
  apply: 'Aplica',
  removeLink: 'Treu l’enllaç',
  cancel: 'Cancel·la',
  keptAsHtml: 'Aquest text té un format que l’editor visual no conserva ({tags}): aquí s’edita com a HTML.',
  useEditorAnyway: 'Fes servir l’editor visual (aquest format s’elimina)',
};

const gl: RichTextWords = {
  formatting: 'Formato',
  bold: 'Negra',
  italic: 'Cursiva',
  heading: 'Título',
  subheading: 'Subtítulo',
  quote: 'Cita',
  bulletList: 'Lista',
  orderedList: 'Lista numerada',
  link: 'Ligazón',
  undo: 'Desfacer',
  redo: 'Refacer',
  linkTitle: 'Ligazón',
  linkAddress: 'Enderezo',
  linkAddressHint:
    'Un enderezo web (exemplo.gal/paxina), un enderezo de correo ou mailto:, tel: para un teléfono.',
  linkText: 'Texto da ligazón',
  linkInvalid: 'Este non é un enderezo que poida ter unha ligazón: usa https://, http://, mailto: ou tel:.',
  apply: 'Aplicar',
  removeLink: 'Quitar a ligazón',
  cancel: 'Cancelar',
  keptAsHtml: 'Este texto ten un formato que o editor visual non conserva ({tags}): aquí edítase como HTML.',
  useEditorAnyway: 'Usar o editor visual (ese formato elimínase)',
};

export const RICH_TEXT_WORDS: Readonly<Record<Lang, RichTextWords>> = { eu, ca, en, gl, es };
