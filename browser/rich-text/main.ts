import { upgrade } from './editor';
import { linkDialog } from './link-dialog';
import type { RichTextWords } from './words';

/**
 * The bundle's entry (public/assets/rich-text/, built by scripts/build-rich-text.mjs): every
 * `<textarea data-rich-text>` of the page becomes the visual editor. Loaded as a file of this origin with
 * the response's nonce (`<script src defer nonce data-words>`), the words of the page's language on the
 * script element; nothing inline, no eval.
 */
const script = document.currentScript as HTMLScriptElement | null;
const words = JSON.parse(script?.dataset.words ?? '{}') as RichTextWords;
const areas = document.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]');
if (areas.length > 0) {
  const openLink = linkDialog(words);
  for (const area of areas) upgrade(area, { words, openLink });
}
