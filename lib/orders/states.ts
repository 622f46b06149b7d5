/**
 * An order's life, in one place (docs/decisions/0004). Stock moves with it; the product document is
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
 * A hold lives ORDER_HOLD_MINUTES from placement; starting a payment may extend it once, to
 * PAYMENT_HOLD_MINUTES from then (./payment-hold.ts). The statuses themselves are in
 * lib/model/order-status.ts, shared with the database layer and the screens.
 * Every transition is a conditional update on the state it leaves, so racing instances, sweeps
 * and payments each see it happen once. The second write of a transition (the product's hold)
 * may be lost to a crash or an outage; lib/orders/holds.ts reconciles holds with their orders.
 */
/**
 * A hold younger than this is never released for want of its order: the order is being written
 * (placing an order takes the stock first, then inserts the order).
 */
export const HOLD_GRACE_MS = 2 * 60_000;
