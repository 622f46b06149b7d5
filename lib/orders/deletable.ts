import type { OrderDoc } from './store/orders-doc';
import type { Role } from '@/lib/model';
import { invoiceLabel, creditNoteLabel, isPaid } from '@/lib/model';

/**
 * Whether an order may be deleted (an admin) or cancelled (its customer), and if not, why: one
 * rule for DELETE /api/order/{id} (./cancel-order.ts) and for the `deletable` flag of every order
 * answer (./order-dto.ts), so Manage All Order offers Delete only where the delete would go
 * through. A rule added here is offered and enforced alike; the conditional write in
 * lib/orders/store/orders.ts (`cancelOrderFrom`) must refuse the same state, for a change racing the check.
 */

/** Why an order cannot be deleted: the 409's sentence, and what the Audit Log records of it, if anything. */
export type DeleteRefusal = {
  message: string;
  /** Set when the refusal is recorded (`order.delete_refused`) with these details. */
  audit?: Record<string, string>;
};

/** What the rule reads of an order. */
export type DeletableOrder = Pick<
  OrderDoc,
  'status' | 'settlement' | 'paidAt' | 'invoiceNumber' | 'invoiceClaimAt' | 'refunds'
>;

export const PAID_MESSAGE = 'Paid orders cannot be cancelled. Please contact us about a refund.';
export const INVOICING_MESSAGE = 'An invoice is being issued for this order.';
export const invoicedMessage = (invoiceNumber: number) =>
  `This order has invoice ${invoiceLabel(invoiceNumber)}: invoices are kept as issued, so the order cannot be deleted.`;

export const refundedMessage = (creditNotes: string[]) =>
  creditNotes.length
    ? `This order has credit note${creditNotes.length === 1 ? '' : 's'} ${creditNotes.join(', ')}: credit notes are kept as issued, so the order cannot be deleted.`
    : 'This order has a refund under way: its credit note will be kept, so the order cannot be deleted.';

/** Null when `role` may delete the order as it is; otherwise why not. */
export function deleteRefusal(order: DeletableOrder, role: Role): DeleteRefusal | null {
  // Customers cancel their own unpaid orders only; paid ones are an admin's (and a refund's) matter.
  if (isPaid(order) && role !== 'admin') return { message: PAID_MESSAGE };
  // An invoice is a legal record: it is kept as issued, so its order is too.
  if (order.invoiceNumber !== undefined)
    return {
      message: invoicedMessage(order.invoiceNumber),
      audit: { invoice: invoiceLabel(order.invoiceNumber) },
    };
  // A first download is numbering it right now (lib/orders/store/invoice-numbers.ts): it is about to be invoiced.
  if (order.invoiceClaimAt) return { message: INVOICING_MESSAGE };
  // A refund is credited by a numbered note, a legal record too (decision 0023), even one still
  // pending: its note is numbered when it settles, and nobody could see it on a deleted order.
  if (order.refunds?.length) {
    const notes = order.refunds.flatMap((refund) =>
      refund.creditNoteNumber === undefined ? [] : [creditNoteLabel(refund.creditNoteNumber)],
    );
    return {
      message: refundedMessage(notes),
      audit: {
        refunds: String(order.refunds.length),
        ...(notes.length ? { creditNotes: notes.join(', ') } : {}),
      },
    };
  }
  return null;
}

/** Manage All Order's Delete: whether an admin may delete the order now. */
export const adminMayDelete = (order: DeletableOrder): boolean => deleteRefusal(order, 'admin') === null;
