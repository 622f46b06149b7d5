import type { OrderLine, RefundDoc, ShipmentDoc } from './store/orders-doc';
import type { OrderStatus } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import { unitsToShip } from './shipment-plan';

export type Refundable = {
  status: OrderStatus;
  totalCents: number;
  lines: readonly Pick<OrderLine, 'productId' | 'name' | 'quantity' | 'unitPriceCents'>[];
  shipments?: readonly Pick<ShipmentDoc, 'lines'>[];
  refunds?: readonly Pick<RefundDoc, 'lines' | 'amountCents' | 'status' | 'rma'>[];
  charges?: {
    subtotalCents: number;
    shippingCents: number;
    taxLines: readonly { key: string; taxCents: number }[];
  };
};
type Wanted = { lines: readonly { productId: string; quantity: number }[]; amountCents?: number };

/** The refund an admin asks for, as it will be written, or why not. */
export type RefundPlan =
  | {
      lines: RefundDoc['lines'];
      amountCents: number;
      /** The move of the order's table (lib/model/order-status.ts) this refund makes. */
      transition: 'refund' | 'refundRest' | 'refundAll';
    }
  | { refusal: string; field: 'lines' | 'amount' };

/** Refunds that count: pending ones reserve their amount and units, failed ones gave back nothing. */
const standing = (order: Refundable) => (order.refunds ?? []).filter((refund) => refund.status !== 'failed');

/** What can still be refunded: paid, less every refund that succeeded or is under way. */
export const refundableCents = (order: Refundable): number =>
  order.totalCents - standing(order).reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * The tax paid on `units` more cancelled units of a line of `ordered` units, `before` cancelled
 * already: its share of the line's tax, rounded down cumulatively, so cancelling every unit gives
 * back exactly the line's tax, never a cent more.
 */
export function taxShare(lineTax: number, ordered: number, before: number, units: number): number {
  return Math.floor((lineTax * (before + units)) / ordered) - Math.floor((lineTax * before) / ordered);
}

/** Units of each part (hex id) given back by refunds that count: cancelled, or returned (RMA). */
export function unitsRefunded(order: Refundable): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of standing(order))
    for (const line of refund.lines) {
      const key = line.productId.toHexString();
      units.set(key, (units.get(key) ?? 0) + line.quantity);
    }
  return units;
}

/**
 * Checks a refund against the order: units cancelled only from what is still to ship (a part asked
 * twice is added up, lines of 0 left out), an amount of at least a cent and never more than is
 * still refundable. Without an amount, the cancelled units' worth is given back, their tax
 * included (at most what is left). Cancelling every unit still to send ends the order: shipped if some went, refunded if none.
 */
export function planRefund(order: Refundable, wanted: Wanted): RefundPlan {
  const left = unitsToShip(order);
  const cancelling = new Map<string, number>();
  const taxOf = new Map((order.charges?.taxLines ?? []).map((line) => [line.key, line.taxCents]));
  const refunded = unitsRefunded(order);
  let worth = 0;
  for (const line of wanted.lines) {
    if (line.quantity === 0) continue;
    const key = line.productId.toLowerCase();
    const ordered = order.lines.find((o) => o.productId.toHexString() === key);
    if (!ordered) return { refusal: `This order has no line for part ${line.productId}`, field: 'lines' };
    cancelling.set(key, (cancelling.get(key) ?? 0) + line.quantity);
    if (cancelling.get(key)! > left.get(key)!)
      return {
        refusal: `Only ${left.get(key)} of ${ordered.name} can still be cancelled (the rest has shipped or was cancelled)`,
        field: 'lines',
      };
    worth += line.quantity * ordered.unitPriceCents;
  }
  // Each line's share of its tax, kept on the refund for its credit note.
  const taxes = new Map<string, number>();
  for (const [key, units] of cancelling) {
    const ordered = order.lines.find((o) => o.productId.toHexString() === key)!;
    taxes.set(key, taxShare(taxOf.get(key) ?? 0, ordered.quantity, refunded.get(key) ?? 0, units));
    worth += taxes.get(key)!;
  }
  const most = refundableCents(order);
  if (most <= 0) return { refusal: 'This order has been refunded in full', field: 'amount' };
  const amountCents = wanted.amountCents ?? Math.min(worth, most);
  if (amountCents < 1)
    return {
      refusal: cancelling.size
        ? 'Enter the amount to refund'
        : 'Choose units to cancel or an amount to refund',
      field: 'amount',
    };
  if (amountCents > most)
    return {
      refusal: `At most ${formatCents(most)} can still be refunded`,
      field: 'amount',
    };
  const rest = [...left].every(([key, units]) => units === (cancelling.get(key) ?? 0));
  const shippedAny = (order.shipments ?? []).length > 0;
  return {
    lines: order.lines
      .filter((line) => cancelling.has(line.productId.toHexString()))
      .map((line) => {
        const key = line.productId.toHexString();
        return {
          productId: line.productId,
          quantity: cancelling.get(key)!,
          ...(order.charges ? { taxCents: taxes.get(key)! } : {}),
        };
      }),
    amountCents,
    transition:
      cancelling.size === 0 || !rest || !['paid', 'partially_shipped'].includes(order.status)
        ? 'refund'
        : shippedAny
          ? 'refundRest'
          : 'refundAll',
  };
}
