import type {
  Carrier,
  CompanyCopy,
  OrderStatus,
  StockState,
  StoredOrderStatus,
  RefundStatus,
  Settlement,
} from '@/lib/model';
import type { Id } from '@/lib/db';
import type { RecordedCharges } from '@/lib/charges';

/**
 * One part of an order: the part, and its name, number and price as they were when ordered (later
 * catalog edits do not rewrite orders). Its units are held on that part while the order is unpaid.
 */
export type OrderLine = {
  productId: Id;
  name: string;
  /** Unset on orders placed before parts had numbers. */
  partNumber?: string;
  quantity: number;
  /** The unit price charged: the part's price or its volume price for this quantity, or a quote's. */
  unitPriceCents: number;
  totalCents: number;
  /** Set when a contract price list set the price (issue 35): the list, and the ladder's unit price then. */
  contract?: { listId: string; code: string; listUnitPriceCents: number };
};

/** One parcel sent for an order: which units of which lines, with whom, and its tracking number. */
export type ShipmentDoc = {
  _id: Id;
  lines: { productId: Id; quantity: number }[];
  carrier: Carrier;
  trackingNumber?: string;
  shippedAt: Date;
  shippedBy: string;
  /** The Idempotency-Key of the request that sent it: a retry answers this shipment. */
  requestKey?: string;
};

/**
 * Money given back for a paid order, and the unshipped units it cancels (they return to stock).
 * Recorded `pending` before the gateway is asked (its id is the gateway's idempotency key), then
 * `succeeded` or `failed`; a failed one gives back nothing and cancels nothing.
 */
export type RefundDoc = {
  _id: Id;
  /** The units cancelled; on an order with charges, with their share of the line's tax. */
  lines: { productId: Id; quantity: number; taxCents?: number }[];
  amountCents: number;
  reason: string;
  by: string;
  at: Date;
  status: RefundStatus;
  /** The Idempotency-Key of the request that gave it: a retry answers this refund. */
  requestKey?: string;
  /** The gateway's refund id, once it answered. */
  gatewayRefundId?: string;
  /** When the gateway last said it is still pending (the sweep asks again only now and then). */
  askedAt?: Date;
  settledAt?: Date;
  failure?: string;
  /** Its credit note's number (the `credit_note` counter), issued once it succeeded. */
  creditNoteNumber?: number;
  /** While one call issues that number, the others wait (lib/orders/store/order-refunds.ts). */
  creditNoteClaimAt?: Date;
  /** Its cancelled units are back on hand (lib/orders/refund-stock.ts). */
  restocked?: boolean;
  /** An order on account's refund: its credit note is still to be booked on the company's account. */
  bookDue?: true;
  /**
   * The return (RMA, lib/returns) this refund pays for: its `lines` are units that came back after
   * delivery, not units cancelled before shipping, and the return put them back on hand itself.
   */
  rma?: { id: Id; label: string };
  /** Of its amount, the share of the order's shipping (and its tax) the admin chose to give back. */
  shippingCents?: number;
};

