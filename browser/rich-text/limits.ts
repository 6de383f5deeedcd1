import type { Node as PmNode } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';

/**
 * Deepest nesting of blocks the editor accepts (a list in a quote in a list…). With the three marks
 * around the text, the deepest element then stays far under the sanitiser's 64 open elements, beyond
 * which it flattens what it reads; an edit (or a paste) that would nest deeper is refused.
 */
export const MAX_NESTING = 32;

/** How deep blocks nest in a document (its top blocks are 1; text and line breaks don't count). */
export function nestingOf(doc: PmNode): number {
  let deepest = 0;
  const stack: Array<[PmNode, number]> = [[doc, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    node.forEach((child) => {
      if (!child.isInline) stack.push([child, depth + 1]);
    });
  }
  return deepest;
}

/** Refuses any change that nests blocks deeper than MAX_NESTING. */
export const nestingLimit = () =>
  new Plugin({ filterTransaction: (tr) => !tr.docChanged || nestingOf(tr.doc) <= MAX_NESTING });
