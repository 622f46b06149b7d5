/**
 * An order's life, in one place (docs/decisions/0004 and 0019). The transitions are data:
 * ORDER_TRANSITIONS in lib/model/order-status.ts, whose `from` and `to` are the filter and the new
 * status of each conditional write in lib/orders/store/orders.ts; the picture below draws them. Stock moves
 * with the order; the product document is where held stock is recorded (`holds`), so every
 * movement is one atomic update there.
 *
 *   (new) ───── written first ─▶ placing   the order names the hold it is about to take (./place.ts)
 *   placing ─── hold taken ────▶ unpaid    stock held on the product, until `holdUntil`
 *   placing ─── no stock/crash ▶ cancelled (a revived one: expired) and its hold, if any, returned
 *   unpaid ──── hold lapses ───▶ expired   hold released: the units return to stock, exactly once
 *   unpaid ──── pays ──────────▶ paid      the hold becomes a sale (units leave the books' "held")
 *   expired ─── starts paying ─▶ placing   then as a new order: its stock taken again, or expired
 *                                          again with 'Sorry your product not available'
 *   expired | placing ── pays ─▶ paid      (a payment confirmed after the hold lapsed) stock re-taken
 *                                          if it is there, otherwise `stock: 'short'` for an admin
 *   paid | partially_shipped ── a parcel, units left ──▶ partially_shipped   (./ship-order.ts)
 *   paid | partially_shipped ── the last parcel ──────▶ shipped
 *   shipped ─── admin marks it, or the customer confirms receipt ──▶ delivered
 *   paid … refunded ── a refund, something still to send or nothing cancelled ──▶ (stays)
 *   paid | partially_shipped ── a refund cancels all still to send, some sent ──▶ shipped
 *   paid ────── a refund cancels every unit, none sent ──▶ refunded   (./refund-order.ts)
 *   unpaid | expired ── customer cancels, admin deletes, part deleted ──▶ cancelled (units return)
 *   paid … refunded ── admin deletes, unless invoiced or refunded ──▶ cancelled (its units stay sold)
 *
 * Shipping, refunds and invoices ask whether an order is released (lib/model/settlement.ts): a card
 * order is once paid.
 *
 * `placing` and `cancelled` orders are shown nowhere (lib/model/order-status.ts); nothing is erased.
 * A hold lives ORDER_HOLD_MINUTES from placement; starting a payment may extend it once, to
 * PAYMENT_HOLD_MINUTES from then (./payment-hold.ts). Every transition is a conditional update
 * on the state it leaves, so racing instances, sweeps and payments each see it happen once. The
 * order is always written before the hold changes on the product, so a crash between the two
 * leaves an order whose hold is to be taken or returned, never a hold without an order; the
 * sweep (./sweep.ts) finishes it.
 */
/**
 * A placement younger than this is left to its placer, and holds younger than this are not looked
 * at: a placement takes milliseconds, so one this old stopped (its process or database died).
 */
export const HOLD_GRACE_MS = 2 * 60_000;
