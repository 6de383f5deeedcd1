/**
 * An HTML page read into a light tree, for the `page` reader (page-reader.ts): elements with their
 * attributes and where their content lies in the text, text between them, and the raw text of each
 * `<script>`. One left-to-right pass: each character is looked at a bounded number of times (no regex runs
 * over the page), with a budget of elements and of depth (an element deeper than `maxDepth` is read as
 * its parent's content, the elements past `maxElements` not at all, `truncated` set). Not a full HTML
 * parser: implied end tags are not inferred, which microformats and JSON-LD do not need.
 */
import { decodeEntities } from '../lib/html-entities';

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: (HtmlElement | string)[];
  /** The content's start and end offsets in the page (end = start when it is never closed). */
  innerStart: number;
  innerEnd: number;
}

export interface HtmlScan {
  root: HtmlElement;
  /** Each `<script>`'s `type` (lower case) and raw text. */
  scripts: { type: string; text: string }[];
  /** The page had more elements than the budget, or more nesting than it: some was not read as elements. */
  truncated: boolean;
}

export interface ScanLimits {
  maxElements: number;
  maxDepth: number;
}

export const SCAN_LIMITS: ScanLimits = { maxElements: 100_000, maxDepth: 64 };

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);
const MAX_ATTRIBUTES = 64;

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isNameChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x30 && c <= 0x39) ||
  c === 0x2d ||
  c === 0x3a;

/** Where `</name` (any case) next starts at or after `from`, or -1. */
function closingTagAt(html: string, name: string, from: number): number {
  let at = from;
  for (;;) {
    const found = html.indexOf('</', at);
    if (found === -1) return -1;
    if (html.slice(found + 2, found + 2 + name.length).toLowerCase() === name) {
      const after = html.charCodeAt(found + 2 + name.length);
      if (Number.isNaN(after) || !isNameChar(after)) return found;
    }
    at = found + 2;
  }
}

interface Tag {
  name: string;
  attrs: Record<string, string>;
  selfClosing: boolean;
  /** The offset just past its `>`. */
  end: number;
}

/** The start tag at `at` (`<` then a letter), its attributes read in one pass. */
function readTag(html: string, at: number): Tag {
  let i = at + 1;
  while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
  const name = html.slice(at + 1, i).toLowerCase();
  const attrs: Record<string, string> = {};
  let count = 0;
  let selfClosing = false;
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 0x3e /* > */) return { name, attrs, selfClosing, end: i + 1 };
    if (c === 0x2f /* / */) {
      selfClosing = html.charCodeAt(i + 1) === 0x3e;
      i++;
      continue;
    }
    const nameStart = i;
    while (i < html.length) {
      const d = html.charCodeAt(i);
      if (isSpace(d) || d === 0x3d || d === 0x3e || d === 0x2f) break;
      i++;
    }
    if (i === nameStart) i++; // a stray character
    const attr = html.slice(nameStart, i).toLowerCase();
    let value = '';
    let j = i;
    while (j < html.length && isSpace(html.charCodeAt(j))) j++;
    if (html.charCodeAt(j) === 0x3d /* = */) {
      j++;
      while (j < html.length && isSpace(html.charCodeAt(j))) j++;
      const quote = html.charCodeAt(j);
      if (quote === 0x22 || quote === 0x27) {
        const close = html.indexOf(String.fromCharCode(quote), j + 1);
        const end = close === -1 ? html.length : close;
        value = html.slice(j + 1, end);
        i = end + 1;
      } else {
        const start = j;
        while (j < html.length && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 0x3e) j++;
        value = html.slice(start, j);
        i = j;
      }
    }
    if (attr !== '' && count < MAX_ATTRIBUTES && !(attr in attrs)) {
      attrs[attr] = value.includes('&') ? decodeEntities(value) : value;
      count++;
    }
  }
  return { name, attrs, selfClosing, end: html.length };
}

