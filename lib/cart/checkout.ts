import 'server-only';
import { findCart, type CartLine } from '@/lib/db/carts';
import { toId } from '@/lib/db/ids';
import { AppError } from '@/lib/model/app-error';
import type { Caller } from '@/lib/model/caller';
import type { OrderDto } from '@/lib/orders/order-dto';
import { placeCartOrder, type Buyer } from '@/lib/orders/place-order';
import { changeCart } from './cart';

const EMPTY = 'Your cart is empty';

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
 */
export async function checkout(caller: Caller, buyer: Buyer): Promise<OrderDto> {
  const { lines } = await findCart(toId(caller.id));
  if (lines.length === 0) throw new AppError('invalid', EMPTY);
  const order = await placeCartOrder(caller, lines, buyer);
  // If this step is lost (a crash), the order stands and the lines stay in the cart: nothing is
  // bought twice without the buyer placing it again.
  await changeCart(caller, (current) => withoutBought(current, lines));
  return order;
}
