import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json } from '../helpers';

/** Method overrides (API.md §9: "`X-HTTP-Method-Override` and `?_method=` as WordPress"). */

let admin: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

describe('method overrides', () => {
  it('?_method= wins over X-HTTP-Method-Override, as WordPress (WP_REST_Server::serve_request)', async () => {
    const event = await createEvent(admin, {
      title: 'Override order',
      start_date: '2031-05-01 20:00',
      end_date: '2031-05-01 21:00',
    });
    const res = await call(`/events/${event.id}?_method=PATCH`, {
      method: 'POST',
      headers: { ...bearer(admin), 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Patched, not trashed' }),
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ title: 'Patched, not trashed', status: 'publish' });
  });
});
