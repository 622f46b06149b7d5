import 'server-only';
import type { Caller } from '@/lib/model';
import { countOpenOrders } from './store/orders';
import { underLock } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { releaseLapsedHolds } from './holds';
import { openOrderCapRefusal } from './open-order-cap';

const BUSY = 'Your previous order is still being placed. Please try again.';

/**
 * Runs `fn` under the customer's order lock, shared by every instance: one customer's orders are
 * placed one at a time (a checkout also reads and empties the cart under it).
 */
export const withOrderLock = <T>(caller: Caller, fn: () => Promise<T>): Promise<T> =>
  underLock(`order:${caller.id}`, fn, BUSY);

/** Refuses when the customer already holds MAX_OPEN_ORDERS open orders; call under withOrderLock. */
export async function assertOrderSlotFree(caller: Caller): Promise<void> {
  const { MAX_OPEN_ORDERS } = env();
  // Holds that lapsed but wait for the sweep still hold stock: end them before counting.
  await releaseLapsedHolds({ customerEmail: caller.email }, MAX_OPEN_ORDERS + 10);
  const refusal = openOrderCapRefusal(await countOpenOrders(caller.email), MAX_OPEN_ORDERS);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * Runs `take` (which takes stock into a new hold) as one of the customer's open orders: under the
 * customer's lock, so racing calls cannot pass the MAX_OPEN_ORDERS cap together, and only while
 * the customer holds fewer than that many. Placing an order and paying an order whose hold lapsed
 * (it takes its stock again) both go through here.
 */
export const withOrderSlot = <T>(caller: Caller, take: () => Promise<T>): Promise<T> =>
  withOrderLock(caller, async () => {
    await assertOrderSlotFree(caller);
    return take();
  });