export function scanHtml(html: string, limits: ScanLimits = SCAN_LIMITS): HtmlScan {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], innerStart: 0, innerEnd: html.length };
  const stack: HtmlElement[] = [root];
  const scripts: HtmlScan['scripts'] = [];
  let elements = 0;
  let truncated = false;
  let i = 0;
  const text = (from: number, to: number) => {
    if (to > from) stack[stack.length - 1]!.children.push(html.slice(from, to));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text(i, html.length);
      break;
    }
    text(i, lt);
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
    } else if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      const end = html.indexOf('>', lt + 2);
      i = end === -1 ? html.length : end + 1;
    } else if (next === 0x2f /* / */) {
      let j = lt + 2;
      while (j < html.length && isNameChar(html.charCodeAt(j))) j++;
      const name = html.slice(lt + 2, j).toLowerCase();
      const end = html.indexOf('>', j);
      i = end === -1 ? html.length : end + 1;
      // Closes the nearest open element of that name (and what it holds); a stray end tag is ignored.
      for (let depth = stack.length - 1; depth > 0; depth--) {
        if (stack[depth]!.tag === name) {
          for (let k = stack.length - 1; k >= depth; k--) stack[k]!.innerEnd = lt;
          stack.length = depth;
          break;
        }
      }
    } else if ((next >= 0x61 && next <= 0x7a) || (next >= 0x41 && next <= 0x5a)) {
      const tag = readTag(html, lt);
      i = tag.end;
      if (RAW_TEXT.has(tag.name)) {
        const close = closingTagAt(html, tag.name, i);
        const content = html.slice(i, close === -1 ? html.length : close);
        if (tag.name === 'script')
          scripts.push({ type: (tag.attrs.type ?? '').trim().toLowerCase(), text: content });
        const end = close === -1 ? html.length : html.indexOf('>', close);
        if (elements < limits.maxElements) {
          elements++;
          stack[stack.length - 1]!.children.push({
            tag: tag.name,
            attrs: tag.attrs,
            children: tag.name === 'script' || tag.name === 'style' ? [] : [content],
            innerStart: i,
            innerEnd: i + content.length,
          });
        }
        i = end === -1 ? html.length : end + 1;
        continue;
      }
      if (elements >= limits.maxElements) {
        truncated = true;
        continue;
      }
      elements++;
      const element: HtmlElement = {
        tag: tag.name,
        attrs: tag.attrs,
        children: [],
        innerStart: i,
        innerEnd: i,
      };
      stack[stack.length - 1]!.children.push(element);
      if (VOID.has(tag.name) || tag.selfClosing) continue;
      if (stack.length > limits.maxDepth) {
        truncated = true;
        continue;
      }
      element.innerEnd = html.length;
      stack.push(element);
    } else {
      // A `<` that starts no tag is text.
      text(lt, lt + 1);
      i = lt + 1;
    }
  }
  return { root, scripts, truncated };
}

/**
 * The text of an element (its descendants' text, entities decoded, spaces collapsed), at most `max`
 * characters, looking at no more than `maxNodes` nodes: bounded whatever the element holds.
 */
export function textOf(element: HtmlElement, max = 2000, maxNodes = 5000): string {
  let out = '';
  let seen = 0;
  const stack: (HtmlElement | string)[] = [element];
  while (stack.length > 0 && out.length < max && seen < maxNodes) {
    const node = stack.pop()!;
    seen++;
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    if (node.tag === 'script' || node.tag === 'style') continue;
    if (node.tag === 'br' || node.tag === 'p' || node.tag === 'div' || node.tag === 'li') out += ' ';
    for (let k = node.children.length - 1; k >= 0; k--) stack.push(node.children[k]!);
  }
  const decoded = decodeEntities(out.slice(0, max * 2));
  return decoded.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** The classes of an element. */
export const classesOf = (element: HtmlElement): string[] =>
  (element.attrs.class ?? '').split(/\s+/).filter((c) => c !== '');
