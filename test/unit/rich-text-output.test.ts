import fc from 'fast-check';
import { EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { canonicalHref, hrefFromTyped } from '../../browser/rich-text/href';
import { MAX_NESTING, nestingLimit, nestingOf } from '../../browser/rich-text/limits';
import { richTextSchema as schema } from '../../browser/rich-text/schema';
import { type RichTextJson, serializeRichText } from '../../browser/rich-text/serialize';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { property } from '../fuzz/scale';

/**
 * The visual editor's output (browser/rich-text): whatever document the editor's schema admits, its HTML is
 * what the API's sanitiser keeps, unchanged. The documents are drawn at random from the schema's own node
 * and mark types, built and checked by ProseMirror (`nodeFromJSON`, `check`), as the editor holds them.
 * (The browser test runs the other half in Chromium: HTML pasted and loaded, through the editor's parser.)
 */

/** Text with what HTML treats specially: markup characters, references whole and broken, spaces. */
const textArb = fc
  .array(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 6 }),
      fc.constantFrom(
        '&',
        '<',
        '>',
        '"',
        "'",
        '&amp;',
        '&lt',
        '&#60;',
        '&#x3C;',
        '&nbsp;',
        '\u00a0',
        ' ',
        '</p>',
        '<!--',
        '<script>',
        '\u0000',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(''));

/** Addresses as typed or pasted, hostile ones among them: the editor keeps only what canonicalHref gives. */
const typedHref = fc.oneof(
  fc.constantFrom(
    'https://example.org/',
    'http://example.org/a?b=1&c=2#x',
    'mailto:someone@example.org',
    'tel:+34 600 000 000',
    'javascript:alert(1)',
    'data:text/html,<b>',
    'https://exa mple.org/',
    ' https://example.org/"onmouseover="x',
    'https://example.org/?q=&amp;&lt;&#34;',
    'HTTPS://EXAMPLE.ORG/Ä',
    'https://[::1]/',
    'https://user:pass@example.org:8080/p?q#f',
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 30 }).map((rest) => `https://example.org/${rest}`),
  fc.string({ maxLength: 30 }).map((rest) => `mailto:${rest}`),
);
const hrefArb = typedHref.map(canonicalHref).filter((href): href is string => href !== null);

const markArb = fc.oneof(
  fc.constant({ type: 'bold' }),
  fc.constant({ type: 'italic' }),
  hrefArb.map((href) => ({ type: 'link', attrs: { href } })),
);
const inlineArb: fc.Arbitrary<RichTextJson> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('text'),
      text: textArb,
      marks: fc.uniqueArray(markArb, { maxLength: 3, selector: (m) => m.type }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' }) },
);
const inlines = fc.array(inlineArb, { maxLength: 6 });

const { block } = fc.letrec<{ block: RichTextJson; item: RichTextJson }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('paragraph'), content: inlines }),
    fc.record({
      type: fc.constant('heading'),
      attrs: fc.record({ level: fc.integer({ min: 2, max: 6 }) }),
      content: inlines,
    }),
    fc.record({
      type: fc.constant('blockquote'),
      content: fc.array(tie('block'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('bulletList'),
      content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('orderedList'),
      attrs: fc.record({ start: fc.oneof(fc.constant(1), fc.integer({ min: -5, max: 1_000_000 })) }),
      content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
    }),
  ),
  item: fc
    .tuple(
      fc.record({ type: fc.constant('paragraph'), content: inlines }),
      fc.array(tie('block'), { maxLength: 2 }),
    )
    .map(([first, rest]) => ({ type: 'listItem', content: [first, ...rest] })),
}));

/** A document as the editor holds it: built and checked by ProseMirror, within the editor's nesting. */
const docArb = fc
  .array(block, { minLength: 1, maxLength: 5 })
  .map((content) => {
    const node = schema.nodeFromJSON({ type: 'doc', content });
    node.check();
    return node;
  })
  .filter((node) => nestingOf(node) <= MAX_NESTING)
  .map((node) => node.toJSON() as RichTextJson);

