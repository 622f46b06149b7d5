import 'server-only';
import type { StoredOrderStatus } from '@/lib/model';
import { AppError } from '@/lib/model';
import { ordersCollection } from './collections';
import { issueOnce } from '@/lib/db';
import { owing } from './order-mail-owed';
import { spendChanged } from './order-spend';
import type { Id } from '@/lib/db';
import type { OrderDoc, RefundDoc } from './orders-doc';
import { expecting } from './orders';

/**
 * A paid order's refunds (lib/orders/refund-order.ts): each written with the order's counts it was
 * planned on, settled by the gateway's answer, its units booked back, its credit note numbered.
 */

const orders = ordersCollection;

/**
 * Writes to one refund of the order go through `refunds.$[refund]` with this filter: the local
 * database (mongo-java-server) cannot take the positional `$` from an `$elemMatch` query.
 */
const theOne = (refundId: Id) => ({ arrayFilters: [{ 'refund._id': refundId }] });

/**
 * Adds a refund, only if the order is still as it was read (`status`, and as many shipments and
 * refunds), so no two refunds, nor a refund and a parcel, take the same units or money; moves the
 * status to `to` when the refund ends what was left to send. The order as it now is, or null.
 */
export async function addRefund(
  id: Id,
  seen: { status: StoredOrderStatus; shipments: number; refunds: number },
  refund: RefundDoc,
  to: StoredOrderStatus | undefined,
): Promise<OrderDoc | null> {
  const written = await (
    await orders()
  ).updateOne(
    {
      _id: id,
      // The status refundOrder found released (lib/model/settlement.ts), unchanged since.
      status: seen.status,
      shipmentCount: expecting(seen.shipments),
      refundCount: expecting(seen.refunds),
    },
    { $push: { refunds: refund }, $set: { refundCount: seen.refunds + 1, ...(to ? { status: to } : {}) } },
  );
  return written.modifiedCount === 1 ? (await orders()).findOne({ _id: id }) : null;
}

/**
 * A pending refund settled by the gateway's answer; a successful one owes its mail. True for the
 * one call that settled it (the request, the sweep or the webhook).
 */
export async function settleRefund(
  id: Id,
  refundId: Id,
  outcome: { status: 'succeeded' | 'failed'; gatewayRefundId?: string; failure?: string; bookDue?: true },
  mail?: string,
): Promise<boolean> {
  const written = await (
    await orders()
  ).updateOne(
    { _id: id, refunds: { $elemMatch: { _id: refundId, status: 'pending' } } },
    {
      $set: {
        'refunds.$[refund].status': outcome.status,
        'refunds.$[refund].settledAt': new Date(),
        ...(outcome.gatewayRefundId ? { 'refunds.$[refund].gatewayRefundId': outcome.gatewayRefundId } : {}),
        ...(outcome.failure ? { 'refunds.$[refund].failure': outcome.failure } : {}),
        ...(outcome.bookDue ? { 'refunds.$[refund].bookDue': true } : {}),
        // What it gave back comes off its buyer's spend (lib/orders/spend-ledger.ts).
        ...(outcome.status === 'succeeded' ? spendChanged(new Date()) : {}),
      },
      ...owing(outcome.status === 'succeeded' ? mail : undefined),
    },
    theOne(refundId),
  );
  return written.modifiedCount === 1;
}

/**
 * The gateway said a refund is still pending: its id (asked about later, not refunded again) and
 * when it said so.
 */
export async function noteRefundPending(
  id: Id,
  refundId: Id,
  gatewayRefundId: string,
  at: Date,
): Promise<void> {
  await (
    await orders()
  ).updateOne(
    { _id: id, refunds: { $elemMatch: { _id: refundId, status: 'pending' } } },
    { $set: { 'refunds.$[refund].gatewayRefundId': gatewayRefundId, 'refunds.$[refund].askedAt': at } },
    theOne(refundId),
  );
}

/** The refund's cancelled units are back on hand: its order books them (lib/orders/refund-stock.ts). */
export async function markRestocked(id: Id, refundId: Id): Promise<void> {
  await (
    await orders()
  ).updateOne(
    { _id: id, 'refunds._id': refundId },
    { $set: { 'refunds.$[refund].restocked': true } },
    theOne(refundId),
  );
}

