import bundle from '../../browser/rich-text/bundle.json';
import { RICH_TEXT_STYLE } from '../../browser/rich-text/style';
import { RICH_TEXT_WORDS } from '../../browser/rich-text/words';
import type { Frame } from './layout';

/**
 * The visual editor of a screen's `<textarea data-rich-text>` fields (browser/rich-text, docs/admin-editor.md):
 * its styles and its file (a static asset of this origin, public/assets/rich-text/) under the response's
 * nonce, deferred, with the words of the screen's language. Only the screens with such fields load it.
 */
export function RichTextEditor({ frame }: { frame: Frame }) {
  return (
    <>
      <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: RICH_TEXT_STYLE }} />
      <script
        nonce={frame.nonce}
        src={bundle.path}
        defer
        data-words={JSON.stringify(RICH_TEXT_WORDS[frame.lang])}
      />
    </>
  );
}
