import type { Id } from '@/lib/db';
import type { CompanyCopy, RequisitionStatus } from '@/lib/model';
import type { OrderLine } from './orders-doc';

/**
 * A company buyer's checkout that tripped one of the company's approval rules (issue 34): the
 * cart's lines, prices and ship-to frozen, waiting for an approver. It holds no stock and is never
 * charged or invoiced; approving it places the order (lib/orders/requisitions.ts) from exactly
 * these lines and prices, or not at all.
 */
export type RequisitionDoc = {
  _id: Id;
  /** Shown as RQ-000012, drawn from the `requisition` counter. */
  number: number;
  companyId: Id;
  buyer: { userId: Id; email: string; name: string | null };
  /** The order's contact fields as the buyer filled in checkout. */
  customerName: string;
  phoneNumber: string;
  poNumber?: string;
  /** Asked to be paid on account (issue 35): the order its approval places is. */
  payOnAccount?: true;
  /** The company's details and the chosen ship-to as they were asked under. */
  company: CompanyCopy;
  shipToId: string | null;
  lines: OrderLine[];
  /** Its lines' count, for lists that read no lines. */
  lineCount: number;
  totalCents: number;
  /** Why it needs approval: the rules it tripped, in the buyer's words. */
  reasons: string[];
  status: RequisitionStatus;
  createdAt: Date;
  /** When it lapses unless decided (the company's window). */
  expiresAt: Date;
  decidedAt?: Date;
  /** Who approved or rejected it (unset when it lapsed or was voided). */
  decidedBy?: { email: string; name: string | null };
  /** Who started approving it: a crash after its order was placed, the sweep records them as its approver. */
  approvingBy?: { email: string; name: string | null };
  /** Why it was rejected (the approver's words), voided or lapsed. */
  reason?: string;
  /** The order its approval placed. */
  order?: { id: Id; number: number };
  /** Lines the approver placed it without (short of stock), by part. */
  leftOut?: Id[];
  /**
   * Set when it asks to accept an offer (a quote) rather than a cart: which units of which lines of
   * which offer (`offerNo`), good until `endsAt`. Approving it accepts exactly that offer, or,
   * changed or expired, voids it (lib/orders/requisition-offer.ts).
   */
  quote?: {
    id: Id;
    number?: number;
    offerNo?: number;
    taken: { index: number; quantity: number }[];
    endsAt: Date;
  };
  /** The Idempotency-Key of the request that asked for it: a retry answers this requisition. */
  requestKey?: string;
};
