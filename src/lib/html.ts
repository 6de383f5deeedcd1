/** HTML fragments as text: entities decoded, and the text of a fragment for plain-text formats. */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Agrave: 'À',
  Egrave: 'È',
  Ograve: 'Ò',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  uuml: 'ü',
  Uuml: 'Ü',
  iuml: 'ï',
  Iuml: 'Ï',
};

/** Decodes numeric entities and the named ones found in event texts (others are left as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Ends of blocks that stand apart (a blank line after them), and of lines (a line break). */
const BLOCK_END = /<\/(?:p|h[1-6]|ul|ol|table|blockquote|pre|figure|section|article|header|footer)\s*>/gi;
const LINE_END = /<\/(?:li|tr|div|dt|dd)\s*>/gi;

/**
 * The text of an HTML fragment: scripts, styles and comments dropped, paragraphs, headings and lists
 * apart, `<br>` and list items on lines of their own (bulleted), tags removed, entities decoded,
 * spaces collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/\r\n?/g, '\n')
    // Source line breaks are spaces in HTML; only tags break lines.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[a-z!/?][^>]*>/gi, '');
  return decodeEntities(text)
    .replace(/[ \t\u00A0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
