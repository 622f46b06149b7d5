import 'server-only';
import type { Caller } from '@/lib/model';
import { isIdString, toId } from '@/lib/db';
import { issueInvoiceNumber } from '@/lib/orders';
import { issueCreditNoteNumber } from '@/lib/orders';
import { AppError, companyCopyOf, invoiceLabel, creditNoteLabel, orderRef, settlementOf } from '@/lib/model';
import { findOrderRecordsFor } from '@/lib/orders';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';
import { partCell } from './invoice-lines';
import { printedCharges, taxOf } from './invoice-charges';
import { seller } from './seller';

const NO_NOTE = 'No such credit note';

/**
 * The credit note of a refund that went through, for the order's customer or an admin (anyone
 * else: 404, as for the order). Its number is issued when the refund succeeds, or by the first
 * download if a crash came between; every download prints the same. It lists the units the refund
 * cancelled at their price, and the rest of the amount as one line.
 */
export async function getCreditNote(
  caller: Caller,
  orderId: string,
  refundId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  // A credit note is a legal record: it stays downloadable whatever happens to its order.
  const order = await findOrderRecordsFor(caller, orderId);
  const refund = isIdString(refundId) ? order.refunds?.find((r) => r._id.equals(toId(refundId))) : undefined;
  if (!refund || refund.status !== 'succeeded') throw new AppError('not_found', NO_NOTE);
  const { creditNoteNumber, settledAt } =
    refund.creditNoteNumber !== undefined
      ? { creditNoteNumber: refund.creditNoteNumber, settledAt: refund.settledAt ?? refund.at }
      : await issueCreditNoteNumber(order._id, refund._id);
  // A credit note names the invoice it corrects: one is issued now if nobody downloaded it yet.
  const invoiceNumber = order.invoiceNumber ?? (await issueInvoiceNumber(order._id)).invoiceNumber;
  const lines: InvoiceData['lines'] = refund.lines.map((cancelled) => {
    const line = order.lines.find((l) => l.productId.equals(cancelled.productId))!;
    const rate = taxOf(order.charges, line.productId.toHexString());
    return {
      part: partCell(line, refund.rma ? ' (returned)' : ' (cancelled)'),
      quantity: cancelled.quantity,
      unitCents: line.unitPriceCents,
      totalCents: cancelled.quantity * line.unitPriceCents,
      ...(order.charges
        ? { tax: { rateMillis: rate?.rateMillis ?? 0, cents: cancelled.taxCents ?? 0 } }
        : {}),
    };
  });
  const taxCents = refund.lines.reduce((sum, line) => sum + (line.taxCents ?? 0), 0);
  // What the admin gave beyond (or short of) the units and their tax: shipping, a goodwill amount.
  const rest = refund.amountCents - taxCents - lines.reduce((sum, line) => sum + line.totalCents, 0);
  // A return's share of the shipping (and its tax) is named as such; anything else by the refund's reason.
  const shippingShare = refund.rma && rest === refund.shippingCents;
  if (rest !== 0)
    lines.push({
      part: shippingShare ? 'Shipping: the returned units’ share' : `Refund: ${refund.reason}`,
      quantity: 1,
      unitCents: rest,
      totalCents: rest,
    });
  const subtotalCents = refund.amountCents - taxCents;
  const pdf = await renderInvoicePdf({
    seller: seller(),
    number: creditNoteLabel(creditNoteNumber),
    issuedAt: settledAt,
    buyer: { name: order.customerName, email: order.customerEmail, phone: order.phoneNumber },
    ...(order.company ? { company: companyCopyOf(order.company) } : {}),
    poNumber: order.poNumber ?? null,
    order: orderRef(order),
    lines,
    totalCents: refund.amountCents,
    // Where the order went and its exemption, with the amounts this refund gives back.
    ...(order.charges
      ? { charges: { ...printedCharges(order.charges)!, subtotalCents, shipping: null, taxCents } }
      : {}),
    paidAt: order.paidAt ?? null,
    transactionId: order.transactionId ?? null,
    credit: {
      invoice: invoiceLabel(invoiceNumber),
      reason: refund.reason,
      refundId: refund.gatewayRefundId ?? null,
      onAccount: settlementOf(order).method === 'account',
    },
  });
  return { fileName: `${creditNoteLabel(creditNoteNumber)}.pdf`, pdf };
}
