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

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A node:http request handler that reads each POST (at most 1 MiB), answers it as `receive` does with the
 * secret `secretOf()` gives at that moment, and tells `onResult(result, body)`; anything else is 405.
 */
export function receiverHandler(secretOf, onResult) {
  return (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': req.headers['webhook-id'] ?? '',
        'webhook-timestamp': req.headers['webhook-timestamp'] ?? '',
        'webhook-signature': req.headers['webhook-signature'] ?? '',
      };
      const result = receive(secretOf(), headers, body);
      onResult(result, body);
      res.writeHead(result.status).end();
    });
  };
}
