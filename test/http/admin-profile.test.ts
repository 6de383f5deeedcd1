import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, json } from '../helpers';
import { screen, submit } from './editor-form';

/**
 * An interface for each person (issue 37 item 8; src/admin/profile/): the app's language chosen once and
 * kept (first visit: the browser's Accept-Language, then the site's), a user's display name and e-mail, an
 * administrator deleting a user with their records given to another, and controls a role can't use not
 * offered in the events list.
 */

type User = { id: number; login: string; key: string };
let admin: User;
let ane: User;
let author: User;
let contributor: User;

beforeAll(async () => {
  admin = await createUser('administrator');
  ane = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
});

const DATES = { start_date: '2031-06-01 10:00', end_date: '2031-06-01 11:00' };

const get = (path: string, key: string | null, headers: Record<string, string> = {}) =>
  call(`${BASE}${path}`, { redirect: 'manual', headers: { ...(key ? bearer(key) : {}), ...headers } });

describe('the app’s language', () => {
  it('follows the browser on a first visit, else the site’s main language', async () => {
    const catalan = await get('/admin/events', ane.key, { 'Accept-Language': 'fr-FR, ca;q=0.9, en;q=0.8' });
    expect(catalan.status).toBe(303);
    expect(catalan.headers.get('location')).toBe('/ca/admin/events');
    const anonymous = await get('/admin/sign-in?next=%2Fadmin%2F', null, {
      'Accept-Language': 'en-GB,en;q=0.9',
    });
    expect(anonymous.headers.get('location')).toBe('/en/admin/sign-in?next=%2Fadmin%2F');
    // A language the app doesn't speak, or none: the site's main language, unprefixed as before.
    expect((await get('/admin/events', ane.key, { 'Accept-Language': 'fr, de;q=0.5' })).status).toBe(200);
    expect((await get('/admin/events', ane.key)).status).toBe(200);
  });

  it('is chosen once in the profile and kept, over the browser’s; an address with a language is answered in it', async () => {
    const page = await screen('/en/admin/profile', ane.key);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('<label for="f-language">Language of the app</label>');
    expect(page.html).toContain('<option value="">The browser’s language</option>');
    const saved = await submit(
      '/en/admin/profile',
      [
        ['display_name', 'Ane Etxeberria'],
        ['email', 'Ane@Example.org'],
        ['language', 'eu'],
      ],
      bearer(ane.key),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/eu/admin/profile?saved=1');
    const row = await env.DB.prepare('SELECT display_name, email FROM users WHERE id = ?')
      .bind(ane.id)
      .first<{ display_name: string; email: string }>();
    expect(row).toEqual({ display_name: 'Ane Etxeberria', email: 'ane@example.org' });
    const kept = await get('/admin/events?s=x', ane.key, { 'Accept-Language': 'en' });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/eu/admin/events?s=x');
    expect((await get('/es/admin/events', ane.key)).status).toBe(200);
    const after = await screen('/eu/admin/profile?saved=1', ane.key);
    expect(after.html).toContain('Profila gorde da.');
    expect(after.html).toContain('value="Ane Etxeberria"');
    expect(after.html).toContain('<option value="eu" lang="eu" selected="">Euskara</option>');
  });

  it('refuses a bad or taken e-mail address at its field, saving nothing', async () => {
    const bad = await submit('/en/admin/profile', [['email', 'not an address']], bearer(author.key));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Give an e-mail address such as ane@example.org, or leave it empty.');
    const taken = await submit('/en/admin/profile', [['email', 'ane@example.org']], bearer(author.key));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('Another user has this e-mail address.');
  });

  it('shows the display name where the app names who is editing', async () => {
    const event = await createEvent(author.key, { ...DATES, title: 'Con nombre', status: 'draft' });
    await screen(`/es/admin/events/${event.id}`, ane.key);
    const other = await screen(`/en/admin/events/${event.id}`, admin.key);
    expect(other.html).toMatch(/<p>Ane Etxeberria is editing this event since \d{2}:\d{2}\.<\/p>/);
  });
});

describe('administrators and users', () => {
  it('lets an administrator edit anyone’s profile, no one else', async () => {
    const page = await screen(`/en/admin/users/${author.id}/profile`, admin.key);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain(`<h1>Profile of ${author.login}</h1>`);
    const saved = await submit(
      `/en/admin/users/${author.id}/profile`,
      [
        ['display_name', 'Autora'],
        ['email', ''],
        ['language', ''],
      ],
      bearer(admin.key),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/en/admin/users/${author.id}/profile?saved=1`);
    expect((await screen(`/en/admin/users/${author.id}/profile`, ane.key)).res.status).toBe(403);
    const user = await screen(`/en/admin/users/${author.id}`, admin.key);
    expect(user.html).toContain(`<a href="/en/admin/users/${author.id}/delete">Delete user</a>`);
  });

  it('deletes a user after saying what they own, their records given to another', async () => {
    const leaving = await createUser('author');
    const event = await createEvent(leaving.key, { ...DATES, title: 'Del que se va', status: 'publish' });
    const confirm = await screen(`/en/admin/users/${leaving.id}/delete`, admin.key);
    expect(confirm.res.status).toBe(200);
    expect(confirm.html).toContain(`<h1>Delete the user ${leaving.login}?</h1>`);
    expect(confirm.html).toContain(`${leaving.login} has 1 events, venues and organizers and 0 images.`);
    expect(confirm.html).toContain('<label for="f-reassign">Attribute their content to</label>');
    expect(
      (await submit(`/en/admin/users/${leaving.id}/delete`, [['reassign', String(ane.id)]], bearer(ane.key)))
        .status,
    ).toBe(403);
    // Given to no one, or to the user themselves: nothing happens.
    expect(
      (
        await submit(
          `/en/admin/users/${leaving.id}/delete`,
          [['reassign', String(leaving.id)]],
          bearer(admin.key),
        )
      ).status,
    ).toBe(400);
    const done = await submit(
      `/en/admin/users/${leaving.id}/delete`,
      [['reassign', String(ane.id)]],
      bearer(admin.key),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('/en/admin/users?deleted=');
    const gone = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE id = ?')
      .bind(leaving.id)
      .first<{ n: number }>();
    expect(gone!.n).toBe(0);
    const after = await json(await call(`/events/${event.id}`));
    expect(Number(after.author)).toBe(ane.id);
    const list = await screen(done.headers.get('location')!, admin.key);
    expect(list.html).toContain(`The user ${leaving.login} was deleted; their content is ${ane.login}’s.`);
    // An administrator can't delete themselves.
    expect(
      (await submit(`/en/admin/users/${admin.id}/delete`, [['reassign', String(ane.id)]], bearer(admin.key)))
        .status,
    ).toBe(400);
  });
});

describe('controls a role can’t use', () => {
  it('offers authors no editor link nor checkbox on others’ events, and contributors Submit for review, not Publish', async () => {
    const theirs = await createEvent(ane.key, { ...DATES, title: 'De otra persona', status: 'publish' });
    const mine = await createEvent(author.key, { ...DATES, title: 'De la autora', status: 'publish' });
    const list = await screen('/en/admin/events?s=persona', author.key);
    expect(list.html).toContain('<strong>De otra persona</strong>');
    expect(list.html).not.toContain(`href="/en/admin/events/${theirs.id}"`);
    expect(list.html).not.toContain(`value="${theirs.id}" id="select-${theirs.id}"`);
    const own = await screen('/en/admin/events?s=autora', author.key);
    expect(own.html).toContain(`<a href="/en/admin/events/${mine.id}">De la autora</a>`);
    expect(own.html).toContain(`id="select-${mine.id}"`);
    expect(own.html).toContain('<option value="publish">');
    const asContributor = await screen('/en/admin/events', contributor.key);
    // A contributor's "publish" is what the API makes of it for them: Submit for review.
    expect(asContributor.html).toContain('<option value="publish">Submit for review</option>');
  });
});
