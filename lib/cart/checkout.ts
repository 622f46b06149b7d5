import 'server-only';
import { findCart, writeCart, type CartLine } from './store/carts';
import { toId } from '@/lib/db';
import { AppError } from '@/lib/model';
import type { Caller } from '@/lib/model';
import {
  askApproval,
  getOrder,
  getRequisitionById,
  placeCartOrder,
  type Buyer,
  type CartSource,
} from '@/lib/orders';
import type { OrderDto, RequisitionDto } from '@/lib/orders';
import type { CartDoc } from './store/carts';
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
  const seen = await findCart(toId(caller.id));
  return placeCartOrder(
    caller,
    buyer,
    fromCart(caller, seen, (id) => getOrder(caller, id)),
  );
}

/**
 * POST /api/company/requisitions: the cart's lines frozen for an approver (lib/orders/requisitions.ts)
 * and out of the cart, read and emptied as a checkout does.
 */
export async function askForApproval(caller: Caller, buyer: Buyer): Promise<RequisitionDto> {
  const seen = await findCart(toId(caller.id));
  return askApproval(
    caller,
    buyer,
    fromCart(caller, seen, (id) => getRequisitionById(caller, id)),
  );
}

/**
 * The cart as the buyer saw it (`seen`), as a checkout reads it under the customer's lock: the same
 * version is bought; a version a racing checkout already bought answers what that one made (`made`);
 * any other change is a 409, so the buyer sees what they buy.
 */
function fromCart<Made extends { _id: string }>(
  caller: Caller,
  seen: Pick<CartDoc, 'lines' | 'version' | 'lastCheckout'>,
  made: (id: string) => Promise<Made>,
): CartSource<Made> {
  const userId = toId(caller.id);
  return {
    read: async () => {
      const now = await findCart(userId);
      if (now.version === seen.version) {
        if (now.lines.length === 0) throw new AppError('invalid', EMPTY);
        return { lines: now.lines };
      }
      if (now.lastCheckout?.fromVersion === seen.version)
        return { placed: await made(now.lastCheckout.orderId.toHexString()) };
      throw new AppError('conflict', CART_CHANGED);
    },
    bought: async (what, lines) => {
      // A retry after this step was done already (the cart names what it last became).
      if (seen.lastCheckout?.orderId.equals(toId(what._id))) return;
      const checkout = { fromVersion: seen.version, orderId: toId(what._id) };
      // If this step is lost (a crash), the order stands and the lines stay in the cart: nothing
      // is bought twice without the buyer placing it again.
      if (await writeCart(userId, withoutBought(seen.lines, lines), seen.version, checkout)) return;
      // Changed while the order was placed (a line added in another tab): only what was bought goes.
      await changeCart(caller, (current) => withoutBought(current, lines), checkout);
    },
  };
}
