import 'server-only';
import { finishRefund } from './refund-order';
import type { RefundDoc } from './store/orders-doc';
import { ordersWithUnfinishedRefunds } from './store/order-refunds';
import { HOLD_GRACE_MS } from './states';

// The sweep's part of refunds (./sweep.ts): refunds a crash or an outage left half-done.

/** Refunds per sweep pass. */
const PER_PASS = 100;
/**
 * A refund the gateway called pending is asked about again after this long: its webhook normally
 * settles it first, and a card refund can stay pending for days, so the sweep does not ask every pass.
 */
const ASK_AGAIN_MS = 30 * 60_000;

/** A pending refund the gateway is to be asked about again at `now`. */
const dueToAsk = (refund: RefundDoc, now: number) =>
  refund.status === 'pending' && (refund.askedAt?.getTime() ?? 0) < now - ASK_AGAIN_MS;

/** What the sweep still has to do for a refund at `now`, if anything. */
const unfinished = (refund: RefundDoc, now: number) =>
  dueToAsk(refund, now) ||
  (!refund.restocked && refund.lines.length > 0) ||
  (refund.status === 'succeeded' && refund.creditNoteNumber === undefined) ||
  refund.bookDue === true;

/**
 * The sweep's step: refunds a crash or an outage left unfinished (older than the grace, so a
 * request still at work is left alone), taken up where they stopped. One failing does not stop
 * the others; the next pass tries it again.
 */
export async function finishUnfinishedRefunds(now = Date.now()): Promise<void> {
  const cutoff = new Date(now - HOLD_GRACE_MS);
  for await (const order of ordersWithUnfinishedRefunds(cutoff, new Date(now - ASK_AGAIN_MS), PER_PASS))
    for (const refund of order.refunds ?? [])
      if (refund.at < cutoff && unfinished(refund, now))
        await finishRefund(order, refund, dueToAsk(refund, now)).catch((error: Error) =>
          console.error(
            `Refund ${refund._id.toHexString()} of order ${order._id.toHexString()} not finished (next sweep):`,
            error.message,
          ),
        );
}
