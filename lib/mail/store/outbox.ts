import 'server-only';
import { outboxCollection } from './collections';
import type { OutboxDoc } from './outbox-doc';
export type { OutboxDoc } from './outbox-doc';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Records a message to send; false if one with its `_id` (the same cause) is recorded already. */
export async function insertOutbox(message: OutboxDoc): Promise<boolean> {
  try {
    await (await outboxCollection()).insertOne(message);
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Takes the next message due at `now` that no other sender holds, until `leaseUntil`, counting the
 * attempt: one conditional update, so two instances never take the same message at once.
 */
export async function claimDueMail(now: Date, leaseUntil: Date): Promise<OutboxDoc | null> {
  return (await outboxCollection()).findOneAndUpdate(
    {
      state: 'pending',
      dueAt: { $lte: now },
      $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: { $lt: now } }],
    },
    { $set: { leaseUntil }, $inc: { attempts: 1 } },
    { sort: { dueAt: 1 }, returnDocument: 'after' },
  );
}

/** Sent: the lease ends with it (only the sender that holds it records it). */
export async function markMailSent(id: string, leaseUntil: Date, now: Date): Promise<void> {
  await (
    await outboxCollection()
  ).updateOne(
    { _id: id, leaseUntil },
    // Its body goes: what was sent to whom stays.
    { $set: { state: 'sent', sentAt: now }, $unset: { leaseUntil: '', lastError: '', text: '', html: '' } },
  );
}

/** Its sealed link ran out before it could be sent: it never will be, and its body goes. */
export async function markMailExpired(id: string, leaseUntil: Date, now: Date): Promise<void> {
  await (
    await outboxCollection()
  ).updateOne(
    { _id: id, leaseUntil },
    { $set: { state: 'expired', expiredAt: now }, $unset: { leaseUntil: '', text: '', html: '' } },
  );
}

/**
 * Its recipient has had their hour's mail: it waits until `dueAt`, its lease let go and the
 * attempt the claim counted given back (nothing was tried).
 */
export async function deferMail(id: string, leaseUntil: Date, dueAt: Date): Promise<void> {
  await (
    await outboxCollection()
  ).updateOne(
    { _id: id, leaseUntil },
    { $set: { dueAt }, $unset: { leaseUntil: '' }, $inc: { attempts: -1 } },
  );
}

/**
 * Every other message to `to` due before `dueAt` waits until then too (one write, so a flood of
 * mail to one address is not claimed and put back one message at a time). Not one a sender holds.
 */
export async function deferMailTo(to: string, dueAt: Date, now: Date): Promise<void> {
  await (
    await outboxCollection()
  ).updateMany(
    {
      to,
      state: 'pending',
      dueAt: { $lt: dueAt },
      $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: { $lt: now } }],
    },
    { $set: { dueAt } },
  );
}

/** The address `to` was confirmed: what waited for it is due now. Answers how many. */
export async function releaseHeldMail(to: string, now: Date): Promise<number> {
  const released = await (
    await outboxCollection()
  ).updateMany({ to, state: 'held' }, { $set: { state: 'pending', dueAt: now } });
  return released.modifiedCount;
}

/** Not sent: tried again at `dueAt`, or given up on (`failed`) after the last attempt. */
export async function markMailNotSent(
  id: string,
  leaseUntil: Date,
  outcome: { error: string; dueAt: Date; failed: boolean },
): Promise<void> {
  await (
    await outboxCollection()
  ).updateOne(
    { _id: id, leaseUntil },
    {
      $set: {
        lastError: outcome.error,
        dueAt: outcome.dueAt,
        ...(outcome.failed ? { state: 'failed' } : {}),
      },
      $unset: { leaseUntil: '' },
    },
  );
}

/** Messages an admin should see: given up on, or tried and not yet sent; the oldest first, one page. */
export async function findUndeliveredPage(skip: number, limit: number) {
  const outbox = await outboxCollection();
  const query = { $or: [{ state: 'failed' as const }, { state: 'pending' as const, attempts: { $gt: 0 } }] };
  const [rows, total] = await Promise.all([
    outbox
      .find(query, { projection: { html: 0, text: 0 } })
      .sort({ createdAt: 1, _id: 1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    outbox.countDocuments(query),
  ]);
  return { rows, total };
}

/**
 * An admin sends a message again: due now, its attempts counted from zero. Not one a sender holds
 * at this moment (taking its lease away would let a second sender send it too).
 */
export async function retryMail(id: string, now: Date): Promise<boolean> {
  const updated = await (
    await outboxCollection()
  ).updateOne(
    {
      _id: id,
      state: { $in: ['failed', 'pending'] },
      $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: { $lt: now } }],
    },
    { $set: { state: 'pending', attempts: 0, dueAt: now }, $unset: { leaseUntil: '' } },
  );
  return updated.matchedCount === 1;
}
