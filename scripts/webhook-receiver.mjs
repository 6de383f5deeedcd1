#!/usr/bin/env node
/**
 * A tiny webhook receiver for local development: it verifies each message's signature with the
 * `standardwebhooks` package (the reference implementation of Standard Webhooks) and prints it.
 *
 *   WEBHOOK_SECRET=whsec_… node scripts/webhook-receiver.mjs            http://127.0.0.1:8899/
 *   WEBHOOK_SECRET=whsec_… PORT=9000 node scripts/webhook-receiver.mjs  another port
 *
 * Without WEBHOOK_SECRET it accepts `webhook.ping` messages unverified (the API pings an endpoint when
 * it is created, before you know its secret) and refuses everything else: restart it with the secret
 * the API answered. Answers 204 to accepted messages and 401 to the rest, so the API retries those.
 * The API sends to http:// and loopback URLs only with WEBHOOK_LOCAL_DEVELOPMENT=true in .dev.vars (restart
 * `npm start` after setting it). See docs/webhooks.md.
 */
import { createServer } from 'node:http';
import { receiverHandler } from './lib/webhook-receive.mjs';

function main() {
  const secret = process.env.WEBHOOK_SECRET?.trim() || '';
  const port = Number(process.env.PORT || 8899);
  const host = process.env.HOST || '127.0.0.1';
  const server = createServer(
    receiverHandler(
      () => secret,
      (result) => console.log(`${new Date().toISOString()} ${result.line}`),
    ),
  );
  server.listen(port, host, () => {
    console.log(
      `Receiving webhooks on http://${host}:${port}/ (${secret ? 'verifying signatures' : 'no secret yet'})`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
