/**
 * An order's statuses and where its units are: the shape of stored orders, shared by the
 * database layer, the order rules (lib/orders/states.ts tells the transitions) and the screens.
 */
export const ORDER_STATUSES = ['unpaid', 'expired', 'paid', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order's units are: `held` on the product (unpaid), `released` back to stock (expired),
 * `taken` as sold (paid), `pending` while a late payment re-takes them, `short` when that failed.
 */
export type StockState = 'held' | 'released' | 'taken' | 'pending' | 'short';

/** Words on the order's screens. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: 'unpaid',
  expired: 'Reservation expired',
  paid: 'paid',
  shipped: 'shipped',
};
