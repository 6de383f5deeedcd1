import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/lib/html';
import { property } from '../fuzz/scale';

/**
 * HTML to text for feeds (src/lib/html.ts): the same text the regular expressions it replaced
 * gave, on any mix of what descriptions hold, and linear work on what made those quadratic.
 */

/** The regular-expression version it replaced: the oracle for ordinary input (quadratic on some). */
function regexHtmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', eacute: 'é' };
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|h[1-6]|ul|ol|table|blockquote|pre|figure|section|article|header|footer)\s*>/gi, '\n\n')
    .replace(/<\/(?:li|tr|div|dt|dd)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[a-z!/?][^>]*>/gi, '');
  return text
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : (entities[name] ?? whole),
    )
    .replace(/[ \t\u00A0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const TOKENS = [
  'word',
  'Ñandú',
  '🎷',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00A0',
  '<p>',
  '</p>',
  '<P class="x">',
  '<br>',
  '<br/>',
  '<BR />',
  '<li>',
  '<li class="a">',
  '</li>',
  '<ul>',
  '</ul>',
  '<h2>',
  '</h2>',
  '<div>',
  '</div>',
  '<em>',
  '</em>',
  '<a href="x">',
  '</a>',
  '<!-- c -->',
  '<script>x()</script>',
  '<style>p{}</style>',
  '&amp;',
  '&lt;b&gt;',
  '&nbsp;',
  '&eacute;',
  '&#8364;',
  '&#x1F3B7;',
  '&unknown;',
  '&',
  '>',
  '< 3',
];

describe('htmlToText', () => {
  it('gives the text the regular expressions gave, for any mix of what descriptions hold', () => {
    // (A bare `<` before a name is left out: a tag then runs to the next `>`, through a comment too, as
    // in browsers, where the regular expressions removed the comment first.)
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), (tokens) => {
        const html = tokens.join('');
        expect(htmlToText(html), JSON.stringify(html)).toBe(regexHtmlToText(html));
      }),
      property(3000, 4),
    );
  });

  it('never gives more than its cap, cut at a word with …, and never half a character', () => {
    const text = htmlToText(`<p>${'palabra '.repeat(2000)}</p>`, 4000);
    expect(text.length).toBeLessThanOrEqual(4000);
    expect(text.endsWith('palabra…')).toBe(true);
    expect(htmlToText('🎷'.repeat(3000), 4000).length).toBeLessThanOrEqual(4000);
    for (let max = 2; max < 12; max++) {
      const cut = htmlToText('🎷'.repeat(20), max);
      expect(cut, String(max)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(cut.length).toBeLessThanOrEqual(max);
    }
    expect(htmlToText('short', 4000)).toBe('short');
  });

  it('marks the text of a cut input with …, without the tag or entity cut in two at its end', () => {
    expect(htmlToText('<p>Kontzertua <a href="https://exa', 4000, { cutInput: true })).toBe('Kontzertua…');
    expect(htmlToText('<p>Tom &amp; Jerr', 4000, { cutInput: true })).toBe('Tom & Jerr…');
    expect(htmlToText('<p>Tom &am', 4000, { cutInput: true })).toBe('Tom…');
    expect(htmlToText('<p>Tom</p>', 3, { cutInput: true }).length).toBeLessThanOrEqual(3);
    expect(htmlToText('<script>x', 4000, { cutInput: true })).toBe('');
  });

  describe('on the inputs that made the regular expressions quadratic (65 000 characters each)', () => {
    const N = 65_000;
    const cases: Array<[string, string, string]> = [
      ['a run of spaces', `${' '.repeat(N)}x`, 'x'],
      ['a run of tabs', `a${'\t'.repeat(N)}b`, 'a b'],
      ['spaces and line breaks', ` \n `.repeat(N / 3), ''],
      ['unclosed <a', '<a'.repeat(N / 2), '<a'.repeat(N / 2)],
      ['unclosed <li ', '<li '.repeat(N / 4), '<li '.repeat(N / 4).trim()],
      ['unclosed <script', '<script'.repeat(N / 7), '<script'.repeat(N / 7)],
      ['unclosed comments', '<!--'.repeat(N / 4), ''],
      ['an end tag followed by spaces', `a</p${' '.repeat(N)}`, 'a</p'],
      ['an unclosed script', `<script>${'x'.repeat(N)}`, ''],
      ['entity look-alikes', '&#'.repeat(N / 2), '&#'.repeat(N / 2)],
    ];
    it.each(cases)('%s', (_name, html, expected) => {
      expect(htmlToText(html)).toBe(expected);
      const capped = htmlToText(html, 4000);
      if (expected.length <= 4000) expect(capped).toBe(expected);
      else {
        expect(capped.length).toBeLessThanOrEqual(4000);
        expect(capped.endsWith('…')).toBe(true);
        expect(expected.startsWith(capped.slice(0, -1))).toBe(true);
      }
    });
  });
});
