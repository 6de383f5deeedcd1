import { describe, expect, it } from 'vitest';
import { readerOf } from '../../src/calendars/readers';
import { callOnce, createEvent, createUser, json, send } from '../helpers';
import { byTitle, context, page, venueOf } from './support';

/** The `page` reader on an event page of this service, as the Worker renders it (its JSON-LD). */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the page reader on our own event page', () => {
  it('reads the event, its venue and its times back', async () => {
    const editor = await createUser('editor');
    const venue = await json(
      await send(
        'POST',
        '/venues',
        { venue: 'Page reader hall', address: 'Kale Nagusia 1', city: 'Donostia' },
        editor.key,
      ),
    );
    const event = await createEvent(editor.key, {
      title: 'Page reader recital',
      description: '<p>A recital.</p>',
      status: 'publish',
      start_date: `${day(5)} 19:00:00`,
      end_date: `${day(5)} 21:00:00`,
      venue: venue.id,
    });
    const res = await callOnce(event.url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const reader = await readerOf('page');
    const ctx = context(event.url, new Date().toISOString());
    const { set } = reader.readPage(page(reader.firstRequest(ctx), await res.text(), 'text/html'), ctx);
    const read = byTitle(set, 'Page reader recital');
    expect(read.uid).toBe(event.url);
    expect(read.event).toMatchObject({ startUtc: event.utc_start_date, endUtc: event.utc_end_date });
    expect(venueOf(set, read)).toMatchObject({ title: 'Page reader hall', venue: { city: 'Donostia' } });
  });
});
