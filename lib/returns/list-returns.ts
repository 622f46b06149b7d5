import 'server-only';
import type { Caller, Page, Paging, ReturnStatus } from '@/lib/model';
import { AppError, can, COUNTED_RETURNS, STORE } from '@/lib/model';
import { toId } from '@/lib/db';
import { env } from '@/lib/env';
import { returnableOrder } from '@/lib/orders';
import { windowEnd } from './return-plan';
import type { z } from 'zod';
import { orderReturnsSchema, toReturnDto, type ReturnDto } from './return-dto';
import { pageOfReturns, returnsOfOrder } from './store/returns';

/** An order's returns as its page shows them, and whether (until when) its buyer may ask for one. */
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export async function orderReturns(caller: Caller, orderId: string): Promise<OrderReturns> {
  const order = await returnableOrder(caller, orderId);
  const returns = (await returnsOfOrder(toId(order.id))).map(toReturnDto);
  const until = order.deliveredAt ? windowEnd(order.deliveredAt, env().RETURN_WINDOW_DAYS) : null;
  const taken = new Map<string, number>();
  for (const one of returns)
    if (COUNTED_RETURNS.includes(one.status))
      for (const line of one.lines)
        taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  const returnable = order.lines
    .map((line) => ({ ...line, units: line.shipped - (taken.get(line.productId) ?? 0) }))
    .filter((line) => line.units > 0)
    .map(({ productId, name, partNumber, units }) => ({ productId, name, partNumber, units }));
  return {
    returns,
    mayRequest:
      order.mayReturn &&
      order.status === 'delivered' &&
      until !== null &&
      Date.now() <= until.getTime() &&
      returnable.length > 0,
    until: until?.toISOString() ?? null,
    returnable,
  };
}

/** The Returns screen (admins): one page of every return, or of those in one state, newest first. */
export async function listReturns(
  caller: Caller,
  status: ReturnStatus | null,
  paging: Paging,
): Promise<Page<ReturnDto>> {
  if (!can(caller, 'administer', STORE)) throw new AppError('forbidden');
  const { items, total } = await pageOfReturns(status, paging);
  return { rows: items.map(toReturnDto), total };
}
