import 'server-only';
import { toId } from '@/lib/db/ids';
import { findCartParts } from '@/lib/db/product-lookups';
import type { Caller } from '@/lib/model/caller';
import { getOwnOrder } from '@/lib/orders/access';
import { quantityProblem, quantityRulesOf } from '@/lib/selling/quantity-rules';
import { addToLines, changeCart, priceLines } from './cart';
import type { ReorderDto } from './reorder-dto';

/**
 * "Order again": a past order's lines go into the customer's cart at today's prices. A line that
 * cannot be bought now stays out, with the reason: the part is no longer sold, there is not enough
 * stock, or the part's minimum or pack changed since.
 */
export async function reorder(caller: Caller, orderId: string): Promise<ReorderDto> {
  const order = await getOwnOrder(caller, orderId);
  const parts = new Map(
    (await findCartParts(order.lines.map((line) => toId(line.productId)))).map((part) => [
      part._id.toHexString(),
      part,
    ]),
  );
  const added: { productId: string; quantity: number }[] = [];
  const skipped: ReorderDto['skipped'] = [];
  for (const line of order.lines) {
    const part = parts.get(line.productId);
    const skip = (reason: string) => skipped.push({ name: line.name, partNumber: line.partNumber, reason });
    if (!part) skip('This part is no longer sold');
    else if (line.quantity > part.quantity)
      skip(
        `Only ${part.quantity.toLocaleString('en-US')} in stock (you ordered ${line.quantity.toLocaleString('en-US')})`,
      );
    else {
      const problem = quantityProblem(line.quantity, quantityRulesOf(part));
      if (problem) skip(`${problem} (the part's rules changed)`);
      else added.push({ productId: line.productId, quantity: line.quantity });
    }
  }
  const lines = added.length ? await changeCart(caller, (current) => addToLines(current, added)) : null;
  return { added: added.length, skipped, cart: lines ? await priceLines(lines) : null };
}
