import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';
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
      '/site/events/v1/doc',
      '/site/events/v1/reference',
      '/site/events/v1/events',
      '/site/events/v1/events/(?P<id>\\d+)',
      '/site/events/v1/events/(?P<id>\\d+).ics',
      '/site/events/v1/events/by-slug/(?P<slug>[^/]+)',
      '/site/events/v1/events/(?P<id>\\d+)/occurrences',
      '/site/events/v1/events/facets',
      '/site/events/v1/events.ics',
      '/site/events/v1/events/(?P<id>\\d+)/revisions',
      '/site/events/v1/events/(?P<id>\\d+)/revisions/(?P<revision>\\d+)',
      '/site/events/v1/events/(?P<id>\\d+)/revisions/(?P<revision>\\d+)/restore',
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
      '/site/events/v1/changes',
      '/site/events/v1/webhooks',
      '/site/events/v1/webhooks/(?P<id>\\d+)',
      '/site/events/v1/webhooks/(?P<id>\\d+)/secret',
      '/site/events/v1/webhooks/(?P<id>\\d+)/ping',
      '/site/events/v1/webhooks/(?P<id>\\d+)/deliveries',
      '/site/events/v1/webhooks/(?P<id>\\d+)/deliveries/(?P<delivery>\\d+)/redeliver',
      '/site/events/v1/settings',
      '/site/events/v1/media',
      '/site/events/v1/media/(?P<id>\\d+)',
      '/site/events/v1/submissions',
      '/site/events/v1/submissions/(?P<id>\\d+)',
      '/site/events/v1/sources',
      '/site/events/v1/sources/test',
      '/site/events/v1/sources/(?P<id>\\d+)',
      '/site/events/v1/sources/(?P<id>\\d+)/runs',
      '/site/events/v1/sources/(?P<id>\\d+)/run',
      '/site/events/v1/sources/(?P<id>\\d+)/events',
      '/site/events/v1/sources/(?P<id>\\d+)/ignored',
      '/site/events/v1/federation/settings',
      '/site/events/v1/federation/blocks',
      '/site/events/v1/federation/blocks/(?P<id>\\d+)',
      '/site/events/v1/federation/followers',
      '/site/events/v1/federation/following',
      '/site/events/v1/federation/following/(?P<id>\\d+)',
      '/site/events/v1/federation/inbound',
      '/site/events/v1/widget.js',
      '/site/events/v1/widget/demo',
    ]);
    expect(body.routes['/site/events/v1/venues'].endpoints[1].args.venue).toMatchObject({
      required: true,
      description: MESSAGES.es['param.venue_name'],
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

  it.each(LANGUAGES)('describes the args in %s under its prefix', async (lang) => {
    const body = await json(await call(`/${lang}/site/events/v1`));
    const list = body.routes['/site/events/v1/events'].endpoints[0].args;
    expect(list.page.description).toBe(MESSAGES[lang]['param.page']);
    const create = body.routes['/site/events/v1/events'].endpoints[1].args;
    expect(create.venue.description).toBe(MESSAGES[lang]['param.event_venue']);
    expect(body.routes['/site/events/v1/venues'].endpoints[1].args.venue.description).toBe(
      MESSAGES[lang]['param.venue_name'],
    );
    for (const route of Object.values(body.routes) as Array<{ endpoints: Array<{ args: object }> }>) {
      for (const endpoint of route.endpoints) {
        for (const arg of Object.values(endpoint.args)) expect(arg.description).not.toBe('');
      }
    }
  });

  it('describes the args in the translation_language over the prefix', async () => {
    const body = await json(await call('/en/site/events/v1?translation_language=eu'));
    expect(body.routes['/site/events/v1/events'].endpoints[0].args.page.description).toBe(
      MESSAGES.eu['param.page'],
    );
    expect(MESSAGES.eu['param.page']).not.toBe(MESSAGES.en['param.page']);
  });
});
