import { describe, expect, it } from 'vitest';
import { hasClash } from '../../src/admin/calendar/clashes';

/**
 * The editors' calendar's clashes: timed events of a day that overlap, compared as UTC instants, at the same
 * venue or with an organizer in common.
 */

/** A timed event at one venue (the clashes of several venues and organizers are tested below). */
const timed = (start: string, end: string, venue: unknown = { id: 1 }, organizer: unknown = []) => ({
  all_day: false,
  utc_start_date: start,
  utc_end_date: end,
  venue,
  organizer,
});
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

  it('counts only events sharing a venue or an organizer', () => {
    const a = timed(`${DAY} 10:00:00`, `${DAY} 12:00:00`, { id: 1 }, [{ id: 7 }]);
    expect(hasClash([a, timed(`${DAY} 11:00:00`, `${DAY} 13:00:00`, { id: 2 }, [{ id: 8 }])])).toBe(false);
    expect(
      hasClash([a, timed(`${DAY} 11:00:00`, `${DAY} 13:00:00`, { id: 2 }, [{ id: 8 }, { id: 7 }])]),
    ).toBe(true);
    expect(hasClash([a, timed(`${DAY} 11:00:00`, `${DAY} 13:00:00`, [{ id: 1 }], [])])).toBe(true);
    // Without a venue or an organizer, nothing is shared.
    expect(
      hasClash([
        timed(`${DAY} 10:00:00`, `${DAY} 12:00:00`, [], []),
        timed(`${DAY} 11:00:00`, `${DAY} 13:00:00`, [], []),
      ]),
    ).toBe(false);
    // One organizer listed twice on one event is one event.
    expect(hasClash([timed(`${DAY} 10:00:00`, `${DAY} 12:00:00`, [], [{ id: 7 }, { id: 7 }])])).toBe(false);
  });
});
