import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ALREADY_CONFIRMED, CONFIRM_LINK_UNUSABLE } from '@/lib/auth/confirmation-messages';
import { getDb, getMongoClient } from '@/lib/db/client';
import { recipientOf } from '@/lib/mail/recipients';
import { withAppDb } from '../support/app-db';
import { confirmByMail, signedIn, unconfirmedCustomer, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { confirmationMailTo, linkIn, mailTo, tokenOf, waitForMail } from '../support/inbox';
import { createTestProduct } from '../support/products';

// Decision 0026: a sign-up's address is confirmed by a mailed link before the store writes to it
// about orders; what an order owes meanwhile is held, then sent; no buyer-typed text greets an
// address nobody confirmed; and one client address opens a bounded number of accounts an hour.

const SPAM = 'WIN $5000 NOW http://evil.example/claim';
const someAddress = () => `10.${randomBytes(3).join('.')}`;

const confirm = (token: string) =>
  api<{ confirmed?: boolean; error?: string }>('/api/account/email-confirmation/confirm', {
    method: 'POST',
    body: { token },
    headers: { 'X-Forwarded-For': someAddress() },
  });
const resend = (user: Pick<TestUser, 'cookie'>) =>
  api<{ message?: string; error?: string }>('/api/account/email-confirmation', {
    method: 'POST',
    cookie: user.cookie,
  });
const register = (body: { name: string; email: string; password: string }, ip = someAddress()) =>
  api('/api/register', { method: 'POST', body, headers: { 'X-Forwarded-For': ip } });
const stored = (email: string) =>
  withAppDb((db) => db.collection('outbox').find({ to: email }).sort({ createdAt: 1 }).toArray());

async function placeAndCancel(buyer: TestUser, part: string, customerName: string) {
  const placed = await api<{ _id: string }>(`/api/order/${part}`, {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName, phoneNumber: '+1 555 0100', productQuantity: 30 },
  });
  expect(placed.status).toBe(201);
  const cancelled = await api(`/api/order/${placed.body._id}`, { method: 'DELETE', cookie: buyer.cookie });
  expect(cancelled.status).toBe(200);
}

