import type { Id } from '@/lib/db';

/** One part in a customer's cart and how many of it; prices are read when it is shown or bought. */
export type CartLine = { productId: Id; quantity: number };

/**
 * A customer's cart (`_id`: the user's id), the same on every device. `version` rises with every
 * write, so a change made from another tab meanwhile is never overwritten (writeCart).
 */
export type CartDoc = {
  _id: Id;
  lines: CartLine[];
  version: number;
  updatedAt: Date;
  /** The last checkout: the order the lines of version `fromVersion` became (a racing one answers it). */
  lastCheckout?: CartCheckout;
};

/** Which version of the cart was checked out, into which order (or requisition awaiting approval). */
export type CartCheckout = { fromVersion: number; orderId: Id };
