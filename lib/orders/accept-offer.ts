import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId, type Id } from '@/lib/db';
import { acceptRefusal, claimOffer, findQuoteFor, taking, type QuoteDoc, type Taking } from '@/lib/quotes';
import { AppError } from '@/lib/model';
import type { quoteAcceptSchema } from '@/lib/validation';
import { findCartParts } from '@/lib/catalog';
import { chargesFromLock, shippingShare, type RecordedCharges } from '@/lib/charges';
import { agreedPrice } from '@/lib/selling';
import { placeAgreedOrder, type AgreedOrder } from './place-agreed';
import { toOrderDto, type OrderDto } from './order-dto';
import { madeBy } from './place';

export const PHONE_REQUIRED = 'Phone is Required';

/**
 * Accepting an offer is a placement (lib/quotes keeps the offer and its rules; orders place it, so
 * lib/orders asks lib/quotes, never the other way): the customer who asked accepts the offer, whole
 * or in part (the lines and units they name; issue 33), into one unpaid order at the quoted prices,
 * placed like any order (under the customer's order slot and open-order cap, its stock taken into a
 * hold atomically, every line or none). A line short of stock, no order: the acceptance names every
 * short line with what there is, and the offer stays open; what is not accepted stays offered.
 */
export async function acceptQuote(
  caller: Caller,
  id: string,
  input: z.output<typeof quoteAcceptSchema>,
  requestKey: string | null = null,
): Promise<OrderDto> {
  // A retry: the order this acceptance placed, or its placement a crash stopped half-way.
  const made = await madeBy(requestKey);
  if (made && 'finished' in made) return toOrderDto(made.finished);
  const quote = await findQuoteFor(caller, id);
  const placing = made && 'placing' in made ? made.placing : null;
  // That placement may have claimed its lines before the crash: it is this acceptance's own claim.
  const claim = placing && quote.acceptances?.find((one) => one.orderId.equals(placing));
  const refusal = claim ? null : acceptRefusal(quote, caller.email, new Date());
  if (refusal) throw new AppError(refusal.code, refusal.message);
  const take: Taking = claim ? { taken: claim.lines, whole: false } : taking(quote, input.lines);
  const phoneNumber = input.phoneNumber ?? quote.phoneNumber;
  if (!phoneNumber) throw new AppError('invalid', PHONE_REQUIRED, { phoneNumber: PHONE_REQUIRED });
  const order = await placeQuotedOrder(caller, quote, take, phoneNumber, input.poNumber, {
    orderId: placing ?? newId(),
    claimed: Boolean(claim),
    requestKey,
  });
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

/**
 * The order of what an acceptance takes of a quote, at its offer's prices, while the offer is still
 * this one and good (or already `claimed` by this very order, when a retry takes up a placement a
 * crash stopped).
 */
function placeQuotedOrder(
  caller: Caller,
  quote: QuoteDoc,
  take: Taking,
  phoneNumber: string,
  poNumber: string | undefined,
  ids: OfferOrderIds,
): Promise<OrderDto> {
  const agreed = offerOrder(quote, take, { phoneNumber, poNumber, customerName: quote.customerName }, ids);
  const until = quote.validUntil!.toISOString().slice(0, 10);
  const lines = agreed.lines;
  return placeAgreedOrder(caller, {
    ...agreed,
    // Every line short now is named with what there is (issue 33), not only the one the hold met.
    noStock: async (productId) => {
      const later = `Your offer stays open until ${until}: ${quote.lines.length === 1 ? '' : 'accept the other lines now, or '}try again when the stock is in.`;
      if (quote.lines.length === 1)
        return new AppError(
          'conflict:stock',
          `We do not have ${lines[0]!.quantity} in stock right now. ${later}`,
        );
      const inStock = new Map(
        (await findCartParts(lines.map((line) => line.productId))).map((part) => [
          part._id.toHexString(),
          part.quantity,
        ]),
      );
      const available = (line: (typeof lines)[number]) => inStock.get(line.productId.toHexString()) ?? 0;
      const short = lines.filter((line) => available(line) < line.quantity);
      // The hold met one short line; the stock read after it may already have more again.
      const named = short.length > 0 ? short : lines.filter((line) => line.productId.equals(productId));
      const list = named
        .map((line) => `${line.quantity} of ${line.name} (${available(line)} in stock)`)
        .join(', ');
      return new AppError(
        'conflict:stock',
        `We do not have enough in stock right now for ${named.length === 1 ? 'this line' : `these ${named.length} lines`}: ${list}. ${later}`,
      );
    },
  });
}

/** Which order takes an offer: its id, whether it claimed the offer before a crash, the request's key. */
export type OfferOrderIds = { orderId: Id; claimed: boolean; requestKey: string | null };

/**
 * What an order taking `taken` of an offer places (./place-agreed.ts): the lines at the offer's
 * unit prices, and the claim that records the taking only while the offer is still the one read
 * and good. Its `noStock` is the caller's to word.
 */
export function offerOrder(
  quote: QuoteDoc,
  { taken, whole }: Taking,
  contact: { customerName: string; phoneNumber: string; poNumber?: string | undefined },
  { orderId, claimed, requestKey }: OfferOrderIds,
): Omit<AgreedOrder, 'noStock'> {
  return {
    orderId,
    requestKey,
    customerName: contact.customerName,
    phoneNumber: contact.phoneNumber,
    ...(contact.poNumber ? { poNumber: contact.poNumber } : {}),
    quoteId: quote._id,
    lines: taken.map(({ index, quantity }) => {
      const line = quote.lines[index]!;
      return { productId: line.productId, name: line.productName, quantity, unitCents: line.unitPriceCents! };
    }),
    locked: lockedFor(quote, taken, orderId),
    // The offer must still be this one, and good, when the order takes it (an admin may have changed it).
    claim: async (orderNumber) =>
      claimed || (await claimOffer(quote, { orderId, orderNumber }, taken, whole, new Date())) !== null,
    claimLost: () => new AppError('conflict', 'This offer has just changed. Please look at it again.'),
  };
}

/**
 * What an acceptance taking `taken` is charged from its offer's locked shipping and tax (issue 36;
 * null: the offer locked none): each line at its locked rate, and its share of the locked shipping
 * by the value it takes after the other acceptances standing (lib/charges/locked.ts).
 */
function lockedFor(quote: QuoteDoc, taken: Taking['taken'], orderId: Id): RecordedCharges | null {
  if (!quote.charges) return null;
  const line = (index: number) => quote.lines[index]!;
  const valueOf = (lines: Taking['taken']) =>
    lines.reduce(
      (sum, { index, quantity }) => sum + agreedPrice(line(index).unitPriceCents ?? 0, quantity).totalCents,
      0,
    );
  const offer = valueOf(quote.lines.map((each, index) => ({ index, quantity: each.quantity })));
  // A retry's own claim is this acceptance, not one before it.
  const before = valueOf(
    (quote.acceptances ?? []).filter((one) => !one.orderId.equals(orderId)).flatMap((one) => one.lines),
  );
  const share = shippingShare(quote.charges.shippingCents, offer, before, valueOf(taken));
  return chargesFromLock(
    quote.charges,
    taken.map(({ index, quantity }) => ({
      productId: line(index).productId.toHexString(),
      totalCents: agreedPrice(line(index).unitPriceCents ?? 0, quantity).totalCents,
    })),
    share,
  );
}