describe('the visual editor’s HTML', () => {
  it('is left unchanged by the API’s sanitiser, whatever the document', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const html = serializeRichText(doc);
        expect(sanitizeHtml(html)).toBe(html);
      }),
      property(600),
    );
  });

  it('holds only the tags the issue lists: p, h2–h6, blockquote, ul, ol, li, br, strong, em, a', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const tags = [...serializeRichText(doc).matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
        for (const tag of tags)
          expect([
            'p',
            'h2',
            'h3',
            'h4',
            'h5',
            'h6',
            'blockquote',
            'ul',
            'ol',
            'li',
            'br',
            'strong',
            'em',
            'a',
          ]).toContain(tag);
      }),
      property(200, 1),
    );
  });

  it('the schema has exactly those nodes and marks', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
    expect(Object.keys(schema.nodes.orderedList!.spec.attrs ?? {})).toEqual(['start']);
  });

  it('writes what the sanitiser writes: escapes, links with their rel, numbered lists’ start', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a & b < c ' },
            { type: 'text', text: 'bold ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { href: 'https://example.org/?a=1&b="2"' } }],
            },
            { type: 'text', text: 'y', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
      ],
    };
    const html = serializeRichText(doc);
    expect(html).toBe(
      '<p>a &amp; b &lt; c <strong>bold <em>both</em></strong><br>' +
        '<a href="https://example.org/?a=1&#38;b=%222%22" rel="nofollow noopener">x</a>y</p>' +
        '<ol start="3"><li><p></p></li></ol>',
    );
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('refuses an edit nesting blocks deeper than its limit, below which the sanitiser flattens nothing', () => {
    const marks = [
      { type: 'bold' },
      { type: 'italic' },
      { type: 'link', attrs: { href: 'https://example.org/' } },
    ];
    const nested = (depth: number): RichTextJson =>
      depth === 1
        ? { type: 'paragraph', content: [{ type: 'text', text: 'deep', marks }] }
        : { type: 'blockquote', content: [nested(depth - 1)] };
    const atLimit = schema.nodeFromJSON({ type: 'doc', content: [nested(MAX_NESTING)] });
    expect(nestingOf(atLimit)).toBe(MAX_NESTING);
    const html = serializeRichText(atLimit.toJSON());
    expect(sanitizeHtml(html)).toBe(html);
    // Far deeper, the sanitiser would change it: the limit is what keeps the editor's output whole.
    const tooDeep = serializeRichText(schema.nodeFromJSON({ type: 'doc', content: [nested(70)] }).toJSON());
    expect(sanitizeHtml(tooDeep)).not.toBe(tooDeep);

    const state = EditorState.create({ doc: atLimit, plugins: [nestingLimit()] });
    const inText = atLimit.content.size - MAX_NESTING - 1;
    const range = state.doc.resolve(inText).blockRange()!;
    const wrapped = state.tr.wrap(range, [{ type: schema.nodes.blockquote! }]);
    expect(state.applyTransaction(wrapped).transactions).toEqual([]);
    const typed = state.tr.insertText('!', inText);
    expect(state.applyTransaction(typed).state.doc.textContent).toBe('dee!p');
  });

  it('an empty document is an empty field', () => {
    expect(serializeRichText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
  });

  it('the link dialog takes bare web and email addresses, and refuses other schemes', () => {
    expect(hrefFromTyped('example.org/page')).toBe('https://example.org/page');
    expect(hrefFromTyped(' someone@example.org ')).toBe('mailto:someone@example.org');
    expect(hrefFromTyped('tel:+34600000000')).toBe('tel:+34600000000');
    expect(hrefFromTyped('localhost:8787/x')).toBe('https://localhost:8787/x');
    expect(hrefFromTyped('javascript:alert(1)')).toBeNull();
    expect(hrefFromTyped('data:text/html,x')).toBeNull();
    expect(hrefFromTyped('')).toBeNull();
  });
});
