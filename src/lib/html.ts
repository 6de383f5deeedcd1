import { decodeEntities, referenceLengthAt } from './html-entities';

/**
 * HTML to plain text, for a feed's DESCRIPTION: one pass over the input, so the work is linear in its
 * length whatever a writer puts in it (regular expressions over `[^>]*` or `\s*\n\s*` went quadratic on
 * long runs of `<a` or of spaces), and it stops as soon as the text reaches its cap.
 *
 * Scripts, styles, templates and comments are dropped with what they hold; paragraphs, headings and
 * lists stand apart (a blank line), `<br>` and the ends of list items, rows and divisions break lines,
 * list items are bulleted; other tags are removed, entities decoded, spaces collapsed, lines trimmed.
 * A `<` that opens no tag is text.
 */

/** Elements whose ends leave a blank line, and elements whose ends break the line. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'pre']);
for (const name of ['figure', 'section', 'article', 'header', 'footer']) BLOCKS.add(name);
const LINES = new Set(['li', 'tr', 'div', 'dt', 'dd']);
/** Elements dropped with their content, and the end tag that closes each. */
const RAW_TEXT: ReadonlyMap<string, RegExp> = new Map(
  ['script', 'style', 'template'].map((name) => [name, new RegExp(`</${name}[\\t\\n\\f\\r ]*>`, 'gi')]),
);

/** A tag's name, after `<` or `</` (bounded by the tag, which has been found already). */
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;
const TAG_START = /[a-zA-Z!/?]/;

/** Spaces that collapse (HTML's ASCII whitespace, and the no-break space). */
const isSpace = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 12 || code === 13 || code === 160;

/** The text being built, with spaces and line breaks collapsed as it grows, up to `max` characters. */
class TextBuilder {
  text = '';
  private space = false;
  private breaks = 0;

  constructor(private readonly max: number) {}

  get full() {
    return this.text.length > this.max;
  }

  addSpace() {
    this.space = true;
  }

  /** `count` line breaks: 1 ends a line, 2 leave a blank line (never more). */
  addBreaks(count: 1 | 2) {
    this.breaks = Math.min(2, this.breaks + count);
  }

  /** Visible characters (no collapsible space in them), after the pending space or breaks. */
  addVisible(chars: string) {
    if (this.text !== '') {
      if (this.breaks > 0) this.text += this.breaks === 2 ? '\n\n' : '\n';
      else if (this.space) this.text += ' ';
    }
    this.space = false;
    this.breaks = 0;
    this.text += chars;
  }

  /** Text from an entity: its spaces and line breaks count as such. */
  addDecoded(chars: string) {
    for (const char of chars) {
      if (char === '\n') this.addBreaks(1);
      else if (isSpace(char.charCodeAt(0))) this.addSpace();
      else this.addVisible(char);
    }
  }
}

/**
 * Where the next `>` at or after a position is (-1: none). Positions only grow, and a search starts
 * past the `>` the previous one found, so all the searches together read the input once.
 */
class TagEnds {
  private next: number | null = null;

  constructor(private readonly html: string) {}

  after(from: number): number {
    if (this.next === null || (this.next !== -1 && this.next < from))
      this.next = this.html.indexOf('>', from);
    return this.next;
  }
}

/** The end of a raw-text element (`…</script>`), or -1 when it is never closed. */
function rawTextEnd(html: string, close: RegExp, from: number): number {
  close.lastIndex = from;
  const match = close.exec(html);
  return match ? match.index + match[0].length : -1;
}

/**
 * The plain text of an HTML fragment, at most `max` characters (then cut at a word, with `…`).
 * `cutInput`: the HTML is the start of a longer one: a tag cut in two at its end is dropped, and the
 * text ends with `…`.
 */
export function htmlToText(
  whole: string,
  max = Number.POSITIVE_INFINITY,
  { cutInput = false }: { cutInput?: boolean } = {},
): string {
  const html = cutInput ? withoutCutTag(whole) : whole;
  const out = new TextBuilder(max);
  const tagEnds = new TagEnds(html);
  let i = 0;
  while (i < html.length && !out.full) {
    const code = html.charCodeAt(i);
    if (isSpace(code)) {
      out.addSpace();
      i += 1;
    } else if (code === 0x3c /* < */ && html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
    } else if (code === 0x3c && TAG_START.test(html[i + 1] ?? '')) {
      const end = tagEnds.after(i);
      if (end === -1) {
        // No `>` anywhere after: no tag can open from here on, so the `<` is text.
        out.addVisible('<');
        i += 1;
        continue;
      }
      const closing = html[i + 1] === '/';
      TAG_NAME.lastIndex = i + (closing ? 2 : 1);
      const name = TAG_NAME.exec(html)?.[0]?.toLowerCase() ?? '';
      i = end + 1;
      if (closing) {
        if (BLOCKS.has(name)) out.addBreaks(2);
        else if (LINES.has(name)) out.addBreaks(1);
      } else if (name === 'br') {
        out.addBreaks(1);
      } else if (name === 'li') {
        out.addVisible('•');
        out.addSpace();
      } else if (RAW_TEXT.has(name)) {
        const rawEnd = rawTextEnd(html, RAW_TEXT.get(name)!, i);
        i = rawEnd === -1 ? html.length : rawEnd;
      }
    } else if (code === 0x26 /* & */) {
      const length = referenceLengthAt(html, i);
      if (length > 0) {
        out.addDecoded(decodeEntities(html.slice(i, i + length)));
        i += length;
      } else {
        out.addVisible('&');
        i += 1;
      }
    } else {
      // A run of plain characters, up to the next one that means something.
      let end = i + 1;
      while (end < html.length) {
        const next = html.charCodeAt(end);
        if (next === 0x3c || next === 0x26 || isSpace(next)) break;
        end += 1;
      }
      out.addVisible(html.slice(i, end));
      i = end;
    }
  }
  if (out.full || (cutInput && out.text.length >= max)) return cut(out.text, max);
  return cutInput && out.text !== '' ? `${out.text}…` : out.text;
}

/** The HTML without a tag or entity cut in two at its end. */
function withoutCutTag(html: string): string {
  const open = html.lastIndexOf('<');
  const kept = open > html.lastIndexOf('>') ? html.slice(0, open) : html;
  return kept.replace(/&[#a-zA-Z0-9]{0,32}$/, '');
}

/** `text` cut to at most `max` characters, at the last space of its last 80 if there is one, with `…`. */
function cut(text: string, max: number): string {
  let end = Math.max(0, max - 1);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  const space = text.lastIndexOf(' ', end);
  if (space > end - 80 && space > 0) end = space;
  return `${text.slice(0, end).trimEnd()}…`;
}
