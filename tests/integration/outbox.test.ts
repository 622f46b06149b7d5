import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/test-support/free-port.mjs';
import { startLocalMail } from '../../scripts/mail/local-mail.mjs';
import { startApp } from '../../scripts/test-support/start-app.mjs';
import { getDb, getMongoClient } from '@/lib/db/client';
import { claimDueMail, insertOutbox, type OutboxDoc } from '@/lib/mail/store/outbox';
import { mail } from '@/lib/mail/layout';
import { recordMail } from '@/lib/mail/record';
import { SEALED_LINK, sealLink } from '@/lib/mail/sealed-link';
import { keepMailSecret } from '@/lib/mail/store/mail-secrets';
import { MAX_ATTEMPTS, sendDueMail } from '@/lib/mail/sender';
import { mailTransport } from '@/lib/mail/transport';
import { listUndeliveredMail, retryUndeliveredMail } from '@/lib/mail/undelivered';
import type { Caller } from '@/lib/model/caller';
import { mailTo } from '../support/inbox';

// The outbox (issue 27): mail is recorded first and delivered by a sender that retries with
// backoff; an SMTP server that is down delays mail and loses none; a crash may repeat a message,
// never drop one; several senders at once send each message once. This file's mail goes to an
// SMTP port of its own, with no server on it until a test starts one.

let smtpPort: number;
let inbox: Awaited<ReturnType<typeof startLocalMail>> | null = null;
const inboxUrl = () => inbox!.inboxUrl;

beforeAll(async () => {
  smtpPort = await freePort();
  // Read by lib/env on its first use, in this file's process only.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.MAIL_RETRY_SECONDS = '0.2';
  // Accounts whose owners confirmed their addresses: mail to any other address is held (decision 0026).
  await (await getDb()).collection('users').insertMany(
    ['down@example.com', 'many@example.com'].map((email) => ({
      email,
      role: 'customer',
      emailVerified: new Date(),
    })),
  );
});

afterAll(async () => {
  await inbox?.stop();
  await (await getMongoClient()).close();
});

const outbox = async () => (await getDb()).collection<OutboxDoc>('outbox');

/** Every document of this file's database, as text: what a backup of it would hold. */
async function everything(): Promise<string> {
  const db = await getDb();
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  const all = await Promise.all(
    names.map(async (name) => [name, await db.collection(name).find().toArray()]),
  );
  return JSON.stringify(all);
}
const note = (n: number) => mail(`Test note ${n}`, 'Hello,', [`Note number ${n}.`]);
const admin: Caller = { id: '0'.repeat(24), email: 'admin@partsmith.io', name: null, role: 'admin' };

