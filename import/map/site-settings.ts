/**
 * The site's own settings, carried with its records (`site_settings`, migration 0014): its time zone
 * (an IANA name), default language, name, address, and the currency TEC shows for events that name
 * none of their own. Only sources that are sites carry them (a live site, an export), not a feed. Pure.
 */

import type { SourcePost, SourceSet } from '../../src/calendars/model';
import { isValidTimeZone } from '../../src/lib/dates';
import type { Lang } from '../../src/lib/languages';
import type { SettingName } from '../../src/settings/schemas';
import { toLang } from './languages';

export { SETTING_NAMES, type SettingName } from '../../src/settings/schemas';

/** A setting as the source has it, and where it was read. */
export interface SourceSetting {
  name: SettingName;
  value: string;
  from: string;
}

/**
 * A zone our settings take: an IANA name as it is; a manual offset of whole hours as the IANA name of
 * that offset (`UTC+2` → `Etc/GMT-2`: POSIX signs are inverted); any other offset as UTC, said.
 */
export function ianaZone(zone: string): { zone: string; note?: string } {
  const offset = /^UTC([+-])(\d{1,2}(?:\.\d+)?)$/.exec(zone);
  if (!offset) {
    if (zone !== '' && isValidTimeZone(zone)) return { zone };
    return {
      zone: 'UTC',
      note: `its time zone "${zone}" is not one we know: UTC is set; set the right one here`,
    };
  }
  const hours = Number(offset[2]);
  if (hours === 0) return { zone: 'UTC' };
  const name = `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
  if (Number.isInteger(hours) && isValidTimeZone(name)) return { zone: name };
  return {
    zone: 'UTC',
    note: `its time zone is the offset ${zone}, which no IANA zone names: UTC is set; set the right one here`,
  };
}

/** The currency in a cost TEC displayed (`$10`, `15€`): the symbol around the number, and on which side. */
export function displayedCurrency(cost: string): { symbol: string; position: 'prefix' | 'postfix' } | null {
  for (const part of cost.split(' – ')) {
    let first = -1;
    let last = -1;
    for (let i = 0; i < part.length; i++) {
      if (part.charCodeAt(i) >= 48 && part.charCodeAt(i) <= 57) {
        if (first === -1) first = i;
        last = i;
      }
    }
    if (first === -1) continue;
    const number = part.slice(first, last + 1);
    const before = part.slice(0, first);
    const after = part.slice(last + 1);
    if (!/^[\d.,]+$/.test(number) || (before.trim() === '') === (after.trim() === '')) continue;
    const symbol = before.trim() === '' ? after : before;
    if (symbol.length > 10 || /[\d\s]/.test(symbol.trim()) || /^\p{L}{4,}$/u.test(symbol.trim())) continue;
    return { symbol, position: before.trim() === '' ? 'postfix' : 'prefix' };
  }
  return null;
}

/** The value most of `votes` give, with how many gave it. */
function mostCommon(votes: string[]): { value: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const vote of votes) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  let best: { value: string; count: number } | null = null;
  for (const [value, count] of counts) if (!best || count > best.count) best = { value, count };
  return best;
}

/**
 * The site's currency symbol and position, as TEC shows them in the costs of events that have none of
 * their own (`cost_details.currency_symbol` '' and a cost of `$5` reveal `$`, before the number).
 */
function currencySettings(posts: SourcePost[]): SourceSetting[] {
  const symbols: string[] = [];
  const positions: string[] = [];
  for (const post of posts) {
    const currency = post.event?.currency;
    if (!currency || post.kind !== 'event') continue;
    const shown = displayedCurrency(post.event!.cost);
    if (!shown) continue;
    if (currency.symbol === '') symbols.push(shown.symbol);
    if (currency.position === '') positions.push(shown.position);
  }
  const settings: SourceSetting[] = [];
  const symbol = mostCommon(symbols);
  if (symbol)
    settings.push({
      name: 'currency_symbol',
      value: symbol.value,
      from: `the cost of ${symbol.count} event(s) without a currency of their own`,
    });
  const position = mostCommon(positions);
  if (position)
    settings.push({
      name: 'currency_position',
      value: position.value,
      from: `the cost of ${position.count} event(s) without a currency position of their own`,
    });
  return settings;
}

/** TEC's currency options when a site never set them (`defaultCurrencySymbol`, `reverseCurrencyPosition`, `defaultCurrencyCode`). */
const TEC_CURRENCY_DEFAULTS: ReadonlyArray<[SettingName, string]> = [
  ['currency_symbol', '$'],
  ['currency_position', 'prefix'],
  ['currency_code', 'USD'],
];

/** The settings `source` carries, and what could not be carried, why. */
export function sourceSettings(
  source: SourceSet,
  langMap: Record<string, Lang>,
): { settings: SourceSetting[]; notes: string[] } {
  const { site } = source;
  const settings: SourceSetting[] = [];
  const notes: string[] = [];
  // A feed is not a site: it says nothing of the site it is imported into.
  if (site.url === undefined) return { settings, notes };
  const { zone, note } = ianaZone(site.timezone);
  settings.push({ name: 'timezone', value: zone, from: site.timezoneFrom ?? 'its time zone' });
  if (note) notes.push(note);
  const lang = toLang(site.language, langMap);
  if (lang) settings.push({ name: 'default_language', value: lang, from: `its language (${site.language})` });
  else if (site.language)
    notes.push(
      `its language ${site.language} is none of eu, ca, en, gl, es: the default language is not set`,
    );
  if (site.name) settings.push({ name: 'site_name', value: site.name, from: 'its name' });
  if (site.url) settings.push({ name: 'site_url', value: site.url, from: 'its address' });
  // Only TEC's display of a cost shows the site's currency (an export has the cost as entered).
  if (site.costsAsShown) settings.push(...currencySettings(source.posts));
  if (site.defaultCurrencyCode)
    settings.push({
      name: 'currency_code',
      value: site.defaultCurrencyCode,
      from: 'the currency TEC’s JSON-LD names for events without one',
    });
  // What the source doesn't show of TEC's currency options is TEC's own default, as TEC itself shows it.
  for (const [name, value] of TEC_CURRENCY_DEFAULTS) {
    if (settings.some((setting) => setting.name === name)) continue;
    settings.push({
      name,
      value,
      from: 'TEC’s default (the source doesn’t show its own): change it in the app’s Settings screen (/admin/settings) or with PATCH /settings',
    });
  }
  return { settings, notes };
}
