import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { property } from '../fuzz/scale';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and attributes, and closes what is left open', () => {
    expect(sanitizeHtml('<p>Hello <strong>world</strong> &amp; <em>friends</em></p>')).toBe(
      '<p>Hello <strong>world</strong> &amp; <em>friends</em></p>',
    );
    expect(sanitizeHtml('<ul><li>One<li>Two</ul>')).toBe('<ul><li>One<li>Two</li></li></ul>');
    expect(sanitizeHtml('<P CLASS="x" Lang="eu">Kaixo<BR>')).toBe('<p lang="eu">Kaixo<br></p>');
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(sanitizeHtml('<td colspan=2 onclick=alert(1)>')).toBe('<td colspan="2"></td>');
  });

  it('keeps links and images to the web only, after decoding references', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&#38;c=2" rel="nofollow noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:ane@example.com">Ane</a>')).toBe(
      '<a href="mailto:ane@example.com" rel="nofollow noopener">Ane</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="https://img.example/a.jpg" onerror="alert(1)">')).toBe(
      '<img src="https://img.example/a.jpg" alt="">',
    );
    expect(sanitizeHtml('<img src="mailto:x@example.com"><img>')).toBe('');
  });

  it('drops scripts, styles and other active content with what they hold', () => {
    expect(sanitizeHtml('a<script>alert("<p>")</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type=x>alert(1)</script >b')).toBe('ab');
    expect(sanitizeHtml('a<style>p{}</style><iframe src="https://x.example"></iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><script>alert(1)</script></svg>b')).toBe('ab');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?php x ?>c')).toBe('abc');
    expect(sanitizeHtml('<p onmouseover="alert(1)" style="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<form action="https://x.example"><input name=a></form>t')).toBe('t');
  });

  it('escapes text, keeping whole character references', () => {
    expect(sanitizeHtml('1 < 2 > 0 & Tom & Jerry &eacute; &#233; &#xE9; &bogus')).toBe(
      '1 &lt; 2 &gt; 0 &amp; Tom &amp; Jerry &eacute; &#233; &#xE9; &amp;bogus',
    );
    expect(sanitizeHtml('<p title="a &quot;b&quot; <c>">x</p>')).toBe(
      '<p title="a &#34;b&#34; &#60;c&#62;">x</p>',
    );
    expect(sanitizeHtml('</ p><3 <<b>x')).toBe('&lt;/ p&gt;&lt;3 &lt;<b>x</b>');
  });

  it('drops a tag, comment or element the input ends inside of', () => {
    expect(sanitizeHtml('ok <a href="https://x.example')).toBe('ok ');
    expect(sanitizeHtml('ok <p class=x')).toBe('ok ');
    expect(sanitizeHtml('ok <!-- never closed')).toBe('ok ');
    expect(sanitizeHtml('ok <script>alert(1)')).toBe('ok ');
  });

  it('stays linear on hostile input (each of these is 65 000 characters or more)', () => {
    const n = 65_000;
    expect(sanitizeHtml('<a'.repeat(n / 2))).toBe('');
    expect(sanitizeHtml(`${'<a '.repeat(n / 3)}>`)).toBe('<a></a>');
    expect(sanitizeHtml(`<p title="${'x'.repeat(n)}`)).toBe('');
    expect(sanitizeHtml('<'.repeat(n))).toBe('&lt;'.repeat(n));
    expect(sanitizeHtml('&'.repeat(n))).toBe('&amp;'.repeat(n));
    expect(sanitizeHtml(' \t'.repeat(n / 2))).toBe(' \t'.repeat(n / 2));
    expect(sanitizeHtml('<script>'.repeat(n / 8))).toBe('');
    expect(sanitizeHtml('<li '.repeat(n / 4))).toBe('');
    // Deep nesting is flattened past 64 levels; every element is closed.
    const deep = sanitizeHtml(`${'<b>'.repeat(n / 3)}x`);
    expect(deep).toBe(`${'<b>'.repeat(64)}x${'</b>'.repeat(64)}`);
    const closers = sanitizeHtml(`${'<i>'.repeat(64)}${'</b>'.repeat(n / 4)}`);
    expect(closers).toBe(`${'<i>'.repeat(64)}${'</i>'.repeat(64)}`);
  });
});

describe('sanitizeHtml on random markup (fast-check)', () => {
  const fragments = [
    '<p>',
    '</p>',
    '<a href="',
    'javascript:alert(1)',
    'https://ok.example/',
    '">',
    '</a>',
    '<script>',
    '</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<b>',
    '</b>',
    '<!--',
    '-->',
    '"',
    "'",
    '<',
    '>',
    '&',
    '&amp;',
    '&#x6A;',
    ' onclick=',
    '<style>',
    '<li ',
    '=',
    'text',
    '<IFRAME src=https://x.example>',
    '<a HREF=jav&#x61;script:x>',
    '\n',
    '\t',
  ];
  const markup = fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 4 })), {
    maxLength: 40,
  });
  const TAG = /<\/?([a-z0-9]+)([^>]*)>/g;
  const ATTRIBUTE = / ([a-z-]+)="([^"]*)"/g;

  it('leaves only allowed tags and attributes, with safe URLs and balanced elements', () => {
    fc.assert(
      fc.property(markup, (parts) => {
        const out = sanitizeHtml(parts.join(''));
        const open: string[] = [];
        for (const [whole, name, attributes] of out.matchAll(TAG)) {
          expect(['script', 'style', 'iframe', 'svg']).not.toContain(name);
          for (const [, attribute, value] of attributes!.matchAll(ATTRIBUTE)) {
            expect(attribute).not.toMatch(/^on/);
            if (attribute === 'href' || attribute === 'src') expect(value).toMatch(/^(https?:|mailto:|tel:)/);
          }
          if (whole.startsWith('</')) expect(open.pop()).toBe(name);
          else if (!['br', 'hr', 'img'].includes(name!)) open.push(name!);
        }
        expect(open).toEqual([]);
        // Every `<` left is a tag the sanitiser wrote; every `>` ends one.
        expect(out.replace(TAG, '')).not.toMatch(/[<>]/);
      }),
      property(2000, 21),
    );
  });
});
