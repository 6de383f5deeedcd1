import { decodeEntities, referenceLengthAt } from './html-entities';

/**
 * Writer HTML (event, venue and organizer descriptions) made safe to put in a page: an allow-list of
 * tags and attributes, links and images only to http(s) (links also to mailto: and tel:), every
 * element closed, text escaped. A single left-to-right scan: each character is read a bounded number
 * of times, so the work stays linear in the input whatever it holds (no regex that backtracks on it).
 */

/** Allowed elements; `h1` becomes `h2` (a page has one `h1`, its own title). */
const ALLOWED = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2' };
const VOID = new Set(['br', 'hr', 'img']);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
]);
const GLOBAL_ATTRIBUTES = new Set(['lang', 'dir', 'title']);
const ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed']),
  q: new Set(['cite']),
  blockquote: new Set(['cite']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);
/** Deeper nesting is flattened: it bounds the work of closing tags. */
const MAX_DEPTH = 64;

/** The allow-list as data, for a browser that cleans pasted HTML by the same rules before it is sent. */
export const SANITIZER_RULES = {
  allowed: [...ALLOWED],
  renamed: RENAMED,
  void: [...VOID],
  droppedWithContent: [...DROPPED_WITH_CONTENT],
  globalAttributes: [...GLOBAL_ATTRIBUTES],
  attributes: Object.fromEntries(Object.entries(ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  urlAttributes: [...URL_ATTRIBUTES],
  linkSchemes: [...LINK_SCHEMES],
  imageSchemes: [...IMAGE_SCHEMES],
  maxDepth: MAX_DEPTH,
} as const;

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) =>
  isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 95 || code === 58;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text of the input as it may stand in a page: references kept when whole, every other `&` `<` `>` escaped. */
function escapeText(text: string, out: string[]) {
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 38 && c !== 60 && c !== 62) continue;
    out.push(text.slice(from, i));
    const reference = c === 38 ? referenceLengthAt(text, i) : 0;
    if (reference > 0) {
      out.push(text.slice(i, i + reference));
      i += reference - 1;
    } else out.push(c === 38 ? '&amp;' : c === 60 ? '&lt;' : '&gt;');
    from = i + 1;
  }
  out.push(text.slice(from));
}

/** A URL attribute's value if its scheme is allowed (after references are decoded, as a browser does). */
function safeUrl(value: string, schemes: ReadonlySet<string>): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs too
  const decoded = decodeEntities(value).replace(/[\u0000-\u0020\u007F]+/g, '');
  try {
    const url = new URL(decoded);
    return schemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Array<[string, string]>;
  /** Where the scan goes on (after the `>`), or -1 when the input ended inside the tag. */
  end: number;
}

/** Reads a tag starting at `<` (`at`): its name, its attributes, and where it ends. */
function readTag(html: string, at: number): Tag {
  let i = at + 1;
  const closing = html.charCodeAt(i) === 47;
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes: Array<[string, string]> = [];
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (c === 62) return { name, closing, attributes, end: i + 1 };
    if (isSpace(c) || c === 47) {
      i++;
      continue;
    }
    const attrStart = i;
    while (i < html.length) {
      const d = html.charCodeAt(i);
      if (isSpace(d) || d === 47 || d === 61 || d === 62) break;
      i++;
    }
    // A lone `=` or quote where a name should be: skip it.
    if (i === attrStart) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html.charCodeAt(i) === 61) {
      i++;
      while (i < html.length && isSpace(html.charCodeAt(i))) i++;
      const quote = html.charCodeAt(i);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(String.fromCharCode(quote), i + 1);
        if (close === -1) return { name, closing, attributes, end: -1 };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (attrName !== '') attributes.push([attrName, value]);
  }
  return { name, closing, attributes, end: -1 };
}

function renderAttributes(name: string, attributes: Array<[string, string]>): string {
  const allowed = ATTRIBUTES[name];
  const kept = new Map<string, string>();
  for (const [attr, raw] of attributes) {
    if (kept.has(attr) || !(GLOBAL_ATTRIBUTES.has(attr) || allowed?.has(attr))) continue;
    const value = URL_ATTRIBUTES.has(attr)
      ? safeUrl(raw, name === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES)
      : decodeEntities(raw);
    if (value !== null) kept.set(attr, value);
  }
  if (name === 'img' && !kept.has('src')) return '';
  if (name === 'a' && kept.has('href')) kept.set('rel', 'nofollow noopener');
  if (name === 'img' && !kept.has('alt')) kept.set('alt', '');
  return [...kept].map(([attr, value]) => ` ${attr}="${escapeHtml(value)}"`).join('');
}

/** Input lowercased letter for letter (ASCII only, so indexes stay those of the input). */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());

/** The input as safe HTML. */
export function sanitizeHtml(html: string): string {
  const lower = asciiLower(html);
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      escapeText(html.slice(i), out);
      break;
    }
    escapeText(html.slice(i, lt), out);
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (close === -1) break;
      i = close + 3;
      continue;
    }
    if (next === 33 || next === 63) {
      // `<!DOCTYPE …>`, `<![CDATA[…]]>`, `<?…>`: dropped.
      const close = html.indexOf('>', lt);
      if (close === -1) break;
      i = close + 1;
      continue;
    }
    const startsTag = isAsciiLetter(next) || (next === 47 && isAsciiLetter(html.charCodeAt(lt + 2)));
    if (!startsTag) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    // The input ends inside a tag: browsers drop that tag, and so does this.
    if (tag.end === -1) break;
    i = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (tag.closing) continue;
      const close = lower.indexOf(`</${tag.name}`, i);
      if (close === -1) break;
      const after = html.indexOf('>', close);
      if (after === -1) break;
      i = after + 1;
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!ALLOWED.has(name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (!VOID.has(name) && open.length >= MAX_DEPTH) continue;
    const attributes = renderAttributes(name, tag.attributes);
    if (name === 'img' && attributes === '') continue;
    out.push(`<${name}${attributes}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
