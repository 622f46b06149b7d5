import { randomBytes } from 'node:crypto';
import { api, baseURL } from './http';

export type TestUser = { email: string; password: string; name: string; cookie: string; token: string };

const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]!);

/**
 * Signs in through Auth.js's real credentials callback; answers the session cookie and the
 * browser's device cookie (send it back as `device` to sign in as a browser the account knows).
 */
export async function signInCookie(
  email: string,
  password: string,
  ip = '10.0.0.1',
  origin = baseURL(),
  device = '',
): Promise<{ cookie: string; location: string; device: string }> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: [...cookiesOf(csrf.headers), ...(device ? [device] : [])].join('; '),
      'X-Forwarded-For': ip,
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }),
  });
  const cookies = cookiesOf(response.headers);
  const session = cookies.find((c) => c.startsWith('authjs.session-token='));
  return {
    cookie: session ?? '',
    location: response.headers.get('location') ?? '',
    device: cookies.find((c) => c.startsWith('partsmith.device=')) ?? device,
  };
}

/** A fresh customer: registered, signed in, with its access token. */
export async function newCustomer(label = 'customer', origin = baseURL()): Promise<TestUser> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret-pass-1';
  const name = `Test ${label}`;
  // A fresh client address per account: sign-up is rate-limited per address.
  const ip = `10.${randomBytes(3).join('.')}`;
  const created = await api('/api/register', {
    method: 'POST',
    body: { name, email, password },
    headers: { 'X-Forwarded-For': ip },
    origin,
  });
  if (created.status !== 201)
    throw new Error(`register failed: ${created.status} ${JSON.stringify(created.body)}`);
  return signedIn(email, password, name, origin);
}

export async function signedIn(
  email: string,
  password: string,
  name = '',
  origin = baseURL(),
): Promise<TestUser> {
  // A fresh client address per sign-in, as for sign-ups: the per-address limit (60 in 15 minutes) is
  // for one attacker's address, not for every test file of a run signing in from the same one.
  const { cookie } = await signInCookie(email, password, `10.${randomBytes(3).join('.')}`, origin);
  if (!cookie) throw new Error(`sign-in failed for ${email}`);
  const tokenResponse = await api<{ token: string }>(`/api/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    cookie,
    body: { email },
    origin,
  });
  if (tokenResponse.status !== 200) throw new Error(`token failed: ${tokenResponse.status}`);
  return { email, password, name, cookie, token: tokenResponse.body.token };
}

export const ADMIN = { email: 'admin@partsmith.io', password: 'admin-password-1' };

export const signedInAdmin = (origin = baseURL()) =>
  signedIn(ADMIN.email, ADMIN.password, 'Partsmith Admin', origin);
