import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../src/index';
import { answerDns } from './webhook-receiver';

/**
 * A remote fediverse server in the tests, as Mastodon behaves: its account's document (with its RSA
 * key, inbox and shared inbox) answered to the Worker's fetches, its inbox recording what it is sent,
 * and requests signed as Mastodon signs them (draft-cavage, `rsa-sha256`, over `(request-target) host
 * date digest content-type`), written here with WebCrypto directly rather than with the code under test.
 */

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export interface Peer {
  host: string;
  actor: string;
  keyId: string;
  inbox: string;
  sharedInbox: string;
  privateKey: CryptoKey;
  publicPem: string;
  document: Record<string, unknown>;
}

export async function makePeer(host = 'mastodon.example', user = 'alice'): Promise<Peer> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const spki = (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer;
  const publicPem = `-----BEGIN PUBLIC KEY-----\n${toBase64(spki)
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END PUBLIC KEY-----\n`;
  const actor = `https://${host}/users/${user}`;
  const keyId = `${actor}#main-key`;
  // What Mastodon answers for an account (app/serializers/activitypub/actor_serializer.rb's shape).
  const document = {
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: actor,
    type: 'Person',
    following: `${actor}/following`,
    followers: `${actor}/followers`,
    inbox: `${actor}/inbox`,
    outbox: `${actor}/outbox`,
    preferredUsername: user,
    name: user,
    url: `https://${host}/@${user}`,
    publicKey: { id: keyId, owner: actor, publicKeyPem: publicPem },
    endpoints: { sharedInbox: `https://${host}/inbox` },
  };
  return {
    host,
    actor,
    keyId,
    inbox: `${actor}/inbox`,
    sharedInbox: `https://${host}/inbox`,
    privateKey: pair.privateKey,
    publicPem,
    document,
  };
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** The Worker's outgoing fetches answered by the peers (their documents; 202 from their inboxes). */
export function mockFediverse(
  peers: Peer[],
  documents: Record<string, unknown> = {},
  inboxStatus: (url: string) => number = () => 202,
  /** Hosts in "authorized fetch" (Mastodon's secure mode): an unsigned GET is answered 401. */
  authorizedFetch: readonly string[] = [],
) {
  const sent: SentRequest[] = [];
  const fetched: string[] = [];
  const signedGets: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const dns = answerDns(request);
    if (dns) return dns;
    const url = request.url;
    if (request.method === 'POST') {
      sent.push({
        url,
        method: 'POST',
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return new Response(null, { status: inboxStatus(url) });
    }
    fetched.push(url);
    if (authorizedFetch.includes(new URL(url).host)) {
      if (!request.headers.has('signature')) return new Response('Request not signed', { status: 401 });
      signedGets.push({ url, method: 'GET', headers: Object.fromEntries(request.headers), body: '' });
    }
    if (url in documents) {
      return new Response(JSON.stringify(documents[url]), {
        headers: { 'Content-Type': 'application/activity+json' },
      });
    }
    const parsed = new URL(url);
    if (parsed.pathname === '/.well-known/webfinger') {
      const [user, host] = (parsed.searchParams.get('resource') ?? '').replace(/^acct:/, '').split('@');
      const found = peers.find((p) => p.host === host && p.actor.endsWith(`/${user}`));
      if (!found) return new Response('not found', { status: 404 });
      return Response.json({
        subject: `acct:${user}@${host}`,
        links: [{ rel: 'self', type: 'application/activity+json', href: found.actor }],
      });
    }
    const peer = peers.find((p) => p.actor === url.split('#')[0]);
    if (!peer) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(peer.document), {
      headers: { 'Content-Type': 'application/activity+json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetched, fetchMock, signedGets };
}

export interface SignOptions {
  date?: Date;
  /** Sent in place of the body's own digest. */
  digest?: string;
  /** Signs with this key in place of the peer's (a forged signature). */
  signWith?: CryptoKey;
}

export async function sha256Digest(body: string) {
  return `SHA-256=${toBase64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))}`;
}

/** The headers Mastodon sends with an activity POSTed to `url` (lib/mastodon/... SignedRequest). */
export async function mastodonHeaders(peer: Peer, url: string, body: string, options: SignOptions = {}) {
  const target = new URL(url);
  const date = (options.date ?? new Date()).toUTCString();
  const digest = options.digest ?? (await sha256Digest(body));
  const contentType = 'application/activity+json';
  const text = [
    `(request-target): post ${target.pathname}${target.search}`,
    `host: ${target.host}`,
    `date: ${date}`,
    `digest: ${digest}`,
    `content-type: ${contentType}`,
  ].join('\n');
  const signature = toBase64(
    await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      options.signWith ?? peer.privateKey,
      new TextEncoder().encode(text),
    ),
  );
  return {
    Host: target.host,
    Date: date,
    Digest: digest,
    'Content-Type': contentType,
    'User-Agent': 'Mastodon/4.3.0 (http.rb/5.2.0; +https://mastodon.example/)',
    Signature: `keyId="${peer.keyId}",algorithm="rsa-sha256",headers="(request-target) host date digest content-type",signature="${signature}"`,
  };
}

/** A Follow as Mastodon sends one (app/serializers/activitypub/follow_serializer.rb's shape). */
export const mastodonFollow = (peer: Peer, object: string, id = crypto.randomUUID()) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `https://${peer.host}/${id}`,
  type: 'Follow',
  actor: peer.actor,
  object,
});

/** Hands deliveries to the federation consumer as the Queue would. */
export async function consumeFederation(deliveryIds: number[], attempts = 1) {
  const batch = createMessageBatch<{ delivery: number }>(
    'events-calendar-federation',
    deliveryIds.map((delivery) => ({
      id: `f${delivery}`,
      timestamp: new Date(),
      attempts,
      body: { delivery },
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

export const pendingDeliveries = async () =>
  (
    await env.DB.prepare(
      `SELECT d.id, d.inbox, d.status, a.type, a.actor, a.body FROM federation_deliveries d
       JOIN federation_activities a ON a.id = d.activity_id ORDER BY d.id`,
    ).all<{ id: number; inbox: string; status: string; type: string; actor: string; body: string }>()
  ).results;

/** Verifies a request this service sent with the public key of its actor document. */
export async function verifySent(request: SentRequest, publicPem: string) {
  const params = Object.fromEntries(
    request.headers.signature!.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), part.slice(at + 2, -1)];
    }),
  ) as Record<string, string>;
  const url = new URL(request.url);
  const headers: Record<string, string> = { ...request.headers, host: url.host };
  const text = params
    .headers!.split(' ')
    .map((name) =>
      name === '(request-target)'
        ? `(request-target): ${request.method.toLowerCase()} ${url.pathname}${url.search}`
        : `${name}: ${headers[name]}`,
    )
    .join('\n');
  const der = Uint8Array.from(atob(publicPem.replace(/-----[^-]+-----|\s/g, '')), (ch) => ch.charCodeAt(0));
  const key = await crypto.subtle.importKey(
    'spki',
    der,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const ok = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    Uint8Array.from(atob(params.signature!), (ch) => ch.charCodeAt(0)),
    new TextEncoder().encode(text),
  );
  return { ok, params, digestOk: request.headers.digest === (await sha256Digest(request.body)) };
}

/** The headers of an activity POSTed as Mastodon signs with RFC 9421 (`sig1`, no `alg`, Content-Digest). */
export async function rfc9421Headers(
  peer: Peer,
  url: string,
  body: string,
  created = Math.floor(Date.now() / 1000),
) {
  const digest = `sha-256=:${toBase64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))}:`;
  const params = `("@method" "@target-uri" "content-digest");created=${created};keyid="${peer.keyId}"`;
  const base = [
    '"@method": POST',
    `"@target-uri": ${url}`,
    `"content-digest": ${digest}`,
    `"@signature-params": ${params}`,
  ].join('\n');
  const signature = toBase64(
    await crypto.subtle.sign('RSASSA-PKCS1-v1_5', peer.privateKey, new TextEncoder().encode(base)),
  );
  return {
    'Content-Type': 'application/activity+json',
    'Content-Digest': digest,
    'Signature-Input': `sig1=${params}`,
    Signature: `sig1=:${signature}:`,
  };
}