export type OrderDoc = {
  _id: Id;
  /**
   * Its number, shown as `SO-000123` (lib/model/order-number.ts): drawn from the `order` counter when
   * it is placed, never reused (a placement that takes no stock leaves a gap). Orders from before
   * numbers got theirs at start-up (lib/db/number-migration.ts).
   */
  number?: number;
  /**
   * The Idempotency-Key (lib/idempotency, caller's own) of the request that placed it: written with
   * the order, so a retry after a crash finds the order it made. Unset when the placement ended
   * without an order (the key is free again).
   */
  requestKey?: string;
  customerName: string;
  customerEmail: string;
  /** The buyer's user id (set on every order since issue 32; older ones got it at start-up). */
  customerId?: Id;
  phoneNumber: string;
  /** What was ordered, a line per part (one part appears on one line); every order has one at least. */
  lines: OrderLine[];
  /** The buyer's own purchase-order reference, if they gave one. */
  poNumber?: string;
  /**
   * The company it was bought for (issue 34), its details as they were then: its invoice and
   * credit notes print these, whatever the company changes later. Its admins, approvers and
   * finance see the order too.
   */
  company?: CompanyCopy & { id: Id };
  /**
   * A company order's share of its buyer's running spend (lib/orders/spend-ledger.ts): the cents
   * its period's total holds for it; the move from one to the other while it is being written; and,
   * when a move (placed, cancelled, refunded) may have changed what it should hold, since when.
   */
  spendCounted?: number;
  spendMove?: { from: number; to: number };
  spendDue?: Date;
  /** Its invoice's number (from the `invoice` counter) and date, once the first download issued it. */
  invoiceNumber?: number;
  invoicedAt?: Date;
  /** While one request issues the invoice number, the others wait for it (lib/orders/store/invoice-numbers.ts). */
  invoiceClaimAt?: Date;
  /**
   * What the order costs: the lines' totals added up, plus its shipping and tax when it records
   * `charges` (orders from before issue 36 have neither).
   */
  totalCents: number;
  /** Its subtotal, shipping, tax and where it goes, as computed once when it was placed (lib/charges). */
  charges?: RecordedCharges;
  /** How it is settled (lib/model/settlement.ts); unset on orders from before: card. */
  settlement?: Settlement;
  /**
   * An order on account whose invoice is not yet booked on its company's account (lib/ledger):
   * set with the move to account, unset once booked. Its total counts against the credit limit
   * either way (../on-account.ts).
   */
  bookDue?: Date;
  status: StoredOrderStatus;
  /** Where the ordered units are (lib/orders/states.ts). */
  stock: StockState;
  /** Until when an unpaid order holds its stock. */
  holdUntil: Date;
  /** When its current hold was taken: names that hold on the product (lib/catalog/store/stock.ts). */
  holdTakenAt?: Date;
  /** Set when starting a payment used the hold's one extension (PAYMENT_HOLD_MINUTES). */
  holdExtended?: boolean;
  /** While `placing`: an expired order taking its stock again to be paid (if that fails it is expired again). */
  revival?: boolean;
  /** Its part was deleted: the sweep cancels it (and its open payments) if nobody paid it first. */
  withdrawn?: boolean;
  transactionId?: string;
  /** The payment in progress (or that paid it). */
  paymentIntentId?: string;
  /** Every payment started for this order, so all open ones can be cancelled with it. */
  paymentIntentIds?: string[];
  /** The quote this order accepted (its unit price is the quote's). */
  quoteId?: Id;
  createdAt: Date;
  paidAt?: Date;
  /** Its parcels, in the order they were sent; `shipmentCount` counts them (each write expects the count it read). */
  shipments?: ShipmentDoc[];
  shipmentCount?: number;
  /** Its refunds, oldest first; `refundCount` counts them (each write expects the count it read). */
  refunds?: RefundDoc[];
  refundCount?: number;
  /** When the last units were sent (status `shipped`). */
  shippedAt?: Date;
  deliveredAt?: Date;
  expiredAt?: Date;
  /** Cancelled (by its customer, an admin, or because it was never placed), when, by whom and why. */
  cancelledAt?: Date;
  cancelledBy?: string;
  cancelReason?: string;
  /**
   * Mail its last moves owe the customer, not yet in the outbox (`order-paid`, `order-shipped:2`,
   * …): each conditional write that moves the order adds its cause in the same write, and it is
   * taken off once the mail is recorded, by the mover or, after a crash, by the sweep.
   */
  mailToSend?: string[];
  /** Cancelled with an accepted offer that is not open again yet (lib/orders/after-cancel.ts). */
  reopenQuote?: boolean;
};

/** An order the screens may show (lib/model/order-status.ts): neither placing nor cancelled. */
export type ShownOrder = OrderDoc & { status: OrderStatus };
