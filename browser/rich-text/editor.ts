import { baseKeymap } from 'prosemirror-commands';
import { history } from 'prosemirror-history';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { DOMParser as SchemaParser } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { richTextInputRules, richTextKeys } from './commands';
import { lostFormatting } from './fidelity';
import { MAX_NESTING, nestingLimit, nestingOf } from './limits';
import { cleanPastedHtml } from './paste';
import { richTextSchema as schema } from './schema';
import { serializeRichText } from './serialize';
import { buildToolbar, tools } from './toolbar';
import type { RichTextWords } from './words';

/**
 * A `<textarea data-rich-text>` upgraded to the visual editor. The textarea stays the form's field,
 * hidden: every change of the document writes its HTML (serialize.ts, the sanitiser's own form) into it
 * and fires `input` on it, so saving, the local draft and the warning before leaving see it as any
 * field; a value put into the textarea from outside followed by `input` (a draft restored) is loaded
 * into the editor. The field is left as it was until the writer changes something: opening a record
 * never rewrites its text.
 *
 * The editable area is a multi-line textbox named by the field's label and described by its hint and
 * error, in the field's language. A text holding what the editor would drop stays an HTML field, with a
 * note and a button to use the editor all the same (fidelity.ts).
 */

export interface Upgrade {
  words: RichTextWords;
  /** The page's link dialog, opened for a view. */
  openLink: (view: EditorView) => void;
}

const parser = SchemaParser.fromSchema(schema);

/**
 * What the public page shows of a text: the sanitiser's output, parsed inert (so no inline style or
 * handler of an old text ever meets the page's policy).
 */
const shownBody = (html: string) =>
  new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html').body;

let counter = 0;

export function upgrade(area: HTMLTextAreaElement, options: Upgrade, force = false): EditorView | null {
  const body = shownBody(area.value);
  const lost = lostFormatting(body);
  const doc = parser.parse(body);
  if (nestingOf(doc) > MAX_NESTING) lost.push('…');
  if (lost.length > 0 && !force) {
    keepAsHtml(area, options, lost);
    return null;
  }
  if (!area.id) area.id = `rich-text-${++counter}`;
  const id = area.id;
  const label = area.labels?.[0] ?? null;
  if (label && !label.id) label.id = `${id}-label`;

  const attributes: Record<string, string> = {
    id: `${id}-editor`,
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'rich-text-area',
    spellcheck: 'true',
  };
  if (label) attributes['aria-labelledby'] = label.id;
  for (const name of ['aria-describedby', 'aria-invalid', 'lang', 'dir'] as const) {
    const value = area.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }

  let written = area.value;
  let toolbar: ReturnType<typeof buildToolbar> | null = null;
  const openLink = () => {
    options.openLink(view);
    return true;
  };
  const state = EditorState.create({
    doc,
    plugins: [
      richTextInputRules(),
      keymap(richTextKeys({ 'Mod-k': openLink, 'Alt-F10': () => toolbar?.focus() ?? false })),
      keymap({ Backspace: undoInputRule }),
      keymap(baseKeymap),
      history(),
      nestingLimit(),
    ],
  });
  const wrapper = document.createElement('div');
  wrapper.className = 'rich-text';
  const view: EditorView = new EditorView(wrapper, {
    state,
    attributes,
    transformPastedHTML: cleanPastedHtml,
    dispatchTransaction(tr) {
      const before = view.state;
      view.updateState(before.apply(tr));
      toolbar?.refresh(view.state);
      // Unchanged, or refused (the nesting limit): the field stays as it is.
      if (view.state.doc === before.doc) return;
      written = serializeRichText(view.state.doc.toJSON());
      area.value = written;
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
  });
  // As tall as the field was (CSSOM, which the policy allows, unlike a style attribute).
  view.dom.style.minHeight = `${Math.max(2, area.rows) * 1.6}em`;
  toolbar = buildToolbar(
    view,
    options.words,
    label?.textContent?.trim() ?? '',
    attributes.id!,
    tools(openLink),
  );
  wrapper.prepend(toolbar.bar);
  area.before(wrapper);
  area.hidden = true;

  // A value restored into the field (the local draft) is loaded; the editor's own writes are not.
  area.addEventListener('input', () => {
    if (area.value === written) return;
    written = area.value;
    view.updateState(
      EditorState.create({ doc: parser.parse(shownBody(area.value)), plugins: view.state.plugins }),
    );
    toolbar?.refresh(view.state);
  });
  // The label, and links to the field (an error summary's), lead to the editable area.
  label?.addEventListener('click', (event) => {
    event.preventDefault();
    view.focus();
  });
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    if (link?.getAttribute('href') !== `#${id}`) return;
    event.preventDefault();
    wrapper.scrollIntoView({ block: 'center' });
    view.focus();
  });
  return view;
}

/** A text the editor would change: an HTML field still, with a note and the choice of the editor. */
function keepAsHtml(area: HTMLTextAreaElement, options: Upgrade, lost: string[]) {
  const note = document.createElement('p');
  note.className = 'hint rich-text-kept';
  note.textContent = options.words.keptAsHtml.replace('{tags}', lost.join(', '));
  note.append(' ');
  if (!lost.includes('…')) {
    const use = document.createElement('button');
    use.type = 'button';
    use.className = 'plain';
    use.textContent = options.words.useEditorAnyway;
    use.addEventListener('click', () => {
      note.remove();
      upgrade(area, options, true)?.focus();
    });
    note.append(use);
  }
  area.after(note);
}
