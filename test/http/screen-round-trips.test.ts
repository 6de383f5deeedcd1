import { beforeAll, describe, expect, it } from 'vitest';
import { forgetPendingCount } from '../../src/admin/submissions/routes';
import {
  BASE,
  bearer,
  callOnce,
  createEvent,
  createUser,
  hookedBatches,
  json,
  roundTripsOf,
  send,
} from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';
import { formFields, submit, withChanges } from './editor-form';

/**
 * A screen of the editors' app reads in one round trip besides the caller's lookup: the D1 work of the API
 * requests it makes side by side, and its own, goes in one batch (src/db/window.ts), and the screen asks for
 * everything at once (docs/performance.md#round-trips). Each request still gets its own rows and its own
 * failure.
 */

let editor: { id: number; key: string };
let plain: number;
let series: number;

/** Through the Worker module the test imports (so that `forgetPendingCount` is the Worker's own). */
const screen = async (path: string, bindings: Record<string, unknown> = {}) => {
  const res = await callOnce(`${BASE}${path}`, { headers: bearer(editor.key) }, bindings);
  return { res, trips: roundTripsOf(res), html: await res.text() };
};

beforeAll(async () => {
  editor = await createUser('editor');
  plain = (
    (await createEvent(editor.key, {
      title: 'Ronda sencilla',
      start_date: '2031-05-05 10:00:00',
      end_date: '2031-05-05 11:00:00',
    })) as { id: number }
  ).id;
  series = (
    (await createEvent(editor.key, {
      title: 'Taller semanal',
      start_date: '2031-09-02 19:00:00',
      end_date: '2031-09-02 20:00:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
      translations: { eu: { title: 'Asteko tailerra' }, gl: { title: 'Obradoiro semanal' } },
    })) as { id: number }
  ).id;
});

