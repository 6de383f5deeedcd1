import { escapeHtml } from '../../src/lib/sanitize-html';
import { canonicalHref } from './href';

/**
 * The editor's document (ProseMirror's JSON) written as HTML the way the API's sanitiser writes it, so
 * that `sanitizeHtml(html) === html` (test/unit/rich-text-output.test.ts): text with `&`, `<`, `>` as
 * `&amp;` `&lt;` `&gt;`, attribute values escaped as the sanitiser escapes them, links to the allowed
 * schemes only, in the URL parser's form and with the `rel` the sanitiser adds, `<br>` without a slash.
 * Pure: no DOM (the tests run it in workerd).
 */

export interface RichTextJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextJson[];
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  text?: string;
}

/** Block nodes: their element. */
const BLOCKS: Readonly<Record<string, string>> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
};

/** A mark's opening and closing tags, or null for a mark the sanitiser would not keep. */
function markTags(mark: { type: string; attrs?: Record<string, unknown> }): [string, string] | null {
  if (mark.type === 'bold') return ['<strong>', '</strong>'];
  if (mark.type === 'italic') return ['<em>', '</em>'];
  if (mark.type === 'link') {
    const href = typeof mark.attrs?.href === 'string' ? canonicalHref(mark.attrs.href) : null;
    return href === null ? null : [`<a href="${escapeHtml(href)}" rel="nofollow noopener">`, '</a>'];
  }
  return null;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Inline content: text and line breaks, marks kept open across neighbours that share them. */
function inline(nodes: readonly RichTextJson[], out: string[]) {
  const open: string[] = [];
  const closers: string[] = [];
  for (const node of nodes) {
    const wanted: Array<[string, string]> = [];
    for (const mark of node.marks ?? []) {
      const tags = markTags(mark);
      if (tags) wanted.push(tags);
    }
    let same = 0;
    while (same < open.length && same < wanted.length && open[same] === wanted[same]![0]) same++;
    while (open.length > same) {
      open.pop();
      out.push(closers.pop()!);
    }
    for (const [start, end] of wanted.slice(same)) {
      open.push(start);
      closers.push(end);
      out.push(start);
    }
    if (node.type === 'text') out.push(escapeText(node.text ?? ''));
    else if (node.type === 'hardBreak') out.push('<br>');
  }
  while (closers.length > 0) out.push(closers.pop()!);
}

function block(node: RichTextJson, out: string[]) {
  const children = node.content ?? [];
  if (node.type === 'heading') {
    const level = Math.min(6, Math.max(2, Number(node.attrs?.level) || 2));
    out.push(`<h${level}>`);
    inline(children, out);
    out.push(`</h${level}>`);
    return;
  }
  const tag = BLOCKS[node.type];
  if (!tag) return;
  const start = Number(node.attrs?.start);
  const attributes = tag === 'ol' && Number.isSafeInteger(start) && start !== 1 ? ` start="${start}"` : '';
  out.push(`<${tag}${attributes}>`);
  if (tag === 'p') inline(children, out);
  else for (const child of children) block(child, out);
  out.push(`</${tag}>`);
}

/** The document as the description's HTML; an empty document (one empty paragraph) is "". */
export function serializeRichText(doc: RichTextJson): string {
  const blocks = doc.content ?? [];
  if (blocks.length === 1 && blocks[0]!.type === 'paragraph' && (blocks[0]!.content ?? []).length === 0)
    return '';
  const out: string[] = [];
  for (const node of blocks) block(node, out);
  return out.join('');
}