describe('confirming the address of a sign-up', () => {
  it('mails a single-use link that greets nobody by name; following it confirms the address', async () => {
    const email = `confirm-${randomBytes(4).toString('hex')}@example.com`;
    expect((await register({ name: SPAM, email, password: 'secret-pass-1' })).status).toBe(201);
    const mail = await confirmationMailTo(email);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(mail.html).toContain('Confirm my email address');
    const link = linkIn(mail);
    expect(link).toMatch(/\/confirm-email#token=[\w-]{43}$/);
    // Stored by its hash only; the account is not confirmed yet.
    const [record, user] = await withAppDb((db) =>
      Promise.all([
        db.collection('email_confirmations').findOne({ email }),
        db.collection('users').findOne({ email }),
      ]),
    );
    expect(record?._id).toMatch(/^[a-f\d]{64}$/);
    expect(record?._id).not.toBe(tokenOf(link));
    expect(user?.emailVerified).toBeNull();

    expect((await confirm(tokenOf(link))).status).toBe(200);
    const confirmed = await withAppDb((db) => db.collection('users').findOne({ email }));
    expect(confirmed?.emailVerified).toBeInstanceOf(Date);
    // Once only; a malformed token is refused as well.
    const again = await confirm(tokenOf(link));
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(CONFIRM_LINK_UNUSABLE);
    expect((await confirm('short')).status).toBe(422);
  });

  it("holds an unconfirmed buyer's order mail, greeting nobody by their text, and sends it once confirmed", async () => {
    // The audit's case: someone else's address, orders placed and cancelled under a stranger's text.
    const buyer = await unconfirmedCustomer('held');
    const part = await createTestProduct({ quantity: 1000, name: 'Held flange' });
    for (let i = 0; i < 3; i += 1) await placeAndCancel(buyer, part, SPAM);
    const held = await stored(buyer.email);
    const orderMail = held.filter((m) => String(m._id).startsWith('order-'));
    expect(orderMail.map((m) => m.state)).toEqual(Array(6).fill('held'));
    // Held mail is never claimed by a sender: the inbox has the confirmation link alone (waited for:
    // the outbox sends it moments after the sign-up, and a loaded machine may not have yet).
    await confirmationMailTo(buyer.email);
    expect((await mailTo(buyer.email)).map((m) => m.subject)).toEqual(['Confirm your email address']);
    for (const message of orderMail) {
      expect(message.text.startsWith('Hello,\n')).toBe(true);
      expect(message.text).not.toContain('WIN $5000');
    }

    await confirmByMail(buyer.email);
    const mails = await waitForMail(buyer.email, 6);
    expect(mails.filter((m) => /^Order placed: SO-\d{6} · Held flange$/.test(m.subject))).toHaveLength(3);
    expect(mails.filter((m) => /^Order cancelled: SO-\d{6} · Held flange$/.test(m.subject))).toHaveLength(3);
    for (const mail of mails) expect(mail.text.startsWith('Hello,\n')).toBe(true);

    // Confirmed now: a new order's mail goes at once, and greets the buyer by the name they gave.
    const placed = await api<{ number: string }>(`/api/order/${part}`, {
      method: 'POST',
      cookie: buyer.cookie,
      body: { customerName: 'Mia', phoneNumber: '+1 555 0100', productQuantity: 30 },
    });
    expect(placed.status).toBe(201);
    const [, , , , , , last] = await waitForMail(buyer.email, 7);
    expect(last!.subject).toBe(`Order placed: ${placed.body.number} · Held flange`);
    expect(last!.text.startsWith('Hello Mia,\n')).toBe(true);
  });

  it('sends the link again for a signed-in customer not confirmed yet, 3 times an hour, and not once confirmed', async () => {
    const buyer = await unconfirmedCustomer('resend');
    expect((await api('/api/account/email-confirmation', { method: 'POST' })).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await resend(buyer)).status).toBe(202);
    expect((await resend(buyer)).status).toBe(429);
    const mails = await waitForMail(buyer.email, 4);
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(['Confirm your email address']));
    // Each is a link of its own, and any of them confirms.
    const tokens = mails.map((m) => tokenOf(linkIn(m)));
    expect(new Set(tokens).size).toBe(4);
    expect((await confirm(tokens[2]!)).status).toBe(200);
    const refused = await resend(buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ALREADY_CONFIRMED);
    // The address's other links were spent with it.
    expect((await confirm(tokens[3]!)).status).toBe(422);
  });

  it('takes a used password-reset link as proof of the address: held mail goes then', async () => {
    const buyer = await unconfirmedCustomer('reset-proves');
    const part = await createTestProduct({ quantity: 100, name: 'Reset washer' });
    await placeAndCancel(buyer, part, 'Rae');
    const asked = await api('/api/account/password-reset', {
      method: 'POST',
      body: { email: buyer.email },
      headers: { 'X-Forwarded-For': someAddress() },
    });
    expect(asked.status).toBe(202);
    // The reset link reaches the unconfirmed address (it is itself proof of the inbox), greeting nobody.
    const [, resetMail] = await waitForMail(buyer.email, 2);
    expect(resetMail!.subject).toBe('Reset your Partsmith password');
    expect(resetMail!.text.startsWith('Hello,\n')).toBe(true);
    const done = await api('/api/account/password-reset/confirm', {
      method: 'POST',
      body: { token: tokenOf(linkIn(resetMail!)), newPassword: 'a-new-password-7' },
      headers: { 'X-Forwarded-For': someAddress() },
    });
    expect(done.status).toBe(200);
    const mails = await waitForMail(buyer.email, 4);
    expect(
      mails
        .slice(2)
        .map((m) => m.subject.replace(/SO-\d{6}/, 'SO-n'))
        .sort(),
    ).toEqual(['Order cancelled: SO-n · Reset washer', 'Order placed: SO-n · Reset washer']);
    // Signed in again with the new password, the dashboard no longer asks to confirm.
    const again = await signedIn(buyer.email, 'a-new-password-7');
    const page = await fetch(`${baseURL()}/dashboard`, {
      headers: { Cookie: again.cookie },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Please confirm your email address');
  });

  it('shows a signed-in customer not confirmed yet a notice with Send again on the dashboard', async () => {
    const buyer = await unconfirmedCustomer('notice');
    const page = await fetch(`${baseURL()}/dashboard`, {
      headers: { Cookie: buyer.cookie },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Please confirm your email address');
    expect(html).toContain('Send again');
  });
});

describe('sign-ups per client address', () => {
  it('opens 3 accounts an hour from one address; an email already taken opens none and counts none', async () => {
    const ip = someAddress();
    const taken = await unconfirmedCustomer('taken');
    expect(
      (await register({ name: 'Again', email: taken.email, password: 'secret-pass-1' }, ip)).status,
    ).toBe(409);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `per-address-${i}-${randomBytes(3).toString('hex')}@example.com`;
      statuses.push((await register({ name: 'Batch', email, password: 'secret-pass-1' }, ip)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('accounts from before addresses were confirmed', () => {
  afterAll(async () => {
    await (await getMongoClient()).close();
  });

  it('keep their mail: the start-up migration trusts their addresses, not those of later sign-ups', async () => {
    // This file's own database, as a store upgraded to this version finds it at its first start.
    const dbName = process.env.MONGODB_DB!;
    await withAppDb(
      (db) =>
        db.collection('users').insertMany([
          { email: 'long-time@example.com', name: 'Lou', role: 'customer', emailVerified: null },
          { email: 'by-google@example.com', name: 'Gil', role: 'customer', emailVerified: new Date() },
        ]),
      dbName,
    );
    await getDb(); // connecting runs the start-up migrations
    expect(await recipientOf('long-time@example.com')).toEqual({ confirmed: true });
    expect(await recipientOf('by-google@example.com')).toEqual({ confirmed: true });
    // Trusted for mail, not verified: a Google sign-in still removes a password set before it was.
    const old = await withAppDb(
      (db) => db.collection('users').findOne({ email: 'long-time@example.com' }),
      dbName,
    );
    expect(old?.emailVerified).toBeNull();
    // A sign-up after the migration is not trusted until confirmed; an address with no account, never.
    await withAppDb(
      (db) =>
        db
          .collection('users')
          .insertOne({ email: 'newcomer@example.com', role: 'customer', emailVerified: null }),
      dbName,
    );
    expect(await recipientOf('newcomer@example.com')).toEqual({ confirmed: false });
    expect(await recipientOf('nobody@example.com')).toEqual({ confirmed: false });
    // The store's own addresses are confirmed by configuration.
    expect(await recipientOf('admin@partsmith.io')).toEqual({ confirmed: true });
  });
});
