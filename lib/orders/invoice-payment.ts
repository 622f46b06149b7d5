import 'server-only';
import { storeDay } from '@/lib/calendar';
import { companyOf } from '@/lib/companies';
import { isIdString, toId } from '@/lib/db';
import { bookPayment, invoiceStandings, type InvoiceStanding } from '@/lib/ledger';
import { limitPerUser } from '@/lib/limits';
import { AppError, invoiceLabel, orderRef, settlementOf, type Caller } from '@/lib/model';
import { paymentGateway, type Intent } from '@/lib/payments';
import { centsToDollars } from '@/lib/selling';
import { findOrder } from './store/orders';
import type { OrderDoc } from './store/orders-doc';

// Paying an invoice on account by card (issue 35): the company's finance members pay what is
// still open of one of its invoices; the payment is booked on the company's account, applied to
// that invoice, once whichever of the browser's confirmation and Stripe's webhook comes first
// (the entry is named by the payment's id).

const NO_INVOICE = 'No such invoice on your company’s account';
const STARTS_PER_MINUTE = 10;

/** The invoice of order `id` on the caller's company's account, and where it stands today. */
async function companyInvoice(
  caller: Caller,
  id: string,
): Promise<{ order: OrderDoc; standing: InvoiceStanding }> {
  const companyId = companyOf(caller, 'pay-company');
  const order = isIdString(id) ? await findOrder(toId(id)) : null;
  if (!order || !order.company?.id.equals(companyId) || settlementOf(order).method !== 'account')
    throw new AppError('not_found:invoice', NO_INVOICE);
  const standing = (await invoiceStandings([order._id], storeDay(new Date()))).get(id);
  if (!standing) throw new AppError('conflict', 'This invoice is not booked on your company’s account yet.');
  return { order, standing };
}

/** The invoice-payment screen's summary: which invoice of which order, and what is open of it. */
export async function invoiceToPay(
  caller: Caller,
  id: string,
): Promise<{ invoice: string; order: string; poNumber: string | null; open: number; dueDate: string }> {
  const { order, standing } = await companyInvoice(caller, id);
  return {
    invoice: invoiceLabel(standing.invoiceNumber),
    order: orderRef(order),
    poNumber: order.poNumber ?? null,
    open: centsToDollars(standing.amountCents - standing.paidCents),
    dueDate: standing.dueDay,
  };
}

/** What the invoice-payment screen shows and charges. */
export type InvoicePaymentStart = { clientSecret: string; amount: number; invoice: string };

/**
 * POST /api/company/invoices/{id}/payment-intent: a card payment of what is still open of the
 * invoice (never an amount the browser names). One payment per open amount: a second start for
 * the same amount answers the same payment.
 */
export async function startInvoicePayment(caller: Caller, id: string): Promise<InvoicePaymentStart> {
  const { order, standing } = await companyInvoice(caller, id);
  const open = standing.amountCents - standing.paidCents;
  if (open <= 0) throw new AppError('conflict', 'This invoice is paid.');
  const gateway = paymentGateway();
  if (!gateway)
    throw new AppError('unavailable', 'Card payments are not available right now. Please try again later.');
  await limitPerUser(caller.id, 'invoice-payment-start', STARTS_PER_MINUTE, 1);
  const intent = await gateway.createIntent({
    orderId: id,
    amountCents: open,
    currency: 'usd',
    idempotencyKey: `invoice-${id}-${standing.paidCents}-${open}`,
    purpose: 'invoice',
  });
  if (!intent.clientSecret)
    throw new AppError('upstream', 'The payment provider did not start the payment. Please try again.');
  return {
    clientSecret: intent.clientSecret,
    amount: centsToDollars(open),
    invoice: invoiceLabel(order.invoiceNumber ?? standing.invoiceNumber),
  };
}

/**
 * Books a card payment of an invoice that went through (the browser's confirmation or Stripe's
 * webhook): on its order's company's account, applied to that invoice first; once per payment.
 * False when the payment is not one (not succeeded, not for an invoice, its order not on account).
 */
export async function bookInvoiceCardPayment(intent: Intent, recordedBy: string): Promise<boolean> {
  if (intent.status !== 'succeeded' || intent.purpose !== 'invoice' || intent.currency !== 'usd')
    return false;
  const order = intent.orderId && isIdString(intent.orderId) ? await findOrder(toId(intent.orderId)) : null;
  if (!order?.company || settlementOf(order).method !== 'account' || order.invoiceNumber === undefined)
    return false;
  await bookPayment({
    companyId: order.company.id,
    amountCents: intent.amountCents,
    valueDay: storeDay(new Date()),
    reference: `Card ${intent.id}`,
    first: order.invoiceNumber,
    recordedBy,
    requestKey: intent.id,
  });
  return true;
}

/**
 * POST /api/company/invoices/{id}/payment: the browser says the card payment `transactionId`
 * went through; the gateway is asked, and a payment of this invoice that succeeded is booked.
 * Answers where the invoice stands then.
 */
export async function confirmInvoicePayment(
  caller: Caller,
  id: string,
  transactionId: string,
): Promise<{ invoice: string; state: InvoiceStanding['state']; paid: number; amount: number }> {
  await companyInvoice(caller, id);
  const intent = await paymentGateway()?.retrieveIntent(transactionId);
  if (!intent || intent.orderId !== id || !(await bookInvoiceCardPayment(intent, caller.email)))
    throw new AppError(
      'conflict',
      'This payment has not been completed for this invoice. You have not been charged for it.',
    );
  const { standing } = await companyInvoice(caller, id);
  return {
    invoice: invoiceLabel(standing.invoiceNumber),
    state: standing.state,
    paid: centsToDollars(standing.paidCents),
    amount: centsToDollars(standing.amountCents),
  };
}
