import 'server-only';
import { toId, type Id } from '@/lib/db';
import { destinationOf, type Destination, type RecordedCharges } from '@/lib/charges';
import { companyPurchase } from '@/lib/companies';
import type { AppError, Caller } from '@/lib/model';
import { agreedPrice } from '@/lib/selling';
import { toOrderDto, type OrderDto } from './order-dto';
import type { OrderDoc } from './store/orders-doc';
import { placeNewOrder, type PlaceAdmit } from './place';
import { lineToPlace, recordParts } from './place-lines';
import { limitOrdering } from './place-order';
import { withOrderSlot } from './order-slot';
import { orderCharges } from './order-charges';
import { spendingCheck } from './spending';

/** An order at unit prices agreed beforehand: what an accepted offer hands over (lib/quotes). */
export type AgreedOrder = {
  /** Made by the caller, as the offer's claim names it. */
  orderId: Id;
  /** The request's Idempotency-Key (lib/idempotency): a retry answers the order it placed. */
  requestKey: string | null;
  customerName: string;
  phoneNumber: string;
  poNumber?: string;
  quoteId: Id;
  lines: { productId: Id; name: string; quantity: number; unitCents: number }[];
  /** What these lines are charged from the offer's locked shipping and tax (null: none locked). */
  locked: RecordedCharges | null;
  /** Whether the offer still stands once the stock is held; false ends the placement (claimLost). */
  claim: (orderNumber: OrderDoc['number']) => Promise<boolean>;
  claimLost: () => AppError;
  /** What the buyer reads when a line's stock is not there. */
  noStock: (productId: Id) => AppError | Promise<AppError>;
};

/**
 * An accepted offer's order, placed like any order (./place-order.ts): within the buyer's rate and
 * open-order cap, one at a time per buyer, every line's stock held or none; each line at its agreed
 * unit price, never the ladder's. A company buyer's limits and approval rules decide it too.
 */
export async function placeAgreedOrder(caller: Caller, agreed: AgreedOrder): Promise<OrderDto> {
  await limitOrdering(caller);
  const company = await companyPurchase(caller, undefined);
  const destination = await destinationOf(caller, company, {});
  const order = await withOrderSlot(caller, () =>
    placeAgreed(caller, agreed, {
      company: company && { id: company.id, ...company.copy },
      admit: spendingCheck(caller, company, 'offer'),
      destination,
    }),
  );
  return toOrderDto(order);
}

/**
 * The placement itself, under the buyer's order slot the caller holds: for `company` (its copy as
 * the order keeps it), charged the shipping and tax its offer locked (`agreed.locked`), or, for
 * an offer that locked none, to `destination` at today's tables; and, with `admit`, checked once
 * its prices are recorded. An approved
 * requisition for an offer (./requisition-offer.ts) places through here without `admit`: the
 * approval was the check.
 */
export function placeAgreed(
  buyer: Caller,
  agreed: AgreedOrder,
  {
    company,
    admit,
    destination,
  }: { company: OrderDoc['company'] | null; admit?: PlaceAdmit; destination: Destination },
) {
  const charges = orderCharges(destination);
  const lines = agreed.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
  const unitCentsOf = (productId: Id) =>
    agreed.lines.find((line) => line.productId.equals(productId))!.unitCents;
  return placeNewOrder(
    {
      _id: agreed.orderId,
      customerName: agreed.customerName,
      customerEmail: buyer.email,
      customerId: toId(buyer.id),
      phoneNumber: agreed.phoneNumber,
      ...(agreed.poNumber ? { poNumber: agreed.poNumber } : {}),
      ...(company ? { company } : {}),
      ...(agreed.requestKey ? { requestKey: agreed.requestKey } : {}),
      lines: agreed.lines.map((line) => lineToPlace({ _id: line.productId, name: line.name }, line.quantity)),
      quoteId: agreed.quoteId,
    },
    {
      // In the offer's line order, as the holds are taken.
      record: (parts) => {
        const priced = recordParts(lines, parts, (_part, line) =>
          agreedPrice(unitCentsOf(line.productId), line.quantity),
        );
        const { locked } = agreed;
        // An offer that locked its shipping and tax is charged those; any other at today's tables.
        if (!locked) return charges.record(priced, parts);
        return {
          ...priced,
          totalCents: locked.subtotalCents + locked.shippingCents + locked.taxCents,
          charges: locked,
        };
      },
      ...(admit ? { admit } : {}),
      claim: agreed.claim,
      claimLost: agreed.claimLost,
      noStock: (line) => agreed.noStock(line.productId),
    },
  );
}
