import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOURCE_BUDGETS } from '../../src/sources/budgets';
import { createUser, json, send } from '../helpers';
import { png } from '../media-images';
import { keptQueue, lastRun, runNow, serveSources } from '../sources-harness';

/**
 * A source's images come into the media library (docs/sources.md#images): fetched once per address through
 * the outgoing guard, uploaded through the API as the source's editor, shown by its events; an address that
 * is not an image, or a private one, leaves the event without it and says why in the run's history.
 */

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => vi.unstubAllGlobals());

const ahead = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10).replace(/-/g, '')}T180000Z`;
};

interface Vevent {
  uid: string;
  summary: string;
  day: number;
  image?: string;
}

function feedOf(events: Vevent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Images//EN'];
  for (const e of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${ahead(e.day)}`,
      `DTEND:${ahead(e.day).replace('T18', 'T20')}`,
      `SUMMARY:${e.summary}`,
      ...(e.image ? [`ATTACH;FMTTYPE=image/png:${e.image}`] : []),
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** Serves the feed at `feedUrl` and the images of `images` (address → bytes or status); counts each fetch. */
async function serve(feedUrl: string, feed: () => string, images: Record<string, Uint8Array | number>) {
  const fetched: string[] = [];
  const served = serveSources(
    (request) => {
      fetched.push(request.url);
      if (request.url === feedUrl)
        return new Response(feed(), { headers: { 'Content-Type': 'text/calendar' } });
      const image = images[request.url];
      if (image === undefined) return new Response('not here', { status: 404 });
      if (typeof image === 'number') return new Response('no', { status: image });
      return new Response(image, { headers: { 'Content-Type': 'image/png' } });
    },
    { 'intranet.example.org': ['10.0.0.7'] },
  );
  return { fetched, served };
}

async function eventsOf(search: string) {
  const list = await json(await send('GET', `/events?search=${search}&status=publish`, undefined, editor));
  return list.events as Array<{ title: string; image: false | { id: number; url: string; width: number } }>;
}

describe('a source’s images', () => {
  it('are copied once into the media library and shown by every event that has them', async () => {
    const FEED = 'https://posters.example.org/agenda.ics';
    const POSTER = 'https://cdn.example.org/img/festival%20poster.png';
    const poster = await png(40, 30);
    let events: Vevent[] = [
      { uid: 'a@posters', summary: 'Posterfest opening', day: 10, image: POSTER },
      { uid: 'b@posters', summary: 'Posterfest closing', day: 12, image: POSTER },
      { uid: 'c@posters', summary: 'Posterfest talk', day: 11 },
    ];
    const { fetched } = await serve(FEED, () => feedOf(events), { [POSTER]: poster });
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, default_status: 'publish' }, editor),
    );
    await runNow(editor, source.id, keptQueue());
    const run = await lastRun(editor, source.id);
    expect(run, JSON.stringify(run.errors)).toMatchObject({ new: 3, failed: 0 });
    expect(run.errors).toEqual([]);
    expect(fetched.filter((url) => url === POSTER)).toHaveLength(1);

    const shown = await eventsOf('Posterfest');
    const withImage = shown.filter((e) => e.image !== false);
    expect(withImage.map((e) => e.title).sort()).toEqual(['Posterfest closing', 'Posterfest opening']);
    const ids = new Set(withImage.map((e) => (e.image as { id: number }).id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id).toBeGreaterThan(0);
    // A copy in the library, not the source's address.
    const media = await json(await send('GET', `/media/${id}`, undefined, editor));
    expect(media).toMatchObject({
      id,
      width: 40,
      height: 30,
      mime_type: 'image/png',
      filename: 'festival poster.png',
    });
    expect(JSON.stringify(media)).not.toContain('cdn.example.org');

    // A later run that changes a title fetches the image no more; one that takes the image away removes it.
    events = [
      { uid: 'a@posters', summary: 'Posterfest opening night', day: 10, image: POSTER },
      { uid: 'b@posters', summary: 'Posterfest closing', day: 12 },
      { uid: 'c@posters', summary: 'Posterfest talk', day: 11 },
    ];
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id), 'second run').toMatchObject({ updated: 2, failed: 0 });
    expect(fetched.filter((url) => url === POSTER)).toHaveLength(1);
    const again = await eventsOf('Posterfest');
    expect(Object.fromEntries(again.map((e) => [e.title, e.image === false ? false : e.image.id]))).toEqual({
      'Posterfest opening night': id,
      'Posterfest closing': false,
      'Posterfest talk': false,
    });
  });

  it('an address that is no image, or a private one, leaves the event without it and says why', async () => {
    const FEED = 'https://broken.example.org/agenda.ics';
    const events: Vevent[] = [
      {
        uid: 'x@broken',
        summary: 'Brokenimg text',
        day: 5,
        image: 'https://cdn.example.org/not-an-image.png',
      },
      { uid: 'y@broken', summary: 'Brokenimg private', day: 6, image: 'https://intranet.example.org/a.png' },
    ];
    const { fetched } = await serve(FEED, () => feedOf(events), {
      'https://cdn.example.org/not-an-image.png': new TextEncoder().encode('<html>hello</html>'),
    });
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, default_status: 'publish' }, editor),
    );
    await runNow(editor, source.id, keptQueue());
    const run = await lastRun(editor, source.id);
    expect(run).toMatchObject({ new: 2, failed: 0 });
    const messages = run.errors.map((e: { message: string }) => e.message).join('\n');
    expect(messages).toContain('Brokenimg text: its image https://cdn.example.org/not-an-image.png');
    expect(messages).toContain('Brokenimg private: its image https://intranet.example.org/a.png');
    expect(fetched).not.toContain('https://intranet.example.org/a.png');
    const shown = await eventsOf('Brokenimg');
    expect(shown.map((e) => e.image)).toEqual([false, false]);
  });

  it('past the images a step copies, the rest come with the next run', async () => {
    const FEED = 'https://many.example.org/agenda.ics';
    const images: Record<string, Uint8Array> = {};
    const events: Vevent[] = [];
    for (let i = 0; i < 3; i++) {
      const url = `https://cdn.example.org/many-${i}.png`;
      images[url] = await png(10 + i, 10);
      events.push({ uid: `${i}@many`, summary: `Manyposters ${i}`, day: 20 + i, image: url });
    }
    await serve(FEED, () => feedOf(events), images);
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, default_status: 'publish' }, editor),
    );
    const budget = SOURCE_BUDGETS.imagesPerMessage;
    SOURCE_BUDGETS.imagesPerMessage = 2;
    try {
      await runNow(editor, source.id, keptQueue());
      const first = await lastRun(editor, source.id);
      expect(first).toMatchObject({ new: 3, failed: 0 });
      expect(first.errors.map((e: { message: string }) => e.message).join()).toContain(
        'the next run brings it',
      );
      expect((await eventsOf('Manyposters')).filter((e) => e.image !== false)).toHaveLength(2);
      await runNow(editor, source.id, keptQueue());
      expect(await lastRun(editor, source.id)).toMatchObject({ updated: 1, unchanged: 2 });
      expect((await eventsOf('Manyposters')).filter((e) => e.image !== false)).toHaveLength(3);
    } finally {
      SOURCE_BUDGETS.imagesPerMessage = budget;
    }
  });
});
