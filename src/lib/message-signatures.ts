/**
 * HTTP Message Signatures (RFC 9421) as the fediverse begins to use them (Mastodon signs `("@method"
 * "@target-uri" "content-digest")` with `rsa-v1_5-sha256`), on WebCrypto: the `Signature-Input` and
 * `Signature` fields (a small parser of the Structured Fields they use), the signature base (§2.5), and
 * `Content-Digest` (RFC 9530). Algorithms: `rsa-v1_5-sha256` and `rsa-pss-sha512`. Pure, bounded: fields
 * over 8 KiB and more than 20 components are refused.
 */

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
};

const MAX_FIELD = 8192;
const MAX_COMPONENTS = 20;

export type MessageAlgorithm = 'rsa-v1_5-sha256' | 'rsa-pss-sha512';

export const ALGORITHMS: Record<
  MessageAlgorithm,
  { import: { name: string; hash: string }; sign: { name: string; saltLength?: number } }
> = {
  'rsa-v1_5-sha256': {
    import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    sign: { name: 'RSASSA-PKCS1-v1_5' },
  },
  'rsa-pss-sha512': {
    import: { name: 'RSA-PSS', hash: 'SHA-512' },
    sign: { name: 'RSA-PSS', saltLength: 64 },
  },
};

export interface Component {
  /** `@method`, `content-digest` … (lower case). */
  name: string;
  /** Its parameters as written (`;name="Pet"`), '' for none. */
  params: string;
}

export interface MessageSignature {
  label: string;
  components: Component[];
  /** The inner list as it was sent: the value of `@signature-params`. */
  paramsText: string;
  keyId: string | null;
  alg: string | null;
  created: number | null;
  expires: number | null;
  signature: Uint8Array;
}

const TOKEN = /^[a-z*][a-z0-9_\-.*]{0,63}/;

/** One sf-string at `text[i]` (`"..."` with `\"` and `\\`): its value and where it ends. */
function readString(text: string, i: number): [string, number] | null {
  if (text[i] !== '"') return null;
  let value = '';
  for (let j = i + 1; j < text.length; j++) {
    const ch = text[j]!;
    if (ch === '\\') {
      const next = text[j + 1];
      if (next !== '"' && next !== '\\') return null;
      value += next;
      j++;
    } else if (ch === '"') {
      return [value, j + 1];
    } else {
      value += ch;
    }
  }
  return null;
}

/** Parameters (`;key=value…`) from `i`: their values (strings, integers or tokens) and where they end. */
function readParams(text: string, i: number): [Record<string, string>, number] | null {
  const params: Record<string, string> = {};
  let at = i;
  while (text[at] === ';') {
    at++;
    while (text[at] === ' ') at++;
    const key = TOKEN.exec(text.slice(at))?.[0];
    if (!key) return null;
    at += key.length;
    if (text[at] !== '=') {
      params[key] = '?1';
      continue;
    }
    at++;
    if (text[at] === '"') {
      const read = readString(text, at);
      if (!read) return null;
      params[key] = read[0];
      at = read[1];
    } else {
      const bare = /^[-0-9a-zA-Z_.:/*+]{1,256}/.exec(text.slice(at))?.[0];
      if (!bare) return null;
      params[key] = bare;
      at += bare.length;
    }
  }
  return [params, at];
}

/** The members of a Structured Fields dictionary as raw texts (`label` → what follows its `=`). */
function dictionary(field: string): Map<string, string> | null {
  if (field.length > MAX_FIELD) return null;
  const members = new Map<string, string>();
  let at = 0;
  while (at < field.length) {
    while (field[at] === ' ' || field[at] === ',') at++;
    if (at >= field.length) break;
    const label = TOKEN.exec(field.slice(at))?.[0];
    if (!label || field[at + label.length] !== '=') return null;
    at += label.length + 1;
    // A member runs to the next comma outside quotes and parentheses.
    let depth = 0;
    let quoted = false;
    const start = at;
    for (; at < field.length; at++) {
      const ch = field[at];
      if (quoted) {
        if (ch === '\\') at++;
        else if (ch === '"') quoted = false;
      } else if (ch === '"') quoted = true;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
      else if (ch === ',' && depth === 0) break;
    }
    members.set(label, field.slice(start, at).trim());
  }
  return members;
}

function innerList(text: string): { components: Component[]; params: Record<string, string> } | null {
  if (text[0] !== '(') return null;
  const components: Component[] = [];
  let at = 1;
  for (;;) {
    while (text[at] === ' ') at++;
    if (text[at] === ')') {
      at++;
      break;
    }
    const read = readString(text, at);
    if (!read || components.length >= MAX_COMPONENTS) return null;
    const paramsStart = read[1];
    const params = readParams(text, paramsStart);
    if (!params) return null;
    components.push({ name: read[0].toLowerCase(), params: text.slice(paramsStart, params[1]) });
    at = params[1];
  }
  const params = readParams(text, at);
  if (!params || params[1] !== text.length) return null;
  return { components, params: params[0] };
}

/** The signatures of a message: `Signature-Input` and `Signature` joined by label; null when malformed. */
export function parseMessageSignatures(input: string, signatures: string): MessageSignature[] | null {
  const inputs = dictionary(input);
  const values = dictionary(signatures);
  if (!inputs || !values) return null;
  const out: MessageSignature[] = [];
  for (const [label, text] of inputs) {
    const list = innerList(text);
    const value = /^:([A-Za-z0-9+/=]{1,2048}):$/.exec(values.get(label) ?? '');
    if (!list || !value) return null;
    let signature: Uint8Array;
    try {
      signature = Uint8Array.from(atob(value[1]!), (ch) => ch.charCodeAt(0));
    } catch {
      return null;
    }
    const number = (key: string) =>
      /^\d{1,12}$/.test(list.params[key] ?? '') ? Number(list.params[key]) : null;
    out.push({
      label,
      components: list.components,
      paramsText: text,
      keyId: list.params.keyid ?? null,
      alg: list.params.alg ?? null,
      created: number('created'),
      expires: number('expires'),
      signature,
    });
  }
  return out;
}

/** The request a signature base is built from. */
export interface SignedMessage {
  method: string;
  url: string;
  headers: Headers;
}

/** A component's value (§2.1, §2.2), or null when the message has none. */
function componentValue(component: Component, message: SignedMessage): string | null {
  const url = new URL(message.url);
  switch (component.name) {
    case '@method':
      return message.method.toUpperCase();
    case '@target-uri':
      return url.href;
    case '@authority':
      return url.host.toLowerCase();
    case '@scheme':
      return url.protocol.slice(0, -1);
    case '@request-target':
      return `${url.pathname}${url.search}`;
    case '@path':
      return url.pathname || '/';
    case '@query':
      return url.search || '?';
    case '@query-param': {
      const name = /;name="([^"]*)"/.exec(component.params)?.[1];
      if (name === undefined) return null;
      const value = url.searchParams.get(name);
      return value === null ? null : encodeURIComponent(value);
    }
    default: {
      if (component.name.startsWith('@') || component.params !== '') return null;
      const value = message.headers.get(component.name);
      return value === null ? null : value.trim();
    }
  }
}

/** The signature base (§2.5); null when a covered component is missing. */
export function signatureBase(
  signature: Pick<MessageSignature, 'components' | 'paramsText'>,
  message: SignedMessage,
) {
  const lines: string[] = [];
  for (const component of signature.components) {
    const value = componentValue(component, message);
    if (value === null) return null;
    lines.push(`"${component.name}"${component.params}: ${value}`);
  }
  lines.push(`"@signature-params": ${signature.paramsText}`);
  return lines.join('\n');
}

export async function importMessageKey(pem: string, alg: MessageAlgorithm): Promise<CryptoKey | null> {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]{1,16384})-----END PUBLIC KEY-----/.exec(pem);
  if (!match) return null;
  try {
    const der = Uint8Array.from(atob(match[1]!.replace(/\s+/g, '')), (ch) => ch.charCodeAt(0));
    return await crypto.subtle.importKey('spki', der, ALGORITHMS[alg].import, false, ['verify']);
  } catch {
    return null;
  }
}

