import { describe, expect, it } from 'vitest';
import { newCustomer, signedIn, signInCookie } from '../support/auth';
import { api, baseURL } from '../support/http';

const me = (cookie?: string, token?: string) => api(`/api/order`, { cookie, token });

describe('Sign out everywhere', () => {
  it('ends every other session and every access token at once; the session that asked stays', async () => {
    const user = await newCustomer('everywhere');
    const other = await signedIn(user.email, user.password);
    expect((await me(other.cookie)).status).toBe(200);
    expect((await me(undefined, user.token)).status).toBe(200);

    expect(
      (await api('/api/account/sign-out-everywhere', { method: 'POST', token: user.token })).status,
    ).toBe(401);
    const done = await api('/api/account/sign-out-everywhere', {
      method: 'POST',
      cookie: user.cookie,
      body: { currentPassword: user.password },
    });
    expect(done.body).toEqual({ signedOut: true });

    expect((await me(user.cookie)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(undefined, user.token)).status).toBe(401);
    expect((await me(undefined, other.token)).status).toBe(401);
    // A new sign-in works as usual.
    expect((await me((await signInCookie(user.email, user.password, '10.8.0.1')).cookie)).status).toBe(200);
  });
});

describe('Sign out everywhere asks for the password', () => {
  it('refuses a missing or wrong current password with 422 and ends nothing', async () => {
    const user = await newCustomer('confirm');
    const other = await signedIn(user.email, user.password);
    for (const body of [{}, { currentPassword: 'not-it' }]) {
      const refused = await api<{ fields: Record<string, string> }>('/api/account/sign-out-everywhere', {
        method: 'POST',
        cookie: user.cookie,
        body,
      });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.fields)).toEqual(['currentPassword']);
    }
    expect((await me(other.cookie)).status).toBe(200);
  });

  it("the other device's /api/auth/session then says signed out, and its cookie is cleared", async () => {
    const user = await newCustomer('session-api');
    const other = await signedIn(user.email, user.password);
    const session = (cookie: string) =>
      api<{ user?: { email: string } } | null>('/api/auth/session', { cookie });
    expect((await session(other.cookie)).body?.user?.email).toBe(user.email);
    await api('/api/account/sign-out-everywhere', {
      method: 'POST',
      cookie: user.cookie,
      body: { currentPassword: user.password },
    });
    const after = await session(other.cookie);
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
    expect(after.headers.getSetCookie().some((c) => /^authjs\.session-token=;/.test(c))).toBe(true);
    expect((await session(user.cookie)).body?.user?.email).toBe(user.email);
  });
});

describe('LOG OUT', () => {
  it('ends that session on the server: a kept copy of its cookie and its access token stop working', async () => {
    const user = await newCustomer('logout');
    expect((await me(user.cookie)).status).toBe(200);
    const csrf = await fetch(`${baseURL()}/api/auth/csrf`, { headers: { Cookie: user.cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const out = await fetch(`${baseURL()}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: [user.cookie, ...csrfCookie].join('; '),
      },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/' }),
    });
    expect(out.status).toBe(302);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await me(undefined, user.token)).status).toBe(401);
    // Another session of the same account is not affected.
    expect((await me((await signInCookie(user.email, user.password, '10.8.2.1')).cookie)).status).toBe(200);
  });
});

describe('Change password', () => {
  it('needs the current password, then ends other sessions; the old password stops working', async () => {
    const user = await newCustomer('changer');
    const other = await signedIn(user.email, user.password);
    const wrong = await api<{ fields: Record<string, string> }>('/api/account/password', {
      method: 'POST',
      cookie: user.cookie,
      body: { currentPassword: 'not-it', newPassword: 'brand-new-pass-2' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ currentPassword: 'The current password is not correct' });
    expect(
      (
        await api('/api/account/password', {
          method: 'POST',
          cookie: user.cookie,
          body: { currentPassword: user.password, newPassword: '123' },
        })
      ).status,
    ).toBe(422);

    const changed = await api('/api/account/password', {
      method: 'POST',
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'brand-new-pass-2' },
    });
    expect(changed.body).toEqual({ changed: true });
    expect((await me(user.cookie)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await signInCookie(user.email, user.password, '10.8.1.1')).cookie).toBe('');
    expect((await signInCookie(user.email, 'brand-new-pass-2', '10.8.1.2')).cookie).not.toBe('');
  });
});
