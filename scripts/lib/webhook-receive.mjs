import { Webhook } from 'standardwebhooks';

/**
 * What the receiver of scripts/webhook-receiver.mjs answers to one message: 204 when its signature verifies
 * with `secret` (or, without a secret yet, when it is the `webhook.ping` of a new endpoint), else 401.
 */
export function receive(secret, headers, body) {
  let payload;
  try {
    payload = secret ? new Webhook(secret).verify(body, headers) : JSON.parse(body);
  } catch (err) {
    return { status: 401, line: `refused: ${err.message}` };
  }
  if (!secret && payload?.type !== 'webhook.ping') {
    return { status: 401, line: `refused ${payload?.type}: set WEBHOOK_SECRET to verify it` };
  }
  const data = payload.data && Object.keys(payload.data).length > 0 ? ` ${JSON.stringify(payload.data)}` : '';
  const how = secret
    ? 'verified'
    : 'unverified ping: restart with WEBHOOK_SECRET=<the secret the API answered>';
  return { status: 204, line: `${headers['webhook-id']} ${payload.type}${data} (${how})` };
}
