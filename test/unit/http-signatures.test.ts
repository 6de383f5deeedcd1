import { describe, expect, it } from 'vitest';
import {
  digestHeader,
  generateKeyPair,
  importPrivateKey,
  importPublicKey,
  parseSignature,
  signedRequestHeaders,
  signingString,
  verifySignature,
} from '../../src/lib/http-signatures';

/**
 * draft-cavage-http-signatures-12, appendix C: the draft's own RSA test key (C.1, its public half) and the
 * signature of its "Basic Test" (C.2), as other implementations check theirs against it.
 */
const DRAFT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDCFENGw33yGihy92pDjZQhl0C3
6rPJj+CvfSC8+q28hxA161QFNUd13wuCTUcq0Qd2qsBe/2hFyc2DCJJg0h1L78+6
Z4UMR7EOcpfdUE9Hf3m/hs+FUR45uBJeDK1HSFHD8bHKD6kv8FPGfJTotc+2xjJw
oYi+1hqp1fIekaxsyQIDAQAB
-----END PUBLIC KEY-----`;
const BASIC_SIGNATURE =
  'qdx+H7PHHDZgy4y/Ahn9Tny9V3GP6YgBPyUXMmoxWtLbHpUnXS2mg2+SbrQDMCJypxBLSPQR2aAjn7ndmw2iicw3HMbe8VfEdKFYRqzic+efkb3nndiv/x1xSHDJWeSWkx3ButlYSuBskLu6kd9Fswtemr3lgdDEmn04swr2Os0=';
/** The draft's request (C): `POST /foo?param=value&pet=dog` with a JSON body. */
const DRAFT_HEADERS = new Headers({
  Host: 'example.com',
  Date: 'Sun, 05 Jan 2014 21:31:40 GMT',
  'Content-Type': 'application/json',
  Digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
  'Content-Length': '18',
});
const DRAFT_BODY = '{"hello": "world"}';

describe('draft-cavage test vectors', () => {
  it("verifies the draft's Basic Test signature with its public key", async () => {
    const header = `keyId="Test",algorithm="rsa-sha256",headers="(request-target) host date",signature="${BASIC_SIGNATURE}"`;
    const params = parseSignature(header)!;
    expect(params).toMatchObject({ keyId: 'Test', algorithm: 'rsa-sha256' });
    const text = signingString(params.headers, 'POST', '/foo?param=value&pet=dog', DRAFT_HEADERS)!;
    expect(text).toBe(
      '(request-target): post /foo?param=value&pet=dog\nhost: example.com\ndate: Sun, 05 Jan 2014 21:31:40 GMT',
    );
    const key = (await importPublicKey(DRAFT_PUBLIC_KEY))!;
    expect(await verifySignature(key, params.signature, text)).toBe(true);
    // Any other request (another path, another date) does not verify with it.
    const other = signingString(params.headers, 'POST', '/foo?param=value&pet=cat', DRAFT_HEADERS)!;
    expect(await verifySignature(key, params.signature, other)).toBe(false);
  });

  it("gives the draft's Digest of its body", async () => {
    expect(await digestHeader(DRAFT_BODY)).toBe(DRAFT_HEADERS.get('digest'));
  });

  it('signs what it verifies, with a key pair of its own', async () => {
    const pair = await generateKeyPair();
    const privateKey = await importPrivateKey(pair.privatePkcs8);
    const body = '{"type":"Accept"}';
    const url = 'https://mastodon.example/users/alice/inbox';
    const headers = await signedRequestHeaders(
      { method: 'POST', url, body },
      'https://us/actor#main-key',
      privateKey,
    );
    const params = parseSignature(headers.signature!)!;
    const all = new Headers({ ...headers, host: 'mastodon.example' });
    const text = signingString(params.headers, 'POST', '/users/alice/inbox', all)!;
    const key = (await importPublicKey(pair.publicPem))!;
    expect(await verifySignature(key, params.signature, text)).toBe(true);
    expect(headers.digest).toBe(await digestHeader(body));
  });

  it('refuses malformed Signature headers', () => {
    expect(parseSignature('keyId=Test')).toBeNull();
    expect(parseSignature('signature="abc"')).toBeNull();
    expect(parseSignature(`keyId="a",signature="${'x'.repeat(9000)}"`)).toBeNull();
  });
});
