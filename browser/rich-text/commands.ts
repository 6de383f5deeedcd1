import { chainCommands, exitCode, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { inputRules, textblockTypeInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { richTextSchema as schema } from './schema';

/**
 * What the toolbar and the keys do, and what they show as on: ProseMirror's commands over the schema.
 * Each toggle undoes itself (a heading back to a paragraph, out of a quote or a list); switching a list
 * to the other kind keeps its items.
 */

const { nodes, marks } = schema;

export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The nearest enclosing node of `type`: its depth at the selection's start, or -1. */
function ancestorDepth(state: EditorState, type: NodeType): number {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return depth;
  return -1;
}

export const headingActive = (state: EditorState, level: number) => {
  const parent = state.selection.$from.parent;
  return parent.type === nodes.heading && parent.attrs.level === level;
};
export const quoteActive = (state: EditorState) => ancestorDepth(state, nodes.blockquote!) !== -1;

/** The innermost list around the selection is of this kind. */
export function listActive(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === nodes.bulletList || node.type === nodes.orderedList) return node.type === type;
  }
  return false;
}

export const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    headingActive(state, level)
      ? setBlockType(nodes.paragraph!)(state, dispatch)
      : setBlockType(nodes.heading!, { level })(state, dispatch);

export const toggleQuote: Command = (state, dispatch) =>
  quoteActive(state) ? lift(state, dispatch) : wrapIn(nodes.blockquote!)(state, dispatch);

export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    if (listActive(state, type)) return liftListItem(nodes.listItem!)(state, dispatch);
    const other = type === nodes.bulletList ? nodes.orderedList! : nodes.bulletList!;
    if (listActive(state, other)) {
      const { $from } = state.selection;
      for (let depth = $from.depth; depth > 0; depth--) {
        if ($from.node(depth).type !== other) continue;
        dispatch?.(state.tr.setNodeMarkup($from.before(depth), type));
        return true;
      }
    }
    return wrapInList(type)(state, dispatch);
  };

/** The link the cursor is inside (or the selection starts on): its range and address. */
export function linkAt(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from, empty } = state.selection;
  const parent = $from.parent;
  const { node, index, offset } = parent.childAfter($from.parentOffset);
  const mark = node ? marks.link!.isInSet(node.marks) : undefined;
  if (!node || !mark) return null;
  let first = index;
  let from = offset;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) {
    first--;
    from -= parent.child(first).nodeSize;
  }
  let to = offset + node.nodeSize;
  for (let i = index + 1; i < parent.childCount && mark.isInSet(parent.child(i).marks); i++)
    to += parent.child(i).nodeSize;
  // A cursor just before a link is not in it (typing there doesn't extend it).
  if (empty && $from.parentOffset === from) return null;
  const start = $from.start();
  return { from: start + from, to: start + to, href: String(mark.attrs.href) };
}

/** Sets (or, with null, removes) the link over the selection, or over the link the cursor is in. */
export const setLink =
  (href: string | null, text?: string): Command =>
  (state, dispatch) => {
    const type = marks.link!;
    const current = linkAt(state);
    const { from, to, empty } = state.selection;
    const range = empty && current ? current : { from, to };
    const tr = state.tr;
    if (href === null) tr.removeMark(range.from, range.to, type);
    else if (range.from === range.to) {
      if (!text) return false;
      tr.insert(from, schema.text(text, [type.create({ href })]));
    } else {
      tr.removeMark(range.from, range.to, type);
      tr.addMark(range.from, range.to, type.create({ href }));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };

const hardBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hardBreak!.create()).scrollIntoView());
  return true;
};

/** The keys: ProseMirror's names, Mod is Ctrl (Cmd on a Mac). The toolbar shows the same ones. */
export function richTextKeys(extra: Record<string, Command>): Record<string, Command> {
  return {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleMark(marks.bold!),
    'Mod-B': toggleMark(marks.bold!),
    'Mod-i': toggleMark(marks.italic!),
    'Mod-I': toggleMark(marks.italic!),
    'Mod-Alt-0': setBlockType(nodes.paragraph!),
    'Mod-Alt-2': toggleHeading(2),
    'Mod-Alt-3': toggleHeading(3),
    'Mod-Shift-b': toggleQuote,
    'Mod-Shift-B': toggleQuote,
    'Mod-Shift-8': toggleList(nodes.bulletList!),
    'Mod-Shift-7': toggleList(nodes.orderedList!),
    'Shift-Enter': chainCommands(exitCode, hardBreak),
    'Mod-Enter': chainCommands(exitCode, hardBreak),
    Enter: splitListItem(nodes.listItem!),
    // Only inside a list, and only when the item can move: elsewhere Tab leaves the editor as usual.
    Tab: sinkListItem(nodes.listItem!),
    'Shift-Tab': liftListItem(nodes.listItem!),
    ...extra,
  };
}

/** Typing "- ", "1. ", "> " or "## " at a line's start makes a list, a quote or a heading. */
export const richTextInputRules = () =>
  inputRules({
    rules: [
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bulletList!),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        nodes.orderedList!,
        (match) => ({ start: Number(match[1]) }),
        (match, node) => node.childCount + node.attrs.start === Number(match[1]),
      ),
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote!),
      textblockTypeInputRule(/^(#{2,6})\s$/, nodes.heading!, (match) => ({ level: match[1]!.length })),
    ],
  });
