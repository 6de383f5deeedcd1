import { dateInWords, timeInWords } from '../../lib/date-words';
import { daysInMonth } from '../../lib/dates';
import type { Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import type { EventRecord } from '../parts';
import { type Looks, looksOf } from './badges';
import { CALENDAR_STRINGS, eventCount } from './strings';
import { type OwnDates, ownDays } from './window';

/**
 * The month view: a `<table>` of weeks as the widget draws it (weekday headers in the content language,
 * Monday first but in English, the days of other months left empty, today marked), each day with its
 * number linked to the day view and the events on it (by their own dates), each linked to its page.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The events on each day of `month` (`YYYY-MM`), in the order given. Work: days × events. */
export function eventsByDay<E extends OwnDates>(events: E[], month: string): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const spans = events.map((event) => ({ event, ...ownDays(event) }));
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${pad(d)}`;
    const on = spans.filter((s) => s.first <= day && s.last >= day).map((s) => s.event);
    if (on.length > 0) byDay.set(day, on);
  }
  return byDay;
}

/** An event in a day's cell: the start time when it starts that day (and is not all day), the title. */
function cellItem(event: EventRecord, day: string, lang: Lang, looks?: Looks): string {
  const startsHere = event.all_day !== true && event.start_date.slice(0, 10) === day;
  const time = startsHere
    ? `<time datetime="${escapeHtml(event.start_date.replace(' ', 'T'))}">${escapeHtml(timeInWords(event.start_date, lang))}</time> `
    : '';
  const { badge, className } = looksOf(event, lang, looks);
  return `<li${className}><a href="${escapeHtml(event.url)}">${time}${escapeHtml(event.title)}</a>${badge ? ` ${badge}` : ''}</li>`;
}

export interface MonthGrid {
  month: string;
  today: string;
  lang: Lang;
  byDay: Map<string, EventRecord[]>;
  /** The day view's link of a day. */
  dayHref: (day: string) => string;
  /** The id of the element that names the grid (the page's heading). */
  labelledBy: string;
  /** The events' category colours. */
  looks?: Looks;
}

export function monthHtml(grid: MonthGrid): string {
  const { month, lang, byDay } = grid;
  const t = CALENDAR_STRINGS[lang];
  const year = Number(month.slice(0, 4));
  const days = daysInMonth(year, Number(month.slice(5, 7)));
  const weekdayOfFirst = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  const offset = (weekdayOfFirst - t.firstDay + 7) % 7;
  const head = Array.from({ length: 7 }, (_, i) => {
    const weekday = (t.firstDay + i) % 7;
    return `<th scope="col" abbr="${escapeHtml(t.weekdays[weekday]!)}">${escapeHtml(t.weekdaysShort[weekday]!)}</th>`;
  }).join('');
  const rows: string[] = [];
  let cells: string[] = [];
  for (let cell = 0; cell < Math.ceil((offset + days) / 7) * 7; cell++) {
    const d = cell - offset + 1;
    if (d < 1 || d > days) cells.push('<td></td>');
    else {
      const day = `${month}-${pad(d)}`;
      const events = byDay.get(day) ?? [];
      const said = `${dateInWords(day, lang)}, ${events.length > 0 ? eventCount(events.length, lang) : t.noEventsDay}`;
      const list =
        events.length > 0
          ? `<ul>${events.map((event) => cellItem(event, day, lang, grid.looks)).join('')}</ul>`
          : '';
      cells.push(
        `<td${day === grid.today ? ' aria-current="date"' : ''}><a class="num" href="${escapeHtml(grid.dayHref(day))}"><span aria-hidden="true">${d}</span><span class="sr">${escapeHtml(said)}</span></a>${list}</td>`,
      );
    }
    if (cells.length === 7) {
      rows.push(`<tr>${cells.join('')}</tr>`);
      cells = [];
    }
  }
  const empty = byDay.size === 0 ? `<p class="empty">${escapeHtml(t.noEventsMonth)}</p>` : '';
  return `<table class="month" aria-labelledby="${grid.labelledBy}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>${empty}`;
}
