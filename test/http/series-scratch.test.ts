import { describe, expect, it } from 'vitest';
import { call, createUser, json, send } from '../helpers';

describe('scratch', () => {
  it('creates and reads a weekly series', async () => {
    const { key } = await createUser('editor');
    const res = await send('POST', '/events', {
      title: 'Yoga',
      start_date: '2026-10-20 19:00:00',
      end_date: '2026-10-20 20:30:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    }, key);
    const body = await json(res);
    console.log(res.status, JSON.stringify(body).slice(0, 3000));
    expect(res.status).toBe(201);
    const list = await json(await call(`/events/${body.id}/occurrences`));
    console.log(JSON.stringify(list.events.map((e: any) => [e.id, e.start_date, e.utc_start_date, e.series, e.url])));
    const one = await json(await call(`/events/${list.events[1].id}`));
    console.log(JSON.stringify(one.series), one.title);
    const lst = await json(await call(`/events?start_date=2026-10-01&series=${body.id}`));
    console.log(lst.total, lst.events.length);
  });
});
