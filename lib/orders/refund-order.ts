import 'server-only';
import { settleSpendSoon } from './spend-ledger';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId } from '@/lib/db';
import { findOrder } from './store/orders';
import { type OrderDoc, type RefundDoc } from './store/orders-doc';
import {
  addRefund,
  findOrderWithRefund,
  issueCreditNoteNumber,
  markRefundBooked,
  noteRefundPending,
  settleRefund,
} from './store/order-refunds';
import { AppError, isReleased, isShown, ORDER_TRANSITIONS, settlementOf } from '@/lib/model';

import { bookCreditNote } from '@/lib/ledger';
import { paymentGateway } from '@/lib/payments';
import type { GatewayRefund } from '@/lib/payments';
import type { refundSchema } from '@/lib/validation';
import { dollarsToCents } from '@/lib/selling';
import { findOrderFor } from './access';
import { sendOrderMailSoon } from './order-mail';
import { toOrderDto, type OrderDto } from './order-dto';
import { planRefund } from './refund-plan';
import { restockRefund } from './refund-stock';

type Wanted = z.output<typeof refundSchema>;

const CHANGED = 'This order changed meanwhile (a shipment or another refund?). Please look at it again.';

/** The refund's mail, named by its place among the order's refunds (`order-refunded:2`). */
const mailCause = (order: Pick<OrderDoc, 'refunds'>, refundId: RefundDoc['_id']) =>
  `order-refunded:${(order.refunds ?? []).findIndex((refund) => refund._id.equals(refundId)) + 1}`;

/**
 * An admin gives money back for a paid order, cancelling some or all of its unshipped units (they
 * return to stock) or none (a price adjustment). Checked against what is still refundable and still
 * to ship (./refund-plan.ts), then written in one conditional write that expects the order's
 * shipments and refunds as read, so no race gives back more than was paid less what was refunded,
 * nor cancels a unit twice or one that ships. Then the units go back on hand, the gateway is asked
 * (the refund's id is its idempotency key), and a refund that went through gets its credit note and
 * its mail. A gateway out of reach leaves the refund pending: the sweep asks again with the same
 * key. Audited, and so is a refusal by the gateway.
 */
export async function refundOrder(
  admin: Caller,
  id: string,
  wanted: Wanted,
  requestKey: string | null = null,
): Promise<OrderDto> {
  const order = await findOrderFor(admin, id);
  // A retry of a request that gave its refund (the answer was lost): that refund, finished.
  const given = requestKey ? order.refunds?.find((refund) => refund.requestKey === requestKey) : undefined;
  if (given) return answerRefund(order, given);
  if (!isReleased(order)) throw new AppError('conflict', 'Only paid orders can be refunded');
  // A late payment still taking its stock: which units were taken is not known yet.
  if (order.stock === 'pending' && wanted.lines.some((line) => line.quantity > 0))
    throw new AppError(
      'conflict',
      'This order’s stock is still being settled. Please try again in a minute.',
    );
  const plan = planRefund(order, {
    lines: wanted.lines,
    ...(wanted.amount === undefined ? {} : { amountCents: dollarsToCents(wanted.amount) }),
  });
  if ('refusal' in plan) throw new AppError('invalid', plan.refusal, { [plan.field]: plan.refusal });
  const refund: RefundDoc = {
    _id: newId(),
    lines: plan.lines,
    amountCents: plan.amountCents,
    reason: wanted.reason,
    by: admin.email,
    at: new Date(),
    status: 'pending',
    ...(requestKey ? { requestKey } : {}),
  };
  const count = order.refundCount ?? 0;
  const written = await addRefund(
    order._id,
    { status: order.status, shipments: order.shipmentCount ?? 0, refunds: count },
    refund,
    ORDER_TRANSITIONS[plan.transition].to ?? undefined,
  );
  if (!written) throw new AppError('conflict', CHANGED);
  await auditRefund(admin, order, count + 1, refund);
  return answerRefund(written, refund);
}

/** A refund written on the order (its `place` among them), in the audit log. */
export const auditRefund = (admin: Caller, order: Pick<OrderDoc, '_id'>, place: number, refund: RefundDoc) =>
  recordAudit({
    action: 'order.refund',
    actor: admin.email,
    target: order._id.toHexString(),
    details: {
      refund: place,
      amountCents: refund.amountCents,
      units: refund.lines.reduce((sum, line) => sum + line.quantity, 0),
      reason: refund.reason,
    },
  });

/** A refund's steps after its write (./finishRefund), and the order as they leave it. */
async function answerRefund(order: OrderDoc, refund: RefundDoc): Promise<OrderDto> {
  const finished = await finishRefund(order, refund).catch((error: unknown) => {
    // Recorded and its units back: only the gateway's answer is missing, and the sweep gets it.
    if (error instanceof AppError && error.code === 'upstream') return null;
    throw error;
  });
  const latest = finished ?? (await findOrder(order._id)) ?? order;
  // A refunded order stays shown (its statuses are all paid ones); anything else is a 404 as for any order.
  if (!isShown(latest)) throw new AppError('not_found:order');
  return toOrderDto(latest);
}

