/**
 * Event cost parsing, mirroring TEC's `cost` / `cost_details` REST fields.
 *
 * Number rule: a number is a run of digits that may contain `.` or `,` between
 * digits ("1.000,50"). Within one such token:
 *  - both `.` and `,` present → the last one is the decimal mark, the other
 *    groups thousands ("1.000,50" and "1,000.50" → 1000.5);
 *  - one separator, once, followed by exactly 3 digits → thousands ("1.000",
 *    "2,500" → 1000, 2500);
 *  - one separator, once, otherwise → decimal mark ("10.50", "10,5");
 *  - one separator repeated with every later group 3 digits long → thousands
 *    ("1.000.000");
 *  - one separator repeated otherwise → a list with no spaces ("10,15,25").
 * Signs are ignored: costs are never negative.
 */

export type CurrencyPosition = 'prefix' | 'postfix' | '';

export interface CostDetails {
  currency_symbol: string;
  currency_code: string;
  currency_position: CurrencyPosition;
  values: string[];
}

export interface ParsedCost {
  cost: string;
  details: CostDetails;
}

interface CurrencyMatch {
  symbol: string;
  code: string;
  index: number;
}

/** One amount of a cost text: as written ("12,50"), TEC's value string ("12.50") and its number. */
export interface Amount {
  text: string;
  value: string;
  number: number;
}

interface AmountsMatch {
  amounts: Amount[];
  index: number;
}

// Accent-folded, lowercase. en, es, eu, ca, gl.
const FREE_WORDS: ReadonlySet<string> = new Set([
  'free',
  'gratis',
  'gratuito',
  'gratuita',
  'doan',
  'doako',
  'dohainik',
  'gratuit',
  'de balde',
]);

const CODE_TO_SYMBOL: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  JPY: '¥',
};

const NUMBER_TOKEN_RE = /\d+(?:[.,]\d+)*/g;
// "euro(s)" is how the cost is commonly written in the site's languages.
const CURRENCY_RE = /[€$£¥]|(?<![a-z])(?:eur|usd|gbp|jpy|euros?)(?![a-z])/i;

/** Spaces and the marks around a word ("¡Gratis!") that comparisons leave out at either end. */
const EDGE_MARKS = new Set([' ', '!', '¡', '.']);

function foldForComparison(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
  // Trimmed by scanning, not by `[\s!¡.]+$`, which retries from every mark of a long inner run.
  let start = 0;
  let end = folded.length;
  while (start < end && EDGE_MARKS.has(folded[start]!)) start += 1;
  while (end > start && EDGE_MARKS.has(folded[end - 1]!)) end -= 1;
  return folded.slice(start, end);
}

export function isFreeWord(text: string): boolean {
  return FREE_WORDS.has(foldForComparison(text));
}

const amountOf = (text: string, whole: string, fraction?: string): Amount => {
  const integer = whole.replace(/^0+(?=\d)/, '');
  const value = fraction === undefined ? integer : `${integer}.${fraction}`;
  return { text, value, number: Number(value) };
};

function amountsOfToken(token: string): Amount[] {
  const hasDot = token.includes('.');
  const hasComma = token.includes(',');
  if (hasDot && hasComma) {
    const decimalMark = token.lastIndexOf('.') > token.lastIndexOf(',') ? '.' : ',';
    const thousandsMark = decimalMark === '.' ? ',' : '.';
    const [whole = '', fraction = ''] = token.split(thousandsMark).join('').split(decimalMark);
    return [amountOf(token, whole, fraction)];
  }
  if (!hasDot && !hasComma) return [amountOf(token, token)];

  const groups = token.split(hasDot ? '.' : ',');
  if (groups.length === 2) {
    const [whole = '', fraction = ''] = groups;
    return [fraction.length === 3 ? amountOf(token, whole + fraction) : amountOf(token, whole, fraction)];
  }
  const [first = '', ...rest] = groups;
  const isThousands = first.length <= 3 && rest.every((g) => g.length === 3);
  return isThousands ? [amountOf(token, groups.join(''))] : groups.map((group) => amountOf(group, group));
}

/** Where a cost text lists several prices: a free word between them is a price of 0 ("Free – 30$"). */
const PRICE_SEPARATOR = /[,;/|+–—]|\s-\s/;

function findAmounts(text: string): AmountsMatch {
  const amounts: Amount[] = [];
  let index = -1;
  for (const match of text.matchAll(NUMBER_TOKEN_RE)) {
    if (index === -1) index = match.index ?? -1;
    amounts.push(...amountsOfToken(match[0]));
  }
  if (amounts.length > 0 && text.split(PRICE_SEPARATOR).some(isFreeWord)) {
    amounts.push({ text: '0', value: '0', number: 0 });
  }
  return { amounts, index };
}

/**
 * The currency a cost names. A symbol alone never implies a code, as in TEC: `$` is the dollar of the
 * US, Canada, Australia, Mexico …, `£` and `¥` are not one currency either. A written code (`EUR`,
 * `usd`, `euros`) gives the code and its symbol.
 */
function findCurrency(text: string): CurrencyMatch | null {
  const match = CURRENCY_RE.exec(text);
  if (!match) return null;
  const found = match[0];
  if (Object.values(CODE_TO_SYMBOL).includes(found)) return { symbol: found, code: '', index: match.index };
  const upper = found.toUpperCase();
  const code = upper.startsWith('EURO') ? 'EUR' : upper;
  return { symbol: CODE_TO_SYMBOL[code] ?? '', code, index: match.index };
}

/** Ascending and unique by number (a later spelling of the same number wins, as in TEC's keyed list). */
export function sortedAmounts(amounts: Amount[]): Amount[] {
  const byNumber = new Map<number, Amount>();
  for (const amount of amounts) if (Number.isFinite(amount.number)) byNumber.set(amount.number, amount);
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

/** What a cost text says: its amounts (ascending), the currency it names and where, and whether it is free. */
export interface ReadCost {
  text: string;
  amounts: Amount[];
  free: boolean;
  symbol: string;
  code: string;
  position: CurrencyPosition;
}

/** Reads a free-text cost ("10 - 25 €", "Gratis", "USD 15", "$12,50"). */
export function readCost(cost: string): ReadCost {
  const text = cost.trim();
  const found = findAmounts(text);
  const amounts = sortedAmounts(found.amounts);
  const free = isFreeWord(text) || (amounts.length > 0 && amounts.every((a) => a.number === 0));
  const currency = text === '' ? null : findCurrency(text);
  const position: CurrencyPosition =
    currency && found.index !== -1 ? (currency.index < found.index ? 'prefix' : 'postfix') : '';
  return { text, amounts, free, symbol: currency?.symbol ?? '', code: currency?.code ?? '', position };
}

/**
 * The lowest and highest amount of an event's costs (its cost text in each language), as the price
 * filters read them (`free`, `max_cost`): every amount any of them names, as `cost_details.values` holds
 * them; a free word alone is 0. Null when none names an amount ("Donativo", no cost).
 */
export function costRange(costs: readonly string[]): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const cost of costs) {
    const read = readCost(cost);
    const numbers = read.amounts.length > 0 ? read.amounts.map((a) => a.number) : read.free ? [0] : [];
    for (const n of numbers) {
      if (n < min) min = n;
      if (n > max) max = n;
    }
  }
  return min === Number.POSITIVE_INFINITY ? null : { min, max };
}
