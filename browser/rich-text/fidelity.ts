import { SANITIZER_RULES } from '../../src/lib/sanitize-html';

/**
 * Whether a saved text can be opened in the visual editor without losing what readers see: the elements
 * the API's sanitiser shows (tables, images, underline, code…) that the editor has no place for. Those
 * the sanitiser drops anyway, and the wrappers that show nothing (`span`, `div`), are no loss; `b`, `i`
 * and `h1` have their equivalents. A text that would lose something stays an HTML field, unless the
 * writer chooses the editor (src: editor.ts).
 */

const EDITOR_KEEPS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
]);
const SHOWN = new Set<string>(SANITIZER_RULES.allowed);

/** The elements under `body` the editor would drop although the public page shows them (none: it may open). */
export function lostFormatting(body: ParentNode): string[] {
  const lost = new Set<string>();
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName;
    if (SHOWN.has(tag) && !EDITOR_KEEPS.has(tag)) lost.add(`<${tag}>`);
  }
  return [...lost].sort();
}
