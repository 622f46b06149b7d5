import 'server-only';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * OWASP's device cookie (Forgot Password / Credential Stuffing cheat sheets: "device cookies"):
 * a browser that has signed in to an account before carries a signed token naming it, and its
 * sign-in attempts are limited on their own, not with the email's attempts from anywhere else.
 * So a stranger guessing an email's password from many addresses cannot lock its owner out of
 * the browser they always use. The cookie names no email: its signature binds a random device id
 * and its issue time to the email, and only someone typing that email can use it. The issue time
 * lets a password change or sign out everywhere retire every device cookie issued before it
 * (lib/auth/credentials.ts): a browser that knew the old password keeps no allowance of its own.
 */
const NAME = 'partsmith.device';
/** A year: the point is that a customer's usual browser is known when an attack comes. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

let key: { secret: string; bytes: Buffer } | undefined;
function signingKey(): Buffer {
  const secret = env().AUTH_SECRET;
  if (key?.secret !== secret)
    key = { secret, bytes: Buffer.from(hkdfSync('sha256', secret, 'partsmith', 'device-cookie v1', 32)) };
  return key.bytes;
}

const sign = (deviceId: string, issuedAt: string, email: string) =>
  createHmac('sha256', signingKey()).update(`${deviceId}\n${issuedAt}\n${email}`).digest('base64url');

/** `__Host-` (HTTPS, no Domain, path /) so no other site or subdomain can plant one. */
export const deviceCookieName = (secure: boolean) => (secure ? `__Host-${NAME}` : NAME);

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A browser that signed in as `email` before: its id, and when its cookie was issued (ms). */
export type Device = { id: string; issuedAt: number };

/**
 * The device of a browser that signed in as `email` before, if its cookie is genuine (whether it
 * still counts after a revocation is the caller's to check). A cookie from before cookies carried
 * their issue time has two parts and is not genuine: that browser is known again at its next sign-in.
 */
export function presentedDevice(cookieHeader: string | null, email: string, secure: boolean): Device | null {
  const value = readCookie(cookieHeader, deviceCookieName(secure));
  const [deviceId = '', issuedAt = '', signature = '', ...rest] = value?.split('.') ?? [];
  if (rest.length || !/^[\w-]{22}$/.test(deviceId) || !/^\d{1,15}$/.test(issuedAt)) return null;
  const expected = Buffer.from(sign(deviceId, issuedAt, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { id: deviceId, issuedAt: Number(issuedAt) }
    : null;
}

/** The cookie to set after `email` signed in on this browser (its existing id kept, if any), issued now. */
export function deviceCookie(
  email: string,
  secure: boolean,
  deviceId = randomBytes(16).toString('base64url'),
) {
  const issuedAt = String(Date.now());
  return {
    name: deviceCookieName(secure),
    value: `${deviceId}.${issuedAt}.${sign(deviceId, issuedAt, email)}`,
    options: { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: MAX_AGE_SECONDS },
  };
}
