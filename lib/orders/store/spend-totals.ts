import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';

/**
 * A company buyer's running spend in one period (lib/orders/spend-ledger.ts): what their orders of
 * the period hold (`netCents`, each move applied once: `applied` names the recent ones), and the
 * orders being placed that it does not hold yet (`pending`), which count as spent meanwhile.
 */
export type SpendTotalDoc = {
  /** `<companyId>|<email>|<period start, ISO>` (spendKey). */
  _id: string;
  companyId: Id;
  email: string;
  since: Date;
  /** Absent on a total first written by a reservation: 0. */
  netCents?: number;
  /** Absent on a total first written by a move. */
  pending?: { orderId: Id; cents: number; at: Date }[];
  applied?: { key: string; at: Date }[];
};

export type SpendOwner = Pick<SpendTotalDoc, 'companyId' | 'email' | 'since'>;

/** Only lib/orders/store reads or writes it. */
const spendTotals = collection<SpendTotalDoc>('spend_totals');

export const spendKey = ({ companyId, email, since }: SpendOwner) =>
  `${companyId.toHexString()}|${email}|${since.toISOString()}`;

/** An upsert whose filter also names what must be absent: a duplicate `_id` means it was there. */
const alreadyThere = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

async function upsertUnless(owner: SpendOwner, absent: object, update: object): Promise<void> {
  const { companyId, email, since } = owner;
  try {
    await (
      await spendTotals()
    ).updateOne(
      { _id: spendKey(owner), ...absent },
      { ...update, $setOnInsert: { companyId, email, since } },
      { upsert: true },
    );
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
}

/** An order about to be placed for `cents` counts as spent from now on (once, whoever asks). */
export const reserveSpend = (owner: SpendOwner, orderId: Id, cents: number) =>
  upsertUnless(
    owner,
    { 'pending.orderId': { $ne: orderId } },
    { $push: { pending: { orderId, cents, at: new Date() } } },
  );

/** Adds `deltaCents` for move `key` (once, whoever asks); the order it moves is pending no more. */
export const applySpend = (owner: SpendOwner, key: string, deltaCents: number, orderId: Id) =>
  upsertUnless(
    owner,
    { 'applied.key': { $ne: key } },
    {
      $inc: { netCents: deltaCents },
      $push: { applied: { key, at: new Date() } },
      $pull: { pending: { orderId } },
    },
  );

/** The order is held as it should be (or was never placed): it is pending no more. */
export async function releaseSpend(owner: SpendOwner, orderId: Id): Promise<void> {
  await (await spendTotals()).updateOne({ _id: spendKey(owner) }, { $pull: { pending: { orderId } } });
}

/** What the buyer spent in the period: what it holds, and the orders being placed. One read by id. */
export async function spentIn(owner: SpendOwner): Promise<number> {
  const total = await (
    await spendTotals()
  ).findOne({ _id: spendKey(owner) }, { projection: { netCents: 1, pending: 1 } });
  if (!total) return 0;
  return (total.netCents ?? 0) + (total.pending ?? []).reduce((sum, entry) => sum + entry.cents, 0);
}

/**
 * Forgets moves applied before `before`: kept only while a crashed writer may still try one again
 * (the sweep finishes those within minutes), so a total stays small however many orders it holds.
 */
export async function forgetAppliedBefore(before: Date): Promise<void> {
  await (
    await spendTotals()
  ).updateMany({ 'applied.at': { $lt: before } }, { $pull: { applied: { at: { $lt: before } } } });
}

/** Every total (the books check, scripts/check-stock.ts). */
export async function* allSpendTotals(): AsyncGenerator<SpendTotalDoc> {
  yield* (await spendTotals()).find();
}
