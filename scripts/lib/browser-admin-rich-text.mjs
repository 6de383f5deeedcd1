/**
 * The visual editor of descriptions and excerpts (browser/rich-text) in a real browser, signed in as
 * `admin` (after browser-admin-editor-tools.mjs): the editable area is a multi-line textbox named by its
 * label in the five languages, with its toolbar, no axe violation; text formatted with the toolbar and with
 * the keys; Word's and Google Docs' HTML pasted, cleaned; a link through the dialog (a refused scheme said
 * at the field); saved, reloaded, the same HTML; a draft restored into it; a venue's description; without
 * JavaScript the plain field; and a property: whatever HTML is pasted, the field then holds HTML the API's
 * sanitiser leaves unchanged.
 */

import path from 'node:path';
import { build } from 'esbuild';
import fc from 'fast-check';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import { axeViolations } from './browser-calendar.mjs';

/** The expected words (a copy on purpose: the test must not read them from the app). */
const WORDS = {
  eu: { description: 'Deskribapena', formatting: 'Formatua' },
  ca: { description: 'Descripció', formatting: 'Format' },
  en: { description: 'Description', formatting: 'Formatting' },
  gl: { description: 'Descrición', formatting: 'Formato' },
  es: { description: 'Descripción', formatting: 'Formato' },
};

/** The API's sanitiser, run here in Node (bundled from src/lib by esbuild). */
async function loadSanitizer() {
  const result = await build({
    entryPoints: ['src/lib/sanitize-html.ts'],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const source = Buffer.from(result.outputFiles[0].contents).toString('base64');
  return (await import(`data:text/javascript;base64,${source}`)).sanitizeHtml;
}

/** Dispatches a paste of `html` (and its text) on the focused editor, as a browser does from the clipboard. */
const paste = (page, html, text = '') =>
  page.evaluate(
    ([h, t]) => {
      const data = new DataTransfer();
      data.setData('text/html', h);
      data.setData('text/plain', t);
      document.activeElement.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [html, text],
  );

/** Word's HTML of "Hello bold italic", a bulleted and a numbered list, as Chromium gets it on the clipboard. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head><body lang=ES>
<!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><span lang=EN-US style='font-size:12.0pt;color:red'>Hello </span><b><span lang=EN-US style='font-size:12.0pt'>bold</span></b><span lang=EN-US> <i>italic</i> <span style='font-weight:bold'>heavy</span><o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>First<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span>Second<o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span>One<o:p></o:p></p>
<p class=MsoNormal onclick="window.stolen = 1">Site: <a href="https://example.com/x?a=1&amp;b=2" style='color:blue' target=_blank>example</a> <a href="javascript:window.stolen=2">bad</a></p>
<script>window.stolen = 3</script><!--EndFragment--></body></html>`;

const WORD_CLEANED =
  '<p>Hello <strong>bold</strong> <em>italic</em> <strong>heavy</strong></p>' +
  '<ul><li><p>First</p></li><li><p>Second</p></li></ul><ol><li><p>One</p></li></ol>' +
  '<p>Site: <a href="https://example.com/x?a=1&#38;b=2" rel="nofollow noopener">example</a> bad</p>';

/** Google Docs wraps its whole fragment in a bold that is not bold; its bold is a style. */
const DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:400">Plain </span><span style="font-size:11pt;font-weight:700">strong</span><span style="font-style:italic"> slanted</span></p><h1><span>Title</span></h1></b>';
const DOCS_CLEANED = '<p>Plain <strong>strong</strong><em> slanted</em></p><h2>Title</h2>';

/** Random HTML as pages and word processors hold it, hostile parts included. */
const htmlArb = (() => {
  const text = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('&amp;', '&lt;b&gt;', '&nbsp;', '<', '>', '&', '"', ' ', '\n', '&#0;', '&#x1F600;'),
  );
  const attrs = fc.constantFrom(
    '',
    ' style="font-weight:bold"',
    ' style="font-style:italic"',
    ' style="mso-list:l0 level2 lfo1"',
    ' style="font-weight:normal"',
    ' class="MsoNormal"',
    ' onclick="window.stolen=1"',
    ' href="https://example.org/?a=1&amp;b=2"',
    ' href="javascript:window.stolen=1"',
    ' href="mailto:a@example.org"',
    ' href=" tel:+34 600"',
    ' start="4"',
    ' start="x"',
    ' title="t"',
  );
  const tag = fc.constantFrom(
    'p',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h4',
    'h6',
    'blockquote',
    'table',
    'tr',
    'td',
    'font',
    'o:p',
    'pre',
    'code',
    'section',
    'script',
    'style',
    'textarea',
  );
  const { node } = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.constant('<br>'),
      fc.constant('<img src="https://example.org/i.png" onerror="window.stolen=1">'),
      fc
        .tuple(tag, attrs, fc.array(tie('node'), { maxLength: 4 }))
        .map(([t, a, children]) => `<${t}${a}>${children.join('')}</${t}>`),
    ),
  }));
  return fc.array(node, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
})();

