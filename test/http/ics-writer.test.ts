import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  nextDay,
  paramValue,
  uriValue,
  utcDateTime,
} from '../../src/feeds/ics';
import { htmlToText } from '../../src/lib/html';

/** The pure parts of the iCalendar writer (src/feeds/ics.ts), checked against ical.js where it reads. */

const octets = (text: string) => new TextEncoder().encode(text).length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks; drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0000\u0007\u001F\u007F!')).toBe('tab\there!');
    expect(escapeText('"quotes" and: colons')).toBe('"quotes" and: colons');
  });
});

describe('paramValue', () => {
  it('quotes, and caret-encodes quotes, carets and line breaks (RFC 6868)', () => {
    expect(paramValue('Ane; "Bilbo", 2^3\nx')).toBe(`"Ane; ^'Bilbo^', 2^^3^nx"`);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('never cuts a character: 2-, 3- and 4-octet characters at every offset', () => {
    for (const char of ['é', '€', '日', '🎷', '👩‍👩‍👧']) {
      for (let lead = 0; lead < 8; lead++) {
        const line = `SUMMARY:${'a'.repeat(lead)}${char.repeat(40)}`;
        const folded = foldLine(line);
        const physical = folded.split('\r\n');
        for (const [i, part] of physical.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
          // A lone surrogate would mean a code point was split.
          expect(part).not.toMatch(LONE_SURROGATE);
        }
        expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
      }
    }
  });
});

describe('dates', () => {
  it('writes UTC date-times and the day after a date, across month, year and leap days', () => {
    expect(utcDateTime(new Date('2026-10-25T00:30:05Z'))).toBe('20261025T003005Z');
    expect(nextDay('2027-12-31')).toBe('2028-01-01');
    expect(nextDay('2028-02-28 23:59:59')).toBe('2028-02-29');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
  });
});

describe('htmlToText', () => {
  it('keeps the text of HTML with its paragraphs, lists and entities', () => {
    expect(
      htmlToText(
        '<h2>Title</h2>\n<p>One &amp; <em>two</em>&nbsp;&hellip;<br/>next line</p><ul><li>a</li><li>b &lt;c&gt;</li></ul><p>&#8364; &#x1F3B7; &eacute;&unknown;</p>',
      ),
    ).toBe('Title\n\nOne & two …\nnext line\n\n• a\n• b <c>\n\n€ 🎷 é&unknown;');
  });

  it('drops scripts, styles and comments, and collapses spaces', () => {
    expect(htmlToText('<style>p{}</style><!-- note --><p>  a \n  b  </p><script>x()</script>')).toBe('a b');
    expect(htmlToText('<p>one</p><p></p><p></p><p>two</p>')).toBe('one\n\ntwo');
    expect(htmlToText('plain text')).toBe('plain text');
  });
});

describe('buildCalendar', () => {
  it('makes a calendar that ical.js reads back as written', () => {
    const text = buildCalendar({ prodId: '-//t//x//EN', name: 'Events, all; of them', language: 'en' }, [
      {
        uid: 'event-1@example.com',
        modified: new Date('2026-01-02T03:04:05Z'),
        sequence: 7,
        when: {
          kind: 'timed',
          start: new Date('2026-03-29T00:30:00Z'),
          end: new Date('2026-03-29T01:30:00Z'),
        },
        summary: 'Line one\nLine two, with \\ and ;',
        description: 'x'.repeat(200),
        url: 'https://example.com/event/a/',
        categories: ['a,b', 'c'],
      },
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(text).toContain('\r\nNAME;LANGUAGE=en:Events\\, all\\; of them\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Events\\, all\\; of them\r\n');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Line one\nLine two, with \\ and ;');
    expect(event.getFirstPropertyValue('description')).toBe('x'.repeat(200));
    expect(event.getFirstProperty('categories')!.getValues()).toEqual(['a,b', 'c']);
    expect(Number(event.getFirstPropertyValue('sequence'))).toBe(7);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(text).not.toContain('REFRESH-INTERVAL');
  });
});

describe('uriValue', () => {
  it('keeps a URI as it is, percent-encoded parts included', () => {
    const uri = "https://example.com/event/m%c3%basica/?a=1&b=[2]#x:y@z!$'()*+,;=~";
    expect(uriValue(uri)).toBe(uri);
  });

  it('percent-encodes what a URI may not hold: line breaks, controls, spaces, quotes, markup, letters', () => {
    expect(uriValue('https://e.com/event/x\r\nATTACH:http://evil/x/')).toBe(
      'https://e.com/event/x%0D%0AATTACH:http://evil/x/',
    );
    expect(uriValue('https://e.com/"<b> ñ\t\u0000\u007F')).toBe('https://e.com/%22%3Cb%3E%20%C3%B1%09%00%7F');
    expect(uriValue('mailto:a@b.c\uD800')).toBe('mailto:a@b.c%EF%BF%BD');
  });
});

describe('buildCalendar: no value breaks its line', () => {
  it('line breaks in every kind of value stay escaped, encoded or dropped: no property is injected', () => {
    const injected = '\r\nATTACH:http://evil/';
    const text = buildCalendar({ prodId: `-//t//x//EN${injected}`, name: `Feed${injected}` }, [
      {
        uid: `event-1@example.com${injected}`,
        modified: new Date('2026-01-02T03:04:05Z'),
        sequence: 1,
        when: {
          kind: 'zoned',
          timezone: `Europe/Madrid${injected}`,
          start: '2026-03-29 20:00:00',
          end: '2026-03-29 21:00:00',
        },
        summary: `Summary${injected}`,
        description: `Description${injected}`,
        location: `Place${injected}`,
        url: `https://example.com/event/x${injected}`,
        categories: [`Cat${injected}`],
        organizer: { name: `Ane${injected}`, email: `ane@example.com${injected}` },
        language: 'en',
        recurrence: [`RRULE:FREQ=DAILY;COUNT=2${injected}`],
      },
    ]);
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.filter((line) => line.startsWith('ATTACH'))).toEqual([]);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getAllProperties('attach')).toEqual([]);
    expect(event.getFirstPropertyValue('summary')).toBe('Summary\nATTACH:http://evil/');
    expect(event.getFirstPropertyValue('url')).toBe('https://example.com/event/x%0D%0AATTACH:http://evil/');
  });
});
