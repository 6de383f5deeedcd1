import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonItems, stringifyWithItems } from '../../src/lib/json-items';
import { property } from '../fuzz/scale';

describe('stringifyWithItems', () => {
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom('"events":[]', '\\"events\\":[]', ',"events":[]}', '"categories":[]', '\\', '"'),
  );
  const item = fc.jsonValue();

  it('writes what JSON.stringify writes, with the items in place, whatever the other values hold', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(item, { maxLength: 5 }),
        fc.nat(),
        fc.boolean(),
        (url, items, total, first) => {
          const texts = new JsonItems(items.map((i) => JSON.stringify(i)));
          for (const key of ['events', 'categories']) {
            // Both layouts: the items first (posts), or after the totals (terms).
            const body = first
              ? { [key]: items, rest_url: url, next_rest_url: `${url}&page=2`, total, total_pages: 1 }
              : { rest_url: url, total, total_pages: 1, [key]: items, next_rest_url: url };
            expect(stringifyWithItems(body, key, texts)).toBe(JSON.stringify(body));
          }
        },
      ),
      property(100, 6),
    );
  });

  it('writes an empty list as []', () => {
    expect(stringifyWithItems({ events: [], total: 0 }, 'events', new JsonItems([]))).toBe(
      '{"events":[],"total":0}',
    );
  });
});
