import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * The actor's page for people (docs/federation.md#be-followed): a browser at the actor's URL gets a page in
 * the site's languages with the handle to copy, its next public events (never a draft) and the calendar's
 * link; the avatar and header images of the settings are on it and in the actor's document (`icon`, `image`).
 */

const ACTOR = `${BASE}/federation/actor`;
const AP = { Accept: 'application/activity+json' };
const HTML = { Accept: 'text/html,application/xhtml+xml' };
let admin: string;
let concerts: number;

const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  concerts = (await json(await send('POST', '/categories', { name: 'Conciertos' }, admin))).id;
  await createEvent(admin, {
    title: 'Jazz en la plaza',
    start_date: '2045-06-01 20:00',
    end_date: '2045-06-01 22:00',
    categories: [concerts],
  });
  await createEvent(admin, {
    title: 'Mercado',
    start_date: '2045-06-02 10:00',
    end_date: '2045-06-02 14:00',
  });
  await createEvent(admin, {
    title: 'Borrador secreto',
    status: 'draft',
    start_date: '2045-06-03 10:00',
    end_date: '2045-06-03 11:00',
  });
});

describe("the actor's page", () => {
  it('shows the handle, the next public events and the calendar’s link, in the site’s language', async () => {
    const res = await callOnce(ACTOR, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('vary')).toContain('Accept');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    const main = inMain(html);
    expect(main).toContain('value="@events@api.test"');
    expect(main).toContain('Jazz en la plaza');
    expect(main).toContain('Mercado');
    expect(main).not.toContain('Borrador secreto');
    expect(main).toContain(`href="${BASE}/events/"`);
    expect(html).toContain(`hreflang="eu" href="${BASE}/eu/federation/actor"`);
  });

  it('in each language under its prefix', async () => {
    const html = await (await callOnce(`${BASE}/eu/federation/actor`, { headers: HTML })).text();
    expect(html).toContain('<html lang="eu">');
    expect(inMain(html)).toContain('Mastodonetik');
    const en = await (await callOnce(`${BASE}/en/federation/actor`, { headers: HTML })).text();
    expect(inMain(en)).toContain('Address to follow');
    // The same address with ActivityPub's Accept is the actor's document.
    const doc = await json(await callOnce(`${BASE}/eu/federation/actor`, { headers: AP }));
    expect(doc.id).toBe(ACTOR);
  });

  it("a category's page shows only its events", async () => {
    const main = inMain(
      await (await callOnce(`${BASE}/federation/categories/${concerts}`, { headers: HTML })).text(),
    );
    expect(main).toContain('value="@conciertos@api.test"');
    expect(main).toContain('Jazz en la plaza');
    expect(main).not.toContain('Mercado');
    expect(main).toContain(`href="${BASE}/events/category/conciertos/"`);
  });

  it('avatar and header: settings of administrators, on the page and in the actor’s document', async () => {
    const bad = await send(
      'PATCH',
      '/site/events/v1/federation/settings',
      { avatar: 'javascript:alert(1)' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).data.params)).toEqual(['avatar']);
    const set = await send(
      'PATCH',
      '/site/events/v1/federation/settings',
      { avatar: 'https://cdn.example/avatar.png', header: 'https://cdn.example/header.jpg' },
      admin,
    );
    expect(await json(set)).toMatchObject({
      avatar: 'https://cdn.example/avatar.png',
      header: 'https://cdn.example/header.jpg',
    });
    const actor = await json(await callOnce(ACTOR, { headers: AP }));
    expect(actor.icon).toEqual({ type: 'Image', url: 'https://cdn.example/avatar.png' });
    expect(actor.image).toEqual({ type: 'Image', url: 'https://cdn.example/header.jpg' });
    const page = await (await callOnce(ACTOR, { headers: HTML })).text();
    expect(page).toContain('src="https://cdn.example/avatar.png"');
    expect(page).toContain('src="https://cdn.example/header.jpg"');
    // Empty: none again.
    await send('PATCH', '/site/events/v1/federation/settings', { avatar: '' }, admin);
    const after = await json(await call('/site/events/v1/federation/settings', { headers: bearer(admin) }));
    expect(after.avatar).toBe('');
    expect((await json(await callOnce(ACTOR, { headers: AP }))).icon).toBeUndefined();
  });
});
