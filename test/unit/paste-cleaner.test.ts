import { describe, expect, it } from 'vitest';
import { cleanPasted, type PasteNode } from '../../src/admin/editor/paste';
import { SANITIZER_RULES, sanitizeHtml } from '../../src/lib/sanitize-html';

/**
 * The editor's paste cleaner (src/admin/editor/paste.ts) over DOM-like trees, as a browser's DOMParser
 * builds them: it keeps what the API's sanitiser keeps, so the sanitiser finds nothing more to drop.
 */

const text = (value: string): PasteNode => ({
  nodeType: 3,
  nodeName: '#text',
  nodeValue: value,
  childNodes: [],
});
const comment = (value: string): PasteNode => ({
  nodeType: 8,
  nodeName: '#comment',
  nodeValue: value,
  childNodes: [],
});
const el = (name: string, attrs: Record<string, string>, ...children: PasteNode[]): PasteNode => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
  attributes: Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
});
const body = (...children: PasteNode[]) => el('body', {}, ...children);
const clean = (root: PasteNode) => cleanPasted(root, SANITIZER_RULES);

describe('cleanPasted', () => {
  it('drops scripts and styles with their content, and handlers and styles from kept elements', () => {
    const tree = body(
      el('style', {}, text('p { color: red }')),
      el(
        'p',
        { style: 'margin:0', class: 'MsoNormal' },
        text('Hola '),
        el('b', { onclick: 'x()' }, text('mundo')),
      ),
      el('script', {}, text('alert(1)')),
      comment('[if gte mso 9]'),
    );
    expect(clean(tree)).toBe('<p>Hola <b>mundo</b></p>');
  });

  it("unwraps what the sanitiser doesn't allow (Word's o:p, font) and keeps its text", () => {
    const tree = body(el('o:p', {}, text('uno ')), el('font', { face: 'Arial' }, el('em', {}, text('dos'))));
    expect(clean(tree)).toBe('uno <em>dos</em>');
  });

  it('keeps links and images only to the allowed schemes, escaping attribute values', () => {
    const tree = body(
      el('a', { href: 'javascript:alert(1)' }, text('mal')),
      el('a', { href: 'https://example.com/?a=1&b="2"', title: 'T' }, text('bien')),
      el('img', { src: 'data:image/png;base64,AAAA', alt: 'x' }),
      el('img', { src: 'https://example.com/i.png', alt: 'foto', onerror: 'x()' }),
      el('a', { href: 'mailto:info@example.com' }, text('correo')),
    );
    expect(clean(tree)).toBe(
      '<a>mal</a><a href="https://example.com/?a=1&amp;b=%222%22" title="T">bien</a>' +
        '<img src="https://example.com/i.png" alt="foto"><a href="mailto:info@example.com">correo</a>',
    );
  });

  it('renames h1 to h2 and escapes text', () => {
    expect(clean(body(el('h1', {}, text('a < b & c'))))).toBe('<h2>a &lt; b &amp; c</h2>');
  });

  it('flattens nesting deeper than the sanitiser allows', () => {
    let node = text('hondoa');
    for (let i = 0; i < 100; i++) node = el('div', {}, node);
    const out = clean(body(node));
    expect(out.match(/<div>/g)).toHaveLength(SANITIZER_RULES.maxDepth);
    expect(out).toContain('hondoa');
  });

  it('leaves nothing more for the API sanitiser to drop', () => {
    const tree = body(
      el('h1', { id: 'x' }, text('Título')),
      el('ul', {}, el('li', { class: 'a' }, el('span', { style: 's' }, text('uno')))),
      el('table', { border: '1' }, el('tbody', {}, el('tr', {}, el('td', { colspan: '2' }, text('celda'))))),
      el('iframe', { src: 'https://evil.example' }, text('x')),
      el('a', { href: 'https://example.com/' }, text('enlace')),
    );
    const cleaned = clean(tree);
    expect(cleaned).toBe(
      '<h2>Título</h2><ul><li><span>uno</span></li></ul>' +
        '<table><tbody><tr><td colspan="2">celda</td></tr></tbody></table><a href="https://example.com/">enlace</a>',
    );
    // The sanitiser adds its rel to links, and changes nothing else.
    expect(sanitizeHtml(cleaned)).toBe(
      cleaned.replace(
        '<a href="https://example.com/">',
        '<a href="https://example.com/" rel="nofollow noopener">',
      ),
    );
  });
});
