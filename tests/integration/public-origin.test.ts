import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, registerAccount, signInCookie } from '../support/auth';
import { startOwnApps } from '../support/own-apps';

// The store reached at a public origin the server does not listen under (issue 31): served at
// http://127.0.0.1:port with AUTH_URL set to it, while Next renames loopback hosts to localhost
// in the request URLs it hands the app. Auth.js built every URL from that: LOG OUT sent visitors
// to http://localhost:port/. No redirect or link may name another host than the configured one.

let origin: string;
let stop: () => Promise<unknown>;

beforeAll(async () => {
  const apps = await startOwnApps(1, {}, { publicHost: '127.0.0.1' });
  [origin, stop] = [apps.origins[0]!, apps.stop];
  expect(new URL(origin).hostname).toBe('127.0.0.1');
}, 120_000);

afterAll(async () => {
  await stop?.();
});

/** The host an absolute URL names (a relative one stays on the page's own). */
const hostOf = (url: string) => new URL(url, origin).host;

describe('a store at another host than the one it listens on', () => {
  it('names the public origin in every Auth.js answer: sign-in, sign-out, callbacks', async () => {
    const account = await registerAccount('origin', origin);
    const signedIn = await signInCookie(account.email, account.password, '10.9.9.9', origin);
    expect(signedIn.cookie).not.toBe('');
    expect(hostOf(signedIn.location)).toBe(new URL(origin).host);

    // LOG OUT as next-auth/react sends it: the answer's `url` is where the browser goes.
    const signedOut = await authPost(
      '/api/auth/signout',
      signedIn.cookie,
      { callbackUrl: '/' },
      {
        origin,
        headers: { 'X-Auth-Return-Redirect': '1' },
      },
    );
    const { url } = (await signedOut.json()) as { url: string };
    expect(url).toBe(`${origin}/`);

    // A forced sign-out to the login page keeps its way back.
    const forced = await authPost(
      '/api/auth/signout',
      '',
      { callbackUrl: '/login?callbackUrl=%2Fdashboard%2Fmanageorders' },
      { origin, headers: { 'X-Auth-Return-Redirect': '1' } },
    );
    expect(((await forced.json()) as { url: string }).url).toBe(
      `${origin}/login?callbackUrl=%2Fdashboard%2Fmanageorders`,
    );

    const providers = (await (await fetch(`${origin}/api/auth/providers`)).json()) as Record<
      string,
      { signinUrl: string; callbackUrl: string }
    >;
    for (const provider of Object.values(providers)) {
      expect(hostOf(provider.signinUrl)).toBe(new URL(origin).host);
      expect(hostOf(provider.callbackUrl)).toBe(new URL(origin).host);
    }
  });

  it('sends a signed-out visitor of a protected page to the login page at the public origin', async () => {
    const response = await fetch(`${origin}/dashboard/order`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    // Relative (the page's own host) or absolute on the public origin; never another host.
    expect(new URL(response.headers.get('location')!, origin).href).toBe(
      `${origin}/login?callbackUrl=%2Fdashboard%2Forder`,
    );
  });
});
