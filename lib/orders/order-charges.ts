import 'server-only';
import {
  chargedLine,
  chargesFor,
  recordedCharges,
  shippingProblem,
  type ChargedLine,
  type Charges,
  type Destination,
} from '@/lib/charges';
import type { HeldPart } from '@/lib/catalog';
import { AppError } from '@/lib/model';
import type { OrderLine } from './store/orders-doc';
import type { Recorded } from './place';
import { assertTotalSeen } from './repriced';

/**
 * A new order's shipping and tax (issue 36), computed by lib/charges for where it goes: `check`
 * before any stock is held (refused where it cannot ship, or when the total is not the one the
 * buyer saw), `record` once the holds found the parts (its charges recorded with it, its total
 * theirs). Every placement — a cart, the purchase page, an accepted offer, an approved
 * requisition — charges through here.
 */
export function orderCharges(
  destination: Destination,
  { method, seenTotal }: { method?: string | undefined; seenTotal?: number | undefined } = {},
) {
  const charge = async (charged: ChargedLine[]): Promise<Charges> => {
    const charges = await chargesFor({
      lines: charged,
      shipTo: destination.shipTo?.address ?? null,
      billTo: destination.billTo,
      buyer: destination.buyer,
      methodId: method,
    });
    const problem = destination.shipTo && shippingProblem(charges, destination.shipTo.address.country);
    if (problem) throw new AppError('invalid', problem, { shipTo: problem });
    assertTotalSeen(seenTotal, charges.totalCents);
    return charges;
  };
  return {
    /** Refuses before anything is held (the lines priced as read, with their parts). */
    check: (
      lines: readonly { part: Parameters<typeof chargedLine>[0]; quantity: number; totalCents: number }[],
    ) => charge(lines.map((line) => chargedLine(line.part, line.quantity, line.totalCents))),
    /** The lines priced as the holds found their parts, with the order's charges and total. */
    record: async (priced: { lines: OrderLine[] }, held: readonly HeldPart[]): Promise<Recorded> => {
      const charges = await charge(
        priced.lines.map((line, i) => chargedLine(held[i]!, line.quantity, line.totalCents)),
      );
      return {
        lines: priced.lines,
        totalCents: charges.totalCents,
        charges: recordedCharges(charges, destination),
      };
    },
  };
}
