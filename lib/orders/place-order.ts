import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model/caller';
import { newId, toId, type Id } from '@/lib/db/ids';
import { findOrderingRules } from '@/lib/db/products';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { limitPerUser } from '@/lib/limits/limits';
import type { orderSchema } from '@/lib/validation/order';
import { toOrderDto, type OrderDto } from './order-dto';
import { lineToPlace, placeNewOrder, recordParts } from './place';
import { orderPrice } from '@/lib/selling/pricing';
import { withOrderSlot } from './order-slot';
import { quantityProblem, quantityRulesOf } from '@/lib/selling/quantity-rules';
import { ABOVE_STOCK_MESSAGE } from '@/lib/selling/minimum';

const ORDERS_PER_MINUTE = 10;

/** Ten new orders a minute (or as many as one may hold open): enough for any buyer, too few to drain stock. */
export async function limitOrdering(caller: Caller): Promise<void> {
  await limitPerUser(caller.id, 'order', Math.max(ORDERS_PER_MINUTE, env().MAX_OPEN_ORDERS), 1);
}

/** One customer's orders are placed one at a time, within the open-order cap (./order-slot.ts). */
export async function placeOrder(
  caller: Caller,
  productId: string,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  await limitOrdering(caller);
  return withOrderSlot(caller, () => placeUnlocked(caller, toId(productId), input));
}

/** Takes the stock into a hold and records the order, unpaid, at the price in the database now (./place.ts). */
async function placeUnlocked(
  caller: Caller,
  productId: Id,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const quantity = input.productQuantity;
  const rules = await findOrderingRules(productId);
  if (!rules) throw new AppError('not_found:product');
  // The part's own minimum and pack, with the same words the purchase page shows.
  const problem = quantityProblem(quantity, quantityRulesOf(rules));
  if (problem) throw new AppError('invalid', problem, { productQuantity: problem });
  const order = await placeNewOrder(
    {
      _id: newId(),
      customerName: input.customerName,
      customerEmail: caller.email,
      phoneNumber: input.phoneNumber,
      ...(input.poNumber ? { poNumber: input.poNumber } : {}),
      lines: [lineToPlace(rules, quantity)],
    },
    {
      // The volume price for this quantity, from the part as the hold found it: never the client's total.
      record: (parts) =>
        recordParts([{ productId, quantity }], parts, (part) =>
          orderPrice(part.priceCents, quantity, part.priceBreaks),
        ),
      // The part existed a moment ago (its rules were read): what is missing is the stock.
      noStock: () => new AppError('invalid', ABOVE_STOCK_MESSAGE, { productQuantity: ABOVE_STOCK_MESSAGE }),
    },
  );
  return toOrderDto(order);
}
