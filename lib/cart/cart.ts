import 'server-only';
import { countCartLines, findCart, writeCart, type CartCheckout, type CartLine } from './store/carts';
import { toId, type Id } from '@/lib/db';
import { findCartParts } from '@/lib/catalog';
import { AppError } from '@/lib/model';
import type { Caller } from '@/lib/model';
import { buyerPriceContext } from '@/lib/pricelists';
import { MAX_LINE_QUANTITY, quantityProblem, quantityRulesOf } from '@/lib/selling';
import { CART_FULL_MESSAGE, MAX_CART_LINES } from '@/lib/validation';
import { toCartDto, type CartDto } from './cart-dto';

/** A line as asked for: a part's id and a quantity. */
export type WantedLine = { productId: string; quantity: number };

const TRIES = 5;
const BUSY = 'Your cart was changed at the same moment somewhere else. Please try again.';

/**
 * `lines` priced from their parts as they are now, for `caller` (null: a visitor); lines whose part
 * is gone are left out and counted.
 */
export async function priceLines(lines: readonly CartLine[], caller: Caller | null): Promise<CartDto> {
  const context = await buyerPriceContext(
    caller,
    lines.map((line) => line.productId),
  );
  const parts = new Map(
    (await findCartParts(lines.map((line) => line.productId))).map((part) => [part._id.toHexString(), part]),
  );
  const sold = lines.flatMap((line) => {
    const part = parts.get(line.productId.toHexString());
    return part ? [{ part, quantity: line.quantity }] : [];
  });
  return toCartDto(sold, context, lines.length - sold.length);
}

/** GET /api/cart: the customer's cart, priced now. */
export async function getCart(caller: Caller): Promise<CartDto> {
  return priceLines((await findCart(toId(caller.id))).lines, caller);
}

/** GET /api/cart/count: the navbar's count on each page load, without pricing the lines. */
export async function getCartCount(caller: Caller): Promise<{ count: number }> {
  return { count: await countCartLines(toId(caller.id)) };
}

/**
 * Changes the customer's cart with `change` (from its lines to the new ones), written only if
 * no other write came first; on a clash it reads the cart again and applies `change` again. A
 * checkout names the order its lines became (`checkout`).
 */
export async function changeCart(
  caller: Caller,
  change: (lines: CartLine[]) => CartLine[] | Promise<CartLine[]>,
  checkout?: CartCheckout,
): Promise<CartLine[]> {
  const userId = toId(caller.id);
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const { lines, version } = await findCart(userId);
    const next = await change(lines);
    if (next.length > MAX_CART_LINES) throw new AppError('invalid', CART_FULL_MESSAGE);
    if (await writeCart(userId, next, version, checkout)) return next;
  }
  throw new AppError('conflict', BUSY);
}

const same = (a: Id, b: Id) => a.equals(b);

/**
 * PUT /api/cart/lines/{productId}: the line's quantity, checked against the part's minimum, pack
 * and stock with the purchase page's words (a new part joins the cart at the end).
 */
export async function setCartLine(caller: Caller, productId: string, quantity: number): Promise<CartDto> {
  const id = toId(productId);
  const [part] = await findCartParts([id]);
  if (!part) throw new AppError('not_found:product');
  const problem = quantityProblem(quantity, quantityRulesOf(part), part.quantity);
  if (problem) throw new AppError('invalid', problem, { quantity: problem });
  const lines = await changeCart(caller, (lines) =>
    lines.some((line) => same(line.productId, id))
      ? lines.map((line) => (same(line.productId, id) ? { ...line, quantity } : line))
      : [...lines, { productId: id, quantity }],
  );
  return priceLines(lines, caller);
}

/** DELETE /api/cart/lines/{productId}: the line goes (nothing happens if it was not there). */
export async function removeCartLine(caller: Caller, productId: string): Promise<CartDto> {
  const id = toId(productId);
  return priceLines(
    await changeCart(caller, (lines) => lines.filter((line) => !same(line.productId, id))),
    caller,
  );
}

/** Adds `wanted` to `lines`: a part already there gains the quantity, a new one joins at the end. */
export function addToLines(lines: readonly CartLine[], wanted: readonly WantedLine[]): CartLine[] {
  const merged = lines.map((line) => ({ ...line }));
  for (const want of wanted) {
    const id = toId(want.productId);
    const line = merged.find((existing) => same(existing.productId, id));
    // Never past one line's maximum: what cannot be bought is not kept (the rest is the buyer's to fix).
    if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + want.quantity);
    else merged.push({ productId: id, quantity: want.quantity });
  }
  return merged;
}

/**
 * POST /api/cart/lines: lines added to the cart (a visitor's cart on sign-in, nothing lost and
 * quantities added; a checked bill of materials; an order again). Parts that do not exist are
 * not added.
 */
export async function addCartLines(caller: Caller, wanted: readonly WantedLine[]): Promise<CartDto> {
  const known = new Set(
    (await findCartParts(wanted.map((line) => toId(line.productId)))).map((part) => part._id.toHexString()),
  );
  const kept = wanted.filter((line) => known.has(line.productId.toLowerCase()));
  return priceLines(await changeCart(caller, (lines) => addToLines(lines, kept)), caller);
}

/** A visitor's lines (from their browser) priced now; the same part twice counts once, added up. */
export async function priceVisitorLines(wanted: readonly WantedLine[]): Promise<CartDto> {
  return priceLines(addToLines([], wanted), null);
}
