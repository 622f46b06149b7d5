import 'server-only';
import { toId } from '@/lib/db';
import { findCartParts } from '@/lib/catalog';
import type { Caller } from '@/lib/model';
import { quantityProblem, quantityRulesOf } from '@/lib/selling';
import { addToLines, changeCart, priceLines } from './cart';
import type { ReorderDto } from './reorder-dto';
import { NO_LONGER_SOLD } from './saved-list-dto';

/** A line bought or saved before, with the name and number it had then. */
export type EarlierLine = { productId: string; name: string; partNumber: string | null; quantity: number };

/**
 * Earlier lines (a past order's, a saved list's) into the customer's cart at today's prices. A
 * line that cannot be bought now stays out, with the reason: the part is no longer sold, there
 * is not enough stock, or the part's minimum or pack changed since.
 */
export async function linesIntoCart(caller: Caller, lines: readonly EarlierLine[]): Promise<ReorderDto> {
  const parts = new Map(
    (await findCartParts(lines.map((line) => toId(line.productId)))).map((part) => [
      part._id.toHexString(),
      part,
    ]),
  );
  const added: { productId: string; quantity: number }[] = [];
  const skipped: ReorderDto['skipped'] = [];
  for (const line of lines) {
    const part = parts.get(line.productId);
    const skip = (reason: string) => skipped.push({ name: line.name, partNumber: line.partNumber, reason });
    if (!part) skip(NO_LONGER_SOLD);
    else if (line.quantity > part.quantity)
      skip(
        `Only ${part.quantity.toLocaleString('en-US')} in stock (you asked for ${line.quantity.toLocaleString('en-US')})`,
      );
    else {
      const problem = quantityProblem(line.quantity, quantityRulesOf(part));
      if (problem) skip(`${problem} (the part's rules changed)`);
      else added.push({ productId: line.productId, quantity: line.quantity });
    }
  }
  const cart = added.length ? await changeCart(caller, (current) => addToLines(current, added)) : null;
  return { added: added.length, skipped, cart: cart ? await priceLines(cart, caller) : null };
}
