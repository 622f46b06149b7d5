import 'server-only';
import type { OrderDoc, ShownOrder } from '@/lib/db/documents';
import { confirmPlaced, deleteUnheldPlacing, endPlacing, insertOrder } from '@/lib/db/orders';
import { returnStock, takeStock } from './stock-moves';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { afterCancel } from './after-cancel';
import { releaseLapsedHolds } from './holds';

/**
 * Every way an order takes stock — a new order from the purchase page, an accepted quote, an
 * expired order taken up again to be paid — goes through here (docs/decisions/0019):
 *
 *   1. the order is written first, `placing`, naming the hold it is about to take (`holdTakenAt`);
 *   2. the units go into that hold on the product (one conditional update: never oversold);
 *   3. the order becomes `unpaid` (conditional on still `placing` with that hold).
 *
 * So every hold has an order, and an unpaid order always has its hold. A placement that stops
 * half-way (no stock, a crash, an outage) is ended by whoever gets there first, the placer or the
 * sweep (./sweep.ts): the order is cancelled (or expired again), then its hold returned.
 */

/** The part as the hold found it: what the order records. */
export type HeldPart = NonNullable<Awaited<ReturnType<typeof takeStock>>>;

/** The fields a placement needs of its order. */
export type Placing = Pick<OrderDoc, '_id' | 'productId' | 'productQuantity' | 'quoteId'>;

const NOT_PLACED = 'Your order could not be placed just now. Please try again.';

type NewOrder = Omit<
  OrderDoc,
  'paid' | 'status' | 'stock' | 'holdUntil' | 'holdTakenAt' | 'createdAt' | 'unitPriceCents' | 'totalCents'
>;

/** What an order records when its stock is held. */
export type Recorded = Partial<
  Pick<OrderDoc, 'productName' | 'partNumber' | 'unitPriceCents' | 'totalCents'>
>;

type Options = {
  /** What the order records from the part as the hold found it: its name, number and price. */
  record: (part: HeldPart) => Recorded;
  /** A last condition after the stock is held (an offer still open): false ends the placement. */
  claim?: () => Promise<boolean>;
  /** What the customer reads when the stock is not there. */
  noStock: () => AppError;
  /** What the customer reads when the claim fails. */
  claimLost?: () => AppError;
};

/** A new order records the part's name and number as the hold found them, and its price for it. */
export const recordPart = (part: HeldPart, price: { unitCents: number; totalCents: number }): Recorded => ({
  productName: part.name,
  partNumber: part.partNumber,
  unitPriceCents: price.unitCents,
  totalCents: price.totalCents,
});

/** A new order: written `placing`, its stock held, then `unpaid` for ORDER_HOLD_MINUTES. */
export async function placeNewOrder(fields: NewOrder, options: Options): Promise<ShownOrder> {
  const now = new Date();
  const order: OrderDoc = {
    ...fields,
    unitPriceCents: 0,
    totalCents: 0,
    paid: false,
    status: 'placing',
    stock: 'held',
    holdUntil: new Date(now.getTime() + env().ORDER_HOLD_MINUTES * 60_000),
    holdTakenAt: now,
    createdAt: now,
  };
  // If this write fails, no stock was taken; an order that landed anyway stays `placing` until the
  // reconciliation cancels it.
  await insertOrder(order);
  return { ...order, ...(await holdAndConfirm(order, now, options)), status: 'unpaid' };
}

/**
 * Steps 2 and 3 for an order already `placing` with hold `takenAt`. Answers what the order took
 * from the part. On a refusal the placement is ended here and the reason thrown; on an error
 * (the database away) it is left for the reconciliation.
 */
export async function holdAndConfirm(
  order: Placing,
  takenAt: Date,
  { record, claim, noStock, claimLost }: Options,
): Promise<Recorded> {
  const part = await holdStock(order, takenAt);
  if (!part) {
    // Nothing was held: a new order leaves no trace (a refused order is no order).
    if (!(await deleteUnheldPlacing(order._id, takenAt))) await abandonPlacing(order, takenAt);
    throw noStock();
  }
  if (claim && !(await claim())) {
    await abandonPlacing(order, takenAt);
    throw claimLost?.() ?? new AppError('conflict', NOT_PLACED);
  }
  const took = record(part);
  if (await confirmPlaced(order._id, takenAt, took)) return took;
  // The reconciliation ended this placement first (it had taken too long): the hold goes back
  // (whichever of us gets there first; the release names it exactly, so it happens once).
  await returnStock(order.productId, order._id, order.productQuantity, takenAt);
  throw new AppError('conflict', NOT_PLACED);
}

/** Takes the units into hold `takenAt`; stock held by lapsed orders is returned first if need be. */
async function holdStock(order: Placing, takenAt: Date): Promise<HeldPart | null> {
  const take = () => takeStock(order.productId, order._id, order.productQuantity, takenAt);
  const part = await take();
  if (part) return part;
  if ((await releaseLapsedHolds({ productId: order.productId })) === 0) return null;
  return take();
}

/**
 * Ends a placement that did not finish: the order cancelled (a revived one expired again), then
 * the hold it may have taken returned, and an accepted offer opened again. Nothing happens when
 * the placement had finished or someone else ended it (they return the hold).
 */
export async function abandonPlacing(order: Placing, takenAt: Date): Promise<void> {
  const ended = await endPlacing(order._id, takenAt, new Date(), Boolean(order.quoteId));
  if (ended === 'expired') await returnStock(order.productId, order._id, order.productQuantity, takenAt);
  if (ended === 'cancelled') await afterCancel({ ...order, holdTakenAt: takenAt, paid: false });
}
