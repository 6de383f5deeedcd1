import { describe, expect, it } from 'vitest';
import { call, json } from '../helpers';

describe('GET /site/events/v1 (namespace index)', () => {
  it('lists every events route with its methods and args', async () => {
    const res = await call('/site/events/v1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const body = await json(res);
    expect(body.namespace).toBe('site/events/v1');
    expect(Object.keys(body.routes)).toEqual([
      '/site/events/v1',
      '/site/events/v1/events',
      '/site/events/v1/events/(?P<id>\\d+)',
      '/site/events/v1/events/by-slug/(?P<slug>[^/]+)',
      '/site/events/v1/venues',
      '/site/events/v1/venues/(?P<id>\\d+)',
      '/site/events/v1/venues/by-slug/(?P<slug>[^/]+)',
      '/site/events/v1/organizers',
      '/site/events/v1/organizers/(?P<id>\\d+)',
      '/site/events/v1/organizers/by-slug/(?P<slug>[^/]+)',
      '/site/events/v1/categories',
      '/site/events/v1/categories/(?P<id>\\d+)',
      '/site/events/v1/tags',
      '/site/events/v1/tags/(?P<id>\\d+)',
    ]);
    expect(body.routes['/site/events/v1/venues'].endpoints[1].args.venue).toMatchObject({
      required: true,
      description: 'The venue name.',
    });
    const events = body.routes['/site/events/v1/events'];
    expect(events.methods).toEqual(['GET', 'POST']);
    const list = events.endpoints[0].args;
    expect(list.per_page).toMatchObject({ required: false, default: 10, type: 'integer' });
    expect(list.status.enum).toContain('publish');
    const create = events.endpoints[1].args;
    expect(create.title.required).toBe(true);
    expect(create.start_date.required).toBe(true);
    expect(create.description.required).toBe(false);
    expect(body.routes['/site/events/v1/events/(?P<id>\\d+)'].methods).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    expect(body._links.up[0].href).toBe('http://api.test/');
  });

  it('keeps the language prefix in its links', async () => {
    const body = await json(await call('/eu/site/events/v1'));
    expect(body.routes['/site/events/v1/events']._links.self[0].href).toBe(
      'http://api.test/eu/site/events/v1/events',
    );
    expect(body._links.up[0].href).toBe('http://api.test/eu/');
  });
});
