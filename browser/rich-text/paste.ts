/**
 * HTML pasted from Word, Google Docs or a web page, readied for ProseMirror's parser (which then keeps
 * only what the schema knows: the rest of the markup goes, its text stays). What the parser can't see on
 * its own under the app's Content-Security-Policy: the policy blocks inline styles, so an element's
 * `style` never reaches its CSSOM and a bold or italic given by a style would be lost, and Google Docs'
 * `<b style="font-weight:normal">` wrapper would make everything bold. The style *attribute* is read
 * here instead, as text, and turned into `<strong>`/`<em>`; then every style and class is removed.
 *
 * Word: its list paragraphs (`mso-list`) become real lists (numbered when the marker is a number or a
 * letter), their typed markers removed; `<o:p>` and paragraphs left empty go.
 */

/** A style attribute's declarations, by lower-case property. */
function declarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      out.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return out;
}

const isBoldWeight = (value: string) => /^(bold|bolder|[6-9]00)$/.test(value);
const isPlainWeight = (value: string) => value === 'normal' || value === '400' || value === 'lighter';

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

const isBlank = (element: Element) =>
  (element.textContent ?? '').replace(/[\s\u00a0]+/g, '') === '' && !element.querySelector('br, img');

/** Word's list paragraphs (`mso-list:l1 level2 …`): each run of one list becomes a list, nested by level. */
function wordLists(body: HTMLElement) {
  const doc = body.ownerDocument;
  for (const first of [...body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')]) {
    const list = listOf(first);
    if (list === null || !first.isConnected || listOf(first.previousElementSibling) === list) continue;
    const run: Element[] = [];
    for (let node: Element | null = first; listOf(node) === list; node = node!.nextElementSibling)
      run.push(node!);
    const top = listFor(first, doc);
    first.before(top);
    const stack: Array<{ list: HTMLElement; level: number }> = [{ list: top, level: levelOf(first) }];
    for (const paragraph of run) {
      const level = levelOf(paragraph);
      while (stack.length > 1 && level < stack.at(-1)!.level) stack.pop();
      let current = stack.at(-1)!;
      if (level > current.level) {
        const nested = listFor(paragraph, doc);
        (current.list.lastElementChild ?? current.list).append(nested);
        current = { list: nested, level };
        stack.push(current);
      }
      const item = doc.createElement('li');
      removeMarker(paragraph);
      item.append(...paragraph.childNodes);
      current.list.append(item);
      paragraph.remove();
    }
  }
}

/** The Word list a paragraph belongs to (`l0`, `l1`…), or null. */
const listOf = (element: Element | null) =>
  element ? (/mso-list:\s*(l\d+)/i.exec(element.getAttribute('style') ?? '')?.[1] ?? null) : null;
const levelOf = (paragraph: Element) =>
  Number(/level(\d+)/i.exec(paragraph.getAttribute('style') ?? '')?.[1] ?? 1);

/** The marker Word typed before the text: its "mso-list:Ignore" span, or what its conditional comment holds. */
function markerOf(paragraph: Element): string {
  const ignored = [...paragraph.querySelectorAll('span')].find((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
  return (ignored?.textContent ?? paragraph.textContent ?? '').trim();
}

function listFor(paragraph: Element, doc: Document): HTMLElement {
  return doc.createElement(/^(\d+|[a-z]|[ivxlc]+)[.)]/i.test(markerOf(paragraph)) ? 'ol' : 'ul');
}

function removeMarker(paragraph: Element) {
  for (const span of [...paragraph.querySelectorAll('span')])
    if (/mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '')) span.remove();
  // Older Word: the marker stands between <!--[if !supportLists]--> and <!--[endif]-->.
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  for (const start of comments) {
    if (!/\[if !supportLists\]/i.test(start.data) || !start.isConnected) continue;
    let node = start.nextSibling;
    while (node && !(node.nodeType === 8 && /\[endif\]/i.test((node as Comment).data))) {
      const next = node.nextSibling;
      node.remove();
      node = next;
    }
  }
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  wordLists(body);
  for (const element of [...body.querySelectorAll('[style]')]) {
    const style = declarations(element.getAttribute('style') ?? '');
    const weight = style.get('font-weight') ?? '';
    const tag = element.localName;
    if ((tag === 'b' || tag === 'strong') && isPlainWeight(weight)) {
      unwrap(element);
      continue;
    }
    if (isBoldWeight(weight) && tag !== 'b' && tag !== 'strong') wrapChildren(element, 'strong');
    if (/^(italic|oblique)/.test(style.get('font-style') ?? '') && tag !== 'i' && tag !== 'em')
      wrapChildren(element, 'em');
  }
  for (const element of [...body.querySelectorAll('[style], [class]')]) {
    element.removeAttribute('style');
    element.removeAttribute('class');
  }
  for (const element of [...body.getElementsByTagName('o:p')]) element.remove();
  for (const element of [...body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6')])
    if (isBlank(element)) element.remove();
  return body.innerHTML;
}
