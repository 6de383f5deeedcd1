import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dispatchWebhooks } from '../../src/webhooks/dispatcher';
import { BASE, call, createUser, json, send } from '../helpers';
import { anonymousFields, setSettings, submitFrom } from '../submissions-helpers';
import { mockReceiver } from '../webhook-receiver';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * A submission's whole life (docs/submissions.md): sent anonymously, edited through the private link,
 * approved with its proposed venue merged into an existing one; then the event is on its page, in the
 * iCalendar feed, in /changes, and announced to webhooks, as any published event.
 */

let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  await setSettings(admin, { submissions_anonymous: true });
});

async function dispatch() {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await dispatchWebhooks(env)).held) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the dispatcher lease was never free');
}

describe('a submission’s whole life', () => {
  it('from the form to the page, the feed, /changes and webhooks', async () => {
    mockReceiver();
    const hook = await json(
      await send('POST', '/webhooks', { url: 'https://hooks.example.com/in', event_types: ['*'] }, admin),
    );
    vi.unstubAllGlobals();
    const existing = await json(await send('POST', '/venues', { venue: 'Teatro Victoria Eugenia' }, admin));
    const head: Json = await json(
      await call('/changes?types=event', { headers: { Authorization: `Bearer ${admin}` } }),
    );

    const sent = await json(
      await submitFrom(
        '10.99.0.1',
        await anonymousFields({
          title: 'Jazzaldia 2033',
          start_date: '2033-07-20 21:00:00',
          end_date: '2033-07-20 23:00:00',
          venue: { venue: 'Victoria Eugenia antzokia', address: 'Republika plaza' },
        }),
      ),
    );
    expect(sent.state).toBe('pending');
    expect((await call(`/events/${sent.event.id}`)).status).toBeGreaterThanOrEqual(401);

    const edited = await send('POST', `/submissions/${sent.id}`, {
      action: 'edit',
      token: sent.token,
      title: 'Jazzaldia 2033: gaua',
    });
    expect(edited.status).toBe(200);

    const approved = await send(
      'POST',
      `/submissions/${sent.id}`,
      { action: 'approve', merge_venue: existing.id },
      editor,
    );
    expect((await json(approved)).state).toBe('approved');

    const event = await json(await call(`/events/${sent.event.id}`));
    expect(event).toMatchObject({
      title: 'Jazzaldia 2033: gaua',
      status: 'publish',
      venue: { id: existing.id },
    });
    const page = await call(event.url.replace('http://api.test', BASE));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Jazzaldia 2033: gaua');
    const feed = await (await call('/events.ics?start_date=2033-07-01&end_date=2033-07-31')).text();
    expect(feed).toContain('SUMMARY;LANGUAGE=es:Jazzaldia 2033: gaua');
    expect(feed).toContain('LOCATION;LANGUAGE=es:Teatro Victoria Eugenia');
    const changes: Json = await json(
      await call(`/changes?types=event&token=${encodeURIComponent(head.next_token ?? head.token)}`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
    );
    expect(changes.changes.map((c: Json) => c.id)).toContain(sent.event.id);

    await dispatch();
    const types = (
      await env.DB.prepare('SELECT type, payload FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id')
        .bind(hook.id)
        .all<{ type: string; payload: string }>()
    ).results
      .filter(
        (row) => JSON.parse(row.payload).data.id === sent.event.id || row.type.startsWith('submission.'),
      )
      .map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining(['submission.created', 'submission.approved', 'event.created', 'event.updated']),
    );
    await env.DB.prepare('DELETE FROM webhook_endpoints').run();
  });
});
