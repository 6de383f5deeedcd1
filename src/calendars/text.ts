/** Texts as WordPress stores them, turned into ours. */
import { decodeEntities } from '../lib/html-entities';

/**
 * Post content without block markup: TEC's own blocks (`<!-- wp:tribe/event-datetime /-->`: the date,
 * price, venue … that TEC renders from the event's fields) are dropped, the delimiters of every other
 * block are removed and their HTML kept. One pass over the text, no backtracking.
 */
export function withoutBlockMarkup(content: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = content.indexOf('<!--', at);
    if (open === -1) break;
    const close = content.indexOf('-->', open + 4);
    if (close === -1) break;
    const inner = content.slice(open + 4, close).trim();
    out += content.slice(at, open);
    if (!/^\/?wp:/.test(inner)) out += content.slice(open, close + 3);
    at = close + 3;
  }
  out += content.slice(at);
  return out === content ? content : out.replace(/\n{3,}/g, '\n\n').trim();
}

/** A title or name WordPress has filtered for display (`&#038;`, `&#8220;`): its entities decoded. */
export const displayedToText = (text: string) => decodeEntities(text).trim();

/** `2026-11-26T06:15:22` (wp/v2) → `2026-11-26 06:15:22`; WordPress' zero date and null → null. */
export function wpDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const wall = value.replace('T', ' ').slice(0, 19);
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(wall) && !wall.startsWith('0000') ? wall : null;
}

/** Tags that make a text markup already: WordPress' `wpautop` leaves their paragraphs alone. */
const BLOCK_TAG = /<(?:p|div|ul|ol|h[1-6]|blockquote|pre|table|figure)[\s>]/i;

/**
 * A plain excerpt as TEC shows it (WordPress' `the_excerpt`, whose `wpautop` makes paragraphs): blank
 * lines part paragraphs, a single line break becomes `<br />`. Markup is left as it is; WordPress'
 * typography (`wptexturize`: curly quotes, dashes) is not applied. Line by line, no backtracking.
 */
export function excerptParagraphs(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '' || BLOCK_TAG.test(text)) return text;
  const paragraphs: string[][] = [[]];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (paragraphs[paragraphs.length - 1]!.length > 0) paragraphs.push([]);
    } else paragraphs[paragraphs.length - 1]!.push(line.trim());
  }
  return paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br />\n')}</p>`)
    .join('\n');
}
