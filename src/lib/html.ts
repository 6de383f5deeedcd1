import { decodeEntities } from './html-entities';

/** Ends of blocks that stand apart (a blank line after them), and of lines (a line break). */
const BLOCK_END = /<\/(?:p|h[1-6]|ul|ol|table|blockquote|pre|figure|section|article|header|footer)\s*>/gi;
const LINE_END = /<\/(?:li|tr|div|dt|dd)\s*>/gi;

/**
 * The text of an HTML fragment: scripts, styles and comments dropped, paragraphs, headings and lists
 * apart, `<br>` and list items on lines of their own (bulleted), tags removed, entities decoded,
 * spaces collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/\r\n?/g, '\n')
    // Source line breaks are spaces in HTML; only tags break lines.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[a-z!/?][^>]*>/gi, '');
  return decodeEntities(text)
    .replace(/[ \t\u00A0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
