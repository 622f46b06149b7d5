import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { newId, toId } from '@/lib/db';
import { findCartParts, type CartPart } from '@/lib/catalog';
import { companyPurchase } from '@/lib/companies';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { limitPerUser } from '@/lib/limits';
import type { orderSchema } from '@/lib/validation';
import { buyerPriceContext } from '@/lib/pricelists';
import { destinationOf } from '@/lib/charges';
import { orderCharges } from './order-charges';
import { toOrderDto, type OrderDto } from './order-dto';
import { orderMadeBy, placeNewOrder, type PlaceAdmit } from './place';
import { lineToPlace, recordParts } from './place-lines';
import {
  exceedsOrderMaximum,
  ORDER_TOO_LARGE_MESSAGE,
  priceFor,
  quantityProblem,
  quantityRulesOf,
  ABOVE_STOCK_MESSAGE,
} from '@/lib/selling';
import { assertOrderSlotFree, withOrderLock, withOrderSlot } from './order-slot';
import { placeOnAccount } from './on-account';
import { assertPricesSeen } from './repriced';
import { spendingCheck } from './spending';
import type { LineUnits } from './stock-moves';

const ORDERS_PER_MINUTE = 10;

/** Ten new orders a minute (or as many as one may hold open): enough for any buyer, too few to drain stock. */
export async function limitOrdering(caller: Caller): Promise<void> {
  await limitPerUser(caller.id, 'order', Math.max(ORDERS_PER_MINUTE, env().MAX_OPEN_ORDERS), 1);
}

/** Who the order is for: the buyer's name, phone and PO reference (the email is the session's). */
export type Buyer = Pick<z.output<typeof orderSchema>, 'customerName' | 'phoneNumber' | 'poNumber'> & {
  /** The unit prices (dollars) the buyer saw, by part: checked against the prices now (./repriced.ts). */
  seenPrices?: { productId: string; unitPrize: number }[] | undefined;
  /** A company member's choice of ship-to (lib/companies); absent: the first they may use. */
  shipToId?: string;
  /** A customer of their own: one of their addresses (absent: their default; none: collected at the plant). */
  addressId?: string | undefined;
  /** Collected at the plant: no shipping (taxed where the plant is). */
  collect?: boolean | undefined;
  /** The shipping method chosen (absent, or not available: the zone's first available). */
  shippingMethod?: string | undefined;
  /** The total (dollars) the buyer saw, shipping and tax included: checked against the total now. */
  seenTotal?: number | undefined;
  /** Pay on account (./on-account.ts) rather than by card. */
  payOnAccount?: boolean | undefined;
  /** The request's Idempotency-Key (lib/idempotency): a retry answers the order it placed. */
  requestKey: string | null;
};

/** What the buyer reads when a line cannot be bought: the purchase page's words, or the cart's. */
type Refusals = {
  /** The line's quantity breaks its part's rules (`message`: the shared words). */
  rules: (part: CartPart, message: string) => AppError;
  /** The line's part is not sold (any more). */
  gone: (line: LineUnits) => AppError;
  /** The line's stock is not there; `available` is what is. */
  noStock: (part: CartPart, available: number) => AppError;
};

/** The purchase page's single part: its field's words, as the spec has them. */
const ONE_PART: Refusals = {
  rules: (_part, message) => new AppError('invalid', message, { productQuantity: message }),
  gone: () => new AppError('not_found:product'),
  noStock: () => new AppError('invalid', ABOVE_STOCK_MESSAGE, { productQuantity: ABOVE_STOCK_MESSAGE }),
};

const named = (part: CartPart) => `${part.partNumber} ${part.name}`;

/** A cart's lines: each refusal names the line, and what is available. */
export const MANY_PARTS: Refusals = {
  rules: (part, message) => new AppError('invalid', `${named(part)}: ${message}`),
  gone: () =>
    new AppError('invalid', 'A part in your cart is no longer sold: remove it and check out again.'),
  noStock: (part, available) =>
    new AppError('conflict', `${named(part)}: only ${available.toLocaleString('en-US')} available`),
};

/** POST /api/order/{productId}: one part, from the purchase page. */
export async function placeOrder(
  caller: Caller,
  productId: string,
  input: z.output<typeof orderSchema>,
  requestKey: string | null = null,
): Promise<OrderDto> {
  const line = { productId: toId(productId), quantity: input.productQuantity };
  return placeLinesOrder(caller, [line], { ...input, requestKey }, ONE_PART);
}

/**
 * What a checkout (or a request for approval: ./requisitions.ts) reads and writes of the cart,
 * under the customer's order lock.
 */
export type CartSource<Made extends { _id: string } = OrderDto> = {
  /** The lines to buy, read under the lock; or what a racing checkout of the same cart made. */
  read: () => Promise<{ lines: readonly LineUnits[] } | { placed: Made }>;
  /** The lines bought leave the cart, naming what they became (still under the lock). */
  bought: (made: Made, lines: readonly LineUnits[]) => Promise<void>;
};

