import 'server-only';
import { findCart, writeCart, type CartLine } from './store/carts';
import { toId } from '@/lib/db';
import { AppError } from '@/lib/model';
import type { Caller } from '@/lib/model';
import { getOrder, placeCartOrder, type Buyer } from '@/lib/orders';
import type { OrderDto } from '@/lib/orders';
import { changeCart } from './cart';

const EMPTY = 'Your cart is empty';
export const CART_CHANGED = 'Your cart changed while you were checking out: check it and check out again.';

/** The cart's lines less what an order bought (a line added to meanwhile keeps the difference). */
export function withoutBought(lines: readonly CartLine[], bought: readonly CartLine[]): CartLine[] {
  return lines.flatMap((line) => {
    const took = bought.find((item) => item.productId.equals(line.productId))?.quantity ?? 0;
    return line.quantity > took ? [{ ...line, quantity: line.quantity - took }] : [];
  });
}

/**
 * POST /api/cart/checkout: the cart's lines become one unpaid order (./lib/orders/place-order.ts:
 * every line's stock held, all or none; a line short of stock refused by name with what is
 * available), then leave the cart. The order is paid on the payment page like any other.
 *
 * The cart the buyer checked out is the version read first. Under the customer's lock it is read
 * again: the same version is bought; a version a racing checkout already bought answers that
 * checkout's order (the same order back); any other change is a 409, so the buyer sees what
 * they buy.
 */
export async function checkout(caller: Caller, buyer: Buyer): Promise<OrderDto> {
  const userId = toId(caller.id);
  const seen = await findCart(userId);
  return placeCartOrder(caller, buyer, {
    read: async () => {
      const now = await findCart(userId);
      if (now.version === seen.version) {
        if (now.lines.length === 0) throw new AppError('invalid', EMPTY);
        return { lines: now.lines };
      }
      if (now.lastCheckout?.fromVersion === seen.version)
        return { placed: await getOrder(caller, now.lastCheckout.orderId.toHexString()) };
      throw new AppError('conflict', CART_CHANGED);
    },
    bought: async (order, lines) => {
      // A retry after this step was done already (the cart names the order it last bought).
      if (seen.lastCheckout?.orderId.equals(toId(order._id))) return;
      const checkout = { fromVersion: seen.version, orderId: toId(order._id) };
      // If this step is lost (a crash), the order stands and the lines stay in the cart: nothing
      // is bought twice without the buyer placing it again.
      if (await writeCart(userId, withoutBought(seen.lines, lines), seen.version, checkout)) return;
      // Changed while the order was placed (a line added in another tab): only what was bought goes.
      await changeCart(caller, (current) => withoutBought(current, lines), checkout);
    },
  });
}
