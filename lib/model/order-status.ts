/**
 * An order's statuses and where its units are: the shape of stored orders, shared by the
 * database layer, the order rules (lib/orders/states.ts tells the transitions) and the screens.
 */
export const ORDER_STATUSES = ['unpaid', 'expired', 'paid', 'shipped'] as const;
/** What the screens, lists and API answers show. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Stored but shown nowhere: `placing` while its stock is being taken (the order is written before
 * its hold, so every hold has an order: docs/decisions/0019), `cancelled` once cancelled or deleted
 * (kept, not erased: its sale stays in the books and its audit trail keeps a subject).
 */
export const HIDDEN_STATUSES = ['placing', 'cancelled'] as const;
export type StoredOrderStatus = OrderStatus | (typeof HIDDEN_STATUSES)[number];

/**
 * An order the screens may show: neither being placed nor cancelled, nor an unpaid order of a
 * deleted part, which the sweep is about to cancel (`withdrawn`).
 */
export const isShown = <T extends { status: StoredOrderStatus; withdrawn?: boolean }>(
  order: T,
): order is T & { status: OrderStatus } =>
  (ORDER_STATUSES as readonly string[]).includes(order.status) && !order.withdrawn;

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
