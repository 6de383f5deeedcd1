import { describe, expect, it } from 'vitest';
import { formatAddress, parseAddress } from '../../src/pages/calendar/address';
import { hrefOf, resolveView, shiftDay, shiftMonth, switchTo } from '../../src/pages/calendar/view';
import { feedParams, ownDays, pageParams } from '../../src/pages/calendar/window';

/** The calendar's addresses, views and windows (src/pages/calendar): pure logic. */

const TODAY = '2027-03-15';
const view = (rest: string, params: Record<string, unknown> = {}) => {
  const address = parseAddress(rest);
  if (!address) return null;
  return resolveView(address, params, TODAY);
};

describe('calendar addresses', () => {
  it('read TEC’s paths by their shape, and nothing else', () => {
    expect(parseAddress('')).toEqual({});
    expect(parseAddress('/')).toEqual({});
    expect(parseAddress('/list/page/3/')).toEqual({ view: 'list', page: '3' });
    expect(parseAddress('/page/3')).toEqual({ view: 'list', page: '3' });
    expect(parseAddress('/month/2026-13/')).toEqual({ view: 'month', month: '2026-13' });
    expect(parseAddress('/2027-03-05/')).toEqual({ view: 'day', day: '2027-03-05' });
    expect(parseAddress('/today')).toEqual({ view: 'day' });
    expect(parseAddress('/category/m%C3%BAsica/month/')).toEqual({
      term: { taxonomy: 'category', slug: 'música', parents: [] },
      view: 'month',
    });
    // A child category under its ancestors' slugs; the view is the longest that leaves a category (TEC's rules).
    expect(parseAddress('/category/music/jazz/bebop/month/2027-03/')).toEqual({
      term: { taxonomy: 'category', slug: 'bebop', parents: ['music', 'jazz'] },
      view: 'month',
      month: '2027-03',
    });
    expect(parseAddress('/category/a/b/')).toEqual({
      term: { taxonomy: 'category', slug: 'b', parents: ['a'] },
    });
    expect(parseAddress('/category/month/')).toEqual({
      term: { taxonomy: 'category', slug: 'month', parents: [] },
    });
    for (const rest of [
      '/nothing',
      '/category/',
      '/category/a/%E0%A4%A/',
      '/tag/a/b/',
      '/category/%E0%A4%A/',
      '/list/page/',
      '/list/page/x/',
      '/month/2027/',
      '/2027-3/',
      '/today/extra/',
      `/category/${'a'.repeat(800)}/`,
      'events',
    ])
      expect(parseAddress(rest), rest).toBeNull();
  });

  it('write back the canonical spelling', () => {
    for (const rest of ['/list/', '/list/page/2/', '/month/', '/month/2027-03/', '/today/', '/2027-03-05/'])
      expect(formatAddress(parseAddress(rest)!)).toBe(`/events${rest}`);
    expect(formatAddress(parseAddress('/2027-03')!)).toBe('/events/month/2027-03/');
    expect(formatAddress(parseAddress('/list/page/1/')!)).toBe('/events/list/');
    expect(formatAddress(parseAddress('/tag/m%C3%BAsica/')!)).toBe('/events/tag/m%C3%BAsica/');
    expect(formatAddress(parseAddress('/category/m%C3%BAsica/jazz/list/page/2/')!)).toBe(
      '/events/category/m%C3%BAsica/jazz/list/page/2/',
    );
  });
});

