import 'server-only';
import { MongoServerError } from 'mongodb';
import { mailQuotaCollection } from './collections';
export type { MailQuotaDoc } from './mail-quota-doc';

const HOUR_MS = 3_600_000;

/**
 * Takes one of `max` places in the last hour's mail to `to`, for a message sent at `now`: one
 * conditional update, so senders on several instances never pass the bound together. The
 * recipient's document keeps the times of its last `max` messages, oldest first; a place is free
 * when there are fewer, or when the oldest of them is over an hour old (a sliding hour, not a
 * fixed one that would let 2 × max through across its edge). Answers 'taken', or, when every
 * place is in use, the time the first of them frees up.
 */
export async function takeMailPlace(to: string, now: Date, max: number): Promise<'taken' | Date> {
  const quota = await mailQuotaCollection();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  try {
    await quota.updateOne(
      { _id: to, $or: [{ [`sends.${max - 1}`]: { $exists: false } }, { 'sends.0': { $lte: hourAgo } }] },
      {
        $push: { sends: { $each: [now], $slice: -max } },
        $set: { expiresAt: new Date(now.getTime() + HOUR_MS) },
      },
      { upsert: true },
    );
    return 'taken';
  } catch (error) {
    // The filter did not match an existing document, so the upsert tried a second one: no place.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
  }
  const full = await quota.findOne({ _id: to });
  const oldest = full?.sends[0]?.getTime() ?? now.getTime();
  return new Date(Math.max(oldest + HOUR_MS, now.getTime() + 1000));
}

/** A place taken for a message that then failed to go: given back (a mail not sent is no mail). */
export async function giveBackMailPlace(to: string, at: Date): Promise<void> {
  await (await mailQuotaCollection()).updateOne({ _id: to }, { $pull: { sends: at } });
}
