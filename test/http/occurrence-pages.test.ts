import { describe, expect, it } from 'vitest';
import { BASE, call, createUser, json, send } from '../helpers';

/** An occurrence's `url` (`/event/{slug}/{YYYY-MM-DD}/`, as TEC Pro addresses them) is its page. */
describe('occurrence pages', () => {
  it('answer each occurrence on its date, and 404 for a date the series has not', async () => {
    const { key } = await createUser('editor');
    const series = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Occurrence page yoga',
          start_date: '2031-03-03 09:00',
          end_date: '2031-03-03 10:00',
          recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
        },
        key,
      ),
    );
    const { events } = await json(await call(`/events/${series.id}/occurrences`));
    const second = events[1];
    expect(second.url).toBe(`${BASE}/event/${series.slug}/2031-03-10/`);
    const page = await call(second.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('datetime="2031-03-10');
    expect(html).not.toContain('datetime="2031-03-03');
    expect((await call(`${BASE}/event/${series.slug}/2031-03-11/`)).status).toBe(404);

    const single = await json(
      await send(
        'POST',
        '/events',
        { title: 'Occurrence page single', start_date: '2031-03-10 09:00', end_date: '2031-03-10 10:00' },
        key,
      ),
    );
    expect((await call(`${BASE}/event/${single.slug}/`)).status).toBe(200);
    expect((await call(`${BASE}/event/${single.slug}/2031-03-10/`)).status).toBe(404);
  });
});
