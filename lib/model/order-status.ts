/**
 * An order's statuses and where its units are: the shape of stored orders, shared by the
 * database layer, the order rules (lib/orders/states.ts tells the transitions) and the screens.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'expired',
  'paid',
  'partially_shipped',
  'shipped',
  'delivered',
  'refunded',
] as const;
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
export const STOCK_STATES = ['held', 'released', 'taken', 'pending', 'short'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/**
 * Statuses of an order that is paid for (invoiced; its units sold, less those a refund took back).
 * `refunded`: every unit was cancelled before it shipped and the money given back; its invoice and
 * credit notes stay.
 */
export const PAID_STATUSES = ['paid', 'partially_shipped', 'shipped', 'delivered', 'refunded'] as const;

/** Words on the order's screens. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: 'unpaid',
  expired: 'Reservation expired',
  paid: 'paid',
  partially_shipped: 'partly shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  refunded: 'cancelled and refunded',
};

/**
 * An order's transitions, as data (lib/orders/states.ts draws them): each is one conditional write
 * in lib/orders/store/orders.ts, whose filter is `from` and whose new status is `to`, so an order moves only
 * as this table says, and racing callers each see a move happen once.
 */
export const ORDER_TRANSITIONS = {
  /** Its holds taken: placing → unpaid. */
  confirm: { from: ['placing'], to: 'unpaid' },
  /** A new order's placement that stopped (no stock, a crash). */
  abandon: { from: ['placing'], to: 'cancelled' },
  /** An expired order that could not take its stock again. */
  abandonRevival: { from: ['placing'], to: 'expired' },
  /** Its hold lapsed. */
  expire: { from: ['unpaid'], to: 'expired' },
  /** An expired order taking its stock again to be paid. */
  revive: { from: ['expired'], to: 'placing' },
  /** A payment confirmed (late ones too: the stock is taken again, or the order flagged short). */
  pay: { from: ['unpaid', 'expired', 'placing'], to: 'paid' },
  /** A shipment that leaves some units still to send. */
  shipPart: { from: ['paid', 'partially_shipped'], to: 'partially_shipped' },
  /** The shipment that sends the last units. */
  ship: { from: ['paid', 'partially_shipped'], to: 'shipped' },
  /** An admin marks it delivered, or its customer confirms receipt. */
  deliver: { from: ['shipped'], to: 'delivered' },
  /** Money given back, and perhaps some unshipped units cancelled, with units still to send or none cancelled (the status stays). */
  refund: { from: PAID_STATUSES, to: null },
  /** A refund that cancels every unit still to send, some sent before: nothing is left to ship. */
  refundRest: { from: ['paid', 'partially_shipped'], to: 'shipped' },
  /** A refund that cancels every unit, none sent. */
  refundAll: { from: ['paid'], to: 'refunded' },
  /** Its customer cancels, an admin deletes, or its part was deleted. */
  cancel: { from: ['unpaid', 'expired'], to: 'cancelled' },
  /** An admin deletes a paid order without an invoice (its units stay sold). */
  cancelPaid: { from: PAID_STATUSES, to: 'cancelled' },
} as const satisfies Record<string, { from: readonly StoredOrderStatus[]; to: StoredOrderStatus | null }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/**
 * The other statuses an order can reach from `status` (none from `cancelled`: it is where orders
 * end). A move whose `to` is null leaves the status as it is (a partial refund).
 */
export const nextStatuses = (status: StoredOrderStatus): StoredOrderStatus[] => [
  ...new Set(
    Object.values(ORDER_TRANSITIONS)
      .filter((move) => (move.from as readonly StoredOrderStatus[]).includes(status))
      .flatMap((move) => (move.to === null || move.to === status ? [] : [move.to])),
  ),
];
