import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalMail } from '../../scripts/mail/local-mail.mjs';
import { getDb, getMongoClient } from '@/lib/db/client';
import type { OutboxDoc } from '@/lib/mail/store/outbox';
import { mail } from '@/lib/mail/layout';
import { recordMail } from '@/lib/mail/record';
import { sendDueMail } from '@/lib/mail/sender';
import { mailTo } from '../support/inbox';

// Decision 0026: one address receives at most MAIL_PER_RECIPIENT_PER_HOUR messages in any hour,
// whatever causes them; the rest wait in the outbox for a place and are never dropped, however many
// senders run at once. This file sends from its own process to an inbox of its own, bound to 3.

const BOUND = 3;
let inbox: Awaited<ReturnType<typeof startLocalMail>>;

beforeAll(async () => {
  inbox = await startLocalMail();
  // Read by lib/env on its first use, in this file's process only.
  process.env.SMTP_URL = inbox.smtpUrl;
  process.env.MAIL_PER_RECIPIENT_PER_HOUR = String(BOUND);
  await (await getDb()).collection('users').insertMany(
    ['flooded@example.com', 'other@example.com'].map((email) => ({
      email,
      role: 'customer',
      emailVerified: new Date(),
    })),
  );
});

afterAll(async () => {
  await inbox.stop();
  await (await getMongoClient()).close();
});

const outbox = async () => (await getDb()).collection<OutboxDoc>('outbox');
const note = (n: number) => mail(`Bounded note ${n}`, 'Hello,', [`Note number ${n}.`]);

/** Passes of three senders at once (three instances) until nothing more goes. */
async function sendAllThatMay() {
  for (let round = 0; round < 3; round += 1) await Promise.all([sendDueMail(), sendDueMail(), sendDueMail()]);
}

describe("a recipient's hourly bound", () => {
  it('sends at most the bound in an hour, keeps the rest waiting, and sends them as places free up', async () => {
    const to = 'flooded@example.com';
    for (let n = 1; n <= 8; n += 1) await recordMail(`test-flood:${n}`, to, note(n));
    await recordMail('test-other:1', 'other@example.com', note(0));
    await sendAllThatMay();
    await expect.poll(async () => (await mailTo(to, inbox.inboxUrl)).length).toBe(BOUND);
    // Another address is not held back by this one's flood.
    await expect.poll(async () => (await mailTo('other@example.com', inbox.inboxUrl)).length).toBe(1);
    // The rest wait, due when the first place frees up (an hour after the first went), untried.
    const waiting = await (await outbox()).find({ to, state: 'pending' }).toArray();
    expect(waiting).toHaveLength(8 - BOUND);
    const firstSent = (await (await outbox()).find({ to, state: 'sent' }).sort({ sentAt: 1 }).toArray())[0]!;
    for (const message of waiting) {
      expect(message.attempts).toBe(0);
      expect(message.dueAt.getTime()).toBeGreaterThan(firstSent.sentAt!.getTime() + 59 * 60_000);
    }
    await sendAllThatMay();
    expect(await mailTo(to, inbox.inboxUrl)).toHaveLength(BOUND);

    // An hour later (the recipient's past sends and the waiting mail moved back by an hour).
    const hour = 3_600_000;
    const quota = (await getDb()).collection<{ _id: string; sends: Date[] }>('mail_quota');
    const { sends } = (await quota.findOne({ _id: to }))!;
    await quota.updateOne({ _id: to }, { $set: { sends: sends.map((at) => new Date(at.getTime() - hour)) } });
    await (await outbox()).updateMany({ to, state: 'pending' }, { $set: { dueAt: new Date() } });
    await sendAllThatMay();
    await expect.poll(async () => (await mailTo(to, inbox.inboxUrl)).length).toBe(2 * BOUND);
    expect(await (await outbox()).countDocuments({ to, state: 'pending' })).toBe(8 - 2 * BOUND);
    const subjects = (await mailTo(to, inbox.inboxUrl)).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(2 * BOUND);
  });
});