/**
 * A cart's checkout: every line in one order, held all or none. The cart is read, bought and
 * emptied under the customer's lock, so one cart's lines become at most one order however many
 * checkouts of it race (a double click, two tabs, a retry after a timeout: issue 31).
 */
export async function placeCartOrder(caller: Caller, buyer: Buyer, cart: CartSource): Promise<OrderDto> {
  const made = await orderMadeBy(buyer.requestKey);
  if (made) {
    // A retry of a checkout that placed its order: its lines leave the cart if a crash kept them in.
    const order = toOrderDto(made);
    await withOrderLock(caller, () => cart.bought(order, made.lines));
    return order;
  }
  await limitOrdering(caller);
  return withOrderLock(caller, async () => {
    const read = await cart.read();
    if ('placed' in read) return read.placed;
    await assertOrderSlotFree(caller);
    const order = await placeUnlocked(caller, read.lines, buyer, MANY_PARTS);
    await cart.bought(order, read.lines);
    return order;
  });
}

/** One customer's orders are placed one at a time, within the open-order cap (./order-slot.ts). */
async function placeLinesOrder(
  caller: Caller,
  lines: readonly LineUnits[],
  buyer: Buyer,
  refuse: Refusals,
): Promise<OrderDto> {
  const made = await orderMadeBy(buyer.requestKey);
  if (made) return toOrderDto(made);
  await limitOrdering(caller);
  return withOrderSlot(caller, () => placeUnlocked(caller, lines, buyer, refuse));
}

/** Each line's part, read once, every line checked against its part's rules (refused by `refuse`). */
export async function checkedParts(
  lines: readonly LineUnits[],
  refuse: Refusals,
): Promise<(line: LineUnits) => CartPart> {
  const parts = new Map(
    (await findCartParts(lines.map((line) => line.productId))).map((part) => [part._id.toHexString(), part]),
  );
  for (const line of lines) {
    const part = parts.get(line.productId.toHexString());
    if (!part) throw refuse.gone(line);
    // The part's own minimum and pack, with the same words the purchase page and the cart show.
    const problem = quantityProblem(line.quantity, quantityRulesOf(part));
    if (problem) throw refuse.rules(part, problem);
  }
  return (line) => parts.get(line.productId.toHexString())!;
}

/** Both checks, the first's refusal first; either may be absent. */
const bothAdmit = (first: PlaceAdmit | undefined, second: PlaceAdmit | undefined): PlaceAdmit | undefined =>
  first && second ? async (order) => (await first(order)) ?? (await second(order)) : (first ?? second);

/** Takes every line's stock into a hold and records the order, unpaid, at the prices in the database now (./place.ts). */
async function placeUnlocked(
  caller: Caller,
  lines: readonly LineUnits[],
  buyer: Buyer,
  refuse: Refusals,
): Promise<OrderDto> {
  const partOf = await checkedParts(lines, refuse);
  const company = await companyPurchase(caller, buyer.shipToId);
  const context = await buyerPriceContext(
    caller,
    lines.map((line) => line.productId),
  );
  const prices = lines.map((line) => priceFor(context, partOf(line)!, line.quantity));
  assertPricesSeen(buyer.seenPrices, lines, prices, partOf);
  const totals = prices.map((price) => price.totalCents);
  if (exceedsOrderMaximum(totals)) throw new AppError('invalid', ORDER_TOO_LARGE_MESSAGE);
  const destination = await destinationOf(caller, company, {
    collect: buyer.collect,
    addressId: buyer.addressId,
  });
  const charges = orderCharges(destination, { method: buyer.shippingMethod, seenTotal: buyer.seenTotal });
  // Refused before any stock is held; charged again from the prices the holds find.
  await charges.check(
    lines.map((line, i) => ({ part: partOf(line), quantity: line.quantity, totalCents: totals[i]! })),
  );
  const place = (admitCredit?: PlaceAdmit) =>
    placeNewOrder(
      {
        _id: newId(),
        customerName: buyer.customerName,
        customerEmail: caller.email,
        customerId: toId(caller.id),
        phoneNumber: buyer.phoneNumber,
        ...(buyer.poNumber ? { poNumber: buyer.poNumber } : {}),
        ...(company ? { company: { id: company.id, ...company.copy } } : {}),
        ...(buyer.payOnAccount && company && company.terms !== 'card'
          ? { settlement: { method: 'account' as const, terms: company.terms } }
          : {}),
        ...(buyer.requestKey ? { requestKey: buyer.requestKey } : {}),
        lines: lines.map((line) => lineToPlace(partOf(line)!, line.quantity)),
      },
      {
        // Each line's volume price, from its part as the hold found it: never the client's total.
        record: (held) =>
          charges.record(
            recordParts(lines, held, (part, line) => priceFor(context, part, line.quantity)),
            held,
          ),
        admit: bothAdmit(spendingCheck(caller, company), admitCredit),
        // What is in stock now, read again: the hold just found less than the line wants.
        noStock: async (line) => {
          const [now] = await findCartParts([line.productId]);
          return refuse.noStock(partOf(line)!, now?.quantity ?? 0);
        },
      },
    );
  return toOrderDto(buyer.payOnAccount ? await placeOnAccount(company, place) : await place());
}
