import type { RefundDoc } from './store/orders-doc';
import { refundableCents, taxShare, unitsRefunded, type Refundable } from './refund-plan';
import { unitsShipped } from './shipment-plan';

/** A return's units to pay for (lib/returns checked them against what was delivered and returned). */
type Returned = { lines: readonly { productId: string; quantity: number }[]; withShipping: boolean };

export type ReturnRefundPlan =
  { lines: RefundDoc['lines']; amountCents: number; shippingCents: number } | { refusal: string };

/**
 * The refund of returned units: each unit at the price it was charged, with its share of its line's
 * tax (rounded down cumulatively over every refund of the line, so returning every unit gives back
 * exactly the line's tax) and, only when the admin chooses, the units' share of the shipping and
 * its tax, by value. Never more than was paid less what was refunded, and never units that did not
 * ship or were given back already.
 */
export function planReturnRefund(order: Refundable, returned: Returned): ReturnRefundPlan {
  const shipped = unitsShipped(order);
  const before = unitsRefunded(order);
  const taxOf = new Map((order.charges?.taxLines ?? []).map((line) => [line.key, line.taxCents]));
  const lines: RefundDoc['lines'] = [];
  let worth = 0;
  let value = 0;
  for (const { productId, quantity } of returned.lines) {
    const ordered = order.lines.find((line) => line.productId.toHexString() === productId);
    if (!ordered) return { refusal: `This order has no line for part ${productId}` };
    // Units cancelled before shipping are in `before` too: what shipped and is not yet paid back bounds it.
    if (
      (before.get(productId) ?? 0) + quantity > ordered.quantity ||
      quantity > (shipped.get(productId) ?? 0)
    )
      return { refusal: `${ordered.name}: more units than shipped and not yet refunded` };
    const taxCents = taxShare(
      taxOf.get(productId) ?? 0,
      ordered.quantity,
      before.get(productId) ?? 0,
      quantity,
    );
    lines.push({ productId: ordered.productId, quantity, ...(order.charges ? { taxCents } : {}) });
    value += quantity * ordered.unitPriceCents;
    worth += quantity * ordered.unitPriceCents + taxCents;
  }
  const charges = order.charges;
  const shippingPaid = charges ? charges.shippingCents + (taxOf.get('shipping') ?? 0) : 0;
  // By value, rounded down: the shares of any returns never add up to more than the shipping paid.
  const shippingCents =
    returned.withShipping && charges && charges.subtotalCents > 0
      ? Math.floor((shippingPaid * value) / charges.subtotalCents)
      : 0;
  const most = refundableCents(order);
  if (most <= 0) return { refusal: 'This order has been refunded in full' };
  return { lines, amountCents: Math.min(worth + shippingCents, most), shippingCents };
}
