import 'server-only';
import { newId, type Id } from '@/lib/db';
import { findCartParts } from '@/lib/catalog';
import { AppError, isShown, type Caller } from '@/lib/model';
import { buyerPriceContext } from '@/lib/pricelists';
import { priceFor } from '@/lib/selling';
import { destinationOf, type Destination } from '@/lib/charges';
import { paymentTermsOf, taxExemptionOf } from '@/lib/companies';
import { orderCharges } from './order-charges';
import { placeOnAccount } from './on-account';
import { placeNewOrder, type PlaceAdmit } from './place';
import { recordParts } from './place-lines';
import { findOrderByRequestKey } from './store/orders';
import type { OrderDoc } from './store/orders-doc';
import type { RequisitionDoc } from './store/requisitions';

// The order an approved requisition becomes (./requisitions.ts): placed as its buyer's, from the
// frozen lines at exactly the frozen prices, found again by its key after a crash.

/** The order an approval places carries this key: a retried approval answers that order. */
export const approvalKey = (requisition: Pick<RequisitionDoc, '_id'>) =>
  `requisition:${requisition._id.toHexString()}`;

/** The order an approval of this requisition placed to the end, if any (one still `placing` is not). */
export async function placedFor(requisition: RequisitionDoc): Promise<OrderDoc | null> {
  const order = await findOrderByRequestKey(approvalKey(requisition));
  return order && isShown(order) ? order : null;
}

/** Where an approved requisition's order goes: the ship-to it was asked for, the company's tax status now. */
export async function requisitionDestination(
  buyer: Caller,
  requisition: RequisitionDoc,
): Promise<Destination> {
  const taxExemption = await taxExemptionOf(requisition.companyId);
  return destinationOf(buyer, { copy: requisition.company, taxExemption }, {});
}

/** The order, placed from the frozen lines: the prices recorded are checked against the frozen ones. */
export async function placeApproved(
  buyer: Caller,
  requisition: RequisitionDoc,
  lines: RequisitionDoc['lines'],
) {
  const context = await buyerPriceContext(
    buyer,
    lines.map((line) => line.productId),
  );
  let changed: string | null = null;
  const terms = requisition.payOnAccount ? await paymentTermsOf(requisition.companyId) : null;
  const charges = orderCharges(await requisitionDestination(buyer, requisition));
  const place = (admitCredit?: PlaceAdmit) =>
    placeNewOrder(
      {
        _id: newId(),
        customerName: requisition.customerName,
        customerEmail: requisition.buyer.email,
        customerId: requisition.buyer.userId,
        phoneNumber: requisition.phoneNumber,
        ...(requisition.poNumber ? { poNumber: requisition.poNumber } : {}),
        company: { id: requisition.companyId, ...requisition.company },
        ...(terms && terms.terms !== 'card'
          ? { settlement: { method: 'account' as const, terms: terms.terms } }
          : {}),
        requestKey: approvalKey(requisition),
        lines,
      },
      {
        record: (held) => {
          const now = recordParts(lines, held, (part, line) => priceFor(context, part, line.quantity));
          const moved = now.lines.find((line, i) => line.unitPriceCents !== lines[i]!.unitPriceCents);
          if (moved)
            changed = `the price of ${moved.partNumber ?? moved.name} changed after it was asked for.`;
          // The frozen lines, with shipping and tax to the ship-to it was asked for, at today's tables.
          return charges.record({ lines }, held);
        },
        admit: async (order) =>
          changed ? new AppError('conflict:void', changed) : ((await admitCredit?.(order)) ?? null),
        noStock: (line) => shortForApprover(lines, line.productId),
      },
    );
  // Asked on account: placed on account, under the company's credit limit as it is now.
  return terms ? placeOnAccount(terms, place) : place();
}

/**
 * What the approver reads when a frozen line's stock is not there: the line and what there is,
 * with the part to leave out (`leaveOut`), so they may approve without it or reject.
 */
export async function shortForApprover(lines: RequisitionDoc['lines'], productId: Id): Promise<AppError> {
  const [part] = await findCartParts([productId]);
  const frozen = lines.find((candidate) => candidate.productId.equals(productId))!;
  const name = `${frozen.partNumber ?? ''} ${frozen.name}`.trim();
  return new AppError(
    'conflict',
    `${name}: only ${(part?.quantity ?? 0).toLocaleString('en-US')} available. Approve without it, or reject to send it back.`,
    { leaveOut: productId.toHexString() },
  );
}
