import 'server-only';
import type { Caller } from '@/lib/model/caller';
import { countOpenOrders } from '@/lib/db/orders';
import { underLock } from '@/lib/db/locks';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { releaseLapsedHolds } from './holds';
import { openOrderCapRefusal } from './open-order-cap';

/**
 * Runs `take` (which takes stock into a new hold) as one of the customer's open orders: under a
 * lock per customer shared by every instance, so racing calls cannot pass the MAX_OPEN_ORDERS cap
 * together, and only while the customer holds fewer than that many. Placing an order and paying
 * an order whose hold lapsed (it takes its stock again) both go through here.
 */
export async function withOrderSlot<T>(caller: Caller, take: () => Promise<T>): Promise<T> {
  const { MAX_OPEN_ORDERS } = env();
  return underLock(
    `order:${caller.id}`,
    async () => {
      // Holds that lapsed but wait for the sweep still hold stock: end them before counting.
      await releaseLapsedHolds({ customerEmail: caller.email }, MAX_OPEN_ORDERS + 10);
      const refusal = openOrderCapRefusal(await countOpenOrders(caller.email), MAX_OPEN_ORDERS);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      return take();
    },
    'Your previous order is still being placed. Please try again.',
  );
}