describe('calendar views', () => {
  it('are a day or a month that exists, within the calendar’s years', () => {
    expect(view('/2028-02-29/')).toMatchObject({ status: 200, view: { kind: 'day', day: '2028-02-29' } });
    for (const rest of [
      '/2027-02-29/',
      '/2026-02-30/',
      '/2026-13/',
      '/month/2026-00/',
      '/1899-12/',
      '/2200-01-01/',
    ])
      expect(view(rest), rest).toEqual({ status: 404 });
    expect(view('/list/page/0/')).toEqual({ status: 404 });
  });

  it('take TEC’s parameters: the bar’s date and search, the category, past, export', () => {
    expect(view('/month/', { 'tribe-bar-date': '2027-07' })).toMatchObject({ view: { month: '2027-07' } });
    expect(view('/today/', { 'tribe-bar-date': '2027-07' })).toMatchObject({ view: { day: '2027-07-01' } });
    expect(view('/', { eventDisplay: 'past' })).toMatchObject({ view: { kind: 'list', past: true } });
    expect(view('/', { eventDisplay: 'month', eventDate: '2027-08' })).toMatchObject({
      view: { kind: 'month', month: '2027-08' },
    });
    expect(view('/tag/x/', { tribe_events_cat: 'jazz', 'tribe-bar-search': ' piano ' })).toMatchObject({
      view: { tag: 'x', category: 'jazz', search: 'piano' },
    });
    expect(view('/', { ical: '1' })).toMatchObject({ exportAs: 'ical' });
    expect(view('/', { 'outlook-ical': '1' })).toMatchObject({ exportAs: 'outlook' });
    expect(view('/', { 'tribe-bar-date': '2027-02-30' })).toMatchObject({ status: 400, problem: 'date' });
    expect(view('/', { 'tribe-bar-search': ['a', 'b'] })).toMatchObject({ status: 400, problem: 'search' });
    expect(view('/', { 'tribe-bar-date': '', 'tribe-bar-search': '', tribe_events_cat: '' })).toEqual({
      status: 200,
      view: { kind: 'list', page: 1, past: false },
    });
  });

  it('link to each other keeping the filters', () => {
    const month = {
      kind: 'month' as const,
      page: 1,
      past: false,
      month: '2027-05',
      tag: 'x',
      category: 'jazz',
    };
    expect(hrefOf(month)).toBe('/events/tag/x/month/2027-05/?tribe_events_cat=jazz');
    expect(hrefOf(switchTo(month, 'day', TODAY))).toBe('/events/tag/x/2027-05-01/?tribe_events_cat=jazz');
    expect(hrefOf(switchTo(month, 'list', TODAY))).toBe('/events/tag/x/list/?tribe_events_cat=jazz');
    expect(hrefOf({ kind: 'list', page: 2, past: true, search: 'a b' })).toBe(
      '/events/list/page/2/?tribe-bar-search=a+b&eventDisplay=past',
    );
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2199-12', 1)).toBeNull();
    expect(shiftDay('1900-01-01', -1)).toBeNull();
  });
});

describe('calendar windows', () => {
  it('are the API’s parameters: the default list, the past, a month with a day of margin', () => {
    expect(pageParams({ kind: 'list', page: 1, past: false }, TODAY)).toEqual({
      start_date: '2027-03-14',
      end_date: '2029-03-15',
    });
    expect(pageParams({ kind: 'list', page: 1, past: true, category: 'jazz' }, TODAY)).toEqual({
      strict_dates: 'true',
      ends_before: '2027-03-15 00:00:00',
      categories: 'jazz',
    });
    const february = { kind: 'month' as const, page: 1, past: false, month: '2028-02' };
    expect(pageParams(february, TODAY)).toEqual({
      strict_dates: 'true',
      ends_after: '2028-01-31 00:00:00',
      starts_before: '2028-03-02 00:00:00',
    });
    expect(feedParams(february, TODAY)).toEqual({
      strict_dates: 'true',
      ends_after: '2028-02-01 00:00:00',
      starts_before: '2028-03-01 00:00:00',
      per_page: '500',
    });
  });

  it('place an event on its own days; a timed one ending at midnight not on that day', () => {
    expect(
      ownDays({ all_day: false, start_date: '2027-03-27 22:00:00', end_date: '2027-03-28 00:00:00' }),
    ).toEqual({ first: '2027-03-27', last: '2027-03-27' });
    expect(
      ownDays({ all_day: true, start_date: '2027-03-27 00:00:00', end_date: '2027-03-28 23:59:59' }),
    ).toEqual({
      first: '2027-03-27',
      last: '2027-03-28',
    });
    expect(
      ownDays({ all_day: null, start_date: '2027-03-27 10:00:00', end_date: '2027-03-27 10:00:00' }),
    ).toEqual({
      first: '2027-03-27',
      last: '2027-03-27',
    });
  });
});
