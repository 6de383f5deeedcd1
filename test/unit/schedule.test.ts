import { describe, expect, it } from 'vitest';
import { schedule } from '../../src/events/schedule';

describe('schedule', () => {
  it('keeps the instant of an input with an offset in the repeated autumn hour', () => {
    // 2026-10-25 in Madrid: 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
    const cest = schedule('2026-10-25T02:30:00+02:00', '2026-10-25T03:30:00+01:00', 'Europe/Madrid', false);
    expect([cest.startLocal, cest.startUtc]).toEqual(['2026-10-25 02:30:00', '2026-10-25 00:30:00']);
    const cet = schedule('2026-10-25T02:30:00+01:00', '2026-10-25T03:30:00+01:00', 'Europe/Madrid', false);
    expect([cet.startLocal, cet.startUtc, cet.endUtc]).toEqual([
      '2026-10-25 02:30:00',
      '2026-10-25 01:30:00',
      '2026-10-25 02:30:00',
    ]);
  });

  it('reads a wall time without offset in the event zone, the first of a repeated hour', () => {
    const s = schedule('2026-10-25 02:30:00', '2026-10-25 04:00:00', 'Europe/Madrid', false);
    expect(s.startUtc).toBe('2026-10-25 00:30:00');
    expect(s.endUtc).toBe('2026-10-25 03:00:00');
  });

  it('moves a time in the spring gap forward and snaps all-day events to whole days', () => {
    expect(schedule('2027-03-28 02:30', '2027-03-28 05:00', 'Europe/Madrid', false).startLocal).toBe(
      '2027-03-28 03:30:00',
    );
    const allDay = schedule('2026-03-29 10:00', '2026-03-30 09:00', 'Europe/Madrid', true);
    expect([allDay.startLocal, allDay.endLocal, allDay.startUtc, allDay.endUtc]).toEqual([
      '2026-03-29 00:00:00',
      '2026-03-30 23:59:59',
      '2026-03-28 23:00:00',
      '2026-03-30 21:59:59',
    ]);
  });

  it('refuses an end before the start, naming end_date', () => {
    expect(() => schedule('2026-05-02 10:00', '2026-05-01 10:00', 'UTC', false)).toThrow(
      /Invalid parameter\(s\): end_date/,
    );
  });
});
