import { describe, expect, it } from 'vitest';
import { newCustomer, signedIn, signInCookie } from '../support/auth';
import { api } from '../support/http';

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
    const done = await api('/api/account/sign-out-everywhere', { method: 'POST', cookie: user.cookie });
    expect(done.body).toEqual({ signedOut: true });

    expect((await me(user.cookie)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(undefined, user.token)).status).toBe(401);
    expect((await me(undefined, other.token)).status).toBe(401);
    // A new sign-in works as usual.
    expect((await me((await signInCookie(user.email, user.password, '10.8.0.1')).cookie)).status).toBe(200);
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