describe("the editors' screens", () => {
  it('the editor: the key, then one round trip of reads', async () => {
    const page = await screen(`/en/admin/events/${plain}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('value="Ronda sencilla"');
    expect(page.trips).toBe(2);
  });

  it("the editor of a series with other languages: still one, each language's text in its place", async () => {
    const page = await screen(`/en/admin/events/${series}`);
    expect(page.res.status).toBe(200);
    expect(page.trips).toBe(2);
    expect(page.html).toContain('value="Taller semanal"');
    expect(page.html).toContain('value="Asteko tailerra"');
    expect(page.html).toContain('value="Obradoiro semanal"');
    // The rule in the app's language (English), and the next occurrences.
    expect(page.html).toContain(
      'data-series="true"><p>Repeats: Every Tuesday, 6 times</p><p>Next occurrences',
    );
    expect(page.html).toContain('<time datetime="2031-09-30T19:00:00">');
    // No text in a language the event does not have (the API answered those in the main language).
    expect(page.html).not.toMatch(/name="title_ca"[^>]*value="Taller semanal"/);
  });

  it('the editor back from an upload (`?image=`): the image is asked with the rest', async () => {
    const media = await json(await upload(editor.key, jpeg(600, 400), 'cartel.jpg'));
    for (const path of [
      `/en/admin/events/${plain}?image=${media.id}`,
      `/en/admin/events/new?image=${media.id}`,
    ]) {
      const page = await screen(path);
      expect(page.res.status).toBe(200);
      expect(formFields(page.html)).toContainEqual(['image', String(media.id)]);
      expect(page.html).toContain(`<img src="${media.url.replace(/\.jpg$/, '-150x150.jpg')}"`);
      expect(page.trips, path).toBe(2);
    }
  });

  it('the editor of an event with a library image: the image is asked with the rest, before its id is known', async () => {
    const media = await json(await upload(editor.key, jpeg(600, 400), 'portada.jpg'));
    await send(
      'PATCH',
      `/media/${media.id}`,
      { alt_text: { es: 'Un cartel', eu: 'Kartel bat' } },
      editor.key,
    );
    const event = (await createEvent(editor.key, {
      title: 'Con portada',
      start_date: '2031-06-06 10:00:00',
      end_date: '2031-06-06 11:00:00',
      image: media.id,
    })) as { id: number };
    const page = await screen(`/en/admin/events/${event.id}`);
    expect(page.res.status).toBe(200);
    expect(formFields(page.html)).toContainEqual(['image', String(media.id)]);
    expect(page.html).toContain(`<img src="${media.url.replace(/\.jpg$/, '-150x150.jpg')}"`);
    // Its alternative text in the event's main language, from the library's record.
    expect(page.html).toContain('Un cartel');
    expect(page.trips).toBe(2);
  });

  it("the editor's Find (a POST that saves nothing): the form again from one round trip of reads", async () => {
    const { html } = await screen(`/en/admin/events/${series}`);
    const fields = withChanges(formFields(html), { intent: 'find', venues_search: 'nothing like it' });
    const res = await submit(`/en/admin/events/${series}`, fields, bearer(editor.key));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('value="Asteko tailerra"');
    expect(page).toContain('value="nothing like it"');
    expect(roundTripsOf(res)).toBe(2);
  });

  it("the list: the key, then one round trip, the menu's count of pending submissions in it", async () => {
    forgetPendingCount();
    const page = await screen('/en/admin/events');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Ronda sencilla');
    expect(page.trips).toBe(2);
    // The count was read with the list: the next screen shows it without reading it again.
    const next = await screen('/en/admin/events');
    expect(next.trips).toBe(2);
  });

  it("at the app's address without a language (the user's chosen language is read with the caller)", async () => {
    const editorPage = await screen(`/admin/events/${plain}`);
    expect(editorPage.res.status).toBe(200);
    expect(editorPage.trips).toBe(2);
    forgetPendingCount();
    const list = await screen('/admin/events');
    expect(list.res.status).toBe(200);
    expect(list.trips).toBe(2);
  });

  it('the revisions screen: the key, the revisions and the event side by side, then their names', async () => {
    const page = await screen(`/en/admin/events/${plain}/revisions`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Ronda sencilla');
    expect(page.trips).toBe(3);
  });

  it('a failed batch of several is run again request by request: the screen is whole, each its own rows', async () => {
    // The first batch of several statements fails as a whole (as D1 fails a batch); each request's batch
    // alone then succeeds.
    let failed = 0;
    const hooked = hookedBatches(async (_n, run) => {
      if (failed === 0) {
        failed += 1;
        throw new Error('D1_ERROR: the coalesced batch failed');
      }
      return run();
    });
    const page = await screen(`/en/admin/events/${series}`, { DB: hooked.db });
    expect(failed).toBe(1);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('value="Taller semanal"');
    expect(page.html).toContain('value="Asteko tailerra"');
    expect(page.html).toContain('Repeats: Every Tuesday, 6 times');
    // The failed round trip and one for each request's batch run again: counted, every one.
    expect(page.trips).toBeGreaterThan(3);
  });

  it('every other screen of the app: the key, then one round trip (two where said)', async () => {
    const admin = await createUser('administrator');
    const venue = await json(await send('POST', '/venues', { venue: 'Sala', status: 'publish' }, admin.key));
    await send('POST', '/organizers', { organizer: 'Asociación', status: 'publish' }, admin.key);
    // The venues' and organizers' lists count each one's published events once the page is known.
    const expected: Array<[string, number]> = [
      ['/en/admin/events/new', 2],
      ['/en/admin/venues', 3],
      ['/en/admin/organizers', 3],
      [`/en/admin/venues/${venue.id}`, 2],
      ['/en/admin/categories', 2],
      ['/en/admin/tags', 2],
      ['/en/admin/media', 2],
      ['/en/admin/submissions', 2],
      ['/en/admin/settings', 2],
      ['/en/admin/users', 2],
      ['/en/admin/webhooks', 2],
      ['/en/admin/profile', 2],
      ['/en/admin/calendar', 2],
      ['/en/admin/sources', 2],
      ['/en/admin/passkeys', 2],
      ['/en/admin/events/trash/empty', 2],
    ];
    // The sources' API is loaded on its first request in an isolate (docs/performance.md#start-up): loading it
    // may outlast the window's wait, so it is asked once before the screen is counted.
    await send('GET', '/sources', undefined, admin.key);
    const seen: Array<[string, number]> = [];
    for (const [path] of expected) {
      const res = await callOnce(`${BASE}${path}`, { headers: bearer(admin.key) });
      await res.text();
      expect(res.status, path).toBe(200);
      seen.push([path, roundTripsOf(res)]);
    }
    expect(seen).toEqual(expected);
  });
});
