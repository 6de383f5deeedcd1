import { describe, expect, it } from 'vitest';
import { call, createEvent, createUser, json } from '../helpers';

describe('smoke', () => {
  it('creates and reads an event', async () => {
    const admin = await createUser();
    const created = await createEvent(admin.key, {
      title: 'Sample Event',
      start_date: '2030-11-28 18:00:00',
      end_date: '2030-11-28 21:00:00',
      timezone: 'UTC',
      cost: '15',
    });
    expect(created.slug).toBe('sample-event');
    const res = await call(`/events/${created.id}`);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.title).toBe('Sample Event');
    const list = await json(await call('/events?start_date=2030-01-01&end_date=2030-12-31'));
    expect(list.total).toBe(1);
  });
});
