import { describe, expect, it } from 'vitest';
import { generateKeyPair, importPrivateKey } from '../../src/lib/http-signatures';
import {
  contentDigest,
  contentDigestMatches,
  importMessageKey,
  messageSignedHeaders,
  parseMessageSignatures,
  signatureBase,
  verifyMessageSignature,
} from '../../src/lib/message-signatures';

/**
 * RFC 9421's own test vectors (Appendix B): its request (B.2), its RSA-PSS test key's public half
 * (B.1.2, `test-key-rsa-pss`) and the signatures it publishes for them (§3.2's example, B.2.1, B.2.2,
 * B.2.3), then a round trip of what this service signs (as Mastodon signs with RFC 9421).
 */

const TEST_KEY_RSA_PSS = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr4tmm3r20Wd/PbqvP1s2+QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct+Lh1GH45x28Rw3Ry53mm+oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7OyrFAHqgDsznjPFmTOtCEcN2Z1FpWgchwuYLPL+Wokqltd11nqqzi+bJ9cvSKADYdUAAN5WUtzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw9lq4aOT9v6d+nb4bnNkQVklLQ3fVAvJm+xdDOp9LCNCN48V2pnDOkFV6+U9nV5oyc6XI2wIDAQAB
-----END PUBLIC KEY-----`;
const DIGEST =
  'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:';
const BODY = '{"hello": "world"}';
/** The test request of B.2: `POST /foo?param=Value&Pet=dog` to example.com. */
const message = () => ({
  method: 'POST',
  url: 'https://example.com/foo?param=Value&Pet=dog',
  headers: new Headers({
    Host: 'example.com',
    Date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'Content-Type': 'application/json',
    'Content-Digest': DIGEST,
    'Content-Length': '18',
  }),
});

const VECTORS = [
  {
    name: '§3.2',
    input:
      'sig1=("@method" "@authority" "@path" "content-digest" "content-length" "content-type");created=1618884473;keyid="test-key-rsa-pss"',
    signature:
      'sig1=:HIbjHC5rS0BYaa9v4QfD4193TORw7u9edguPh0AW3dMq9WImrlFrCGUDih47vAxi4L2YRZ3XMJc1uOKk/J0ZmZ+wcta4nKIgBkKq0rM9hs3CQyxXGxHLMCy8uqK488o+9jrptQ+xFPHK7a9sRL1IXNaagCNN3ZxJsYapFj+JXbmaI5rtAdSfSvzPuBCh+ARHBmWuNo1UzVVdHXrl8ePL4cccqlazIJdC4QEjrF+Sn4IxBQzTZsL9y9TP5FsZYzHvDqbInkTNigBcE9cKOYNFCn4D/WM7F6TNuZO9EgtzepLWcjTymlHzK7aXq6Am6sfOrpIC49yXjj3ae6HRalVc/g==:',
    base: [
      '"@method": POST',
      '"@authority": example.com',
      '"@path": /foo',
      `"content-digest": ${DIGEST}`,
      '"content-length": 18',
      '"content-type": application/json',
      '"@signature-params": ("@method" "@authority" "@path" "content-digest" "content-length" "content-type");created=1618884473;keyid="test-key-rsa-pss"',
    ].join('\n'),
  },
  {
    name: 'B.2.1',
    input: 'sig-b21=();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd"',
    signature:
      'sig-b21=:d2pmTvmbncD3xQm8E9ZV2828BjQWGgiwAaw5bAkgibUopemLJcWDy/lkbbHAve4cRAtx31Iq786U7it++wgGxbtRxf8Udx7zFZsckzXaJMkA7ChG52eSkFxykJeNqsrWH5S+oxNFlD4dzVuwe8DhTSja8xxbR/Z2cOGdCbzR72rgFWhzx2VjBqJzsPLMIQKhO4DGezXehhWwE56YCE+O6c0mKZsfxVrogUvA4HELjVKWmAvtl6UnCh8jYzuVG5WSb/QEVPnP5TmcAnLH1g+s++v6d4s8m0gCw1fV5/SITLq9mhho8K3+7EPYTU8IU1bLhdxO5Nyt8C8ssinQ98Xw9Q==:',
    base: '"@signature-params": ();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd"',
  },
  {
    name: 'B.2.2',
    input:
      'sig-b22=("@authority" "content-digest" "@query-param";name="Pet");created=1618884473;keyid="test-key-rsa-pss";tag="header-example"',
    signature:
      'sig-b22=:LjbtqUbfmvjj5C5kr1Ugj4PmLYvx9wVjZvD9GsTT4F7GrcQEdJzgI9qHxICagShLRiLMlAJjtq6N4CDfKtjvuJyE5qH7KT8UCMkSowOB4+ECxCmT8rtAmj/0PIXxi0A0nxKyB09RNrCQibbUjsLS/2YyFYXEu4TRJQzRw1rLEuEfY17SARYhpTlaqwZVtR8NV7+4UKkjqpcAoFqWFQh62s7Cl+H2fjBSpqfZUJcsIk4N6wiKYd4je2U/lankenQ99PZfB4jY3I5rSV2DSBVkSFsURIjYErOs0tFTQosMTAoxk//0RoKUqiYY8Bh0aaUEb0rQl3/XaVe4bXTugEjHSw==:',
    base: [
      '"@authority": example.com',
      `"content-digest": ${DIGEST}`,
      '"@query-param";name="Pet": dog',
      '"@signature-params": ("@authority" "content-digest" "@query-param";name="Pet");created=1618884473;keyid="test-key-rsa-pss";tag="header-example"',
    ].join('\n'),
  },
  {
    name: 'B.2.3',
    input:
      'sig-b23=("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss"',
    signature:
      'sig-b23=:bbN8oArOxYoyylQQUU6QYwrTuaxLwjAC9fbY2F6SVWvh0yBiMIRGOnMYwZ/5MR6fb0Kh1rIRASVxFkeGt683+qRpRRU5p2voTp768ZrCUb38K0fUxN0O0iC59DzYx8DFll5GmydPxSmme9v6ULbMFkl+V5B1TP/yPViV7KsLNmvKiLJH1pFkh/aYA2HXXZzNBXmIkoQoLd7YfW91kE9o/CCoC1xMy7JA1ipwvKvfrs65ldmlu9bpG6A9BmzhuzF8Eim5f8ui9eH8LZH896+QIF61ka39VBrohr9iyMUJpvRX2Zbhl5ZJzSRxpJyoEZAFL2FUo5fTIztsDZKEgM4cUA==:',
    base: [
      '"date": Tue, 20 Apr 2021 02:07:55 GMT',
      '"@method": POST',
      '"@path": /foo',
      '"@query": ?param=Value&Pet=dog',
      '"@authority": example.com',
      '"content-type": application/json',
      `"content-digest": ${DIGEST}`,
      '"content-length": 18',
      '"@signature-params": ("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss"',
    ].join('\n'),
  },
];

describe('RFC 9421 test vectors', () => {
  for (const vector of VECTORS) {
    it(`rebuilds ${vector.name}'s signature base and verifies its published signature`, async () => {
      const [signature] = parseMessageSignatures(vector.input, vector.signature)!;
      expect(signature!.keyId).toBe('test-key-rsa-pss');
      expect(signature!.created).toBe(1618884473);
      const base = signatureBase(signature!, message())!;
      expect(base).toBe(vector.base);
      const key = (await importMessageKey(TEST_KEY_RSA_PSS, 'rsa-pss-sha512'))!;
      expect(await verifyMessageSignature(key, 'rsa-pss-sha512', signature!, base)).toBe(true);
      // The same signature over another message does not verify.
      const other = { ...message(), url: 'https://example.com/foo?param=Value&Pet=cat', method: 'PUT' };
      const otherBase = signatureBase(signature!, other) ?? '';
      if (vector.name !== 'B.2.1') {
        expect(await verifyMessageSignature(key, 'rsa-pss-sha512', signature!, otherBase)).toBe(false);
      }
    });
  }

  it("checks the example body's Content-Digest (RFC 9530)", async () => {
    const body = new TextEncoder().encode(BODY);
    expect(await contentDigest(body, 'sha-512')).toBe(DIGEST);
    expect(await contentDigestMatches(DIGEST, body)).toBe(true);
    expect(await contentDigestMatches(DIGEST, new TextEncoder().encode('{}'))).toBe(false);
  });

  it('refuses malformed fields', () => {
    expect(parseMessageSignatures('sig1=("@method"', 'sig1=:AAAA:')).toBeNull();
    expect(parseMessageSignatures('sig1=("@method");created=1', 'other=:AAAA:')).toBeNull();
    expect(parseMessageSignatures(`sig1=(${'"a" '.repeat(30)})`, 'sig1=:AAAA:')).toBeNull();
  });

  it('signs as Mastodon does, and verifies what it signs', async () => {
    const pair = await generateKeyPair();
    const url = 'https://mastodon.example/inbox';
    const body = '{"type":"Create"}';
    const headers = await messageSignedHeaders(
      { url, body },
      'https://us.example/federation/actor#main-key',
      await importPrivateKey(pair.privatePkcs8),
    );
    expect(headers['signature-input']).toMatch(
      /^sig1=\("@method" "@target-uri" "content-digest"\);created=\d+;keyid="https:\/\/us.example\/federation\/actor#main-key"$/,
    );
    const [signature] = parseMessageSignatures(headers['signature-input']!, headers.signature!)!;
    const base = signatureBase(signature!, { method: 'POST', url, headers: new Headers(headers) })!;
    const key = (await importMessageKey(pair.publicPem, 'rsa-v1_5-sha256'))!;
    expect(await verifyMessageSignature(key, 'rsa-v1_5-sha256', signature!, base)).toBe(true);
    expect(await contentDigestMatches(headers['content-digest']!, new TextEncoder().encode(body))).toBe(true);
  });
});
