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

  it('switch language to the same occurrence: its date stays in every translation’s address', async () => {
    const { key } = await createUser('editor');
    const series = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Yoga semanal',
          start_date: '2031-04-07 09:00',
          end_date: '2031-04-07 10:00',
          recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
          translations: { eu: { title: 'Asteko yoga' } },
        },
        key,
      ),
    );
    const { events } = await json(await call(`/events/${series.id}/occurrences`));
    const html = await (await call(events[1].url)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="(\w+)" href="([^"]+)">/g)].map(
      (m) => [m[1], m[2]],
    );
    const euSlug = (await json(await call(`/eu/site/events/v1/events/${series.id}`))).slug;
    expect(alternates).toEqual([
      ['eu', `${BASE}/eu/event/${euSlug}/2031-04-14/`],
      ['es', `${BASE}/es/event/${series.slug}/2031-04-14/`],
    ]);
    for (const [, href] of alternates) expect((await call(href!)).status).toBe(200);
    expect(html).toContain(`href="${BASE}/eu/event/${euSlug}/2031-04-14/" hreflang="eu"`);
  });
});
