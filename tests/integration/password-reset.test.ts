import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../scripts/test-support/start-app.mjs';
import { RESET_LINK_UNUSABLE, RESET_SENT } from '@/lib/auth/password-reset';
import { withAppDb } from '../support/app-db';
import { newCustomer, signInCookie, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { linkIn, mailTo, tokenOf, waitForMail } from '../support/inbox';

// Password reset (issue 27): a single-use link by email, good for 30 minutes, stored hashed; the
// same answer for any address; a new password ends every session. The mail is read from the local
// inbox the test app sends to.

let carl: TestUser;

beforeAll(async () => {
  carl = await newCustomer('reset');
});

/** A client address of its own per call: the per-address limit is not what these tests are about. */
const ask = (email: string, ip = `10.${randomBytes(3).join('.')}`) =>
  api<{ message?: string; error?: string }>('/api/account/password-reset', {
    method: 'POST',
    body: { email },
    headers: { 'X-Forwarded-For': ip },
  });
const reset = (token: string, newPassword: string) =>
  api<{ reset?: boolean; error?: string }>('/api/account/password-reset/confirm', {
    method: 'POST',
    body: { token, newPassword },
    headers: { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` },
  });

describe('password reset', () => {
  it('mails a single-use link; the new password works and every old session ends', async () => {
    const asked = await ask(carl.email);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(RESET_SENT);
    const [mail] = await waitForMail(carl.email);
    expect(mail!.subject).toBe('Reset your Partsmith password');
    expect(mail!.html).toContain('Choose a new password');
    const link = linkIn(mail!);
    expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);
    // Stored hashed: the database holds no token that opens the account.
    const stored = await withAppDb((db) => db.collection('password_resets').findOne({ email: carl.email }));
    expect(stored?._id).toMatch(/^[a-f\d]{64}$/);
    expect(stored?._id).not.toBe(tokenOf(link));

    expect((await api('/api/myprofile/' + carl.email, { cookie: carl.cookie })).status).toBe(200);
    const done = await reset(tokenOf(link), 'a-new-password-7');
    expect(done.status).toBe(200);
    // The old session and the old password are over; the new password signs in.
    expect((await api('/api/myprofile/' + carl.email, { cookie: carl.cookie })).status).toBe(401);
    expect((await signInCookie(carl.email, carl.password)).cookie).toBe('');
    expect((await signInCookie(carl.email, 'a-new-password-7')).cookie).not.toBe('');
    // Once only.
    const again = await reset(tokenOf(link), 'another-password-8');
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(RESET_LINK_UNUSABLE);
  });

  it('answers the same for an address without an account, and mails nothing there', async () => {
    const nobody = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const asked = await ask(nobody);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(RESET_SENT);
    // The next address's mail arrives; none came for nobody meanwhile.
    const someone = await newCustomer('reset-after');
    await ask(someone.email);
    await waitForMail(someone.email);
    expect(await mailTo(nobody)).toEqual([]);
  });

  it('refuses a link past its 30 minutes, and a malformed one', async () => {
    const user = await newCustomer('reset-late');
    await ask(user.email);
    const [mail] = await waitForMail(user.email);
    await withAppDb((db) =>
      db
        .collection('password_resets')
        .updateOne({ email: user.email }, { $set: { expiresAt: new Date(Date.now() - 1000) } }),
    );
    const late = await reset(tokenOf(linkIn(mail!)), 'a-new-password-7');
    expect(late.status).toBe(422);
    expect(late.body.error).toBe(RESET_LINK_UNUSABLE);
    expect((await reset('short', 'a-new-password-7')).status).toBe(422);
    expect((await signInCookie(user.email, user.password)).cookie).not.toBe('');
  });

  it('tells an account that signs in only with Google that it has no password', async () => {
    const email = `google-${randomBytes(4).toString('hex')}@example.com`;
    await withAppDb((db) =>
      db.collection('users').insertOne({ email, name: 'Gina', role: 'customer', emailVerified: new Date() }),
    );
    expect((await ask(email)).body.message).toBe(RESET_SENT);
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Signing in to Partsmith');
    expect(mail!.text).toContain('Your account signs in with Google and has no password to reset.');
    expect(await withAppDb((db) => db.collection('password_resets').countDocuments({ email }))).toBe(0);
  });

  it('is limited per email address (3 an hour) and per client address', async () => {
    const user = await newCustomer('reset-limit');
    for (let i = 0; i < 3; i += 1) expect((await ask(user.email)).status).toBe(202);
    expect((await ask(user.email)).status).toBe(429);
    await waitForMail(user.email, 3);
    const ip = `10.${randomBytes(3).join('.')}`;
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await ask(`someone-${i}-${randomBytes(3).toString('hex')}@example.com`, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });
});

describe('answering "Forgot password?"', () => {
  it('answers before it looks at the account: a failure of that work leaves the answer as for any address', async () => {
    // An instance of this file's own, on its own database (no mail server: nothing is sent).
    const dbName = process.env.MONGODB_DB!;
    const app = await startApp({ MONGODB_URI: process.env.MONGODB_URI!, MONGODB_DB: dbName });
    const askOwn = (email: string) =>
      api<{ message?: string }>('/api/account/password-reset', {
        method: 'POST',
        body: { email },
        headers: { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` },
        origin: app.baseURL,
      });
    try {
      const email = `after-${randomBytes(4).toString('hex')}@example.com`;
      const registered = await api('/api/register', {
        method: 'POST',
        body: { name: 'Ann', email, password: 'secret-pass-1' },
        headers: { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` },
        origin: app.baseURL,
      });
      expect(registered.status).toBe(201);
      // This database refuses a second link for one address, so a second request's work fails.
      await withAppDb(
        (db) => db.collection('password_resets').createIndex({ email: 1 }, { unique: true }),
        dbName,
      );
      const first = await askOwn(email);
      expect([first.status, first.body.message]).toEqual([202, RESET_SENT]);
      await expect
        .poll(() => withAppDb((db) => db.collection('password_resets').countDocuments({ email }), dbName))
        .toBe(1);
      // Had the answer waited for the account's work (the lookup, the link, the mail), the failure
      // would show in it (a 500), and so would the time that work takes for an address with an
      // account. It answers as for an address with none.
      const second = await askOwn(email);
      const nobody = await askOwn(`nobody-${randomBytes(4).toString('hex')}@example.com`);
      expect([second.status, second.body]).toEqual([nobody.status, nobody.body]);
      expect(second.status).toBe(202);
      expect(
        await withAppDb((db) => db.collection('password_resets').countDocuments({ email }), dbName),
      ).toBe(1);
    } finally {
      await app.stop();
    }
  }, 90_000);
});
