import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import {
  digestHeader,
  importPublicKey,
  parseSignature,
  signingString,
  verifySignature,
} from '../lib/http-signatures';
import {
  contentDigestMatches,
  importMessageKey,
  type MessageAlgorithm,
  parseMessageSignatures,
  signatureBase,
  verifyMessageSignature,
} from '../lib/message-signatures';

/**
 * What a request's signature claims, whichever scheme it uses: the key it names, the checks that need no
 * key (what it covers, its date, the body's digest), and the verification with the key's PEM. draft-cavage
 * (`Signature`) and RFC 9421 (`Signature-Input` + `Signature`) are both read.
 */
export interface SignatureClaim {
  keyId: string;
  /** Throws a 401 when the signature covers too little, is stale, or the digest is not the body's. */
  check: () => Promise<void>;
  verify: (publicPem: string) => Promise<boolean>;
}

const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const CAVAGE_REQUIRED = ['(request-target)', 'host', 'date', 'digest'];

export const refusedSignature = (message: string) =>
  new ApiError(401, 'federation_signature_refused', message);

function freshDate(ms: number) {
  if (!Number.isFinite(ms) || Math.abs(Date.now() - ms) > MAX_CLOCK_SKEW_MS) {
    throw refusedSignature('The signature is missing its date or dated more than 5 minutes away from now.');
  }
}

/** The request's headers as signed: the URL's host where a front end did not pass Host on. */
function signedHeaders(c: Context<AppEnv>, url: URL) {
  const headers = new Headers(c.req.raw.headers);
  if (!headers.has('host')) headers.set('host', url.host);
  return headers;
}

function cavageClaim(c: Context<AppEnv>, body: Uint8Array): SignatureClaim | null {
  const params = parseSignature(c.req.header('signature') ?? '');
  if (!params) return null;
  const url = new URL(c.req.url);
  return {
    keyId: params.keyId,
    check: async () => {
      if (params.algorithm !== 'rsa-sha256' && params.algorithm !== 'hs2019') {
        throw refusedSignature(`Unsupported signature algorithm ${params.algorithm}.`);
      }
      const missing = CAVAGE_REQUIRED.filter((name) => !params.headers.includes(name));
      if (missing.length > 0) throw refusedSignature(`The signature must cover ${missing.join(', ')}.`);
      freshDate(Date.parse(c.req.header('date') ?? ''));
      if ((c.req.header('digest') ?? '') !== (await digestHeader(body))) {
        throw refusedSignature('The Digest header is not the SHA-256 of the body.');
      }
    },
    verify: async (pem) => {
      const text = signingString(
        params.headers,
        c.req.method,
        `${url.pathname}${url.search}`,
        signedHeaders(c, url),
      );
      const key = text === null ? null : await importPublicKey(pem);
      return key !== null && text !== null && verifySignature(key, params.signature, text);
    },
  };
}

const MESSAGE_ALGORITHMS: readonly string[] = ['rsa-v1_5-sha256', 'rsa-pss-sha512'];

function messageClaim(c: Context<AppEnv>, body: Uint8Array): SignatureClaim | null {
  const input = c.req.header('signature-input');
  if (!input) return null;
  const signature = parseMessageSignatures(input, c.req.header('signature') ?? '')?.find((s) => s.keyId);
  if (!signature?.keyId) return null;
  const url = new URL(c.req.url);
  const covered = new Set(signature.components.map((component) => component.name));
  // Mastodon leaves `alg` out: its keys are RSA, signed with PKCS#1 v1.5 over SHA-256.
  const alg = (signature.alg ?? 'rsa-v1_5-sha256') as MessageAlgorithm;
  return {
    keyId: signature.keyId,
    check: async () => {
      if (!MESSAGE_ALGORITHMS.includes(alg))
        throw refusedSignature(`Unsupported signature algorithm ${alg}.`);
      const target = covered.has('@target-uri') || (covered.has('@authority') && covered.has('@path'));
      if (!covered.has('@method') || !target || !covered.has('content-digest')) {
        throw refusedSignature('The signature must cover @method, @target-uri and content-digest.');
      }
      freshDate(
        signature.created !== null ? signature.created * 1000 : Date.parse(c.req.header('date') ?? ''),
      );
      if (signature.expires !== null && signature.expires * 1000 < Date.now()) {
        throw refusedSignature('The signature has expired.');
      }
      if (!(await contentDigestMatches(c.req.header('content-digest') ?? '', body))) {
        throw refusedSignature('The Content-Digest header is not the digest of the body.');
      }
    },
    verify: async (pem) => {
      const base = signatureBase(signature, {
        method: c.req.method,
        url: url.href,
        headers: signedHeaders(c, url),
      });
      const key = base === null ? null : await importMessageKey(pem, alg);
      return key !== null && base !== null && verifyMessageSignature(key, alg, signature, base);
    },
  };
}

/** The claim of the request's signature (RFC 9421 when it has `Signature-Input`), or a 401. */
export function signatureClaim(c: Context<AppEnv>, body: Uint8Array): SignatureClaim {
  const claim = messageClaim(c, body) ?? cavageClaim(c, body);
  if (!claim) throw refusedSignature('The request has no valid Signature header.');
  return claim;
}
