import { type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { canonicalHref } from './href';

/**
 * What the editor's documents may hold: exactly what the API's sanitiser keeps of what the issue asks
 * for (paragraphs, headings h2–h6, quotes, bulleted and numbered lists, line breaks; bold, italic and
 * links), and nothing else, so whatever is pasted or loaded that is not one of these is left out by
 * ProseMirror's parser (its text kept). `h1` is read as `h2`, as the sanitiser renames it (a page has
 * one h1, its own title). No DOM is touched when the module loads: the output tests build it in workerd.
 */

/** The heading levels kept (h1 is read as h2). */
export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;

interface Attributes {
  getAttribute(name: string): string | null;
}

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
  heading: {
    attrs: { level: { default: 2, validate: 'number' } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [
      { tag: 'h1', attrs: { level: 2 } },
      ...HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
    ],
    toDOM: (node) => [`h${node.attrs.level}`, 0],
  },
  blockquote: {
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  bulletList: { content: 'listItem+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
  /** The sanitiser keeps `start`, not a marker type (it drops `type`). */
  orderedList: {
    attrs: { start: { default: 1, validate: 'number' } },
    content: 'listItem+',
    group: 'block',
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom: Attributes) => {
          const start = Number.parseInt(dom.getAttribute('start') ?? '', 10);
          return { start: Number.isSafeInteger(start) ? start : 1 };
        },
      },
    ],
    toDOM: (node) => ['ol', node.attrs.start === 1 ? {} : { start: node.attrs.start }, 0],
  },
  listItem: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: () => ['li', 0],
  },
  text: { group: 'inline' },
  hardBreak: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
};

const marks: Record<string, MarkSpec> = {
  /** First, so a link holds its bold and italic parts rather than being cut by them. */
  link: {
    attrs: { href: { validate: 'string' } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom: Attributes) => {
          const href = canonicalHref(dom.getAttribute('href') ?? '');
          return href === null ? false : { href };
        },
      },
    ],
    toDOM: (mark) => ['a', { href: mark.attrs.href, rel: 'nofollow noopener' }, 0],
  },
  bold: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b' },
      { style: 'font-weight', getAttrs: (value: string) => /^(bold(er)?|[6-9]00)$/.test(value) && null },
    ],
    toDOM: () => ['strong', 0],
  },
  italic: {
    parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
    toDOM: () => ['em', 0],
  },
};

export const richTextSchema = new Schema({ nodes, marks });
