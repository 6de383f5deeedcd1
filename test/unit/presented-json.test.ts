import { describe, expect, it } from 'vitest';
import { presentedEventJson } from '../../src/events/presented-json';
import type { Presentation } from '../../src/posts/presenter';

/** A list row as D1 returns it: JSON columns as text. */
const row = {
  id: 7,
  kind: 'event',
  author_id: 1,
  status: 'publish',
  published_utc: '2031-01-01 10:00:00',
  modified_utc: '2031-01-01 10:00:00',
  image_id: null,
  image_url: null,
  website: '',
  phone: '',
  show_map: 1,
  show_map_link: 1,
  timezone: 'Europe/Madrid',
  start_local: '2031-05-10 10:00:00',
  end_local: '2031-05-10 12:00:00',
  start_utc: '2031-05-10 08:00:00',
  end_utc: '2031-05-10 10:00:00',
  all_day: 0,
  hide_from_listings: 0,
  sticky: 0,
  featured: 0,
  ticketed: 0,
  post_parent: 0,
  country: '',
  province: '',
  state: '',
  zip: '',
  stateprovince: '',
  geo_lat: null,
  geo_lng: null,
  email: '',
  source_lineage: null,
  has_password: 0,
  texts: JSON.stringify([
    {
      lang: 'es',
      title: 'Concierto',
      slug: 'concierto',
      description: '',
      excerpt: '',
      cost: '10',
      address: '',
      city: '',
    },
  ]),
  image: null,
  content_id: 7,
  series_id: null,
  recurrence_id: null,
  currency_symbol: null,
  currency_code: null,
  currency_position: null,
  event_status: 'scheduled',
  event_status_reason: null,
  previous_start_utc: null,
  attendance_mode: 'online',
  online_url: 'https://stream.example.org/live',
  online_url_visible_before: 30,
  event_languages: null,
  accessibility: 0,
  accessibility_note: null,
  links: '[]',
  terms: '[]',
};

const presentation = (symbol: string, code: string): Presentation => ({
  origin: 'https://example.org',
  apiRoot: 'https://example.org/site/events/v1',
  siteUrl: 'https://example.org',
  host: 'example.org',
  lang: 'es',
  defaultLang: 'es',
  siteTimezone: 'Europe/Madrid',
  currency: { symbol, position: 'postfix' },
  currencyCode: code,
  single: false,
});

describe('presentedEventJson: a remembered event is told apart by everything its JSON depends on', () => {
  // The currency is a site setting an administrator changes at run time: the next list must show it
  // for every event, not only for those whose row changed.
  it('another currency setting presents the same row again', () => {
    const euros = JSON.parse(presentedEventJson({ ...row }, presentation('€', 'EUR'), false, false));
    const pounds = JSON.parse(presentedEventJson({ ...row }, presentation('£', 'GBP'), false, false));
    expect(euros.cost).toBe('10€');
    expect(pounds.cost).toBe('10£');
    expect(JSON.stringify(pounds)).not.toContain('€');
  });
});

describe('presentedEventJson: the online address', () => {
  // Hidden before its time to anonymous readers, shown to its editors: the same row, two texts.
  it('a row remembered with its address hidden is presented again once the caller sees it', () => {
    const hidden = JSON.parse(presentedEventJson({ ...row }, presentation('€', 'EUR'), false, false));
    const shown = JSON.parse(presentedEventJson({ ...row }, presentation('€', 'EUR'), false, true));
    expect(hidden.online_url).toBeNull();
    expect(shown.online_url).toBe('https://stream.example.org/live');
  });
});