export function verifyMessageSignature(
  key: CryptoKey,
  alg: MessageAlgorithm,
  signature: MessageSignature,
  base: string,
): Promise<boolean> {
  return crypto.subtle.verify(ALGORITHMS[alg].sign, key, signature.signature, new TextEncoder().encode(base));
}

/** `sha-256=:…:` (RFC 9530): the Content-Digest of a body. */
export async function contentDigest(body: string | Uint8Array, algorithm: 'sha-256' | 'sha-512' = 'sha-256') {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const hash = algorithm === 'sha-256' ? 'SHA-256' : 'SHA-512';
  return `${algorithm}=:${toBase64(await crypto.subtle.digest(hash, bytes))}:`;
}

/** Whether a Content-Digest field names the body's digest (sha-256 or sha-512). */
export async function contentDigestMatches(field: string, body: Uint8Array): Promise<boolean> {
  for (const part of field.split(',')) {
    const match = /^\s*(sha-256|sha-512)=:([A-Za-z0-9+/=]{1,200}):\s*$/.exec(part);
    if (
      match &&
      (await contentDigest(body, match[1] as 'sha-256' | 'sha-512')) === `${match[1]}=:${match[2]}:`
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The headers of a POST signed as Mastodon signs with RFC 9421: `Content-Digest`, and one signature `sig1`
 * over `("@method" "@target-uri" "content-digest")` with `created` and `keyid`, `rsa-v1_5-sha256`.
 */
export async function messageSignedHeaders(
  request: { url: string; body: string },
  keyId: string,
  privateKey: CryptoKey,
  now = Date.now(),
): Promise<Record<string, string>> {
  const digest = await contentDigest(request.body);
  const paramsText = `("@method" "@target-uri" "content-digest");created=${Math.floor(now / 1000)};keyid="${keyId.replace(/["\\]/g, '')}"`;
  const base = signatureBase(
    {
      components: [
        { name: '@method', params: '' },
        { name: '@target-uri', params: '' },
        { name: 'content-digest', params: '' },
      ],
      paramsText,
    },
    { method: 'POST', url: request.url, headers: new Headers({ 'content-digest': digest }) },
  )!;
  const signed = await crypto.subtle.sign(
    ALGORITHMS['rsa-v1_5-sha256'].sign,
    privateKey,
    new TextEncoder().encode(base),
  );
  return {
    'content-digest': digest,
    'signature-input': `sig1=${paramsText}`,
    signature: `sig1=:${toBase64(signed)}:`,
  };
}
