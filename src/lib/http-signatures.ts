/**
 * HTTP Signatures as the fediverse speaks them (draft-cavage-http-signatures-12, `rsa-sha256`, with a
 * `Digest: SHA-256=…` of the body), on WebCrypto alone: RSASSA-PKCS1-v1_5 over SHA-256, keys as PEM
 * (SPKI for public keys, PKCS#8 for private ones). Pure: no I/O, no clock but the one given.
 */

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** A PEM block's bytes (`-----BEGIN {label}-----`), or null when the text is no such block. */
export function pemBytes(pem: string, label: string): Uint8Array | null {
  const match = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]{1,16384})-----END ${label}-----`).exec(
    pem,
  );
  if (!match) return null;
  try {
    return fromBase64(match[1]!.replace(/\s+/g, ''));
  } catch {
    return null;
  }
}

export function toPem(bytes: ArrayBuffer | Uint8Array, label: string): string {
  const lines = toBase64(bytes).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** An RSA public key (SPKI PEM) to verify with; null when the text is not one WebCrypto takes. */
export async function importPublicKey(pem: string): Promise<CryptoKey | null> {
  const bytes = pemBytes(pem, 'PUBLIC KEY');
  if (!bytes) return null;
  try {
    return await crypto.subtle.importKey('spki', bytes, RSA, false, ['verify']);
  } catch {
    return null;
  }
}

export const importPrivateKey = (pkcs8Base64: string) =>
  crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA, false, ['sign']);

/** A new RSA 2048 key pair: the public key as SPKI PEM, the private one as PKCS#8 in base64. */
export async function generateKeyPair(): Promise<{ publicPem: string; privatePkcs8: string }> {
  const pair = (await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const spki = (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer;
  const pkcs8 = (await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer;
  return { publicPem: toPem(spki, 'PUBLIC KEY'), privatePkcs8: toBase64(pkcs8) };
}

/** `SHA-256=…`: the Digest header of a body (RFC 3230). */
export async function digestHeader(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return `SHA-256=${toBase64(await crypto.subtle.digest('SHA-256', bytes))}`;
}

export interface SignatureParams {
  keyId: string;
  algorithm: string;
  /** Lower case, in the order signed. */
  headers: string[];
  signature: string;
}

const PARAM = /^\s*([a-zA-Z]{1,20})="([^"]{0,4096})"\s*$/;

/** The `Signature` header's parameters; null when it is malformed (no keyId or signature). */
export function parseSignature(header: string): SignatureParams | null {
  if (header.length > 8192) return null;
  const params: Record<string, string> = {};
  for (const part of header.split(',')) {
    const match = PARAM.exec(part);
    if (!match) return null;
    params[match[1]!] = match[2]!;
  }
  if (!params.keyId || !params.signature) return null;
  return {
    keyId: params.keyId,
    algorithm: (params.algorithm ?? 'rsa-sha256').toLowerCase(),
    headers: (params.headers ?? 'date').toLowerCase().split(/\s+/).filter(Boolean),
    signature: params.signature,
  };
}

/** What is signed: one `name: value` line per header, `(request-target)` as `post /path?query`. */
export function signingString(
  names: readonly string[],
  method: string,
  pathAndQuery: string,
  headers: Headers,
): string | null {
  const lines: string[] = [];
  for (const name of names) {
    if (name === '(request-target)') {
      lines.push(`(request-target): ${method.toLowerCase()} ${pathAndQuery}`);
      continue;
    }
    const value = headers.get(name);
    if (value === null) return null;
    lines.push(`${name}: ${value.trim()}`);
  }
  return lines.join('\n');
}

export async function verifySignature(key: CryptoKey, signature: string, text: string): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(signature);
  } catch {
    return false;
  }
  return crypto.subtle.verify(RSA, key, bytes, new TextEncoder().encode(text));
}

export async function sign(key: CryptoKey, text: string): Promise<string> {
  return toBase64(await crypto.subtle.sign(RSA, key, new TextEncoder().encode(text)));
}

/** Headers signed on every POST this service sends (as Mastodon signs its own). */
export const SIGNED_POST_HEADERS = ['(request-target)', 'host', 'date', 'digest', 'content-type'] as const;
export const SIGNED_GET_HEADERS = ['(request-target)', 'host', 'date', 'accept'] as const;

/**
 * The headers of a signed request: `Date`, `Digest` for a body, and `Signature` over the
 * `(request-target)`, host, date, digest and content type.
 */
export async function signedRequestHeaders(
  request: { method: 'GET' | 'POST'; url: string; body?: string; contentType?: string; accept?: string },
  keyId: string,
  privateKey: CryptoKey,
  now = new Date(),
): Promise<Record<string, string>> {
  const url = new URL(request.url);
  const headers = new Headers({ host: url.host, date: now.toUTCString() });
  if (request.method === 'POST') {
    headers.set('digest', await digestHeader(request.body ?? ''));
    headers.set('content-type', request.contentType ?? 'application/activity+json');
  } else {
    headers.set('accept', request.accept ?? 'application/activity+json');
  }
  const names = request.method === 'POST' ? SIGNED_POST_HEADERS : SIGNED_GET_HEADERS;
  const text = signingString(names, request.method, `${url.pathname}${url.search}`, headers)!;
  const signature = await sign(privateKey, text);
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== 'host') out[name] = value;
  });
  out.signature = `keyId="${keyId}",algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${signature}"`;
  return out;
}
