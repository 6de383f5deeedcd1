import { describe, expect, it } from 'vitest';
import { hasClash } from '../../src/admin/calendar/clashes';

/** The editors' calendar's clashes: timed events of a day that overlap, compared as UTC instants. */

const timed = (start: string, end: string) => ({ all_day: false, utc_start_date: start, utc_end_date: end });
const DAY = '2031-03-10';

describe('hasClash', () => {
  it('finds events that overlap, whatever their order', () => {
    expect(
      hasClash([timed(`${DAY} 11:00:00`, `${DAY} 13:00:00`), timed(`${DAY} 10:00:00`, `${DAY} 12:00:00`)]),
    ).toBe(true);
  });

  it('does not count back to back events, a lone event or all-day events', () => {
    expect(
      hasClash([timed(`${DAY} 10:00:00`, `${DAY} 11:00:00`), timed(`${DAY} 11:00:00`, `${DAY} 12:00:00`)]),
    ).toBe(false);
    expect(hasClash([timed(`${DAY} 10:00:00`, `${DAY} 11:00:00`)])).toBe(false);
    const allDay = { all_day: true, utc_start_date: `${DAY} 00:00:00`, utc_end_date: `${DAY} 23:59:59` };
    expect(hasClash([allDay, timed(`${DAY} 10:00:00`, `${DAY} 11:00:00`)])).toBe(false);
  });

  it('counts events of several days, and two instants at the same time', () => {
    const long = timed('2031-03-09 10:00:00', '2031-03-11 09:00:00');
    expect(hasClash([long, timed(`${DAY} 20:00:00`, `${DAY} 21:00:00`)])).toBe(true);
    expect(hasClash([long, timed('2031-03-11 10:00:00', '2031-03-11 11:00:00')])).toBe(false);
    expect(
      hasClash([timed(`${DAY} 10:00:00`, `${DAY} 10:00:00`), timed(`${DAY} 10:00:00`, `${DAY} 10:00:00`)]),
    ).toBe(true);
  });
});
