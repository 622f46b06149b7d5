import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '@/lib/auth/access-token';
import { withAppDb } from '../support/app-db';
import { ADMIN, newCustomer, signedInAdmin, signInCookie, type TestUser } from '../support/auth';
import { api } from '../support/http';

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([newCustomer('alice'), newCustomer('bob'), signedInAdmin()]);
});

describe('POST /api/register', () => {
  it('refuses an email that already has an account, in any letter case', async () => {
    const { status, body } = await api('/api/register', {
      method: 'POST',
      body: { name: 'Mallory', email: ` ${alice.email.toUpperCase()} `, password: 'another-pass' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'An account with this email already exists. Sign in instead.' });
  });

  it('answers the spec messages for missing and short fields', async () => {
    const { status, body } = await api('/api/register', {
      method: 'POST',
      body: { email: 'x@y', password: '123' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      fields: {
        name: 'Name is Required',
        email: 'provide a valid email',
        password: 'Must be 6 characters or longer',
      },
    });
  });
});

describe('credentials sign-in', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await signInCookie(alice.email, 'not-her-password', '10.1.0.1');
    const unknown = await signInCookie(
      `nobody-${randomBytes(3).toString('hex')}@example.com`,
      'whatever-pass',
      '10.1.0.2',
    );
    expect(wrong.cookie).toBe('');
    expect(unknown.cookie).toBe('');
    expect(wrong.location).toContain('error=CredentialsSignin&code=invalid_credentials');
    expect(unknown.location.replace(/^.*\?/, '')).toBe(wrong.location.replace(/^.*\?/, ''));
  });

  it('stops a guesser after 5 attempts from one address; the owner still signs in from another', async () => {
    const victim = await newCustomer('guessed');
    for (let i = 0; i < 5; i += 1) {
      expect((await signInCookie(victim.email, 'wrong-password', '10.2.0.1')).location).toContain(
        'code=invalid_credentials',
      );
    }
    const blocked = await signInCookie(victim.email, victim.password, '10.2.0.1');
    expect(blocked.cookie).toBe('');
    expect(blocked.location).toContain('code=rate_limited');
    // The attempts were counted before any password check; a stranger cannot lock the owner out.
    expect((await signInCookie(victim.email, victim.password, '10.2.0.2')).cookie).not.toBe('');
  });

  it('lets at most 5 of 40 parallel wrong passwords reach the password check', async () => {
    const victim = await newCustomer('raced');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => signInCookie(victim.email, 'wrong-password', '10.2.9.9')),
    );
    const checked = results.filter((r) => r.location.includes('code=invalid_credentials'));
    const limited = results.filter((r) => r.location.includes('code=rate_limited'));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + limited.length).toBe(40);
  });

  it("70 guesses from 70 addresses lock the email for strangers, never for the owner's own browser", async () => {
    const owner = await newCustomer('besieged');
    const usual = await signInCookie(owner.email, owner.password, '10.4.0.1');
    expect(usual.device).toMatch(/^partsmith\.device=[\w-]{22}\.\d+\.[\w-]+$/);
    // In parallel: the growing delays past 5 attempts would otherwise take minutes.
    const guesses = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        signInCookie(owner.email, `guess-${i}`, `10.4.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    expect(guesses.every((g) => g.cookie === '')).toBe(true);
    // Of the email's 50, newCustomer's sign-in and the usual browser's took 2: 48 guesses were checked.
    expect(guesses.filter((g) => g.location.includes('code=rate_limited')).length).toBe(22);
    // A browser the account never used is refused, even with the right password…
    const stranger = await signInCookie(owner.email, owner.password, '10.4.9.9');
    expect(stranger.location).toContain('code=rate_limited');
    // …and the owner's usual browser signs in, from any address.
    const back = await signInCookie(owner.email, owner.password, '10.4.9.10', undefined, usual.device);
    expect(back.cookie).not.toBe('');
    // Another email's device cookie is no key to this one.
    const other = await signInCookie(bob.email, bob.password, '10.4.9.11');
    const borrowed = await signInCookie(owner.email, owner.password, '10.4.9.12', undefined, other.device);
    expect(borrowed.location).toContain('code=rate_limited');
  });

  it.each([
    {
      revocation: 'a password change',
      revoke: async (owner: TestUser) => {
        const password = 'brand-new-pass-3';
        const changed = await api('/api/account/password', {
          method: 'POST',
          cookie: owner.cookie,
          body: { currentPassword: owner.password, newPassword: password },
        });
        expect(changed.status).toBe(200);
        return password;
      },
    },
    {
      revocation: 'sign out everywhere',
      revoke: async (owner: TestUser) => {
        const done = await api('/api/account/sign-out-everywhere', {
          method: 'POST',
          cookie: owner.cookie,
          body: { currentPassword: owner.password },
        });
        expect(done.status).toBe(200);
        return owner.password;
      },
    },
  ])(
    'device cookies from before $revocation lose their own allowance; later ones keep it',
    async ({ revoke }) => {
      const owner = await newCustomer('retired-device');
      // A browser that knew the password (perhaps a thief's) before the owner acted.
      const old = await signInCookie(owner.email, owner.password, '10.6.0.1');
      const password = await revoke(owner);
      const guess = (ip: string, device: string) =>
        signInCookie(owner.email, 'wrong-guess', ip, undefined, device);
      // Its cookie counts for nothing now: one address gets the pair's 5 guesses, not a device's 10.
      for (let i = 0; i < 5; i += 1)
        expect((await guess('10.6.0.2', old.device)).location).toContain('code=invalid_credentials');
      expect((await guess('10.6.0.2', old.device)).location).toContain('code=rate_limited');
      // A sign-in after it makes the browser known again, with a device's allowance.
      const again = await signInCookie(owner.email, password, '10.6.0.3', undefined, old.device);
      expect(again.cookie).not.toBe('');
      for (let i = 0; i < 6; i += 1)
        expect((await guess('10.6.0.4', again.device)).location).toContain('code=invalid_credentials');
    },
  );

  it('attempts refused for one address do not count against the email elsewhere', async () => {
    const victim = await newCustomer('refused-once');
    for (let i = 0; i < 60; i += 1) await signInCookie(victim.email, 'wrong-password', '10.5.0.1');
    // 5 reached the email's count; the 55 the pair limit refused did not.
    expect((await signInCookie(victim.email, victim.password, '10.5.0.2')).cookie).not.toBe('');
  });

  it('limits one address to 60 attempts across many emails', async () => {
    const ip = `10.3.${Math.floor(Math.random() * 250)}.9`;
    for (let i = 0; i < 60; i += 1)
      await signInCookie(`spray-${i}-${randomBytes(2).toString('hex')}@example.com`, 'guess-123', ip);
    const blocked = await signInCookie(bob.email, bob.password, ip);
    expect(blocked.location).toContain('code=rate_limited');
    expect((await signInCookie(bob.email, bob.password, '10.3.255.1')).cookie).not.toBe('');
  });
});

describe('PUT /api/user/{email} (access token)', () => {
  it('answers 401 to anonymous callers', async () => {
    expect(
      (await api(`/api/user/${alice.email}`, { method: 'PUT', body: { email: alice.email } })).status,
    ).toBe(401);
  });

  it("answers a token only for the caller's own email", async () => {
    const own = await api<{ token: string }>(`/api/user/${alice.email}`, {
      method: 'PUT',
      cookie: alice.cookie,
    });
    expect(own.status).toBe(200);
    expect(own.body.token.split('.')).toHaveLength(3);
    expect((await api(`/api/user/${bob.email}`, { method: 'PUT', cookie: alice.cookie })).status).toBe(403);
    expect((await api(`/api/user/${bob.email}`, { method: 'PUT', cookie: admin.cookie })).status).toBe(403);
  });
});

describe('bearer tokens', () => {
  it('cannot mint their own successor: a new token needs the session cookie', async () => {
    const { status } = await api(`/api/user/${alice.email}`, { method: 'PUT', token: alice.token });
    expect(status).toBe(401);
  });

  it("and sessions issued before an account's revocation time are refused", async () => {
    const victim = await newCustomer('revoked');
    expect((await api(`/api/admin/${victim.email}`, { token: victim.token })).status).toBe(200);
    await withAppDb((db) =>
      db
        .collection('users')
        .updateOne({ email: victim.email }, { $set: { sessionsValidAfter: new Date(Date.now() + 1000) } }),
    );
    expect((await api(`/api/admin/${victim.email}`, { token: victim.token })).status).toBe(401);
    expect((await api(`/api/admin/${victim.email}`, { cookie: victim.cookie })).status).toBe(401);
  });

  it('are accepted without a session cookie', async () => {
    const { status, body } = await api(`/api/admin/${alice.email}`, { token: alice.token });
    expect(status).toBe(200);
    expect(body).toEqual({ admin: false });
  });

  it('are refused when forged, tampered with or expired', async () => {
    const [header, payload] = alice.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: bob.email }),
    ).toString('base64url');
    const tampered = `${header}.${forgedPayload}.${alice.token.split('.')[2]}`;
    const expired = await issueAccessToken({ id: 'ffffffffffffffffffffffff', email: alice.email }, -60);
    for (const token of [tampered, expired, 'not-a-jwt', `${header}.${payload}.`]) {
      const { status, body } = await api(`/api/admin/${alice.email}`, { token });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'Your session has expired. Please sign in again.' });
    }
  });

  it('bind to one user: a valid token for another user id is refused', async () => {
    const wrongUser = await issueAccessToken({ id: 'ffffffffffffffffffffffff', email: alice.email });
    expect((await api(`/api/admin/${alice.email}`, { token: wrongUser })).status).toBe(401);
  });
});

describe('GET /api/admin/{email}', () => {
  it("follows the matrix: anonymous 401, own 200, another's 403, admin any", async () => {
    expect((await api(`/api/admin/${alice.email}`)).status).toBe(401);
    expect((await api(`/api/admin/${alice.email}`, { cookie: alice.cookie })).body).toEqual({ admin: false });
    expect((await api(`/api/admin/${alice.email}`, { cookie: bob.cookie })).status).toBe(403);
    expect((await api(`/api/admin/${alice.email}`, { cookie: admin.cookie })).body).toEqual({ admin: false });
    expect((await api(`/api/admin/${ADMIN.email}`, { cookie: admin.cookie })).body).toEqual({ admin: true });
  });
});

describe('GET /api/user', () => {
  it('is for admins only and carries no secrets', async () => {
    expect((await api('/api/user')).status).toBe(401);
    expect((await api('/api/user', { cookie: alice.cookie })).status).toBe(403);
    expect((await api('/api/user', { token: bob.token })).status).toBe(403);
    const { status, body } = await api<Record<string, unknown>[]>('/api/user', { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.find((u) => u.email === alice.email)).toEqual({
      _id: expect.any(String),
      email: alice.email,
      name: 'Test alice',
      role: 'customer',
    });
    for (const user of body) expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'name', 'role']);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|access_token/);
  });
});

describe('PUT and DELETE /api/user/admin/{email}', () => {
  it('refuses anonymous (401) and non-admin (403) callers and changes nothing', async () => {
    const target = await newCustomer('target');
    expect((await api(`/api/user/admin/${target.email}`, { method: 'PUT' })).status).toBe(401);
    expect(
      (await api(`/api/user/admin/${target.email}`, { method: 'PUT', cookie: alice.cookie })).status,
    ).toBe(403);
    expect(
      (await api(`/api/user/admin/${ADMIN.email}`, { method: 'DELETE', token: alice.token })).status,
    ).toBe(403);
    expect((await api(`/api/admin/${target.email}`, { cookie: admin.cookie })).body).toEqual({
      admin: false,
    });
  });

  it('makes an admin once, records who did it, and can take it back', async () => {
    const target = await newCustomer('promoted');
    expect(
      (await api(`/api/user/admin/${target.email}`, { method: 'PUT', cookie: admin.cookie })).body,
    ).toEqual({ modifiedCount: 1 });
    expect(
      (await api(`/api/user/admin/${target.email}`, { method: 'PUT', cookie: admin.cookie })).body,
    ).toEqual({ modifiedCount: 0 });
    // The new role counts at once, for the same session: roles are read from the database.
    expect((await api('/api/user', { cookie: target.cookie })).status).toBe(200);
    expect(
      (await api(`/api/user/admin/${target.email}`, { method: 'DELETE', cookie: admin.cookie })).body,
    ).toEqual({ modifiedCount: 1 });
    expect((await api('/api/user', { cookie: target.cookie })).status).toBe(403);
    const audit = await withAppDb((db) =>
      db.collection('audit').find({ target: target.email }).sort({ at: 1 }).toArray(),
    );
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['user.make-admin', ADMIN.email],
      ['user.remove-admin', ADMIN.email],
    ]);
    expect(audit[0]!.at).toBeInstanceOf(Date);
  });

  it('never removes your own admin role, and answers 404 for unknown users', async () => {
    const self = await api(`/api/user/admin/${ADMIN.email}`, { method: 'DELETE', cookie: admin.cookie });
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ error: 'You cannot remove your own admin role' });
    expect(
      (await api('/api/user/admin/ghost@example.com', { method: 'PUT', cookie: admin.cookie })).status,
    ).toBe(404);
    expect((await api('/api/user/admin/not-an-email', { method: 'PUT', cookie: admin.cookie })).status).toBe(
      400,
    );
  });
});

describe('profile', () => {
  const profile = {
    name: 'Alice Buyer',
    phoneNumber: '+1 555 0100',
    education: 'BSc Mechanical Engineering',
    img: 'https://example.com/alice.png',
  };

  it("POST /api/myprofile stores under the session's email, whatever the body says", async () => {
    expect(
      (await api('/api/myprofile', { method: 'POST', body: { ...profile, email: alice.email } })).status,
    ).toBe(401);
    const saved = await api('/api/myprofile', {
      method: 'POST',
      cookie: alice.cookie,
      body: { ...profile, email: bob.email },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...profile, email: alice.email });
    expect((await api(`/api/myprofile/${bob.email}`, { cookie: bob.cookie })).body).toMatchObject({
      phoneNumber: null,
    });
  });

  it('GET /api/myprofile/{email}: own or admin only', async () => {
    expect((await api(`/api/myprofile/${alice.email}`)).status).toBe(401);
    expect((await api(`/api/myprofile/${alice.email}`, { cookie: bob.cookie })).status).toBe(403);
    expect((await api(`/api/myprofile/${alice.email}`, { token: alice.token })).body).toEqual({
      ...profile,
      email: alice.email,
    });
    expect((await api(`/api/myprofile/${alice.email}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('validates every field with a clear message', async () => {
    const { status, body } = await api('/api/myprofile', {
      method: 'POST',
      cookie: alice.cookie,
      body: { email: alice.email, name: '', phoneNumber: '', education: '', img: 'javascript:alert(1)' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      fields: {
        name: 'Name is Required',
        phoneNumber: 'Phone is Required',
        education: 'Education is Required',
        img: 'Image must be an http(s) address of a picture',
      },
    });
  });
});

describe('route guards (proxy)', () => {
  it('sends signed-out visitors of /dashboard/** and /product/** to /login with the origin', async () => {
    const order = await api('/dashboard/order');
    expect(order.status).toBe(307);
    expect(order.headers.get('location')).toMatch(/\/login\?callbackUrl=%2Fdashboard%2Forder$/);
    const product = await api('/product/0123456789abcdef01234567?q=1');
    expect(product.headers.get('location')).toMatch(
      /\/login\?callbackUrl=%2Fproduct%2F0123456789abcdef01234567%3Fq%3D1$/,
    );
  });

  it('serves a customer on an admin route only the sign-out step, with no admin data', async () => {
    const response = await api<string>('/dashboard/makeadmin', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toContain('This page is for admins only. Signing you out');
    expect(response.body).not.toContain(ADMIN.email);
    expect(response.body).not.toContain(bob.email);
  });

  it('checks the role in the database, not the one in the session: a promoted customer gets in at once', async () => {
    const promoted = await newCustomer('promoted-page');
    expect(
      (await api(`/api/user/admin/${promoted.email}`, { method: 'PUT', cookie: admin.cookie })).status,
    ).toBe(200);
    const page = await api<string>('/dashboard/makeadmin', { cookie: promoted.cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(alice.email);
  });

  it('lets signed-in customers and admins through to their pages', async () => {
    expect((await api('/dashboard', { cookie: alice.cookie })).status).toBe(200);
    expect((await api('/dashboard/makeadmin', { cookie: admin.cookie })).status).toBe(200);
  });
});
