import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api, baseURL } from './http';
import { confirmationMailTo, linkIn, removeMail, tokenOf } from './inbox';

export type TestUser = { email: string; password: string; name: string; cookie: string; token: string };

const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]!);

/** A form POST to one of Auth.js's routes as a browser holding `cookie` sends it: with a CSRF token. */
export async function authPost(
  path: string,
  cookie: string,
  fields: Record<string, string> = {},
  { origin = baseURL(), headers = {} }: { origin?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const csrf = await fetch(`${origin}/api/auth/csrf`, { headers: cookie ? { Cookie: cookie } : {} });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: [...(cookie ? [cookie] : []), ...cookiesOf(csrf.headers)].join('; '),
      ...headers,
    },
    body: new URLSearchParams({ csrfToken, ...fields }),
  });
}

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
  const response = await authPost(
    '/api/auth/callback/credentials',
    device,
    { email, password, callbackUrl: '/' },
    { origin, headers: { 'X-Forwarded-For': ip } },
  );
  const cookies = cookiesOf(response.headers);
  const session = cookies.find((c) => c.startsWith('authjs.session-token='));
  return {
    cookie: session ?? '',
    location: response.headers.get('location') ?? '',
    device: cookies.find((c) => c.startsWith('partsmith.device=')) ?? device,
  };
}

/** LOG OUT, as the navbar's button does it (Auth.js's sign-out route). */
export const signOut = (cookie: string, origin = baseURL()) =>
  authPost('/api/auth/signout', cookie, { callbackUrl: '/' }, { origin });

/** A client address of its own per request: the per-address limits are not what most tests are about. */
const someAddress = () => `10.${randomBytes(3).join('.')}`;

/** Signs up a fresh account (its address is mailed a confirmation link); not signed in yet. */
export async function registerAccount(label = 'customer', origin = baseURL()) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret-pass-1';
  const name = `Test ${label}`;
  // A fresh client address per account: sign-up is rate-limited per address.
  const created = await api('/api/register', {
    method: 'POST',
    body: { name, email, password },
    headers: { 'X-Forwarded-For': someAddress() },
    origin,
  });
  if (created.status !== 201)
    throw new Error(`register failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { email, password, name };
}

/**
 * Confirms `email` as its owner does: opens the confirmation mail in the inbox, follows its link
 * (the page posts the link's token), and deletes the mail, so a test counts only the mail it causes.
 */
export async function confirmByMail(email: string, origin = baseURL()): Promise<void> {
  const mail = await confirmationMailTo(email);
  const confirmed = await api('/api/account/email-confirmation/confirm', {
    method: 'POST',
    body: { token: tokenOf(linkIn(mail)) },
    headers: { 'X-Forwarded-For': someAddress() },
    origin,
  });
  if (confirmed.status !== 200)
    throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  await removeMail(mail.id);
}

/**
 * A fresh customer: registered, its address confirmed (so its order mail goes), signed in, with its
 * access token. Customers of another app instance than the shared one stay unconfirmed: those
 * instances send no mail, and their tests read none.
 */
export async function newCustomer(label = 'customer', origin = baseURL()): Promise<TestUser> {
  const { email, password, name } = await registerAccount(label, origin);
  if (origin === baseURL()) await confirmByMail(email, origin);
  return signedIn(email, password, name, origin);
}

/** A fresh customer who has not confirmed their address (its confirmation mail stays in the inbox). */
export async function unconfirmedCustomer(label = 'unconfirmed'): Promise<TestUser> {
  const { email, password, name } = await registerAccount(label);
  return signedIn(email, password, name);
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

/**
 * The seeded admin, signed in: on the shared test app, the one session the run's setup made (each
 * file signing in again would pass the sign-in limit of one email); on an app of a file's own, a
 * sign-in there.
 */
export const signedInAdmin = async (origin = baseURL()): Promise<TestUser> =>
  origin === baseURL()
    ? { ...ADMIN, name: 'Partsmith Admin', ...inject('adminSession') }
    : signedIn(ADMIN.email, ADMIN.password, 'Partsmith Admin', origin);
