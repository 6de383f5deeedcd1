import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { followersChanged } from '../../src/federation/followers-known';
import { callOnce, createUser } from '../helpers';

/**
 * A calendar nobody follows pays no federation work per write (src/federation/followers-known.ts): the write's
 * announcement asks once whether anyone follows, then skips the dispatcher for a minute; a follower makes it
 * dispatch again.
 */

let key: string;

beforeAll(async () => {
  key = (await createUser('editor')).key;
});

const cursor = async () =>
  (await env.DB.prepare('SELECT cursor FROM federation_dispatcher WHERE id = 1').first<{ cursor: number }>())
    ?.cursor ?? 0;

/** A published event, written through the Worker with its background work awaited. */
async function write(title: string) {
  const res = await callOnce(
    '/events',
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title,
        status: 'publish',
        start_date: '2027-05-01 10:00',
        end_date: '2027-05-01 11:00',
      }),
    },
    {},
  );
  expect(res.status).toBe(201);
}

describe('federation when nobody follows', () => {
  it('skips the dispatcher after writes, and dispatches again once someone follows', async () => {
    followersChanged();
    await write('First, asked once');
    const before = await cursor();
    await write('Second, nobody follows');
    await write('Third, nobody follows');
    expect(await cursor()).toBe(before);

    await env.DB.prepare(
      `INSERT INTO federation_followers (actor, follower, host, inbox, follow_id)
       VALUES ('site', 'https://m.example/u/a', 'm.example', 'https://m.example/inbox', 'https://m.example/f/1')`,
    ).run();
    followersChanged();
    await write('Fourth, followed');
    expect(await cursor()).toBeGreaterThan(before);
  });
});
