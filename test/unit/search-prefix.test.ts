import { describe, expect, it } from 'vitest';
import { seeksByPrefix } from '../../src/posts/search';

describe('seeksByPrefix: whether every word of a search has a prefix index (2 to 6 characters)', () => {
  it.each([
    ['jazz', true],
    ['jazz bilbao', true],
    ['mú', true],
    ['música', true],
    ['rock-pop', true],
    ['j', false],
    ['concierto', false],
    ['jazz concierto', false],
    ['pop-concierto', false],
    ['', false],
    ['" *', false],
  ])('%j → %s', (text, seeks) => {
    expect(seeksByPrefix(text)).toBe(seeks);
  });
});
