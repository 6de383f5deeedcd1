import type { SANITIZER_RULES } from '../../lib/sanitize-html';

/**
 * Pasted HTML (from Word, a web page…) cleaned in the browser by the API's sanitiser's own allow-list
 * (`SANITIZER_RULES`, handed to the script as data): the browser parses the clipboard with DOMParser (an
 * inert document: nothing runs, nothing loads) and this walks the tree it built, so no pattern is matched
 * against pasted text. Kept: the allowed elements with their allowed attributes (links and images only to
 * the allowed schemes); dropped with their content: script, style and the like; every other element is
 * unwrapped (its content kept). The API sanitises again on save: this is so the writer sees what will stay.
 *
 * The script embeds this function's source (`cleanPasted.toString()`), so it is one self-contained
 * function: no imports, no named inner functions (a bundler may wrap those in helpers the page lacks).
 */

/** The part of a DOM node the cleaner reads (a browser's Node; a plain object in tests). */
export interface PasteNode {
  /** 1 element, 3 text; others (comments…) are dropped. */
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<PasteNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

export type PasteRules = typeof SANITIZER_RULES;

export function cleanPasted(root: PasteNode, rules: PasteRules): string {
  const out: string[] = [];
  // Nodes still to write, last first; a string is the closing tag of a kept element.
  const stack: Array<PasteNode | string> = [];
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push(root.childNodes[i]!);
  let open = 0;
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      open--;
      continue;
    }
    if (item.nodeType === 3) {
      out.push(
        (item.nodeValue ?? '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
      );
      continue;
    }
    if (item.nodeType !== 1) continue;
    const tag = item.nodeName.toLowerCase();
    if (rules.droppedWithContent.includes(tag)) continue;
    const name = (rules.renamed as Record<string, string>)[tag] ?? tag;
    const isVoid = rules.void.includes(name);
    const keep = rules.allowed.includes(name) && (isVoid || open < rules.maxDepth);
    let attributes = '';
    let hasSrc = false;
    const seen: string[] = [];
    const allowedHere = (rules.attributes as Record<string, readonly string[]>)[name] ?? [];
    const list = keep && item.attributes ? item.attributes : [];
    for (let i = 0; i < list.length; i++) {
      const attr = list[i]!;
      const attrName = attr.name.toLowerCase();
      if (seen.includes(attrName)) continue;
      if (!rules.globalAttributes.includes(attrName) && !allowedHere.includes(attrName)) continue;
      let value: string | null = attr.value;
      if (rules.urlAttributes.includes(attrName)) {
        const schemes: readonly string[] = name === 'img' ? rules.imageSchemes : rules.linkSchemes;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs too
        const bare = attr.value.replace(/[\u0000-\u0020\u007F]+/g, '');
        try {
          const url = new URL(bare);
          value = schemes.includes(url.protocol) ? url.href : null;
        } catch {
          value = null;
        }
      }
      if (value === null) continue;
      seen.push(attrName);
      if (attrName === 'src') hasSrc = true;
      attributes += ` ${attrName}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}"`;
    }
    if (keep && name === 'img' && !hasSrc) continue;
    if (keep) {
      out.push(`<${name}${attributes}>`);
      if (isVoid) continue;
      stack.push(`</${name}>`);
      open++;
    }
    for (let i = item.childNodes.length - 1; i >= 0; i--) stack.push(item.childNodes[i]!);
  }
  return out.join('');
}
