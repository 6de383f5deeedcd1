import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';
import { makePeer, mockFediverse } from '../federation-peer';
import { BASE, bearer, call, createUser, json, send } from '../helpers';

/**
 * Federation's management routes in the API's namespace (docs/federation.md#settings-and-administration):
 * `/site/events/v1/federation/…` and under each language prefix, validated by the schemas that document them
 * in `/doc` (five languages), errors in the API's shape; the host's root paths stay as aliases.
 */

let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
});

afterEach(() => vi.unstubAllGlobals());

describe('the management routes in the namespace', () => {
  it('answer under /site/events/v1, each language prefix and the host root alike', async () => {
    for (const prefix of ['/site/events/v1', ...LANGUAGES.map((l) => `/${l}/site/events/v1`), '']) {
      const res = await call(`${BASE}${prefix}/federation/settings`, { headers: bearer(admin) });
      expect(res.status, prefix).toBe(200);
      expect(await json(res)).toEqual({
        actor_name: 'events',
        origin: null,
        avatar: '',
        header: '',
        handle: '@events@api.test',
        actor: 'http://api.test/federation/actor',
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('validate with the documented schemas, refusals in the API error shape', async () => {
    const bad = await send(
      'PATCH',
      '/site/events/v1/federation/settings',
      { actor_name: 'Not valid!' },
      admin,
    );
    expect(bad.status).toBe(400);
    const body = await json(bad);
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(Object.keys(body.data.params)).toEqual(['actor_name']);
    const renamed = await send(
      'PATCH',
      '/site/events/v1/federation/settings',
      { actor_name: ' Agenda ' },
      admin,
    );
    expect(await json(renamed)).toMatchObject({ actor_name: 'agenda' });
    // Nothing given: nothing changes.
    expect(await json(await send('PATCH', '/site/events/v1/federation/settings', {}, admin))).toMatchObject({
      actor_name: 'agenda',
    });

    const anonymous = await call('/site/events/v1/federation/blocks');
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ code: expect.any(String), data: { status: 401 } });
    expect((await call('/site/events/v1/federation/blocks', { headers: bearer(editor) })).status).toBe(403);

    const notDomain = await send(
      'POST',
      '/site/events/v1/federation/blocks',
      { value: 'not a domain' },
      admin,
    );
    expect(notDomain.status).toBe(400);
    expect(Object.keys((await json(notDomain)).data.params)).toEqual(['value']);
    const block = await send(
      'POST',
      '/eu/site/events/v1/federation/blocks',
      { value: 'Spam.Example.' },
      admin,
    );
    expect(block.status).toBe(201);
    const created = await json(block);
    expect(created.value).toBe('spam.example');
    const list = await json(await call('/site/events/v1/federation/blocks', { headers: bearer(admin) }));
    expect(list.blocks).toEqual([created]);
    const gone = await send('DELETE', `/site/events/v1/federation/blocks/${created.id}`, undefined, admin);
    expect(await json(gone)).toEqual({ deleted: true, id: created.id });
    const missing = await send('DELETE', `/site/events/v1/federation/blocks/${created.id}`, undefined, admin);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ code: 'federation_block_not_found', data: { status: 404 } });
  });

  it('following: editors follow and unfollow through the namespace', async () => {
    const relay = await makePeer('gancio.example', 'relay');
    mockFediverse([relay]);
    const res = await send(
      'POST',
      '/site/events/v1/federation/following',
      { actor: '@relay@gancio.example' },
      editor,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const followed = await json(res);
    expect(followed).toMatchObject({
      actor: relay.actor,
      status: 'pending',
      handle: '@relay@gancio.example',
    });
    const list = await json(
      await call('/es/site/events/v1/federation/following', { headers: bearer(editor) }),
    );
    expect(list.following).toEqual([followed]);
    const unknown = await send(
      'POST',
      '/site/events/v1/federation/following',
      { actor: '@nobody@gancio.example' },
      editor,
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys((await json(unknown)).data.params)).toEqual(['actor']);
    const gone = await send(
      'DELETE',
      `/site/events/v1/federation/following/${followed.id}`,
      undefined,
      editor,
    );
    expect(await json(gone)).toEqual({ deleted: true, actor: relay.actor });
  });
});

describe('the management routes in /doc', () => {
  it.each(LANGUAGES)('are described in %s', async (lang) => {
    const doc = await json(await call(`/${lang}/site/events/v1/doc`));
    const m = MESSAGES[lang];
    expect(doc.paths['/federation/blocks'].post).toMatchObject({
      operationId: 'createFederationBlock',
      summary: m['op.federation_blocks.create'],
      description: m['opd.federation_blocks.create'],
    });
    expect(doc.components.schemas.FederationBlockCreate.properties.value.description).toBe(
      m['param.federation_block_value'],
    );
    expect(doc.paths['/federation/following'].post.summary).toBe(m['op.federation_following.create']);
    expect(doc.paths['/federation/settings'].patch.summary).toBe(m['op.federation_settings.update']);
    expect(doc.paths['/federation/following/{id}'].delete.operationId).toBe('unfollowFederationActor');
    expect(Object.keys(doc.paths['/federation/inbound'])).toEqual(['get']);
  });
});
