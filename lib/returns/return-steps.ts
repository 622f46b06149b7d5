import 'server-only';
import type { Caller, ReturnMove } from '@/lib/model';
import { AppError, can, rmaLabel, STORE } from '@/lib/model';
import { isIdString, nextInSequence, toId } from '@/lib/db';
import { recordAudit } from '@/lib/audit';
import { stockMoved } from '@/lib/cache';
import { restockOnce } from '@/lib/inventory';
import { refundReturn, returnableOrder, type ReturnableOrder } from '@/lib/orders';
import type { ReturnStep } from '@/lib/validation';
import { checkReceipt } from './return-plan';
import { RETURN_MAIL, sendReturnMail } from './return-mails';
import { toReturnDto, type ReturnDto } from './return-dto';
import type { ReturnDoc } from './store/returns-doc';
import { findReturn, moveReturn } from './store/returns';

const MOVED = 'This return has moved on meanwhile. Please look at it again.';

/**
 * The return `id` and its order, if the caller may see it (its order's buyer or company, or an
 * admin); else 404.
 */
export async function findReturnFor(
  caller: Caller,
  id: string,
): Promise<{ doc: ReturnDoc; order: ReturnableOrder }> {
  const doc = isIdString(id) ? await findReturn(toId(id)) : null;
  if (!doc) throw new AppError('not_found', 'No such return');
  // Seen through its order: whoever may not see the order gets the same 404 for its returns.
  const order = await returnableOrder(caller, doc.orderId.toHexString()).catch(() => {
    throw new AppError('not_found', 'No such return');
  });
  return { doc, order };
}

/**
 * The next step of a return: an admin approves it (its RMA number is drawn), rejects it, receives
 * it (each line's units back on hand or scrapped) or pays it back; its buyer, or an admin, cancels
 * it before it is received. Each move is one conditional write on the return's state, so a step
 * taken twice at once happens once; each mails the buyer once (the refund's mail is the order's).
 */
export async function takeReturnStep(caller: Caller, id: string, step: ReturnStep): Promise<ReturnDto> {
  const { doc, order } = await findReturnFor(caller, id);
  const admin = can(caller, 'administer', STORE);
  if (step.step === 'cancel') {
    if (!admin && !order.mayReturn)
      throw new AppError('forbidden', 'Only its buyer or the store can cancel it');
  } else if (!admin) throw new AppError('forbidden', 'Only the store takes this step');
  // Mail a crash kept from going with the last step goes now.
  await sendReturnMail(doc);
  const moved = await move(caller, doc, step);
  await recordAudit({
    action: `return.${step.step}`,
    actor: caller.email,
    target: doc._id.toHexString(),
    details: { order: doc.orderRef, status: moved.status },
  });
  await sendReturnMail(moved);
  return toReturnDto(moved);
}

async function move(caller: Caller, doc: ReturnDoc, step: ReturnStep): Promise<ReturnDoc> {
  const now = new Date();
  const moveTo = async (name: ReturnMove, set: Partial<ReturnDoc>, mail?: string) =>
    (await moveReturn(doc._id, name, set, mail)) ?? conflict();
  switch (step.step) {
    case 'approve': {
      // Drawn before the write: a lost race leaves a gap in the numbers, never two returns with one.
      const number = await nextInSequence('rma');
      return moveTo('approve', { number, approvedAt: now, decidedBy: caller.email }, RETURN_MAIL.approved);
    }
    case 'reject':
      return moveTo(
        'reject',
        { rejectedAt: now, rejectReason: step.reason, decidedBy: caller.email },
        RETURN_MAIL.rejected,
      );
    case 'cancel':
      return moveTo('cancel', { cancelledAt: now, cancelledBy: caller.email }, RETURN_MAIL.cancelled);
    case 'receive': {
      const refusal = checkReceipt(
        doc.lines.map((line) => ({ ...line, productId: line.productId.toHexString() })),
        step.lines,
      );
      if (refusal) throw new AppError('invalid', refusal, { lines: refusal });
      const units = (line: ReturnDoc['lines'][number], key: 'restock' | 'scrap') =>
        step.lines
          .filter((one) => one.productId.toLowerCase() === line.productId.toHexString())
          .reduce((sum, one) => sum + one[key], 0);
      const lines = doc.lines.map((line) => ({
        ...line,
        restocked: units(line, 'restock'),
        scrapped: units(line, 'scrap'),
      }));
      const received = await moveTo(
        'receive',
        { lines, receivedAt: now, receivedBy: caller.email },
        RETURN_MAIL.received,
      );
      await restock(received);
      return received;
    }
    case 'refund':
      return payBack(caller, doc, step.withShipping);
  }
}

function conflict(): never {
  throw new AppError('conflict', MOVED);
}

/**
 * A received return's good units back on hand, each exactly once whatever crashes or races: the
 * part's stock takes them with a mark naming the return (the books' record of units sold and come
 * back: `npm run check:stock`), and a repeat adds nothing. Scrapped units stay sold.
 */
async function restock(doc: ReturnDoc): Promise<void> {
  for (const line of doc.lines)
    if (line.restocked && (await restockOnce(line.productId, doc.orderId, doc._id, line.restocked)))
      stockMoved(line.productId.toHexString());
}

/**
 * A received return paid back through the order's refund path (lib/orders): to the card it was
 * paid with, or as a credit note on the company's account. A retry gets the refund it gave; a
 * refund the gateway refused leaves the return received, with the gateway's reason.
 */
async function payBack(caller: Caller, doc: ReturnDoc, withShipping: boolean): Promise<ReturnDoc> {
  if (doc.status !== 'received') conflict();
  // Receiving put them back; a crash between that write and the stock is made good here.
  await restock(doc);
  const outcome = await refundReturn(caller, {
    orderId: doc.orderId,
    rma: { id: doc._id, label: rmaLabel(doc.number!) },
    lines: doc.lines.map((line) => ({ productId: line.productId.toHexString(), quantity: line.quantity })),
    withShipping,
  });
  if (outcome.status === 'failed')
    throw new AppError('payment', outcome.failure ?? 'The payment provider did not refund it.');
  return moveReturn(doc._id, outcome.way === 'account' ? 'credit' : 'refund', {
    refundId: toId(outcome.refundId),
    refundCents: outcome.amountCents,
    settledAt: new Date(),
    withShipping,
  }).then((moved) => moved ?? conflict());
}
