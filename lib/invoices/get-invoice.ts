import 'server-only';
import type { Caller } from '@/lib/model';
import { issueInvoiceNumber } from '@/lib/orders';
import { AppError, companyCopyOf, isReleased, invoiceLabel, orderRef } from '@/lib/model';
import { findOrderFor } from '@/lib/orders';
import { renderInvoicePdf } from './invoice-pdf';
import { onAccountOf, partCell, savingOf } from './invoice-lines';
import { seller } from './seller';
import { printedCharges, taxOf } from './invoice-charges';

export const UNPAID_INVOICE_MESSAGE = 'An invoice is issued once the order is paid.';

/**
 * A paid order's invoice, for its customer or an admin (anyone else: 404, as for the order). The
 * first download issues its number; every later one prints the same number and date.
 */
export async function getInvoice(
  caller: Caller,
  orderId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await findOrderFor(caller, orderId);
  if (!isReleased(order)) throw new AppError('conflict', UNPAID_INVOICE_MESSAGE);
  // Issued already (every download after the first): the order just read carries it.
  const { invoiceNumber, invoicedAt } =
    order.invoiceNumber !== undefined && order.invoicedAt
      ? { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt }
      : await issueInvoiceNumber(order._id);
  const pdf = await renderInvoicePdf({
    seller: seller(),
    number: invoiceLabel(invoiceNumber),
    issuedAt: invoicedAt,
    buyer: { name: order.customerName, email: order.customerEmail, phone: order.phoneNumber },
    ...(order.company ? { company: companyCopyOf(order.company) } : {}),
    poNumber: order.poNumber ?? null,
    order: orderRef(order),
    lines: order.lines.map((line) => ({
      part: partCell(line),
      quantity: line.quantity,
      unitCents: line.unitPriceCents,
      totalCents: line.totalCents,
      ...(order.charges ? { tax: taxOf(order.charges, line.productId.toHexString()) } : {}),
    })),
    totalCents: order.totalCents,
    ...(order.charges ? { charges: printedCharges(order.charges) } : {}),
    savingCents: savingOf(order.lines),
    ...onAccountOf(order),
    paidAt: order.paidAt ?? null,
    transactionId: order.transactionId ?? null,
  });
  return { fileName: `${invoiceLabel(invoiceNumber)}.pdf`, pdf };
}