export async function adminRichTextChecks({
  page,
  apiOrigin,
  key,
  screenshots,
  newContext,
  policyViolations,
  check,
  expectEqual,
}) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const api = (pathAndQuery, init = {}) =>
    fetch(`${apiOrigin}/site/events/v1${pathAndQuery}`, {
      ...init,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
    });
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const field = () => page.locator('textarea[name="description"]');
  const editor = (name = 'Description') => page.getByRole('textbox', { name, exact: true });
  const value = () => field().inputValue();
  /** A button of the description's toolbar (the excerpt has its own). */
  const tool = (name) =>
    page
      .getByRole('toolbar', { name: 'Formatting: Description', exact: true })
      .getByRole('button', { name, exact: true });
  /** The policy's reports while `step` runs: pasted inline styles and handlers are blocked (the point) as the
   * browser parses the clipboard, inert; any other report fails. */
  const onlyPasteReports = async (step) => {
    const before = policyViolations.length;
    await step();
    await page.waitForTimeout(100);
    const others = policyViolations
      .splice(before)
      .filter((text) => !/^(Applying inline style|Executing inline event handler) violates/.test(text));
    expectEqual(others, [], 'policy reports other than the pasted styles’ and handlers’');
    expectEqual(await page.evaluate(() => window.stolen), undefined, 'anything pasted ran');
  };

  await check(
    'visual editor: the description is a multi-line textbox named by its label, with its toolbar, in five languages; no axe violations',
    async () => {
      for (const [lang, words] of Object.entries(WORDS)) {
        await open(`/${lang}/admin/events/new`);
        const box = editor(words.description);
        await box.waitFor();
        expectEqual(await box.getAttribute('aria-multiline'), 'true', `${lang}: aria-multiline`);
        expectEqual(await box.getAttribute('contenteditable'), 'true', `${lang}: editable`);
        expectEqual(await field().isHidden(), true, `${lang}: the plain field is hidden`);
        const bar = page.getByRole('toolbar', {
          name: `${words.formatting}: ${words.description}`,
          exact: true,
        });
        expectEqual(await bar.getByRole('button').count(), 10, `${lang}: the toolbar's buttons`);
        expectEqual(await axeViolations(page), [], `${lang}: axe`);
      }
    },
  );

  await check(
    'visual editor: bold and italic from the keys and the toolbar, a heading, a list, a quote, a line break; the field holds exactly that HTML',
    async () => {
      await open('/en/admin/events/new');
      await editor().click();
      await page.keyboard.type('Hello ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('bold');
      const bold = tool('Bold');
      expectEqual(await bold.getAttribute('aria-pressed'), 'true', 'Bold pressed while typing bold');
      await page.keyboard.press('Control+b');
      await page.keyboard.type(' and ');
      await tool('Italic').click();
      await page.keyboard.type('italic');
      await page.keyboard.press('Control+i');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('next line');
      await page.keyboard.press('Enter');
      await tool('Heading').click();
      await page.keyboard.type('Section');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- one');
      await page.keyboard.press('Enter');
      await page.keyboard.type('two');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Shift+b');
      await page.keyboard.type('Said');
      await page
        .locator('.rich-text')
        .first()
        .screenshot({ path: path.join(screenshots, 'admin-rich-text.png') });
      expectEqual(
        await value(),
        '<p>Hello <strong>bold</strong> and <em>italic</em><br>next line</p><h2>Section</h2>' +
          '<ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>Said</p></blockquote>',
        'the field',
      );
      // The toolbar is one tab stop; Alt+F10 reaches it from the text, the arrows move along it.
      await page.keyboard.press('Alt+F10');
      expectEqual(await page.evaluate(() => document.activeElement?.textContent), 'Bold', 'Alt+F10');
      await page.keyboard.press('ArrowRight');
      expectEqual(await page.evaluate(() => document.activeElement?.textContent), 'Italic', 'ArrowRight');
      await page.keyboard.press('End');
      expectEqual(await page.evaluate(() => document.activeElement?.textContent), 'Redo', 'End');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expectEqual(await page.evaluate(() => document.activeElement?.textContent), 'Redo', 'one tab stop');
    },
  );

  await check(
    'visual editor: Word’s and Google Docs’ HTML pasted keeps their text, bold, italic, lists and links, nothing else',
    async () => {
      await open('/en/admin/events/new');
      await editor().click();
      await onlyPasteReports(() => paste(page, WORD_HTML, 'Hello bold italic'));
      expectEqual(await value(), WORD_CLEANED, 'Word');
      await open('/en/admin/events/new');
      await editor().click();
      await onlyPasteReports(() => paste(page, DOCS_HTML, 'Plain strong slanted'));
      expectEqual(await value(), DOCS_CLEANED, 'Google Docs');
    },
  );

  await check(
    'visual editor: a link through its dialog (Ctrl+K or the button); a scheme the sanitiser drops is refused at the field; no axe violations',
    async () => {
      await open('/en/admin/events/new');
      await editor().click();
      await page.keyboard.type('Tickets here');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
      await tool('Link').click();
      const dialog = page.getByRole('dialog', { name: 'Link' });
      await dialog.waitFor();
      const address = dialog.getByRole('textbox', { name: 'Address', exact: true });
      expectEqual(
        await address.evaluate((el) => el === document.activeElement),
        true,
        'focus in the address',
      );
      await address.fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      expectEqual(await address.getAttribute('aria-invalid'), 'true', 'the refused address');
      await dialog.locator('.field-error').waitFor();
      await page.screenshot({ path: path.join(screenshots, 'admin-rich-text-link.png') });
      expectEqual(await axeViolations(page), [], 'the dialog with its error: axe');
      await address.fill('example.org/tickets?a=1&b=2');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expectEqual(
        await value(),
        '<p>Tickets <a href="https://example.org/tickets?a=1&#38;b=2" rel="nofollow noopener">here</a></p>',
        'the linked word',
      );
      expectEqual(
        await page.evaluate(() => document.activeElement?.getAttribute('role')),
        'textbox',
        'the focus back in the text',
      );
      // Ctrl+K in a link edits it; "Remove the link" takes it off.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Control+k');
      await dialog.waitFor();
      expectEqual(await address.inputValue(), 'https://example.org/tickets?a=1&b=2', 'the link’s address');
      await dialog.getByRole('button', { name: 'Remove the link' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expectEqual(await value(), '<p>Tickets here</p>', 'the link removed');
    },
  );

  await check(
    'visual editor: saved, the API holds exactly the editor’s HTML; reloaded, the editor shows it and the field is unchanged',
    async () => {
      await open('/en/admin/events/new');
      await page.locator('[name="title"]').fill(`Rich text ${Date.now().toString(36)}`);
      await page.locator('[name="start_day"]').fill('2031-07-01');
      await page.locator('[name="start_time"]').fill('19:00');
      await page.locator('[name="end_day"]').fill('2031-07-01');
      await page.locator('[name="end_time"]').fill('21:00');
      await editor().click();
      await page.keyboard.type('Doors open at ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('7 & <8>');
      await page.keyboard.press('Control+b');
      await page.keyboard.press('Enter');
      await page.keyboard.type('1. Bring water');
      const html = await value();
      expectEqual(
        html,
        '<p>Doors open at <strong>7 &amp; &lt;8&gt;</strong></p><ol><li><p>Bring water</p></li></ol>',
        'the field before saving',
      );
      const excerpt = page.getByRole('textbox', { name: 'Excerpt', exact: true });
      await excerpt.click();
      await page.keyboard.type('Short');
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="draft"]').click(),
      ]);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await editor().locator('strong').waitFor();
      expectEqual(await value(), html, 'the field after saving');
      const saved = await (await api(`/events/${id}`)).json();
      expectEqual(
        [saved.description, saved.excerpt],
        [html, '<p>Short</p>'],
        'the API’s description and excerpt',
      );
      await page.reload();
      await editor().locator('ol li').waitFor();
      expectEqual(await value(), html, 'the field after a reload');
      expectEqual(await editor().locator('strong').textContent(), '7 & <8>', 'the bold text shown');
    },
  );

  await check('visual editor: a draft kept in the browser is restored into it', async () => {
    await open('/en/admin/events/new');
    await editor().click();
    await page.keyboard.type('Not saved yet');
    // The draft is stored half a second after the last change.
    await page.waitForTimeout(800);
    await open('/en/admin/events/new');
    await page.getByRole('button', { name: 'Restore them' }).click();
    await editor().getByText('Not saved yet').waitFor();
    expectEqual(await value(), '<p>Not saved yet</p>', 'the restored field');
  });

  await check(
    'visual editor: a venue’s description and excerpt too; a text the editor would change stays an HTML field',
    async () => {
      await open('/en/admin/venues/new');
      await editor('Description').waitFor();
      await editor('Excerpt').waitFor();
      expectEqual(await axeViolations(page), [], 'the venue editor: axe');
      const venues = await (await fetch(`${apiOrigin}/site/events/v1/venues?per_page=1`)).json();
      const venue = venues.venues[0];
      if (!venue) throw new Error('no venue');
      // A description holding a table: opened as HTML, not silently stripped.
      const res = (
        await api(`/venues/${venue.id}`, {
          method: 'POST',
          body: JSON.stringify({ description: '<p>Prices</p><table><tr><td>5 €</td></tr></table>' }),
        })
      ).status;
      expectEqual(res, 200, 'the venue’s description written');
      await open(`/en/admin/venues/${venue.id}`);
      await page.getByText('it is edited here as HTML').waitFor();
      expectEqual(await field().isVisible(), true, 'the HTML field shown');
      expectEqual(await page.locator('#f-description-editor').count(), 0, 'no visual editor over it');
      await page.getByRole('button', { name: 'Use the visual editor (that formatting is removed)' }).click();
      await editor('Description').waitFor();
      expectEqual(await axeViolations(page), [], 'the venue editor with its kept HTML: axe');
    },
  );

  await check('visual editor: without JavaScript the description is the plain HTML field', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const cookies = await page.context().cookies();
    await context.addCookies(cookies);
    const plain = await context.newPage();
    await plain.goto(`${origin}/en/admin/events/new`);
    const area = plain.getByRole('textbox', { name: 'Description', exact: true });
    expectEqual(await area.evaluate((el) => el.localName), 'textarea', 'the field');
    expectEqual(await area.isVisible(), true, 'shown');
    expectEqual(await plain.locator('[contenteditable]').count(), 0, 'no editable area');
    await context.close();
  });

  await check(
    'visual editor (property): whatever HTML is pasted, the field then holds HTML the API’s sanitiser leaves unchanged',
    async () => {
      const sanitizeHtml = await loadSanitizer();
      const samples = fc.sample(htmlArb, { numRuns: 150, seed: 20261207 });
      await open('/en/admin/events/new');
      await editor().click();
      let outputs = [];
      await onlyPasteReports(async () => {
        outputs = await page.evaluate((htmls) => {
          const area = document.querySelector('textarea[name="description"]');
          const box = document.getElementById(`${area.id}-editor`);
          return htmls.map((html) => {
            area.value = '';
            area.dispatchEvent(new Event('input', { bubbles: true }));
            box.focus();
            const data = new DataTransfer();
            data.setData('text/html', html);
            data.setData('text/plain', '');
            box.dispatchEvent(
              new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
            );
            return area.value;
          });
        }, samples);
      });
      const changed = outputs
        .map((html, i) => ({ pasted: samples[i], html }))
        .filter(({ html }) => sanitizeHtml(html) !== html);
      expectEqual(changed.slice(0, 3), [], 'outputs the sanitiser changes');
      const kept = outputs.filter((html) => html !== '').length;
      if (kept < outputs.length / 4)
        throw new Error(`only ${kept} of ${outputs.length} pastes kept anything`);
      return `${outputs.length} pastes, ${kept} with text`;
    },
  );
}
