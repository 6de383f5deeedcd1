import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchWebhooks } from '../../src/webhooks/dispatcher';
import { call, createEvent, createUser, json, send } from '../helpers';
import { mockReceiver } from '../webhook-receiver';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * The facts are fields of the record: a write of one of them is a change of the event (a category's
 * colours of the category), announced to webhooks as `event.updated` / `category.updated` and in the
 * change feed with the new value; the moment an online address is shown is no write, so nothing.
 */

let admin: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

beforeEach(async () => {
  await env.DB.prepare(
    'UPDATE webhook_dispatcher SET cursor = (SELECT coalesce(max(seq), 0) FROM changes), lease_token = NULL, lease_expires_ms = 0',
  ).run();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await env.DB.prepare('DELETE FROM webhook_endpoints').run();
});

async function dispatch() {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await dispatchWebhooks(env)).held) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the dispatcher lease was never free');
}

const announced = async (endpointId: number) =>
  (
    await env.DB.prepare(
      "SELECT type, payload FROM webhook_deliveries WHERE endpoint_id = ? AND type <> 'webhook.ping' ORDER BY id",
    )
      .bind(endpointId)
      .all<{ type: string; payload: string }>()
  ).results.map((row) => [row.type, JSON.parse(row.payload).data.id]);

describe('a change of a fact is announced', () => {
  it.each([
    ['event_status', { event_status: 'cancelled' }],
    ['event_status_reason', { event_status_reason: 'Lluvia.' }],
    ['previous_start_date', { previous_start_date: '2033-06-01 20:00' }],
    ['attendance_mode', { attendance_mode: 'mixed' }],
    ['online_url', { online_url: 'https://stream.example.org/x' }],
    ['online_url_visible_before', { online_url_visible_before: 15 }],
    ['event_languages', { event_languages: ['gl'] }],
    ['accessibility', { accessibility: ['quiet_room'] }],
    ['accessibility_note', { accessibility_note: 'Rampa lateral.' }],
  ])('%s: event.updated, and the change feed carries the new value', async (name, change) => {
    const event: Json = await createEvent(admin, {
      title: `Announced ${name}`,
      start_date: '2033-06-08 20:00',
      end_date: '2033-06-08 22:00',
    });
    mockReceiver();
    const res = await send(
      'POST',
      '/webhooks',
      { url: 'https://hooks.example.com/in', event_types: ['event.*'] },
      admin,
    );
    const endpoint: Json = await json(res);
    vi.unstubAllGlobals();
    const head: Json = await json(
      await call('/changes?types=event', { headers: { Authorization: `Bearer ${admin}` } }),
    );
    expect((await send('PATCH', `/events/${event.id}`, change, admin)).status).toBe(200);
    await dispatch();
    expect(await announced(endpoint.id)).toEqual([['event.updated', event.id]]);
    const feed: Json = await json(
      await call(`/changes?types=event&sync_token=${head.next_sync_token}`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
    );
    const upsert = feed.changes.find((c: Json) => c.id === event.id);
    const shown = (
      await json(await call(`/events/${event.id}`, { headers: { Authorization: `Bearer ${admin}` } }))
    )[name];
    expect(upsert.data[name]).toEqual(shown);
    expect(shown).not.toEqual(event[name]);
  });

  it("a category's colours: category.updated", async () => {
    const category: Json = await json(
      await send('POST', '/categories', { name: 'Announced colours' }, admin),
    );
    mockReceiver();
    const endpoint: Json = await json(
      await send(
        'POST',
        '/webhooks',
        { url: 'https://hooks.example.com/in', event_types: ['category.*'] },
        admin,
      ),
    );
    vi.unstubAllGlobals();
    await send('PATCH', `/categories/${category.id}`, { colors: { primary: '#336699' } }, admin);
    await dispatch();
    expect(await announced(endpoint.id)).toEqual([['category.updated', category.id]]);
  });
});
