import 'server-only';
import { cartsCollection } from './collections';
import type { Id } from '@/lib/db';
import type { CartCheckout, CartLine, CartDoc } from './carts-doc';
export type { CartCheckout, CartLine, CartDoc } from './carts-doc';

/** The customer's cart, or an empty one at version 0 when there is none yet. */
export async function findCart(userId: Id): Promise<Pick<CartDoc, 'lines' | 'version' | 'lastCheckout'>> {
  const cart = await (
    await cartsCollection()
  ).findOne({ _id: userId }, { projection: { lines: 1, version: 1, lastCheckout: 1 } });
  return cart ?? { lines: [], version: 0 };
}

/**
 * Replaces the cart's lines if it is still at `version` (0: there is no cart yet); false when
 * another write came first (the caller reads it again and retries). A cart is bounded (at most
 * 1,000 lines), so it is written whole; a checkout's write names the order it became.
 */
export async function writeCart(
  userId: Id,
  lines: CartLine[],
  version: number,
  checkout?: CartCheckout,
): Promise<boolean> {
  const carts = await cartsCollection();
  const set = {
    lines,
    version: version + 1,
    updatedAt: new Date(),
    ...(checkout ? { lastCheckout: checkout } : {}),
  };
  if (version === 0) {
    try {
      await carts.insertOne({ _id: userId, ...set });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false; // created meanwhile
      throw error;
    }
  }
  const written = await carts.updateOne({ _id: userId, version }, { $set: set });
  return written.modifiedCount === 1;
}

/** How many lines the customer's cart holds: the navbar's count, without reading the parts. */
export async function countCartLines(userId: Id): Promise<number> {
  return (await findCart(userId)).lines.length;
}
