import 'server-only';
import type { Caller } from '@/lib/model';
import { AppError } from '@/lib/model';
import { newId, toId, underLock } from '@/lib/db';
import { env } from '@/lib/env';
import { storeDay } from '@/lib/calendar';
import { returnableOrder } from '@/lib/orders';
import type { ReturnRequest } from '@/lib/validation';
import { planReturn, windowEnd } from './return-plan';
import { RETURN_MAIL, sendReturnMail } from './return-mails';
import { toReturnDto, type ReturnDto } from './return-dto';
import type { ReturnDoc } from './store/returns-doc';
import { countReturnsOf, insertReturn, RETURNS_PER_ORDER, unitsReturned } from './store/returns';

const BUSY = 'Another return of this order is being recorded. Please try again.';

/**
 * A buyer asks to return units of a delivered order, within RETURN_WINDOW_DAYS of its delivery:
 * never more of a line than was delivered less what its other returns (not rejected or cancelled)
 * take back. The check and the write happen under the order's return lock, shared by every
 * instance, so requests sent at once cannot pass it together. Mailed to the buyer.
 */
export async function requestReturn(
  caller: Caller,
  orderId: string,
  request: ReturnRequest,
): Promise<ReturnDto> {
  const order = await returnableOrder(caller, orderId);
  if (!order.mayReturn) throw new AppError('forbidden', 'Only the buyer of this order can return its parts');
  if (order.status !== 'delivered' || !order.deliveredAt)
    throw new AppError('conflict', 'Parts can be returned once the order has been delivered');
  const days = env().RETURN_WINDOW_DAYS;
  if (Date.now() > windowEnd(order.deliveredAt, days).getTime())
    throw new AppError(
      'conflict',
      `Returns are accepted for ${days} days after delivery; this order was delivered on ${storeDay(order.deliveredAt)}`,
    );
  const id = toId(order.id);
  return underLock(
    `returns:${order.id}`,
    async () => {
      if ((await countReturnsOf(id)) >= RETURNS_PER_ORDER)
        throw new AppError('limit', `An order can have ${RETURNS_PER_ORDER} returns at most`);
      const plan = planReturn(order, await unitsReturned(id), request.lines);
      if ('refusal' in plan) throw new AppError('invalid', plan.refusal, { lines: plan.refusal });
      const doc: ReturnDoc = {
        _id: newId(),
        orderId: id,
        orderRef: order.ref,
        customerEmail: order.customerEmail,
        customerName: order.customerName,
        ...(order.companyId ? { companyId: toId(order.companyId) } : {}),
        ...(order.shipTo ? { shipFrom: order.shipTo } : {}),
        lines: plan.lines.map((line) => ({
          productId: toId(line.productId),
          name: line.name,
          ...(line.partNumber ? { partNumber: line.partNumber } : {}),
          quantity: line.quantity,
        })),
        reason: request.reason,
        ...(request.note ? { note: request.note } : {}),
        status: 'requested',
        requestedAt: new Date(),
        requestedBy: caller.email,
        mailToSend: [RETURN_MAIL.requested],
      };
      await insertReturn(doc);
      await sendReturnMail(doc);
      return toReturnDto(doc);
    },
    BUSY,
  );
}
