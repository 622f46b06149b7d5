/** The counter new orders draw their numbers from (lib/db/counters.ts); older orders too, once. */
export const ORDER_NUMBER_SEQUENCE = 'order';

/** "SO-000123": an order's number as buyers and admins see it, zero-padded so orders sort as text. */
export const orderLabel = (orderNumber: number) => `SO-${String(orderNumber).padStart(6, '0')}`;

/** An order's number from what someone typed ("SO-000123", "so-123", "123"); null: not one. */
export function parseOrderLabel(text: string): number | null {
  const match = /^\s*(?:SO-?)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** How a document or a message names an order: its number, or (before numbers reached it) its id. */
export const orderRef = (order: { _id: { toHexString(): string }; number?: number }) =>
  order.number === undefined ? order._id.toHexString() : orderLabel(order.number);

/** An order's page (app/dashboard/(customer)/order/[number]) by how it is named: SO-000123, or an id. */
export const orderPagePath = (ref: string) => `/dashboard/order/${ref}`;

/** A stored order's page: its number, or its id before it had one. */
export const orderPath = (order: { _id: { toHexString(): string }; number?: number }) =>
  orderPagePath(orderRef(order));

/** The counter quotes draw their numbers from; older quotes too, once. */
export const QUOTE_NUMBER_SEQUENCE = 'quote';

/** "Q-000045": a quote's number as buyers and admins see it. */
export const quoteLabel = (quoteNumber: number) => `Q-${String(quoteNumber).padStart(6, '0')}`;
