import { PAID_STATUSES, type StoredOrderStatus } from './order-status';
import type { PaymentTerms } from './payment-terms';

/**
 * How an order is settled: `card`, paid through the gateway before anything ships or is
 * invoiced; or on `account` (issue 35), confirmed without a payment, invoiced at once and due by
 * the company's terms: released for shipping and invoiced before it is paid. Shipping, refunds and invoices ask `isReleased`,
 * never whether an order is paid, so that a new method gives its answer here alone. The spec's
 * `paid` stays in every answer, derived from the settlement (isPaid): it is not stored.
 */
export type Settlement =
  | { method: 'card' }
  | {
      method: 'account';
      /** The company's terms when it was ordered: its invoice keeps them, whatever changes later. */
      terms: Exclude<PaymentTerms, 'card'>;
      /** The store day its invoice is due, set when the invoice is issued (at once). */
      dueDay?: string;
    };

export const CARD_SETTLEMENT: Settlement = { method: 'card' };

/** What the rules read of an order. */
type Settled = { status: StoredOrderStatus; settlement?: Settlement; paidAt?: Date };

/** How `order` is settled: orders from before settlements were recorded were all paid by card. */
export const settlementOf = (order: { settlement?: Settlement }): Settlement =>
  order.settlement ?? CARD_SETTLEMENT;

/**
 * Whether an order is released: its units may be shipped, it is invoiced, and a refund may give
 * back (or credit) what it came to. A card order once paid (and not since cancelled).
 */
export function isReleased(order: Settled): boolean {
  switch (settlementOf(order).method) {
    case 'card':
    case 'account':
      // An order on account is confirmed without a payment: released from then on.
      return (PAID_STATUSES as readonly string[]).includes(order.status);
  }
}

/**
 * Whether `order` is paid, the spec's `paid`: a payment was recorded (`paidAt`, written with the
 * old stored flag since the first payment, so no order needs a migration). A card order is released
 * only once paid, so its released statuses say so too (an order written by hand without `paidAt`).
 * An order on account will be released and shipped unpaid: only its payment makes it paid.
 */
export function isPaid(order: Settled): boolean {
  if (order.paidAt) return true;
  switch (settlementOf(order).method) {
    case 'card':
      return isReleased(order);
    case 'account':
      return false;
  }
}
