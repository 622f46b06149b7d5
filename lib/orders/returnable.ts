import 'server-only';
import type { Caller } from '@/lib/model';
import { can, orderRef, settlementOf } from '@/lib/model';
import type { Address } from '@/lib/model';
import { findOrderFor, ownedBy } from './access';
import { unitsShipped } from './shipment-plan';

/** An order as a return (lib/returns) needs it: who bought it, when it arrived, what shipped of each line. */
export type ReturnableOrder = {
  id: string;
  ref: string;
  customerEmail: string;
  customerName: string;
  companyId: string | null;
  status: string;
  deliveredAt: Date | null;
  /** Where the parcels went: the return label's sender (null: collected at the plant, or unrecorded). */
  shipTo: { name: string; address: Address } | null;
  way: 'card' | 'account';
  lines: { productId: string; name: string; partNumber: string | null; shipped: number }[];
  /** The caller may ask to return its units: its buyer (lib/model/policy.ts, `own`). */
  mayReturn: boolean;
};

/**
 * The order `id` for a return, if the caller may see it (anyone else: the same 404 as the order).
 * Every line is read: a return is checked against all of them.
 */
export async function returnableOrder(caller: Caller, id: string): Promise<ReturnableOrder> {
  const order = await findOrderFor(caller, id);
  const shipped = unitsShipped(order);
  const shipTo = order.charges?.shipTo;
  return {
    id: order._id.toHexString(),
    ref: orderRef(order),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    companyId: order.company?.id.toHexString() ?? null,
    status: order.status,
    deliveredAt: order.deliveredAt ?? null,
    shipTo: shipTo
      ? { name: order.company?.name ?? shipTo.label ?? order.customerName, address: shipTo.address }
      : null,
    way: settlementOf(order).method === 'account' ? 'account' : 'card',
    lines: order.lines.map((line) => ({
      productId: line.productId.toHexString(),
      name: line.name,
      partNumber: line.partNumber ?? null,
      shipped: shipped.get(line.productId.toHexString()) ?? 0,
    })),
    mayReturn: can(caller, 'own', ownedBy(order)),
  };
}
