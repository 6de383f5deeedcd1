import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_KEYS, accessibilityBits, accessibilityKeys } from '../../src/lib/accessibility';
import { costRange } from '../../src/lib/cost';
import { timeOfDayOf } from '../../src/lib/event-facts';

describe('costRange', () => {
  it('reads the lowest and highest amount of every language, free words as 0', () => {
    expect(costRange(['10 - 25 €'])).toEqual({ min: 10, max: 25 });
    expect(costRange(['Gratis', 'Free'])).toEqual({ min: 0, max: 0 });
    expect(costRange(['Gratis – 30€'])).toEqual({ min: 0, max: 30 });
    expect(costRange(['12,50 €', '15 €'])).toEqual({ min: 12.5, max: 15 });
    expect(costRange(['Donativo'])).toBeNull();
    expect(costRange(['', ''])).toBeNull();
    expect(costRange([])).toBeNull();
  });
});

describe('accessibility bits', () => {
  it('round-trips every subset of the vocabulary, in its order', () => {
    for (let bits = 0; bits < 1 << ACCESSIBILITY_KEYS.length; bits++) {
      const keys = accessibilityKeys(bits);
      expect(accessibilityBits(keys)).toBe(bits);
      expect(keys).toEqual(ACCESSIBILITY_KEYS.filter((k) => keys.includes(k)));
    }
  });
});

describe('timeOfDayOf', () => {
  it.each([
    ['2026-05-01 05:59:00', 'night'],
    ['2026-05-01 06:00:00', 'morning'],
    ['2026-05-01 11:59:00', 'morning'],
    ['2026-05-01 12:00:00', 'afternoon'],
    ['2026-05-01 17:00:00', 'evening'],
    ['2026-05-01 20:59:00', 'evening'],
    ['2026-05-01 21:00:00', 'night'],
    ['2026-05-01 00:30:00', 'night'],
  ])('%s is %s', (wall, bucket) => {
    expect(timeOfDayOf(wall, false)).toBe(bucket);
  });
  it('an all-day event is all_day', () => expect(timeOfDayOf('2026-05-01 00:00:00', true)).toBe('all_day'));
});
