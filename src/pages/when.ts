import { dateInWords, dateTimeInWords, timeInWords } from '../lib/date-words';
import { isoWithOffset, timeZoneAbbr } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { escapeHtml } from '../lib/sanitize-html';
import { PAGE_STRINGS } from './strings';

/** What a page needs to say when an event happens: the fields every event has, locked or not. */
export interface EventTimes {
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  timezone_abbr: string;
}

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);
const day = (wall: string) => wall.slice(0, 10);

/**
 * When an event happens, as HTML: its dates (and times, with the zone's abbreviation) in its own time
 * zone, in words of the page's language, inside `<time>` elements for machines. A locked event's
 * `all_day` is hidden (null): it shows as times, as in lists.
 */
export function whenHtml(event: EventTimes, lang: Lang): string {
  const t = PAGE_STRINGS[lang];
  if (event.all_day === true) {
    const first = `<time datetime="${day(event.start_date)}">${escapeHtml(dateInWords(event.start_date, lang))}</time>`;
    if (day(event.start_date) === day(event.end_date)) return `${first} · ${escapeHtml(t.allDay)}`;
    const last = `<time datetime="${day(event.end_date)}">${escapeHtml(dateInWords(event.end_date, lang))}</time>`;
    return `${first} – ${last} · ${escapeHtml(t.allDay)}`;
  }
  const start = instantOf(event.utc_start_date);
  const end = instantOf(event.utc_end_date);
  const zone = event.timezone;
  const startAbbr = event.timezone_abbr;
  const endAbbr = timeZoneAbbr(end, zone);
  const abbr = startAbbr === endAbbr ? startAbbr : `${startAbbr} – ${endAbbr}`;
  const at = (instant: Date, wall: string, withDate: boolean) =>
    `<time datetime="${isoWithOffset(instant, zone)}">${escapeHtml(
      withDate ? dateTimeInWords(wall, lang) : timeInWords(wall, lang),
    )}</time>`;
  const startHtml = at(start, event.start_date, true);
  if (end.getTime() <= start.getTime()) return `${startHtml} (${escapeHtml(abbr)})`;
  const sameDay = day(event.start_date) === day(event.end_date);
  return `${startHtml} – ${at(end, event.end_date, !sameDay)} (${escapeHtml(abbr)})`;
}
