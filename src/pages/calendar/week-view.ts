import { dateInWords } from '../../lib/date-words';
import { addDaysToWall } from '../../lib/dates';
import type { Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import { imageHtml, shownImage } from '../image';
import { type EventRecord, link } from '../parts';
import { whenHtml } from '../when';
import { type Looks, looksOf } from './badges';
import { eventItem } from './list-view';
import { CALENDAR_STRINGS } from './strings';
import { WEEK_WORDS } from './week-words';
import { ownDays } from './window';

/**
 * TEC Pro's week view and photo view. The week: its seven days (Monday first), each a section under its
 * heading with the events on it by their own dates, as the day view lists them. The photo view: the
 * list's events as cards, each with its picture (when it has one), title, badge and time.
 */

/** The seven days of the week starting `first`. */
export const weekDays = (first: string) =>
  Array.from({ length: 7 }, (_, i) => addDaysToWall(`${first} 00:00:00`, i).slice(0, 10));

export function weekHtml(events: EventRecord[], first: string, lang: Lang, looks?: Looks): string {
  const t = CALENDAR_STRINGS[lang];
  const spans = events.map((event) => ({ event, ...ownDays(event) }));
  if (events.length === 0) return `<p class="empty">${escapeHtml(WEEK_WORDS[lang].noEventsWeek)}</p>`;
  const days = weekDays(first).map((day) => {
    const on = spans.filter((s) => s.first <= day && s.last >= day).map((s) => s.event);
    const list =
      on.length > 0
        ? `<ul class="events">${on.map((event) => eventItem(event, lang, looks)).join('')}</ul>`
        : `<p class="empty">${escapeHtml(t.noEventsDay)}</p>`;
    return `<section class="week-day" aria-labelledby="d-${day}"><h2 id="d-${day}">${escapeHtml(dateInWords(day, lang))}</h2>${list}</section>`;
  });
  return `<div class="week">${days.join('\n')}</div>`;
}

/** One card of the photo view. */
function photoCard(event: EventRecord, lang: Lang, looks?: Looks): string {
  const image = shownImage(event.image);
  const { badge, className } = looksOf(event, lang, looks);
  const picture = image
    ? imageHtml(image, { eager: false, sizes: '(min-width: 40rem) 16rem, 100vw', className: 'photo' })
    : '';
  return `<li${className}>${picture}${link(event.url, event.title)}${badge ? `<p class="status">${badge}</p>` : ''}<p class="when">${whenHtml(event, lang)}</p></li>`;
}

export function photoHtml(events: EventRecord[], lang: Lang, looks?: Looks): string {
  if (events.length === 0) return `<p class="empty">${escapeHtml(CALENDAR_STRINGS[lang].noEvents)}</p>`;
  return `<ul class="photos">${events.map((event) => photoCard(event, lang, looks)).join('')}</ul>`;
}