/** The refund's credit note is booked on its company's account (lib/ledger). */
export async function markRefundBooked(id: Id, refundId: Id): Promise<void> {
  await (
    await orders()
  ).updateOne(
    { _id: id, 'refunds._id': refundId },
    { $unset: { 'refunds.$[refund].bookDue': '' } },
    theOne(refundId),
  );
}

/** The order holding this refund (a webhook names the refund by the ids in its metadata). */
export async function findOrderWithRefund(id: Id, refundId: Id): Promise<OrderDoc | null> {
  return (await orders()).findOne({ _id: id, 'refunds._id': refundId });
}

/**
 * Orders with a refund, made before `cutoff`, that a crash or an outage left unfinished: the
 * gateway's answer not recorded (unless it said "pending" after `askedBefore`: its webhook will
 * tell), its units not booked back, its credit note not numbered, or (on account) not booked.
 */
export async function* ordersWithUnfinishedRefunds(
  cutoff: Date,
  askedBefore: Date,
  limit: number,
): AsyncGenerator<OrderDoc> {
  const early = { $lt: cutoff };
  const cursor = (await orders())
    .find({
      $or: [
        { refunds: { $elemMatch: { at: early, status: 'pending', askedAt: { $exists: false } } } },
        { refunds: { $elemMatch: { at: early, status: 'pending', askedAt: { $lt: askedBefore } } } },
        { refunds: { $elemMatch: { at: early, restocked: { $ne: true }, 'lines.0': { $exists: true } } } },
        { refunds: { $elemMatch: { at: early, status: 'succeeded', creditNoteNumber: { $exists: false } } } },
        { refunds: { $elemMatch: { at: early, bookDue: true } } },
      ],
    })
    .limit(limit);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}

type Issued = Required<Pick<RefundDoc, 'creditNoteNumber' | 'settledAt'>>;

/** A succeeded refund's credit note number and date, numbered on the first call (./numbering.ts). */
export async function issueCreditNoteNumber(id: Id, refundId: Id): Promise<Issued> {
  const collection = await orders();
  const theRefund = async () =>
    (
      await collection.findOne({ _id: id, 'refunds._id': refundId }, { projection: { refunds: 1 } })
    )?.refunds?.find((refund) => refund._id.equals(refundId));
  const claimIf = async (claim: object, now: Date) =>
    (
      await collection.updateOne(
        {
          _id: id,
          refunds: {
            $elemMatch: {
              _id: refundId,
              status: 'succeeded',
              creditNoteNumber: { $exists: false },
              ...claim,
            },
          },
        },
        { $set: { 'refunds.$[refund].creditNoteClaimAt': now } },
        theOne(refundId),
      )
    ).modifiedCount === 1;
  return issueOnce<Issued>({
    sequence: 'credit_note',
    async issued() {
      const refund = await theRefund();
      if (!refund || refund.status !== 'succeeded') throw new AppError('not_found', 'No such credit note');
      return refund.creditNoteNumber !== undefined
        ? { creditNoteNumber: refund.creditNoteNumber, settledAt: refund.settledAt ?? refund.at }
        : null;
    },
    // Unclaimed, or claimed by a holder that died (two tries: one condition each).
    async claim(now, stale) {
      return (
        (await claimIf({ creditNoteClaimAt: { $exists: false } }, now)) ||
        (await claimIf({ creditNoteClaimAt: { $lt: stale } }, now))
      );
    },
    async write(creditNoteNumber) {
      await collection.updateOne(
        { _id: id, 'refunds._id': refundId },
        {
          $set: { 'refunds.$[refund].creditNoteNumber': creditNoteNumber },
          $unset: { 'refunds.$[refund].creditNoteClaimAt': '' },
        },
        theOne(refundId),
      );
      const refund = await theRefund();
      return { creditNoteNumber, settledAt: refund?.settledAt ?? new Date() };
    },
    busy: 'The credit note is being issued. Please try again in a moment.',
  });
}
