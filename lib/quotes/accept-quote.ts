import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import type { QuoteDoc } from '@/lib/db/documents';
import { newId } from '@/lib/db/ids';
import { claimOffer, reopenOffer } from '@/lib/db/quotes';
import { releaseHold } from '@/lib/db/stock';
import { AppError } from '@/lib/model/app-error';
import { holdStock, storeOrder, unpaidOrder } from '@/lib/orders/new-order';
import type { OrderDto } from '@/lib/orders/order-dto';
import { withOrderSlot } from '@/lib/orders/order-slot';
import { limitOrdering } from '@/lib/orders/place-order';
import type { quoteAcceptSchema } from '@/lib/validation/quote';
import { findQuoteFor } from './quote-access';
import { quoteStatus } from './quote-dto';

const PHONE_REQUIRED = 'Phone is Required';

/** Why an offer cannot be accepted now, in the customer's words (null: it can). */
function acceptProblem(quote: QuoteDoc, now: Date): string | null {
  switch (quoteStatus(quote, now)) {
    case 'offered':
      return null;
    case 'expired':
      return `This offer expired on ${quote.validUntil!.toISOString().slice(0, 10)}. Ask for a new quote.`;
    case 'requested':
      return 'We have not made an offer on this quote yet.';
    case 'declined':
      return 'This quote was declined.';
    case 'accepted':
      return 'You have already accepted this offer.';
  }
}

/**
 * The customer who asked accepts the offer: an unpaid order for the quoted quantity at the quoted
 * price, placed like any order (under the customer's order slot and open-order cap, its stock taken
 * into a hold atomically). No stock, no order: the acceptance says so and the offer stays open.
 */
export async function acceptQuote(
  caller: Caller,
  id: string,
  input: z.output<typeof quoteAcceptSchema>,
): Promise<OrderDto> {
  const quote = await findQuoteFor(caller, id);
  if (quote.customerEmail !== caller.email)
    throw new AppError('forbidden', 'Only the customer who asked for this quote can accept it');
  const problem = acceptProblem(quote, new Date());
  if (problem) throw new AppError('conflict', problem);
  const phoneNumber = input.phoneNumber ?? quote.phoneNumber;
  if (!phoneNumber) throw new AppError('invalid', PHONE_REQUIRED, { phoneNumber: PHONE_REQUIRED });
  await limitOrdering(caller);
  const order = await withOrderSlot(caller, () => placeQuotedOrder(quote, phoneNumber, input.poNumber));
  await recordAudit({
    action: 'quote.accept',
    actor: caller.email,
    target: id,
    details: {
      order: order._id,
      product: order.productName,
      quantity: order.productQuantity,
      total: order.totalPrize,
    },
  });
  return order;
}

async function placeQuotedOrder(quote: QuoteDoc, phoneNumber: string, poNumber?: string): Promise<OrderDto> {
  const unitCents = quote.unitPriceCents!;
  const orderId = newId();
  const now = new Date();
  const product = await holdStock(quote.productId, orderId, quote.quantity, now);
  if (!product) {
    throw new AppError(
      'conflict:stock',
      `We do not have ${quote.quantity} in stock right now. Your offer stays open until ${quote
        .validUntil!.toISOString()
        .slice(0, 10)}: try again when the stock is in.`,
    );
  }
  // The offer must still be this one, and good, when the order takes it (an admin may have changed it).
  if (!(await claimOffer(quote._id, unitCents, orderId, now))) {
    await releaseHold(quote.productId, orderId, quote.quantity, now);
    throw new AppError('conflict', 'This offer has just changed. Please look at it again.');
  }
  const order = unpaidOrder(
    {
      _id: orderId,
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      phoneNumber,
      ...(poNumber ? { poNumber } : {}),
      productId: quote.productId,
      productName: product.name,
      partNumber: product.partNumber,
      productQuantity: quote.quantity,
      unitPriceCents: unitCents,
      totalCents: unitCents * quote.quantity,
      quoteId: quote._id,
    },
    now,
  );
  try {
    return await storeOrder(order);
  } catch (error) {
    // No order (yet): the offer is open again, and the hold goes back with the reconciliation.
    await reopenOffer(quote._id, orderId).catch(() => undefined);
    throw error;
  }
}