/** Sender passes until `address` has `count` messages (each pass sends what is due). */
async function deliverUntil(address: string, count: number) {
  await expect
    .poll(
      async () => {
        await sendDueMail();
        return (await mailTo(address, inboxUrl())).length;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(count);
}

describe('the outbox', () => {
  it('keeps mail while the SMTP server is down and delivers all of it, once each, when it is back', async () => {
    const to = 'down@example.com';
    for (const n of [1, 2, 3]) await recordMail(`test-down:${n}`, to, note(n));
    // Every one is tried and kept, waiting for its next attempt (this process's sender may be at it too).
    await expect
      .poll(
        async () => {
          await sendDueMail();
          const waiting = await (await outbox()).find({ to }).toArray();
          return waiting.map((m) => [m.state, m.attempts > 0, Boolean(m.lastError)]);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([
        ['pending', true, true],
        ['pending', true, true],
        ['pending', true, true],
      ]);
    // The admin sees them retrying.
    const { rows } = await listUndeliveredMail({ page: 1, limit: 50, skip: 0 });
    expect(rows.filter((row) => row.to === to)).toHaveLength(3);

    inbox = await startLocalMail({ smtpPort });
    await deliverUntil(to, 3);
    const sent = await mailTo(to, inboxUrl());
    expect(sent.map((m) => m.subject).sort()).toEqual(['Test note 1', 'Test note 2', 'Test note 3']);
    expect(await (await outbox()).countDocuments({ to, state: 'sent' })).toBe(3);
    // Recording the same cause again sends nothing more.
    await recordMail('test-down:1', to, note(1));
    await sendDueMail();
    expect(await mailTo(to, inboxUrl())).toHaveLength(3);
  });

  it('sends a message again after a crash between sending and recording it: twice, never not at all', async () => {
    const to = 'crash@example.com';
    // Written straight to the outbox (recordMail would start this process's sender on it at once).
    const now = new Date();
    await insertOutbox({
      _id: 'test-crash:1',
      to,
      ...note(1),
      state: 'pending',
      attempts: 0,
      dueAt: now,
      createdAt: now,
    });
    // A sender takes it and sends it, then dies before recording it sent.
    const taken = await claimDueMail(now, new Date(now.getTime() + 60_000));
    expect(taken?._id).toBe('test-crash:1');
    await mailTransport()!.sendMail({
      from: 'Partsmith <orders@partsmith.dev>',
      to,
      subject: taken!.subject,
      text: taken!.text,
    });
    // While its lease lasts, nobody else sends it; once it has run out, another sender does.
    await sendDueMail();
    expect(await mailTo(to, inboxUrl())).toHaveLength(1);
    await (
      await outbox()
    ).updateOne({ _id: 'test-crash:1' }, { $set: { leaseUntil: new Date(Date.now() - 1) } });
    await deliverUntil(to, 2);
    expect((await (await outbox()).findOne({ _id: 'test-crash:1' }))?.state).toBe('sent');
  });

  it('sends each message once when several senders run at once', async () => {
    const to = 'many@example.com';
    for (let n = 0; n < 20; n += 1) await recordMail(`test-many:${n}`, to, note(n));
    await Promise.all([sendDueMail(), sendDueMail(), sendDueMail()]);
    await deliverUntil(to, 20);
    const subjects = (await mailTo(to, inboxUrl())).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(20);
  });

  it('gives up after the last attempt, shows it to admins, and sends it when an admin asks', async () => {
    const to = 'given-up@example.com';
    // Its last attempt is due, to an address the mail server refuses.
    const now = new Date();
    await insertOutbox({
      _id: 'test-given-up:1',
      to: 'not an address',
      ...mail('Given up', 'Hello,', ['A note.']),
      state: 'pending',
      attempts: MAX_ATTEMPTS - 1,
      dueAt: now,
      createdAt: now,
    });
    await expect
      .poll(
        async () => {
          await sendDueMail();
          return (await (await outbox()).findOne({ _id: 'test-given-up:1' }))?.state;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('failed');
    expect((await (await outbox()).findOne({ _id: 'test-given-up:1' }))?.attempts).toBe(MAX_ATTEMPTS);
    const { rows } = await listUndeliveredMail({ page: 1, limit: 50, skip: 0 });
    expect(rows.find((row) => row._id === 'test-given-up:1')).toMatchObject({
      state: 'failed',
      lastError: expect.any(String),
    });
    await (await outbox()).updateOne({ _id: 'test-given-up:1' }, { $set: { to } });
    await retryUndeliveredMail(admin, 'test-given-up:1');
    await deliverUntil(to, 1);
  });

  it('delivers what a stopped app left in the outbox once an app runs again', async () => {
    const port = await freePort();
    const env = {
      MONGODB_URI: process.env.MONGODB_URI!,
      MONGODB_DB: process.env.MONGODB_DB!,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_SWEEP_SECONDS: '0.2',
      MAIL_RETRY_SECONDS: '0.2',
    };
    // The first app tries once when the mail is recorded (its rounds are an hour apart), fails
    // (no server on the port), and is stopped with the mail in its outbox.
    const first = await startApp({ ...env, MAIL_SWEEP_SECONDS: '3600' });
    const email = 'stopped-app@example.com';
    const origin = { 'X-Forwarded-For': '10.9.9.9', Origin: first.baseURL };
    const body = { name: 'Stopped', email, password: 'stopped-password-1' };
    const registered = await fetch(`${first.baseURL}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...origin },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(201);
    const asked = await fetch(`${first.baseURL}/api/account/password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...origin },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    // The confirmation link and the reset link wait, each tried once.
    await expect
      .poll(async () => {
        const waiting = await (await outbox()).find({ to: email }).sort({ _id: 1 }).toArray();
        return waiting.map((m) => [m._id.split(':')[0], m.state, Boolean(m.lastError), m.leaseUntil]);
      })
      .toEqual([
        ['email-confirmation', 'pending', true, undefined],
        ['password-reset', 'pending', true, undefined],
      ]);
    // Meanwhile a copy of the database holds neither link: the outbox has a placeholder where each
    // goes, and the links wait sealed with a key the database does not hold.
    const copy = await everything();
    expect(copy).not.toMatch(/reset-password#token=|confirm-email#token=/);
    await first.stop();

    const second = await startLocalMail({ smtpPort: port });
    const again = await startApp(env);
    try {
      await expect
        .poll(async () => (await mailTo(email, second.inboxUrl)).length, { timeout: 20_000 })
        .toBe(2);
      const mails = await mailTo(email, second.inboxUrl);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'Confirm your email address',
        'Reset your Partsmith password',
      ]);
      const reset = mails.find((m) => m.subject === 'Reset your Partsmith password')!;
      const token = /reset-password#token=([\w-]{43})/.exec(reset.text)![1]!;
      expect(reset.html).toContain(`reset-password#token=${token}`);
      // The link that arrived was in the copy in no form, and once sent it is kept nowhere.
      expect(copy).not.toContain(token);
      await expect.poll(async () => (await everything()).includes(token)).toBe(false);
      expect(await (await getDb()).collection('mail_secrets').countDocuments()).toBe(0);
    } finally {
      await again.stop();
      await second.stop();
    }
  });

  it('never sends a message whose sealed link expired while it waited, and keeps the link no longer', async () => {
    inbox ??= await startLocalMail({ smtpPort });
    const to = 'down@example.com';
    const before = (await mailTo(to, inboxUrl())).length;
    // Written straight to the outbox, as a sender that was away for the link's half hour finds it.
    const now = new Date();
    await keepMailSecret({
      _id: 'test-sealed:1',
      sealed: sealLink('http://localhost/reset-password#token=secret-token', 'test-sealed:1'),
      expiresAt: new Date(now.getTime() - 1000),
    });
    await insertOutbox({
      _id: 'test-sealed:1',
      to,
      ...mail('Sealed', 'Hello,', [{ link: SEALED_LINK, label: 'Open' }]),
      state: 'pending',
      sealed: true,
      attempts: 0,
      dueAt: now,
      createdAt: now,
    });
    await sendDueMail();
    const after = await (await outbox()).findOne({ _id: 'test-sealed:1' });
    expect(after).toMatchObject({ state: 'expired' });
    expect(after?.text).toBeUndefined();
    expect(
      await (await getDb()).collection('mail_secrets').countDocuments({ _id: 'test-sealed:1' as never }),
    ).toBe(0);
    await sendDueMail();
    expect((await mailTo(to, inboxUrl())).slice(before)).toEqual([]);
  });
});