/** Asks the gateway about a pending refund (again, after a crash: the same key refunds nothing twice). */
async function askGateway(order: OrderDoc, refund: RefundDoc): Promise<GatewayRefund> {
  const gateway = paymentGateway();
  if (!gateway || !order.transactionId)
    return { id: null, status: 'failed', failure: 'This order was not paid through the payment gateway.' };
  const known = refund.gatewayRefundId ? await gateway.retrieveRefund(refund.gatewayRefundId) : null;
  const answer =
    known ??
    (await gateway.refund({
      intentId: order.transactionId,
      amountCents: refund.amountCents,
      idempotencyKey: `refund-${refund._id.toHexString()}`,
      metadata: { orderId: order._id.toHexString(), refundId: refund._id.toHexString() },
    }));
  if (answer.id && answer.status === 'pending')
    await noteRefundPending(order._id, refund._id, answer.id, new Date());
  return answer;
}

/**
 * What follows a refund's write, each step idempotent, so the request, the sweep and the webhook
 * may each take it up: its units back on hand, the gateway asked about a pending one (unless `ask`
 * is false), its answer recorded, the credit note numbered and the mail recorded. The order as it
 * then is.
 */
export async function finishRefund(order: OrderDoc, refund: RefundDoc, ask = true): Promise<OrderDoc> {
  await restockRefund(order, refund);
  if (refund.status === 'pending' && settlementOf(order).method === 'account')
    await creditOnAccount(order, refund);
  else if (refund.status === 'pending' && ask) {
    const answer = await askGateway(order, refund);
    if (answer.status !== 'pending') await settleFromGateway(order, refund, answer);
  }
  return settledRefundFollowUp(order._id, refund._id);
}

/**
 * A refund of an order on account gives nothing back to a card (no gateway is asked): it is a
 * credit note on the company's account, settled at once; the note is booked once it is numbered.
 */
async function creditOnAccount(order: OrderDoc, refund: RefundDoc): Promise<void> {
  const settled = await settleRefund(
    order._id,
    refund._id,
    { status: 'succeeded', bookDue: true },
    mailCause(order, refund._id),
  );
  if (settled) await settleSpendSoon(order._id);
}

/** Records the gateway's final word on a pending refund; a failure is audited for the admin. */
export async function settleFromGateway(
  order: Pick<OrderDoc, '_id' | 'refunds'>,
  refund: Pick<RefundDoc, '_id' | 'amountCents'>,
  answer: GatewayRefund,
): Promise<boolean> {
  if (answer.status === 'pending') return false;
  const settled = await settleRefund(
    order._id,
    refund._id,
    {
      status: answer.status,
      ...(answer.id ? { gatewayRefundId: answer.id } : {}),
      ...(answer.failure ? { failure: answer.failure } : {}),
    },
    mailCause(order, refund._id),
  );
  if (settled && answer.status === 'succeeded') await settleSpendSoon(order._id);
  if (settled && answer.status === 'failed')
    await recordAudit({
      action: 'order.refund_failed',
      actor: 'gateway',
      target: order._id.toHexString(),
      details: { amountCents: refund.amountCents, failure: answer.failure ?? '' },
    });
  return settled;
}

/**
 * A refund that went through: its credit note numbered (and, on account, booked on the company's
 * account), then its mail (which names the note).
 */
async function settledRefundFollowUp(
  orderId: OrderDoc['_id'],
  refundId: RefundDoc['_id'],
): Promise<OrderDoc> {
  const order = await findOrderWithRefund(orderId, refundId);
  if (!order) throw new AppError('not_found:order');
  const refund = order.refunds!.find((r) => r._id.equals(refundId))!;
  if (refund.status !== 'succeeded') return order;
  if (refund.creditNoteNumber === undefined) await issueCreditNoteNumber(orderId, refundId);
  let numbered = (await findOrderWithRefund(orderId, refundId)) ?? order;
  const note = numbered.refunds!.find((r) => r._id.equals(refundId))!;
  if (note.bookDue && numbered.company) {
    await bookCreditNote({
      companyId: numbered.company.id,
      orderId,
      refundId,
      creditNoteNumber: note.creditNoteNumber!,
      amountCents: note.amountCents,
      at: note.settledAt ?? note.at,
    });
    await markRefundBooked(orderId, refundId);
    numbered = (await findOrderWithRefund(orderId, refundId)) ?? numbered;
  }
  const cause = mailCause(numbered, refundId);
  if (numbered.mailToSend?.includes(cause)) await sendOrderMailSoon(numbered, cause);
  return numbered;
}
