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

interface NumberMatch {
  values: number[];
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

function emptyDetails(): CostDetails {
  return { currency_symbol: '', currency_code: '', currency_position: '', values: [] };
}

function foldForComparison(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s!¡.]+|[\s!¡.]+$/g, '');
}

export function isFreeWord(text: string): boolean {
  return FREE_WORDS.has(foldForComparison(text));
}

function parseNumberToken(token: string): number[] {
  const hasDot = token.includes('.');
  const hasComma = token.includes(',');
  if (hasDot && hasComma) {
    const decimalMark = token.lastIndexOf('.') > token.lastIndexOf(',') ? '.' : ',';
    const thousandsMark = decimalMark === '.' ? ',' : '.';
    return [Number(token.split(thousandsMark).join('').replace(decimalMark, '.'))];
  }
  if (!hasDot && !hasComma) return [Number(token)];

  const groups = token.split(hasDot ? '.' : ',');
  if (groups.length === 2) {
    const [whole = '', fraction = ''] = groups;
    return fraction.length === 3 ? [Number(whole + fraction)] : [Number(`${whole}.${fraction}`)];
  }
  const [first = '', ...rest] = groups;
  const isThousands = first.length <= 3 && rest.every((g) => g.length === 3);
  return isThousands ? [Number(groups.join(''))] : groups.map(Number);
}

function findNumbers(text: string): NumberMatch {
  const values: number[] = [];
  let index = -1;
  for (const match of text.matchAll(NUMBER_TOKEN_RE)) {
    if (index === -1) index = match.index ?? -1;
    values.push(...parseNumberToken(match[0]));
  }
  return { values, index };
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

/** Numbers come straight from decimal text, so String() round-trips them ("10.50" → "10.5"). */
function uniqueSortedValues(values: number[]): string[] {
  const finite = values.filter((v) => Number.isFinite(v));
  return [...new Set(finite)].sort((a, b) => a - b).map(String);
}

/**
 * Splits a free-text cost ("10 - 25 €", "Gratis", "USD 15") into TEC's
 * `cost` and `cost_details`. `freeLabel` is the word for "free" in the content
 * language, used when the cost is free or zero.
 */
export function parseCost(cost: string, freeLabel: string): ParsedCost {
  const text = cost.trim();
  if (text === '') return { cost: '', details: emptyDetails() };

  const numbers = findNumbers(text);
  const values = uniqueSortedValues(numbers.values);
  const isZero = values.length === 1 && values[0] === '0';
  if (isFreeWord(text) || isZero) {
    return { cost: freeLabel, details: { ...emptyDetails(), values: ['0'] } };
  }

  const details: CostDetails = { ...emptyDetails(), values };
  const currency = findCurrency(text);
  if (currency) {
    details.currency_symbol = currency.symbol;
    details.currency_code = currency.code;
    if (numbers.index !== -1) {
      details.currency_position = currency.index < numbers.index ? 'prefix' : 'postfix';
    }
  }
  return { cost: text, details };
}
