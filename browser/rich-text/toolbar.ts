import { toggleMark } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { Command, EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import {
  headingActive,
  listActive,
  markActive,
  quoteActive,
  toggleHeading,
  toggleList,
  toggleQuote,
} from './commands';
import { richTextSchema as schema } from './schema';
import type { RichTextWords } from './words';

/**
 * The toolbar of one editor (WAI-ARIA's toolbar pattern): one tab stop, the arrow keys, Home and End move
 * between its buttons; each button says its state (`aria-pressed`, `aria-disabled`) and its shortcut
 * (`aria-keyshortcuts`, and in its tooltip). A click keeps the editor's selection and focus.
 */

interface Tool {
  name: keyof RichTextWords;
  /** ProseMirror's key name (Mod is Ctrl, or Cmd on a Mac): commands.ts binds the same. */
  keys: string;
  command: Command;
  /** A toggle's state; none for a command. */
  active?: (state: EditorState) => boolean;
  /** Whether it can run now (undo, redo). */
  enabled?: boolean;
  /** Opens a dialog (the link). */
  dialog?: boolean;
}

const { marks, nodes } = schema;

export function tools(openLink: Command): Tool[] {
  return [
    {
      name: 'bold',
      keys: 'Mod-b',
      command: toggleMark(marks.bold!),
      active: (s) => markActive(s, marks.bold!),
    },
    {
      name: 'italic',
      keys: 'Mod-i',
      command: toggleMark(marks.italic!),
      active: (s) => markActive(s, marks.italic!),
    },
    { name: 'heading', keys: 'Mod-Alt-2', command: toggleHeading(2), active: (s) => headingActive(s, 2) },
    { name: 'subheading', keys: 'Mod-Alt-3', command: toggleHeading(3), active: (s) => headingActive(s, 3) },
    { name: 'quote', keys: 'Mod-Shift-b', command: toggleQuote, active: quoteActive },
    {
      name: 'bulletList',
      keys: 'Mod-Shift-8',
      command: toggleList(nodes.bulletList!),
      active: (s) => listActive(s, nodes.bulletList!),
    },
    {
      name: 'orderedList',
      keys: 'Mod-Shift-7',
      command: toggleList(nodes.orderedList!),
      active: (s) => listActive(s, nodes.orderedList!),
    },
    { name: 'link', keys: 'Mod-k', command: openLink, dialog: true },
    { name: 'undo', keys: 'Mod-z', command: undo, enabled: true },
    { name: 'redo', keys: 'Mod-Shift-z', command: redo, enabled: true },
  ];
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** ProseMirror's `Mod-Shift-b` as ARIA writes it (`Control+Shift+B`) and as people read it (`Ctrl+Shift+B`). */
function shortcut(keys: string): { aria: string; shown: string } {
  const parts = keys.split('-').map((part) => (part.length === 1 ? part.toUpperCase() : part));
  const mod = isMac() ? 'Meta' : 'Control';
  const aria = parts.map((p) => (p === 'Mod' ? mod : p)).join('+');
  const shown = parts
    .map((p) => (p === 'Mod' ? (isMac() ? '⌘' : 'Ctrl') : p === 'Alt' && isMac() ? '⌥' : p))
    .join('+');
  return { aria, shown };
}

export function buildToolbar(
  view: EditorView,
  words: RichTextWords,
  name: string,
  controls: string,
  list: Tool[],
) {
  const bar = document.createElement('div');
  bar.className = 'rich-text-toolbar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', name ? `${words.formatting}: ${name}` : words.formatting);
  bar.setAttribute('aria-controls', controls);
  const buttons = list.map((tool, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `plain rich-text-${tool.name}`;
    button.textContent = words[tool.name];
    button.tabIndex = i === 0 ? 0 : -1;
    const keys = shortcut(tool.keys);
    button.setAttribute('aria-keyshortcuts', keys.aria);
    button.title = `${words[tool.name]} (${keys.shown})`;
    if (tool.dialog) button.setAttribute('aria-haspopup', 'dialog');
    // The editor keeps its selection: a click never takes the focus from it.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      tool.command(view.state, view.dispatch, view);
      if (!tool.dialog) view.focus();
    });
    bar.append(button);
    return button;
  });
  bar.addEventListener('keydown', (event) => {
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at === -1) return;
    const last = buttons.length - 1;
    const to = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[at]!.tabIndex = -1;
    buttons[to]!.tabIndex = 0;
    buttons[to]!.focus();
  });
  /** Each button's state after a change of the document or the selection. */
  const refresh = (state: EditorState) => {
    list.forEach((tool, i) => {
      const button = buttons[i]!;
      if (tool.active) button.setAttribute('aria-pressed', String(tool.active(state)));
      if (tool.enabled) button.setAttribute('aria-disabled', String(!tool.command(state)));
    });
  };
  refresh(view.state);
  /** Moves the focus to the toolbar's current button (Alt+F10 in the editor). */
  const focus = () => {
    (buttons.find((b) => b.tabIndex === 0) ?? buttons[0])?.focus();
    return true;
  };
  return { bar, focus, refresh };
}
