import 'server-only';
import type { Caller } from '@/lib/model';
import { AppError, isReleased, isShown, settlementOf } from '@/lib/model';
import { newId, type Id } from '@/lib/db';
import { findOrder } from './store/orders';
import type { OrderDoc, RefundDoc } from './store/orders-doc';
import { addRefund } from './store/order-refunds';
import { auditRefund, finishRefund } from './refund-order';
import { planReturnRefund } from './return-refund-plan';

/** What a return (lib/returns) asks to be paid back for. */
export type ReturnToRefund = {
  orderId: Id;
  rma: { id: Id; label: string };
  lines: readonly { productId: string; quantity: number }[];
  withShipping: boolean;
};

/** How the money went back: to the card (`refunded`, unless the gateway is still at it) or as credit on account. */
export type ReturnRefundOutcome = {
  refundId: string;
  amountCents: number;
  way: 'card' | 'account';
  status: RefundDoc['status'];
  failure: string | null;
};

const CHANGED = 'This order changed meanwhile (a shipment or another refund?). Please try again.';

/**
 * Pays back a received return through the order's one refund path: the refund is written on the
 * order (one conditional write expecting its refunds as read), then finished as any refund is — to
 * the card through the gateway, or as a credit note on the company's account. Its units are not
 * restocked here (the return put back what was good) and do not count as cancelled. Named by the
 * return: asked again (a retry, a crash), the refund it gave is finished and answered, never a
 * second one; a refund the gateway refused may be asked again.
 */
export async function refundReturn(admin: Caller, wanted: ReturnToRefund): Promise<ReturnRefundOutcome> {
  const order = await findOrder(wanted.orderId);
  if (!order || !isShown(order)) throw new AppError('not_found:order');
  if (!isReleased(order)) throw new AppError('conflict', 'Only paid orders can be refunded');
  const key = `rma:${wanted.rma.id.toHexString()}`;
  const given = order.refunds?.find((refund) => refund.requestKey === key && refund.status !== 'failed');
  if (given) return outcome(order, await finished(order, given));
  const plan = planReturnRefund(order, wanted);
  if ('refusal' in plan) throw new AppError('conflict', plan.refusal);
  const refund: RefundDoc = {
    _id: newId(),
    lines: plan.lines,
    amountCents: plan.amountCents,
    reason: `Return ${wanted.rma.label}`,
    by: admin.email,
    at: new Date(),
    status: 'pending',
    requestKey: key,
    rma: wanted.rma,
    // The return put its good units back on hand (once, marked by the return): nothing to restock here.
    restocked: true,
    ...(plan.shippingCents ? { shippingCents: plan.shippingCents } : {}),
  };
  const count = order.refundCount ?? 0;
  const written = await addRefund(
    order._id,
    { status: order.status, shipments: order.shipmentCount ?? 0, refunds: count },
    refund,
    undefined,
  );
  if (!written) throw new AppError('conflict', CHANGED);
  await auditRefund(admin, order, count + 1, refund);
  return outcome(written, await finished(written, refund));
}

/** The refund once finished as far as it goes now (a gateway out of reach: pending, for the sweep). */
async function finished(order: OrderDoc, refund: RefundDoc): Promise<RefundDoc> {
  const after = await finishRefund(order, refund).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'upstream') return null;
    throw error;
  });
  return after?.refunds?.find((one) => one._id.equals(refund._id)) ?? refund;
}

const outcome = (order: OrderDoc, refund: RefundDoc): ReturnRefundOutcome => ({
  refundId: refund._id.toHexString(),
  amountCents: refund.amountCents,
  way: settlementOf(order).method === 'account' ? 'account' : 'card',
  status: refund.status,
  failure: refund.failure ?? null,
});
