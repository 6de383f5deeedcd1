import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { queryParams, readableQuery } from '../../src/http/query';
import { validQuery } from '../../src/http/validate';
import { z } from '../../src/lib/zod';
import { property } from '../fuzz/scale';

/** Echoes what `validQuery` hands a handler: every parameter, as read. */
const echo = new Hono().get('/', validQuery(z.record(z.string(), z.unknown())), (c) =>
  c.json(c.req.valid('query')),
);

async function validated(query: string) {
  const res = await echo.fetch(readableQuery(new Request(`http://q.test/?${query}`)));
  return res.json();
}

/** What WordPress (and the merged parameters of writes) read: the URL standard's decoding. */
const wordpress = (query: string) => queryParams(new URL(`http://q.test/?${query}`).searchParams);

describe('validQuery reads the query as WordPress does', () => {
  it.each([
    ['a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a[0]=1', { a: ['1'] }],
    ['a[]=1', { a: ['1'] }],
    ['a=1', { a: '1' }],
    ['a[1]=2&a[0]=1', { a: ['2', '1'] }],
    ['a[]=1&a=2&a[3]=3', { a: ['1', '2', '3'] }],
    ['a%5B%5D=1', { a: ['1'] }],
    ['a[x]=1&a[0][id]=2', { 'a[x]': '1', 'a[0][id]': '2' }],
    ['search=%FF', { search: '\uFFFD' }],
    ['search=100%&x=%E0%A4%A', { search: '100%', x: '\uFFFD%A' }],
    ['search=a+b%2Bc', { search: 'a b+c' }],
  ])('%s', async (query, expected) => {
    expect(await validated(query)).toEqual(expected);
    expect(wordpress(query)).toEqual(expected);
  });

  it('for any query: names, brackets, duplicates and percent garbage', async () => {
    const name = fc.oneof(
      fc.constantFrom('a', 'b', 'a[]', 'a[0]', 'a[12]', 'b[]', 'a[x]', 'a%5B%5D', '%61'),
      fc.string({ maxLength: 4 }).map(encodeURIComponent),
    );
    const value = fc.oneof(
      fc.constantFrom('', '1', '%FF', '%', '%E0%A4%A', '%ED%A0%80', '+', '%2B', 'a,b', '%C3%BA'),
      fc.string({ maxLength: 6 }).map((s) => encodeURIComponent(s.replace(/\p{Cs}/gu, '?'))),
    );
    const pair = fc.oneof(
      fc.tuple(name, value).map(([n, v]) => `${n}=${v}`),
      name,
      fc.constantFrom('&', '=', '=x'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
        const query = pairs.join('&');
        const { '': _noName, ...expected } = wordpress(query);
        expect(await validated(query)).toEqual(expected);
      }),
      property(300, 3),
    );
  });

  it('leaves a query without brackets or undecodable sequences as it was sent', () => {
    const request = new Request('http://q.test/events?categories=a,b&search=m%C3%BAsica');
    expect(readableQuery(request)).toBe(request);
  });
});
