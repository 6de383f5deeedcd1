import type { EditorView } from 'prosemirror-view';
import { linkAt, setLink } from './commands';
import { hrefFromTyped } from './href';
import type { RichTextWords } from './words';

/**
 * The link dialog: a modal `<dialog>` (the browser traps the focus and closes it on Escape) with the
 * address, the text when nothing is selected, and Apply / Remove the link / Cancel. The address is
 * checked before it closes: only what the sanitiser keeps (http, https, mailto, tel; a bare
 * `example.org` becomes https, `name@example.org` mailto), else the error is said at the field. No
 * "open in a new tab": the sanitiser drops `target`. One dialog per page, outside the editor's form.
 */

let counter = 0;

export function linkDialog(words: RichTextWords) {
  const id = `rich-text-link-${++counter}`;
  const dialog = document.createElement('dialog');
  dialog.className = 'rich-text-dialog';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const form = document.createElement('form');
  form.method = 'dialog';
  form.noValidate = true;
  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = words.linkTitle;

  const field = (name: string, label: string) => {
    const box = document.createElement('div');
    box.className = 'field';
    const l = document.createElement('label');
    l.htmlFor = `${id}-${name}`;
    l.textContent = label;
    const input = document.createElement('input');
    input.id = `${id}-${name}`;
    input.type = 'text';
    input.maxLength = 2000;
    box.append(l, input);
    return { box, input };
  };
  const address = field('href', words.linkAddress);
  address.input.inputMode = 'url';
  address.input.setAttribute('autocomplete', 'url');
  address.input.spellcheck = false;
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.id = `${id}-hint`;
  hint.textContent = words.linkAddressHint;
  const error = document.createElement('p');
  error.className = 'field-error';
  error.id = `${id}-error`;
  error.hidden = true;
  address.box.append(hint, error);
  address.input.setAttribute('aria-describedby', hint.id);
  const text = field('text', words.linkText);

  const button = (label: string, kind: 'submit' | 'button', className = '') => {
    const b = document.createElement('button');
    b.type = kind;
    b.textContent = label;
    if (className) b.className = className;
    return b;
  };
  const apply = button(words.apply, 'submit');
  const remove = button(words.removeLink, 'button', 'plain');
  const cancel = button(words.cancel, 'button', 'plain');
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  buttons.append(apply, ' ', remove, ' ', cancel);
  form.append(title, address.box, text.box, buttons);
  dialog.append(form);
  document.body.append(dialog);

  let editor: EditorView | null = null;
  const showError = (shown: boolean) => {
    error.hidden = !shown;
    error.textContent = shown ? words.linkInvalid : '';
    if (shown) {
      address.input.setAttribute('aria-invalid', 'true');
      address.input.setAttribute('aria-describedby', `${hint.id} ${error.id}`);
    } else {
      address.input.removeAttribute('aria-invalid');
      address.input.setAttribute('aria-describedby', hint.id);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!editor) return;
    const href = hrefFromTyped(address.input.value);
    if (href === null) {
      showError(true);
      address.input.focus();
      return;
    }
    const typedText = text.input.value.trim() || address.input.value.trim();
    setLink(href, typedText)(editor.state, editor.dispatch);
    dialog.close();
  });
  remove.addEventListener('click', () => {
    if (editor) setLink(null)(editor.state, editor.dispatch);
    dialog.close();
  });
  cancel.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    editor?.focus();
    editor = null;
  });

  /** Opens the dialog for a view's selection (or the link the cursor is in). */
  return (target: EditorView) => {
    editor = target;
    const current = linkAt(target.state);
    address.input.value = current?.href ?? '';
    text.input.value = '';
    text.box.hidden = !target.state.selection.empty || current !== null;
    remove.hidden = current === null;
    showError(false);
    dialog.showModal();
    address.input.focus();
  };
}
