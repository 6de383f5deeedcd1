/**
 * A software WebAuthn authenticator for the tests: an ES256 (P-256) key made with WebCrypto, answering
 * the options the app hands out with the attestation (format `none`) and assertions a browser would
 * send, built byte by byte (CBOR, authenticatorData, clientDataJSON) as the WebAuthn spec lays them out.
 */

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function cborHead(major: number, n: number): Uint8Array {
  if (n < 24) return Uint8Array.of((major << 5) | n);
  if (n < 256) return Uint8Array.of((major << 5) | 24, n);
  return Uint8Array.of((major << 5) | 25, n >> 8, n & 255);
}

/** The little CBOR WebAuthn needs: small integers, text, bytes, arrays and maps. */
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return concat(cborHead(3, utf8(value).length), utf8(value));
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  if (Array.isArray(value)) return concat(cborHead(4, value.length), ...value.map(cbor));
  return concat(cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** WebCrypto's ECDSA signature (r‖s) as the DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(Uint8Array.of(0), v);
    return concat(Uint8Array.of(0x02, v.length), v);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

export interface Options {
  challenge: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create() {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    return new SoftAuthenticator(keys);
  }

  get id() {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to registration options (`navigator.credentials.create`). */
  async register(options: Options, { origin = 'http://api.test', rpId = new URL(origin).hostname } = {}) {
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const fromB64url = (s: string) =>
      Uint8Array.from(atob(s.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
    const authData = concat(
      await sha256(utf8(rpId)),
      Uint8Array.of(FLAGS.up | FLAGS.uv | FLAGS.at),
      Uint8Array.of(0, 0, 0, 0),
      new Uint8Array(16), // AAGUID: none
      Uint8Array.of(0, this.credentialId.length),
      this.credentialId,
      coseKey,
    );
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to authentication options (`navigator.credentials.get`). */
  async assert(options: Options, { origin = 'http://api.test', rpId = new URL(origin).hostname } = {}) {
    this.counter += 1;
    const c = this.counter;
    const authData = concat(
      await sha256(utf8(rpId)),
      Uint8Array.of(FLAGS.up | FLAGS.uv),
      Uint8Array.of(c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255),
    );
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
      },
      clientExtensionResults: {},
    };
  }
}
