import { describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { authPost, newCustomer, signedIn, signInCookie, signOut, type TestUser } from '../support/auth';
import { api } from '../support/http';

const me = (cookie?: string, token?: string) => api(`/api/order`, { cookie, token });

async function newToken(user: TestUser): Promise<string> {
  const { body } = await api<{ token: string }>(`/api/user/${user.email}`, {
    method: 'PUT',
    cookie: user.cookie,
  });
  return body.token;
}

/** The whole second an access token was issued in (its `iat`, whatever its precision). */
const issuedSecond = (token: string) =>
  Math.floor((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat);

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

  it('refuses a token minted just before it, not one minted just after, in the same second', async () => {
    const user = await newCustomer('same-second');
    // Each try checks the password (5 in 15 minutes are allowed); one lands all three in one second.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const before = await newToken(user);
      const done = await api('/api/account/sign-out-everywhere', {
        method: 'POST',
        cookie: user.cookie,
        body: { currentPassword: user.password },
      });
      expect(done.status).toBe(200);
      const after = await newToken(user);
      const cutOff = await withAppDb((db) => db.collection('users').findOne({ email: user.email }));
      const seconds = [issuedSecond(before), Math.floor(cutOff!.sessionsValidAfter.getTime() / 1000)];
      if (new Set([...seconds, issuedSecond(after)]).size > 1) continue;
      expect((await me(undefined, before)).status).toBe(401);
      expect((await me(undefined, after)).status).toBe(200);
      return;
    }
    throw new Error('No try put both tokens and the sign out everywhere in one second');
  }, 60_000);
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
    expect((await signOut(user.cookie)).status).toBe(302);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await me(undefined, user.token)).status).toBe(401);
    // Another session of the same account is not affected.
    expect((await me((await signInCookie(user.email, user.password, '10.8.2.1')).cookie)).status).toBe(200);
  });

  it('keeps a session ended however often the account signs out after it (50 more revived it)', async () => {
    const user = await newCustomer('many-logouts');
    const first = await signInCookie(user.email, user.password, '10.8.3.1');
    await signOut(first.cookie);
    expect((await me(first.cookie)).status).toBe(401);
    // From a browser the account knows: 50 sign-ins from unknown ones would reach the email's limit.
    let device = first.device;
    for (let i = 0; i < 50; i += 1) {
      const next = await signInCookie(user.email, user.password, '10.8.3.1', undefined, device);
      expect(next.cookie).not.toBe('');
      device = next.device;
      await signOut(next.cookie);
    }
    expect((await me(first.cookie)).status).toBe(401);
  }, 180_000);

  it("does not renew an ended session's cookie (Auth.js's session update clears it)", async () => {
    const user = await newCustomer('renewal');
    await signOut(user.cookie);
    const renewed = await authPost('/api/auth/session', user.cookie);
    expect(await renewed.json()).toBeNull();
    const sessionCookies = renewed.headers
      .getSetCookie()
      .filter((c) => c.startsWith('authjs.session-token='));
    expect(sessionCookies.every((c) => c.startsWith('authjs.session-token=;'))).toBe(true);
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
