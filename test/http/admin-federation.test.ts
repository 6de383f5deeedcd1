import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePeer, mockFediverse, type Peer } from '../federation-peer';
import { BASE, bearer, call, createUser } from '../helpers';

/**
 * The Fediverse screen of the editors' app (src/admin/federation/): administrators see the calendar's
 * handle, its name setting, followers and blocks; editors and administrators follow and unfollow calendars.
 * Everything through the API's `/site/events/v1/federation/…` routes as the caller.
 */

let admin: string;
let editor: string;
let author: string;
let relay: Peer;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  author = (await createUser('author')).key;
  relay = await makePeer('gancio.example', 'relay');
});

afterEach(() => vi.unstubAllGlobals());

async function screen(path: string, key: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(key) });
  return { res, html: await res.text() };
}

function postForm(path: string, fields: Record<string, string>, key: string) {
  return call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(key) },
    body: new URLSearchParams(fields).toString(),
  });
}

const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('the Fediverse screen', () => {
  it('is in the menu of editors and administrators only', async () => {
    expect((await screen('/admin/events', admin)).html).toContain('href="/admin/federation"');
    expect((await screen('/admin/events', editor)).html).toContain('href="/admin/federation"');
    expect((await screen('/eu/admin/events', editor)).html).toContain('>Fedibertsoa<');
    expect((await screen('/admin/events', author)).html).not.toContain('href="/admin/federation"');
    const refused = await screen('/admin/federation', author);
    expect(refused.res.status).toBe(403);
  });

  it('administrators: the handle to copy, the name, followers and blocks', async () => {
    const { res, html } = await screen('/en/admin/federation', admin);
    expect(res.status).toBe(200);
    const main = inMain(html);
    expect(main).toContain('id="handle" readonly="" value="@events@api.test"');
    expect(main).toContain('http://api.test/federation/actor');
    expect(main).toContain('name="actor_name" value="events"');
    expect(main).toContain('Nobody follows this site yet.');

    const renamed = await postForm('/en/admin/federation/settings', { actor_name: 'Agenda' }, admin);
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get('location')).toBe('/en/admin/federation?done=saved');
    expect(inMain((await screen('/en/admin/federation?done=saved', admin)).html)).toContain(
      '@agenda@api.test',
    );
    const images = await postForm(
      '/en/admin/federation/settings',
      { actor_name: 'agenda', avatar: 'https://cdn.example/a.png', header: '' },
      admin,
    );
    expect(images.status).toBe(303);
    expect(inMain((await screen('/en/admin/federation', admin)).html)).toContain(
      'name="avatar" value="https://cdn.example/a.png"',
    );
    const bad = await postForm('/en/admin/federation/settings', { actor_name: '../x' }, admin);
    expect(bad.status).toBe(400);
    const badHtml = inMain(await bad.text());
    expect(badHtml).toContain('id="e-actor_name"');
    expect(badHtml).toContain('value="../x"');

    // A follower (as the inbox keeps one) is listed with what it follows.
    await env.DB.prepare(
      "INSERT INTO federation_followers (actor, follower, host, inbox, follow_id) VALUES ('site', 'https://mastodon.example/users/alice', 'mastodon.example', 'https://mastodon.example/users/alice/inbox', 'https://mastodon.example/f/1')",
    ).run();
    const withFollower = inMain((await screen('/en/admin/federation', admin)).html);
    expect(withFollower).toContain('1 accounts follow this site.');
    expect(withFollower).toContain('https://mastodon.example/users/alice');

    const blocked = await postForm('/en/admin/federation/blocks', { value: 'Mastodon.Example' }, admin);
    expect(blocked.headers.get('location')).toBe('/en/admin/federation?done=blocked');
    const afterBlock = inMain((await screen('/en/admin/federation?done=blocked', admin)).html);
    expect(afterBlock).toContain('Blocked.');
    expect(afterBlock).toContain('mastodon.example');
    // Blocking removed the follow.
    expect(afterBlock).toContain('Nobody follows this site yet.');
    const id = /blocks\/(\d+)\/delete/.exec(afterBlock)![1];
    const lifted = await postForm(`/en/admin/federation/blocks/${id}/delete`, {}, admin);
    expect(lifted.headers.get('location')).toBe('/en/admin/federation?done=unblocked');
    expect(inMain((await screen('/en/admin/federation', admin)).html)).toContain('Nothing is blocked.');
    const notDomain = await postForm('/en/admin/federation/blocks', { value: 'not a domain' }, admin);
    expect(notDomain.status).toBe(400);
    expect(inMain(await notDomain.text())).toContain('id="e-value"');
  });

  it('editors: follow a calendar by its handle, see its state, unfollow; no account settings', async () => {
    const fediverse = mockFediverse([relay]);
    const page = inMain((await screen('/es/admin/federation', editor)).html);
    expect(page).toContain('Calendarios seguidos');
    expect(page).not.toContain('id="handle"');
    expect(page).not.toContain('name="actor_name"');
    const followed = await postForm(
      '/en/admin/federation/following',
      { actor: '@relay@gancio.example' },
      editor,
    );
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/en/admin/federation?done=followed');
    expect(fediverse.fetched[0]).toContain('https://gancio.example/.well-known/webfinger');
    const list = inMain((await screen('/en/admin/federation?done=followed', editor)).html);
    expect(list).toContain('Follow request sent.');
    expect(list).toContain('@relay@gancio.example');
    expect(list).toContain('waiting for its answer');

    const unknown = await postForm(
      '/en/admin/federation/following',
      { actor: '@nobody@gancio.example' },
      editor,
    );
    expect(unknown.status).toBe(400);
    const refusedHtml = inMain(await unknown.text());
    expect(refusedHtml).toContain('id="e-actor"');
    expect(refusedHtml).toContain('value="@nobody@gancio.example"');

    // Editors may not touch the administrators' part: the API refuses, the screen says so.
    const notAllowed = await postForm('/en/admin/federation/blocks', { value: 'spam.example' }, editor);
    expect(notAllowed.status).toBe(403);
    expect(inMain(await notAllowed.text())).toContain('Not done (403)');

    const id = /following\/(\d+)\/delete/.exec(list)![1];
    const gone = await postForm(`/en/admin/federation/following/${id}/delete`, {}, editor);
    expect(gone.headers.get('location')).toBe('/en/admin/federation?done=unfollowed');
    expect(inMain((await screen('/en/admin/federation', editor)).html)).toContain(
      'This site follows no calendar yet.',
    );
  });
});
