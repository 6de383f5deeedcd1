import { type EventColors, eventColors } from '../../lib/category-colors';
import { type EventStatus, STATUS_LABELS } from '../../lib/event-facts';
import type { Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import type { TermRow } from '../../posts/rows';
import type { EventRecord } from '../parts';

/**
 * What the calendar's views show of an event besides its title, time and place: a badge when it is not
 * on as announced (cancelled, postponed, rescheduled, moved online) with its reason, and its category's
 * colours (src/lib/category-colors.ts).
 */

/** The badge and the reason of an event that is not scheduled as announced; '' for a scheduled one. */
export function statusBadge(event: Pick<EventRecord, 'event_status' | 'event_status_reason'>, lang: Lang) {
  const status = event.event_status as EventStatus;
  if (!status || status === 'scheduled') return '';
  const reason = event.event_status_reason
    ? ` <span class="reason">${escapeHtml(event.event_status_reason)}</span>`
    : '';
  return `<span class="badge badge-${status}">${escapeHtml(STATUS_LABELS[lang][status])}</span>${reason}`;
}

/** The colours of each event of a page's rows, by event id (read from its categories' term meta). */
export function colorsOf(events: Array<{ id: number; terms: TermRow[] }>): Map<number, EventColors> {
  const byEvent = new Map<number, EventColors>();
  for (const event of events) {
    const colors = eventColors(event.terms.filter((t) => t.taxonomy === 'tribe_events_cat'));
    if (colors) byEvent.set(event.id, colors);
  }
  return byEvent;
}

/** The class an event coloured by `category` carries. */
export const colorClass = (category: number) => `cat-${category}`;

/** A status badge's colours: each pair keeps WCAG AA's 4.5:1 (test/unit/category-colors.test.ts checks). */
export const BADGE_COLORS: Record<Exclude<EventStatus, 'scheduled'>, { background: string; text: string }> = {
  cancelled: { background: '#a4161a', text: '#ffffff' },
  postponed: { background: '#ffd166', text: '#1f2328' },
  rescheduled: { background: '#0b5394', text: '#ffffff' },
  moved_online: { background: '#5a2d82', text: '#ffffff' },
};

export const BADGE_STYLE = Object.entries(BADGE_COLORS)
  .map(([status, c]) => `.badge-${status} { background: ${c.background}; color: ${c.text}; }`)
  .join('\n');

/** The colours of a page's events, by event id. */
export type Looks = Map<number, EventColors>;

/**
 * An event's badge (with its reason) and the class attribute that colours it (none for an event whose
 * categories the reader may not see: a password-protected one's are hidden).
 */
export function looksOf(event: EventRecord, lang: Lang, looks?: Looks) {
  const colors = event.categories.length > 0 ? looks?.get(event.id) : undefined;
  const status = event.event_status as EventStatus;
  const classes = [
    ...(colors ? ['colored', colorClass(colors.category)] : []),
    ...(status === 'cancelled' ? ['cancelled'] : []),
  ];
  return {
    badge: statusBadge(event, lang),
    className: classes.length > 0 ? ` class="${classes.join(' ')}"` : '',
  };
}
