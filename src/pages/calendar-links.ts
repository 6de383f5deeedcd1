import type { EventTimes } from './when';

const compactUtc = (utcWall: string) =>
  `${utcWall.replace(' ', 'T').replaceAll('-', '').replaceAll(':', '')}Z`;
const compactDay = (wall: string) => wall.slice(0, 10).replaceAll('-', '');

function dayAfter(wall: string): string {
  const next = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A Google Calendar link that opens the event to add (`action=TEMPLATE`): UTC instants, or whole days
 * with the end day excluded, the title, the page as details and the place.
 */
export function googleCalendarUrl(
  event: EventTimes & { title: string; url: string },
  location: string,
): string {
  const dates =
    event.all_day === true
      ? `${compactDay(event.start_date)}/${compactDay(dayAfter(event.end_date))}`
      : `${compactUtc(event.utc_start_date)}/${compactUtc(event.utc_end_date)}`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates, details: event.url });
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
