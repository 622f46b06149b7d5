import type { Id } from '@/lib/db';
import type { Address } from '@/lib/model';
import type { ReturnStatus } from '@/lib/model';

/** One part of a return: how many units the buyer sends back and, once received, what became of them. */
export type ReturnLineDoc = {
  productId: Id;
  name: string;
  partNumber?: string;
  quantity: number;
  /** Set when received: units back on hand, and units scrapped (together: `quantity`). */
  restocked?: number;
  scrapped?: number;
};

/**
 * A return (RMA, issue 36): units of a delivered order its buyer sends back. It moves requested →
 * approved (its RMA number and label) or rejected → received → refunded (card) or credited (on
 * account), or cancelled before it is received; each move is one conditional write on `status`.
 */
export type ReturnDoc = {
  _id: Id;
  /** Its RMA number (the `rma` counter), issued on approval: RMA-000042. */
  number?: number;
  orderId: Id;
  /** The order as its page names it (SO-000123). */
  orderRef: string;
  customerEmail: string;
  customerName: string;
  companyId?: Id;
  /** The label's sender: where the order was shipped (none: collected at the plant). */
  shipFrom?: { name: string; address: Address };
  lines: ReturnLineDoc[];
  reason: string;
  note?: string;
  status: ReturnStatus;
  requestedAt: Date;
  requestedBy: string;
  approvedAt?: Date;
  decidedBy?: string;
  rejectedAt?: Date;
  rejectReason?: string;
  receivedAt?: Date;
  receivedBy?: string;
  /** Whether the refund gives back the units' share of shipping (the admin's choice). */
  withShipping?: boolean;
  /** The order's refund that paid it back, and its amount. */
  refundId?: Id;
  refundCents?: number;
  settledAt?: Date;
  cancelledAt?: Date;
  cancelledBy?: string;
  /**
   * Mail its moves owe the buyer, not yet in the outbox (`return-approved`, …): the move adds its
   * cause in the same write, and it is taken off once recorded (by the mover, or its next step).
   */
  mailToSend?: string[];
};
