import 'server-only';
import {
  chargedLine,
  chargesFor,
  destinationOf,
  recordedCharges,
  shippingProblem,
  type RecordedCharges,
} from '@/lib/charges';
import { findCartParts } from '@/lib/catalog';
import { buyerNow, companyPurchase } from '@/lib/companies';
import { AppError, customerCaller } from '@/lib/model';
import { agreedPrice } from '@/lib/selling';
import type { QuoteDoc, QuoteLine } from './store/quotes';

/**
 * An offer's shipping and tax as its buyer would be charged them now (issue 36), to lock with it:
 * to their company's first ship-to they may use, or their default address (else collected at the
 * plant), each line at its offered price. Null — nothing locked — when the quote has no buyer id
 * (from before), the buyer may no longer buy for their company, or the store cannot ship there.
 */
export async function offerCharges(
  quote: QuoteDoc,
  lines: readonly QuoteLine[],
): Promise<RecordedCharges | null> {
  if (!quote.customerId) return null;
  const membership = quote.companyId ? await buyerNow(quote.companyId, quote.customerId) : null;
  if (quote.companyId && !membership) return null;
  // The buyer as their own checkout would be: their company membership as it is now.
  const buyer = customerCaller(
    { id: quote.customerId.toHexString(), email: quote.customerEmail, name: quote.customerName },
    membership,
  );
  const purchase = await companyPurchase(buyer, undefined).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (purchase === undefined) return null;
  const destination = await destinationOf(buyer, purchase, {});
  const parts = new Map(
    (await findCartParts(lines.map((line) => line.productId))).map((part) => [part._id.toHexString(), part]),
  );
  const charges = await chargesFor({
    lines: lines.map((line) =>
      chargedLine(
        parts.get(line.productId.toHexString()) ?? { _id: line.productId, partNumber: line.partNumber ?? '' },
        line.quantity,
        agreedPrice(line.unitPriceCents ?? 0, line.quantity).totalCents,
      ),
    ),
    shipTo: destination.shipTo?.address ?? null,
    billTo: destination.billTo,
    buyer: destination.buyer,
  });
  if (destination.shipTo && shippingProblem(charges, destination.shipTo.address.country)) return null;
  return recordedCharges(charges, destination);
}
