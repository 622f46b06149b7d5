/**
 * An order's life, in one place (DESIGN §6, §8). Stock moves with it; the product document is
 * where held stock is recorded (`holds`), so every movement is one atomic update there.
 *
 *   (placed) ──────────────▶ unpaid    stock taken and held on the product, until `holdUntil`
 *   unpaid ── hold lapses ─▶ expired   hold released: the units return to stock, exactly once
 *   unpaid ── pays ────────▶ paid      the hold becomes a sale (units leave the books' "held")
 *   expired ─ starts paying▶ unpaid    stock re-taken first; if it is gone: 'Sorry your product
 *                                      not available' and no payment is started
 *   expired ─ pays ────────▶ paid      (a payment confirmed after the hold lapsed) stock re-taken
 *                                      if it is there, otherwise `stock: 'short'` for an admin
 *   paid ──── admin ships ─▶ shipped
 *   unpaid | expired ── customer cancels or admin deletes ──▶ (deleted; held units return)
 *   paid | shipped ──── admin deletes ──▶ (deleted; its units leave the books)
 *
 * Starting a payment renews an unpaid order's hold for PAYMENT_WINDOW_MINUTES at least.
 * Every transition is a conditional update on the state it leaves, so racing instances, sweeps
 * and payments each see it happen once. The second write of a transition (the product's hold)
 * may be lost to a crash or an outage; lib/orders/holds.ts reconciles holds with their orders.
 */
export const ORDER_STATUSES = ['unpaid', 'expired', 'paid', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order's units are: `held` on the product (unpaid), `released` back to stock (expired),
 * `taken` as sold (paid), `pending` while a late payment re-takes them, `short` when that failed.
 */
export type StockState = 'held' | 'released' | 'taken' | 'pending' | 'short';

/** How long a started payment keeps the stock, at least (card forms, 3-D Secure, slow banks). */
export const PAYMENT_WINDOW_MINUTES = 30;

/**
 * A hold younger than this is never released for want of its order: the order is being written
 * (placing an order takes the stock first, then inserts the order).
 */
export const HOLD_GRACE_MS = 2 * 60_000;

/** Words on the order's screens. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: 'unpaid',
  expired: 'Reservation expired',
  paid: 'paid',
  shipped: 'shipped',
};
