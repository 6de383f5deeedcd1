import type { Presentation } from '../posts/presenter';
import { decodeEventRow } from '../posts/rows';
import { presentEvent } from './presenter';

/**
 * An event of a list as JSON text, remembered by everything it is made of: the row D1 returned (its
 * columns, and the texts, image, links and terms SQLite assembled as JSON text) and the presentation.
 * After a write every cached list is rebuilt, while most of the events on it have not changed: those
 * are copied, not decoded, presented and serialised again. `presentEvent` is a pure function of these
 * inputs, so a remembered text is exactly what it would give now.
 */
const JSON_COLUMNS = new Set(['texts', 'image', 'links', 'terms']);
/** Keys and texts together (UTF-16 code units); the map is emptied when it would grow past it. */
const MAX_CHARS = 4 * 1024 * 1024;

const remembered = new Map<string, string>();
let chars = 0;

function keyOf(raw: Record<string, unknown>, p: Presentation, locked: boolean, onlineUrl: boolean): string {
  // Every field of the presentation: the currency is a site setting that changes at run time.
  const scalars: unknown[] = [p.apiRoot, p.siteUrl, p.origin, p.host, p.lang, p.defaultLang, p.siteTimezone];
  scalars.push(p.currency.symbol, p.currency.position, p.currencyCode, p.single, locked, onlineUrl);
  let json = '';
  for (const name in raw) {
    // SQLite's JSON text never holds a raw NUL (control characters are escaped): the separator is unambiguous.
    if (JSON_COLUMNS.has(name)) json += `\0${name}\0${raw[name] ?? 'null'}`;
    else scalars.push(name, raw[name]);
  }
  return JSON.stringify(scalars) + json;
}

export function presentedEventJson(
  raw: Record<string, unknown>,
  p: Presentation,
  locked: boolean,
  onlineUrl: boolean,
): string {
  const key = keyOf(raw, p, locked, onlineUrl);
  let text = remembered.get(key);
  if (text === undefined) {
    text = JSON.stringify(presentEvent(decodeEventRow(raw), p, { locked, onlineUrl }));
    if (chars + key.length + text.length > MAX_CHARS) {
      remembered.clear();
      chars = 0;
    }
    remembered.set(key, text);
    chars += key.length + text.length;
  }
  return text;
}
