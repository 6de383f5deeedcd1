import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { receive } from '../../scripts/lib/webhook-receive.mjs';
import { newSecret, signedHeaders } from '../../src/lib/standard-webhooks';

/** The local receiver (scripts/webhook-receiver.mjs) and our signatures, against the reference package. */

const body = JSON.stringify({
  type: 'event.created',
  timestamp: '2026-11-26T09:58:07Z',
  data: { kind: 'event', id: 1, seq: 1, rest_url: 'http://127.0.0.1:8787/site/events/v1/events/1' },
});
const now = () => Math.floor(Date.now() / 1000);

describe('webhook receiver', () => {
  it('accepts what we sign, with one secret or two (a rotation)', async () => {
    const secret = newSecret();
    const old = newSecret();
    expect(receive(secret, await signedHeaders([secret], 'msg_1', now(), body), body).status).toBe(204);
    const rotating = await signedHeaders([secret, old], 'msg_1', now(), body);
    expect(receive(old, rotating, body).status).toBe(204);
    expect(receive(secret, rotating, body).line).toMatch(/msg_1 event\.created .*verified/);
  });

  it('refuses a wrong secret, a changed body and an old timestamp', async () => {
    const secret = newSecret();
    const headers = await signedHeaders([secret], 'msg_1', now(), body);
    expect(receive(newSecret(), headers, body).status).toBe(401);
    expect(receive(secret, headers, body.replace('"id":1', '"id":2')).status).toBe(401);
    const stale = await signedHeaders([secret], 'msg_1', now() - 3600, body);
    expect(receive(secret, stale, body).status).toBe(401);
  });

  it('without a secret, accepts pings only', () => {
    const ping = JSON.stringify({ type: 'webhook.ping', timestamp: '2026-11-26T09:58:07Z', data: {} });
    expect(receive('', {}, ping).status).toBe(204);
    expect(receive('', {}, body).status).toBe(401);
    expect(receive('', {}, 'not json').status).toBe(401);
  });

  it('our signature is the reference package’s', async () => {
    const secret = newSecret();
    const at = new Date();
    const ours = await signedHeaders([secret], 'msg_9', Math.floor(at.getTime() / 1000), body);
    expect(ours['webhook-signature']).toBe(new Webhook(secret).sign('msg_9', at, body));
  });
});
