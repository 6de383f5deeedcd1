import { type Amount, type CostDetails, type CurrencyPosition, type ParsedCost, readCost } from './cost';

/**
 * An event's `cost` and `cost_details` as TEC 6.17.2 shows them (`Tribe__Events__Cost_Utils::
 * get_formatted_event_cost` and the REST repository's `cost_details`):
 *
 * - the lowest and the highest amount of the cost text, as written ("12,50"), joined by TEC's range
 *   separator " – " when they differ ("$10 – $25"); an amount of 0 is the word for free ("Free – 30$");
 * - each amount with the currency symbol before or after it: the event's own (TEC's
 *   `_EventCurrencySymbol` / `_EventCurrencyPosition`), else the site's default (docs/settings.md);
 * - a text without amounts is shown as written ("Donation"); a free word alone, or only zeros, is free;
 * - `cost_details` holds the event's currency as stored and every amount, ascending, as TEC's value
 *   strings ("12.50").
 *
 * Records written through the API store no currency unless the write sends its own (`cost_currency_*`,
 * docs/api.md): it is read from the cost text each time, as TEC's write reads it (`parse_currency_symbol`),
 * so a later cost text brings its own. Imported records keep their source's (possibly empty) currency fields.
 */

/** TEC's `_EventCurrency*` of an imported event ('' when the source had none); null: read from the text. */
export interface CurrencyMeta {
  symbol: string | null;
  code: string | null;
  position: string | null;
}

/** The site's defaults for amounts whose event names no currency (TEC's `defaultCurrencySymbol`…). */
export interface CurrencyDefaults {
  symbol: string;
  position: 'prefix' | 'postfix';
}

export const NO_CURRENCY_META: CurrencyMeta = { symbol: null, code: null, position: null };

/** TEC's "Cost range separator". */
export const RANGE_SEPARATOR = ' – ';

const asPosition = (value: string): CurrencyPosition =>
  value === 'prefix' ? 'prefix' : value === 'postfix' || value === 'suffix' ? 'postfix' : '';

export function formatCost(
  cost: string,
  freeLabel: string,
  meta: CurrencyMeta = NO_CURRENCY_META,
  defaults: CurrencyDefaults = { symbol: '', position: 'prefix' },
): ParsedCost {
  const read = readCost(cost);
  const details: CostDetails = {
    currency_symbol: meta.symbol ?? read.symbol,
    currency_code: meta.code ?? read.code,
    currency_position: meta.position === null ? read.position : asPosition(meta.position),
    values: read.amounts.map((amount) => amount.value),
  };
  if (read.text === '') return { cost: '', details: { ...details, values: [] } };
  if (read.free) {
    const currency = {
      symbol: meta.symbol ?? '',
      code: meta.code ?? '',
      position: asPosition(meta.position ?? ''),
    };
    return {
      cost: freeLabel,
      details: {
        currency_symbol: currency.symbol,
        currency_code: currency.code,
        currency_position: currency.position,
        values: ['0'],
      },
    };
  }
  if (read.amounts.length === 0) return { cost: read.text, details };

  const symbol = details.currency_symbol || defaults.symbol;
  const position = details.currency_position || defaults.position;
  const shown = (amount: Amount) => {
    if (amount.number === 0) return freeLabel;
    if (symbol === '') return amount.text;
    return position === 'prefix' ? `${symbol}${amount.text}` : `${amount.text}${symbol}`;
  };
  const lowest = read.amounts[0]!;
  const highest = read.amounts[read.amounts.length - 1]!;
  return {
    cost: lowest === highest ? shown(lowest) : `${shown(lowest)}${RANGE_SEPARATOR}${shown(highest)}`,
    details,
  };
}
