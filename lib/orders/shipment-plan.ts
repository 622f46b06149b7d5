import type { OrderLine, RefundDoc, ShipmentDoc } from './store/orders-doc';

type Shipped = {
  lines: readonly Pick<OrderLine, 'productId' | 'name' | 'quantity'>[];
  shipments?: readonly Pick<ShipmentDoc, 'lines'>[];
  refunds?: readonly Pick<RefundDoc, 'lines' | 'status' | 'rma'>[];
};
type Wanted = readonly { productId: string; quantity: number }[];

/** What a parcel will hold (in the order's line order) and whether it sends the last units, or why not. */
export type ShipmentPlan = { lines: ShipmentDoc['lines']; last: boolean } | { refusal: string };

/** Units per part id (hex) in these parcels or refunds. */
function unitsIn(
  moves: readonly { lines: readonly { productId: OrderLine['productId']; quantity: number }[] }[],
) {
  const units = new Map<string, number>();
  for (const move of moves)
    for (const line of move.lines) {
      const id = line.productId.toHexString();
      units.set(id, (units.get(id) ?? 0) + line.quantity);
    }
  return units;
}

/** Units of each line sent so far, by part id (hex). */
export const unitsShipped = (order: Shipped) => unitsIn(order.shipments ?? []);

/**
 * Units of each line cancelled by a refund (a failed refund cancelled nothing; a return's refund
 * pays for units that shipped and came back), by part id (hex).
 */
export const unitsCancelled = (order: Shipped) =>
  unitsIn((order.refunds ?? []).filter((refund) => refund.status !== 'failed' && !refund.rma));

/** Units of each line still to send: ordered, less sent, less cancelled; by part id (hex). */
export function unitsToShip(order: Shipped): Map<string, number> {
  const shipped = unitsShipped(order);
  const cancelled = unitsCancelled(order);
  return new Map(
    order.lines.map((line) => {
      const id = line.productId.toHexString();
      return [id, line.quantity - (shipped.get(id) ?? 0) - (cancelled.get(id) ?? 0)];
    }),
  );
}

/**
 * The parcel an admin asks for, checked against what is left of each line: lines of 0 units are
 * left out, a part asked for twice is added up, never more than is left and never a part the order
 * does not have. `last` when nothing is left after it.
 */
export function planShipment(order: Shipped, wanted: Wanted): ShipmentPlan {
  const left = unitsToShip(order);
  const sending = new Map<string, number>();
  for (const line of wanted) {
    if (line.quantity === 0) continue;
    const key = line.productId.toLowerCase();
    const ordered = order.lines.find((o) => o.productId.toHexString() === key);
    if (!ordered) return { refusal: `This order has no line for part ${line.productId}` };
    sending.set(key, (sending.get(key) ?? 0) + line.quantity);
    if (sending.get(key)! > left.get(key)!)
      return { refusal: `Only ${left.get(key)} of ${ordered.name} are still to ship` };
  }
  if (sending.size === 0) return { refusal: 'Choose what goes in this shipment' };
  return {
    lines: order.lines
      .filter((line) => sending.has(line.productId.toHexString()))
      .map((line) => ({ productId: line.productId, quantity: sending.get(line.productId.toHexString())! })),
    last: [...left].every(([key, units]) => units === (sending.get(key) ?? 0)),
  };
}
