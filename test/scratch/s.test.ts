import { it } from 'vitest';
import { call, createUser, json, send } from '../helpers';

it('probe', async () => {
  const admin = await createUser('administrator');
  const ev = await json(
    await send(
      'POST',
      '/events',
      {
        title: 'Probe',
        start_date: '2031-01-01 10:00',
        end_date: '2031-01-01 11:00',
        categories: ['Jazz'],
        venue: { venue: 'Hall' },
      },
      admin.key,
    ),
  );
  await send(
    'POST',
    '/events',
    { title: 'Draft', start_date: '2031-01-01 10:00', end_date: '2031-01-01 11:00', status: 'draft' },
    admin.key,
  );
  const res = await call('/changes?per_page=2');
  console.log(res.status, [...res.headers], await res.text());
  const res2 = await call('/changes?include=ids', { headers: { Authorization: `Bearer ${admin.key}` } });
  const b = await json(res2);
  console.log(res2.status, JSON.stringify(b));
  await send('DELETE', `/events/${ev.id}?force=true`, {}, admin.key);
  const res3 = await call(`/changes?include=ids&sync_token=${b.next_sync_token}`, {
    headers: { Authorization: `Bearer ${admin.key}` },
  });
  console.log(res3.status, await res3.text());
  const one = await call(`/events/${ev.id + 1}`, { headers: { Authorization: `Bearer ${admin.key}` } });
  console.log(one.status);
});
