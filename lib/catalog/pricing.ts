import { dollarsToCents } from './money';

/**
 * What an order of a part costs, in integer cents: the one rule the purchase page shows and the
 * server charges (lib/orders/place-order.ts). Pure, so the browser and the server share it; the
 * server never takes a total from the client.
 */
export type OrderPrice = { unitCents: number; totalCents: number };

/** A quantity that is not a whole number of units yet (a half-typed field) costs nothing. */
export function orderPrice(unitPriceCents: number, quantity: number): OrderPrice {
  const units = Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
  return { unitCents: unitPriceCents, totalCents: unitPriceCents * units };
}

/** The same, from a price in dollars as the API shows it (`prize`). */
export const orderPriceOf = (prize: number, quantity: number) => orderPrice(dollarsToCents(prize), quantity);
