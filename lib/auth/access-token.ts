import 'server-only';
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/env';
import { fromNumericDate, toNumericDate } from './revocation';

/**
 * docs/product.md#entities's access token: a signed, expiring JWT bound to one user, sent as a bearer
 * credential.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

const ISSUER = 'partsmith';
const AUDIENCE = 'partsmith-api';

// A key of its own, derived from AUTH_SECRET, so these tokens can never pass as session cookies.
let key: { secret: string; bytes: Uint8Array } | undefined;
function signingKey(): Uint8Array {
  const secret = env().AUTH_SECRET;
  if (key?.secret !== secret) {
    key = { secret, bytes: new Uint8Array(hkdfSync('sha256', secret, 'partsmith', 'access-token v1', 32)) };
  }
  return key.bytes;
}

/** `sid`: the session that asked for it; the token ends when that session logs out. */
export type AccessTokenClaims = { id: string; email: string; sid?: string };

export type VerifiedAccessToken = AccessTokenClaims & { issuedAt: number };

export async function issueAccessToken(
  { id, email, sid }: AccessTokenClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  // `iat` to the millisecond: a token minted just after a revocation is not taken for one before it.
  const now = Date.now();
  return new SignJWT(sid ? { email, sid } : { email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(toNumericDate(now))
    .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
    .sign(signingKey());
}

/** The token's user and issue time (ms), or null when it is forged, expired, or not ours. */
export async function verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.iat !== 'number'
    )
      return null;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { id: payload.sub, email: payload.email, issuedAt: fromNumericDate(payload.iat), sid };
  } catch {
    return null;
  }
}
