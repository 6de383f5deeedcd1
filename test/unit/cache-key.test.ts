import { describe, expect, it } from 'vitest';
import { type CacheKeyParts, cacheKey } from '../../src/cache/key';

const base: CacheKeyParts = {
  scheme: 'http',
  host: 'api.test',
  path: '/site/events/v1/events',
  lang: 'es',
  namedLanguage: true,
  query: [
    ['page', '1'],
    ['per_page', '10'],
    ['categories', 'musica,3'],
  ],
  lists: new Set(['categories', 'tags']),
};
const key = (overrides: Partial<CacheKeyParts>) => cacheKey({ ...base, ...overrides });

describe('cacheKey', () => {
  it('is a URL carrying the host, the language and the path, and no generation (entries record theirs)', () => {
    expect(cacheKey(base)).toBe(
      'https://edge-cache.invalid/http/api.test/es/site/events/v1/events?categories=3%2Cmusica&page=1&per_page=10',
    );
  });

  it('gives the same key to the same meaning', () => {
    const same = [
      key({
        query: [
          ['per_page', '10'],
          ['categories', 'musica,3'],
          ['page', '1'],
        ],
      }),
      key({
        query: [
          ['page', '1'],
          ['per_page', '10'],
          ['categories', '3,musica'],
        ],
      }),
      key({
        query: [
          ['page', '1'],
          ['per_page', '10'],
          ['categories', '3,musica,3,,musica'],
        ],
      }),
      key({ query: [...base.query, ['translation_language', 'es']] }),
      key({ path: '/site/events/v1/events/' }),
      key({ host: 'API.test' }),
    ];
    for (const k of same) expect(k).toBe(cacheKey(base));
  });

  it('sorts id lists numerically and keeps slugs after them', () => {
    expect(key({ query: [['categories', '10,9,b,a']] })).toContain('categories=9%2C10%2Ca%2Cb');
  });

  it('gives different keys to different meanings', () => {
    const keys = [
      cacheKey(base),
      key({ lang: 'eu' }),
      key({ namedLanguage: false }),
      key({ host: 'api.test:8787' }),
      key({ host: 'events.example' }),
      key({ scheme: 'https' }),
      key({ path: '/site/events/v1/venues' }),
      key({
        query: [
          ['page', '2'],
          ['per_page', '10'],
          ['categories', 'musica,3'],
        ],
      }),
      key({
        query: [
          ['page', '1'],
          ['per_page', '5'],
          ['categories', 'musica,3'],
        ],
      }),
      key({
        query: [
          ['page', '1'],
          ['per_page', '10'],
          ['categories', 'musica'],
        ],
      }),
      key({
        query: [
          ['page', '1'],
          ['per_page', '10'],
          ['tags', 'musica,3'],
        ],
      }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves values of parameters that are not lists untouched', () => {
    expect(key({ query: [['search', 'b,a']] })).toContain('search=b%2Ca');
  });
});
