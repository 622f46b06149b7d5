import 'server-only';
import type { OrderDoc } from './store/orders-doc';
import { mailRecorded, ordersOwingMail } from './store/order-mail-owed';
import { recordMail } from '@/lib/mail';
import type { MailContent, Recipient } from '@/lib/mail';
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderOnAccountMail,
  orderPaidMail,
  orderPlacedMail,
  orderRefundedMail,
  orderShippedMail,
} from './order-mails';
import { unitsToShip } from './shipment-plan';

/** Orders whose owed mail one sweep pass records. */
const PER_PASS = 200;

/**
 * The message a move of `order` owes its customer, from the order as it now is, for the address
 * it goes to (`to`: confirmed or not decides its greeting): `cause` is what the move wrote into
 * `mailToSend` (`order-shipped:2`: the second parcel). Null for a cause this version does not
 * know (nothing to send; it is taken off).
 */
function messageFor(order: OrderDoc, cause: string): ((to: Recipient) => MailContent) | null {
  const [kind, n] = cause.split(':');
  switch (kind) {
    case 'order-placed':
      return (to) => orderPlacedMail(order, to);
    case 'order-on-account':
      // Confirmed on account: nothing to pay now (./on-account.ts).
      return (to) => orderOnAccountMail(order, to);
    case 'order-paid':
      return (to) => orderPaidMail(order, order.transactionId ?? '', to);
    case 'order-shipped': {
      const shipments = order.shipments ?? [];
      const shipment = shipments[Number(n) - 1];
      if (!shipment) return null;
      // What was still to come when it left: refunds made after it are not in this mail's past.
      const refunds = (order.refunds ?? []).filter((refund) => refund.at <= shipment.shippedAt);
      const left = unitsToShip({ lines: order.lines, shipments: shipments.slice(0, Number(n)), refunds });
      return (to) => orderShippedMail(order, shipment, left, to);
    }
    case 'order-delivered':
      return (to) => orderDeliveredMail(order, to);
    case 'order-refunded': {
      const refund = order.refunds?.[Number(n) - 1];
      return refund?.status === 'succeeded' ? (to) => orderRefundedMail(order, refund, to) : null;
    }
    case 'order-cancelled':
      return (to) =>
        orderCancelledMail(order, to, order.cancelledBy === order.customerEmail, order.cancelReason);
    default:
      return null;
  }
}

/**
 * Records in the outbox the mail a move of `order` owes (named by the order and the cause, so a
 * repeat records nothing new), then takes it off the order. The mover calls it right after its
 * write; the sweep, for the mail a crash left owing. Mail to an address its customer has not
 * confirmed yet is recorded held, and goes when it is confirmed (lib/mail/record.ts).
 */
export async function sendOrderMail(order: OrderDoc, cause: string): Promise<void> {
  const message = messageFor(order, cause);
  const [kind, n] = cause.split(':');
  const key = `${kind}:${order._id.toHexString()}${n ? `:${n}` : ''}`;
  if (message) await recordMail(key, order.customerEmail, message);
  await mailRecorded(order._id, cause);
}

/** The sweep's step: mail that moves owe and no mover recorded (it crashed between the two). */
export async function recordOwedOrderMail(): Promise<void> {
  for (const order of await ordersOwingMail(PER_PASS))
    for (const cause of order.mailToSend ?? [])
      await sendOrderMail(order, cause).catch((error: Error) =>
        console.error(
          `Mail ${cause} of order ${order._id.toHexString()} not recorded (next sweep):`,
          error.message,
        ),
      );
}

/**
 * sendOrderMail right after a move: the move has happened whatever comes of its mail, so a failure
 * here is logged, not answered (the order still owes the mail, and the sweep records it).
 */
export async function sendOrderMailSoon(order: OrderDoc, cause: string): Promise<void> {
  await sendOrderMail(order, cause).catch((error: Error) =>
    console.error(`Mail ${cause} of order ${order._id.toHexString()} left to the sweep:`, error.message),
  );
}
