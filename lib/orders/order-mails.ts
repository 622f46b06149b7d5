import type { OrderDoc, RefundDoc, ShipmentDoc } from './store/orders-doc';
import { creditNoteLabel, CARRIERS, trackingUrl, firstAndMore, orderPath, orderRef } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import { hello, mail, storeLink, type MailContent, type Recipient } from '@/lib/mail';

/** Lines a message lists before "and N more parts" (an order may hold 1,000). */
const LISTED = 10;

type Mailed = Pick<OrderDoc, '_id' | 'number' | 'customerName' | 'lines' | 'totalCents' | 'poNumber'>;

// Each message takes its recipient (`to`): its greeting names the buyer only at an address its
// owner confirmed (lib/mail/layout.ts, hello). Mail to any other address is held until then.

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Lines of a message, the first LISTED of them, then "and N more parts". */
function listed(lines: readonly string[]): string {
  const more = lines.length - LISTED;
  const shown = lines.slice(0, LISTED);
  return (more > 0 ? [...shown, `and ${more} more ${more === 1 ? 'part' : 'parts'}`] : shown).join('\n');
}

/**
 * The order as a buyer files it: its number and PO, each on a line of its own, its lines (each
 * with its amount), then the total on a line of its own.
 */
function summary(order: Mailed): string {
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.partNumber ? ` (${line.partNumber})` : ''}: ${formatCents(line.totalCents)}`,
  );
  return [
    `Order: ${orderRef(order)}`,
    ...(order.poNumber ? [`PO: ${order.poNumber}`] : []),
    listed(lines),
    `Total: ${formatCents(order.totalCents)}`,
  ].join('\n');
}

/**
 * How a subject names the order: its number and the buyer's PO (what a buyer files it under), then
 * its first part ("SO-000123 · PO 4711 · Hex bolt M8 and 2 more parts").
 */
const what = (order: Mailed) =>
  [
    orderRef(order),
    ...(order.poNumber ? [`PO ${order.poNumber}`] : []),
    firstAndMore(order.lines[0]!.name, order.lines.length),
  ].join(' · ');

/** Order placed: its lines, and a link to pay before the hold ends. */
export const orderPlacedMail = (order: Mailed & Pick<OrderDoc, 'holdUntil'>, to: Recipient): MailContent =>
  mail(`Order placed: ${what(order)}`, hello(order.customerName, to), [
    'Orderd!! Your order succed. We are holding these parts for you:',
    summary(order),
    `Pay by ${utc(order.holdUntil)} to keep them; after that the parts go back on sale.`,
    { link: storeLink(`/dashboard/payment/${order._id.toHexString()}`), label: 'Pay now' },
  ]);

/** Placed on account: confirmed without a payment, its invoice (with its due date) a click away. */
export const orderOnAccountMail = (order: Mailed & Pick<OrderDoc, 'company'>, to: Recipient): MailContent =>
  mail(`Order confirmed on account: ${what(order)}`, hello(order.customerName, to), [
    'Orderd!! Your order succed. It is confirmed on your company’s account:',
    summary(order),
    `Nothing to pay now: the invoice${order.company ? ` to ${order.company.name}` : ''} is under My Orders, with its due date. We will write again when your parts ship.`,
    { link: storeLink(orderPath(order)), label: 'Your order and its invoice' },
  ]);

/** Payment received: the order is confirmed, its invoice a click away. */
export const orderPaidMail = (order: Mailed, transactionId: string, to: Recipient): MailContent =>
  mail(`Payment received: ${what(order)}`, hello(order.customerName, to), [
    `Thank you: we received your payment.\nAmount received: ${formatCents(order.totalCents)}\nTransaction: ${transactionId}`,
    summary(order),
    'Your invoice is ready to download from My Orders. We will write again when your parts ship.',
    { link: storeLink(orderPath(order)), label: 'Your order and its invoice' },
  ]);

/** A parcel on its way: what is in it, how to follow it, and what is still to come. */
export function orderShippedMail(
  order: Mailed & Pick<OrderDoc, 'lines'>,
  shipment: ShipmentDoc,
  left: ReadonlyMap<string, number>,
  to: Recipient,
): MailContent {
  const nameOf = (id: ShipmentDoc['lines'][number]['productId']) =>
    order.lines.find((line) => line.productId.equals(id))?.name ?? 'a part';
  const inside = listed(shipment.lines.map((line) => `${line.quantity} × ${nameOf(line.productId)}`));
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const still = order.lines.filter((line) => (left.get(line.productId.toHexString()) ?? 0) > 0);
  const carrier = CARRIERS[shipment.carrier].name;
  return mail(
    still.length
      ? `Part of your order has shipped: ${what(order)}`
      : `Your order has shipped: ${what(order)}`,
    hello(order.customerName, to),
    [
      `Your parts are on their way with ${carrier}${shipment.trackingNumber ? `, tracking number ${shipment.trackingNumber}` : ''}:`,
      inside,
      ...(link ? [{ link, label: `Track with ${carrier}` }] : []),
      still.length
        ? `Still to come:\n${listed(still.map((line) => `${left.get(line.productId.toHexString())} × ${line.name}`))}`
        : 'That is everything in this order.',
      { link: storeLink(orderPath(order)), label: 'Your order' },
    ],
  );
}

/** Everything arrived (an admin marked it delivered). */
export const orderDeliveredMail = (order: Mailed, to: Recipient): MailContent =>
  mail(`Delivered: ${what(order)}`, hello(order.customerName, to), [
    'Your order has been delivered.',
    summary(order),
    'If anything is missing or damaged, reply to this email or write to us from the contact page.',
    { link: storeLink(orderPath(order)), label: 'Your order' },
  ]);

/** An unpaid order cancelled: by its customer (a confirmation), or by the store (with its reason). */
export const orderCancelledMail = (
  order: Mailed,
  to: Recipient,
  byCustomer: boolean,
  reason?: string,
): MailContent =>
  mail(`Order cancelled: ${what(order)}`, hello(order.customerName, to), [
    byCustomer
      ? 'Your order is cancelled, as you asked. Nothing was charged.'
      : `We cancelled your order${reason ? `: ${reason}` : '.'} Nothing was charged.`,
    summary(order),
    { link: storeLink('/parts'), label: 'Browse parts' },
  ]);

/**
 * Money given back for a paid order: how much, why, the units cancelled before they shipped (or,
 * for a return, the units that came back), and the credit note that records it (in My Orders).
 */
export function orderRefundedMail(
  order: Mailed & Pick<OrderDoc, 'status' | 'settlement'>,
  refund: Pick<RefundDoc, 'amountCents' | 'reason' | 'lines' | 'creditNoteNumber' | 'rma'>,
  to: Recipient,
): MailContent {
  const onAccount = order.settlement?.method === 'account';
  const nameOf = (id: RefundDoc['lines'][number]['productId']) =>
    order.lines.find((line) => line.productId.equals(id))?.name ?? 'a part';
  const note =
    refund.creditNoteNumber === undefined
      ? 'Its credit note'
      : `Credit note ${creditNoteLabel(refund.creditNoteNumber)}`;
  return mail(
    refund.rma
      ? `Return ${refund.rma.label} ${onAccount ? 'credited' : 'refunded'}: ${what(order)}`
      : order.status === 'refunded'
        ? `Order cancelled and refunded: ${what(order)}`
        : `Refund of ${formatCents(refund.amountCents)}: ${what(order)}`,
    hello(order.customerName, to),
    [
      onAccount
        ? `We have credited your company’s account: nothing goes back to a card.\nAmount credited: ${formatCents(refund.amountCents)}\nReason: ${refund.reason}\nIt lowers what your company owes on its invoice, or stays as credit for the next.`
        : `We have refunded the card you paid with.\nAmount refunded: ${formatCents(refund.amountCents)}\nReason: ${refund.reason}\nYour bank may take 5 to 10 days to show it.`,
      ...(refund.lines.length
        ? [
            `${refund.rma ? 'Returned' : 'Cancelled before shipping'}:\n${listed(refund.lines.map((line) => `${line.quantity} × ${nameOf(line.productId)}`))}`,
          ]
        : []),
      `${note} records the refund; your invoice stays as issued. Both are in My Orders.`,
      { link: storeLink(orderPath(order)), label: 'Your order and the credit note' },
    ],
  );
}
