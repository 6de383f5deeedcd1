/**
 * Cloudflare Access (optional): behind an Access application, Cloudflare's edge sends every request the
 * user's signed identity as a JWT in `Cf-Access-Jwt-Assertion`. With `ACCESS_TEAM_DOMAIN` and `ACCESS_AUD`
 * set, `GET /admin/sign-in/access` turns a valid one into a session of the user whose login is its email
 * (src/sessions/routes.ts). The JWT is checked here: RS256 only, signed by one of the team's current keys
 * (`https://<team>/cdn-cgi/access/certs`, kept for `CERTS_TTL_MS`), issued by the team, for this
 * application's audience, and within its validity.
 */

export const ACCESS_HEADER = 'cf-access-jwt-assertion';
/** How long the team's keys are kept before they are fetched again (Access rotates them every 6 weeks). */
const CERTS_TTL_MS = 10 * 60 * 1000;
/** Allowed clock difference with Access when reading `exp` and `nbf`. */
const SKEW_S = 60;
const MAX_TOKEN_CHARS = 16_384;

interface AccessSettings {
  team: string;
  aud: string;
}

/** The Access settings, or null when Access sign-in is off (either is empty). */
export function accessSettings(env: {
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
}): AccessSettings | null {
  const team = (env.ACCESS_TEAM_DOMAIN ?? '')
    .trim()
    .replace(/^https:\/\//, '')
    .replace(/\/+$/, '');
  const aud = (env.ACCESS_AUD ?? '').trim();
  return team && aud && /^[a-z0-9.-]+$/i.test(team) ? { team, aud } : null;
}

interface Jwk extends JsonWebKey {
  kid?: string;
}

/** A key id the kept keys lack fetches them again at most this often (a forged `kid` can't make every request fetch). */
const REFETCH_MS = 60 * 1000;

let certs: { team: string; keys: Jwk[]; until: number; fetched: number } | null = null;

async function teamKeys(team: string, now: number, refresh = false): Promise<Jwk[]> {
  const kept = certs?.team === team ? certs : null;
  if (kept && (refresh ? kept.fetched + REFETCH_MS > now : kept.until > now)) return kept.keys;
  const res = await fetch(`https://${team}/cdn-cgi/access/certs`, {
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Access certs: ${res.status}`);
  const body = (await res.json()) as { keys?: Jwk[] };
  const keys = Array.isArray(body.keys) ? body.keys.filter((k) => k.kty === 'RSA') : [];
  certs = { team, keys, until: now + CERTS_TTL_MS, fetched: now };
  return keys;
}

/** Forgets the team's keys (tests). */
export const forgetAccessKeys = () => {
  certs = null;
};

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(new TextDecoder().decode(fromBase64Url(part)));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

async function signedBy(key: Jwk, data: Uint8Array, signature: Uint8Array): Promise<boolean> {
  try {
    const { kty, n, e } = key;
    const imported = await crypto.subtle.importKey(
      'jwk',
      { kty, n, e, alg: 'RS256', ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', imported, signature, data);
  } catch {
    return false;
  }
}

/**
 * The email of a valid Access JWT, lowercased, or null. A key id the cached keys don't have makes one
 * new fetch of the keys (Access rotated them).
 */
export async function accessEmail(
  token: string,
  settings: AccessSettings,
  now = Date.now(),
): Promise<string | null> {
  if (token.length > MAX_TOKEN_CHARS) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [head, body, sig] = parts as [string, string, string];
  const header = decodePart(head);
  const claims = decodePart(body);
  if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
  let signature: Uint8Array;
  try {
    signature = fromBase64Url(sig);
  } catch {
    return null;
  }
  const data = new TextEncoder().encode(`${head}.${body}`);
  let key = (await teamKeys(settings.team, now)).find((k) => k.kid === header.kid);
  if (!key) key = (await teamKeys(settings.team, now, true)).find((k) => k.kid === header.kid);
  if (!key || !(await signedBy(key, data, signature))) return null;
  const seconds = now / 1000;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== `https://${settings.team}` || !audiences.includes(settings.aud)) return null;
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_S <= seconds) return null;
  if (typeof claims.nbf === 'number' && claims.nbf - SKEW_S > seconds) return null;
  return typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.toLowerCase() : null;
}
