import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createUser, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';

/**
 * Uploaded images on the public pages (docs/media.md): `srcset` and `sizes` from the image's sizes, the
 * alternative text in the page's language, `width` and `height`, the first image eager and the others lazy;
 * JSON-LD's `image` lists the sizes' URLs.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: string;
let media: { id: number; url: string };
let bare: { id: number; url: string };
let event: Json;
let venue: Json;

const sizeUrl = (width: number, height: number) => media.url.replace(/\.jpg$/, `-${width}x${height}.jpg`);

async function html(url: string) {
  const res = await call(url);
  const text = await res.text();
  expect(res.status, text.slice(0, 200)).toBe(200);
  return text.slice(text.indexOf('<main>'), text.indexOf('</main>'));
}

/** The `<img>` elements of a page, each as its attributes. */
const images = (page: string) =>
  [...page.matchAll(/<img ([^>]*)>/g)].map(
    (m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])) as Json,
  );

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  media = await json(await upload(editor, jpeg(2000, 1500), 'poster.jpg'));
  bare = await json(await upload(editor, jpeg(120, 90), 'small.jpg'));
  await send(
    'PATCH',
    `/media/${media.id}`,
    { alt_text: { es: 'Cartel "del" <concierto>', eu: 'Kontzertuaren kartela' } },
    editor,
  );
  venue = await json(await send('POST', '/venues', { venue: 'Teatro Arriaga', image: media.id }, editor));
  const created = await send(
    'POST',
    '/events',
    {
      title: 'Concierto con cartel',
      start_date: '2031-05-01 20:00',
      end_date: '2031-05-01 22:00',
      image: media.id,
      venue: venue.id,
    },
    editor,
  );
  event = await json(created);
  expect(created.status, JSON.stringify(event)).toBe(201);
});

describe('an event page shows its uploaded image', () => {
  it('with srcset and sizes of the sizes of its shape, width, height, the alt text escaped, eager', async () => {
    const [img, ...others] = images(await html(`/es/event/${event.slug}/`));
    expect(others).toEqual([]);
    expect(img).toEqual({
      class: 'image',
      src: media.url,
      // The thumbnail (cropped to a square) is not the same picture: left out.
      srcset: `${sizeUrl(300, 225)} 300w, ${sizeUrl(768, 576)} 768w, ${sizeUrl(1024, 768)} 1024w, ${media.url} 2000w`,
      sizes: '(min-width: 46rem) 44rem, calc(100vw - 2rem)',
      width: '2000',
      height: '1500',
      alt: 'Cartel &#34;del&#34; &#60;concierto&#62;',
      loading: 'eager',
      fetchpriority: 'high',
      decoding: 'async',
    });
  });

  it('with the alt text of the page’s language', async () => {
    const basque = images(await html(`/eu/event/${event.slug}/`));
    expect(basque[0].alt).toBe('Kontzertuaren kartela');
  });

  it('with an empty alt only when the image has none, and no srcset when it has no sizes', async () => {
    const plain = await json(
      await send(
        'POST',
        '/events',
        { title: 'Sin texto', start_date: '2031-06-01 20:00', end_date: '2031-06-01 21:00', image: bare.id },
        editor,
      ),
    );
    const [img] = images(await html(`/es/event/${plain.slug}/`));
    expect(img).toEqual({
      class: 'image',
      src: bare.url,
      width: '120',
      height: '90',
      alt: '',
      loading: 'eager',
      fetchpriority: 'high',
      decoding: 'async',
    });
  });
});

describe('venue pages show the venue’s image first, then the upcoming events’ pictures lazily', () => {
  // "Upcoming" is within two years of today: the clock is held a month before the events.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2031, 3, 1, 12) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the first eager, the others lazy with the thumbnail sizes', async () => {
    const page = await html(`/es/venue/${venue.slug}/`);
    const [first, ...rest] = images(page);
    expect(first).toMatchObject({ class: 'image', loading: 'eager', width: '2000', height: '1500' });
    expect(first.alt).toBe('Cartel &#34;del&#34; &#60;concierto&#62;');
    expect(rest.length).toBeGreaterThan(0);
    for (const img of rest) {
      expect(img).toMatchObject({
        class: 'thumb',
        loading: 'lazy',
        sizes: '6rem',
        width: '2000',
        height: '1500',
      });
      expect(img.srcset).toContain(`${sizeUrl(300, 225)} 300w`);
    }
  });
});

describe('JSON-LD `image`', () => {
  it('lists the original and its sizes of 50,000 pixels or more, largest first', async () => {
    const read = await json(await call(`/events/${event.id}`));
    expect(read.json_ld.image).toEqual([media.url, sizeUrl(1024, 768), sizeUrl(768, 576), sizeUrl(300, 225)]);
    const page = await (await call(`/es/event/${event.slug}/`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
    expect(ld.image).toEqual(read.json_ld.image);
  });

  it('keeps an image given by URL as that URL', async () => {
    const linked = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Con enlace',
          start_date: '2031-07-01 20:00',
          end_date: '2031-07-01 21:00',
          image: 'https://example.org/cartel.jpg',
        },
        editor,
      ),
    );
    expect((await json(await call(`/events/${linked.id}`))).json_ld.image).toBe(
      'https://example.org/cartel.jpg',
    );
  });
});
