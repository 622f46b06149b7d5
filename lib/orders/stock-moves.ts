import 'server-only';
import { stockMoved, stocksMoved } from '@/lib/cache';
import type { OrderLine } from './store/orders-doc';
import type { Id } from '@/lib/db';
import { releaseHold, releaseHolds, takeIntoHold, takeIntoHolds, type HeldPart } from '@/lib/catalog';

/**
 * The two movements that change a part's stock on hand (lib/catalog/store/stock.ts), each followed by word to
 * the public pages showing it (lib/cache/soft-tags.mjs): every public figure of that stock follows
 * within seconds, on every instance. Settling a hold as a sale moves nothing on hand.
 */

/** Units into a hold for an order (lib/catalog/store/stock.ts, takeIntoHold); the part as it was, or null. */
export async function takeStock(productId: Id, orderId: Id, quantity: number, at = new Date()) {
  const part = await takeIntoHold(productId, orderId, quantity, at);
  if (part) stockMoved(productId.toHexString());
  return part;
}

/** A hold's units back to stock (lib/catalog/store/stock.ts, releaseHold); true for the one call that did it. */
export async function returnStock(productId: Id, orderId: Id, quantity: number, at?: Date): Promise<boolean> {
  const returned = await releaseHold(productId, orderId, quantity, at);
  if (returned) stockMoved(productId.toHexString());
  return returned;
}

/** What taking or returning an order's stock needs of its lines. */
export type LineUnits = Pick<OrderLine, 'productId' | 'quantity'>;

/**
 * Every line's units back to stock from the order's hold `at` (each named exactly; none twice),
 * and one word to the public pages for all of them.
 */
export async function returnLines(orderId: Id, lines: readonly LineUnits[], at?: Date): Promise<number> {
  const returned = await releaseHolds(orderId, lines, at);
  if (returned > 0) stocksMoved(lines.map((line) => line.productId.toHexString()));
  return returned;
}

/**
 * Every line's units into the order's hold `at` (lib/catalog/store/stock.ts, takeIntoHolds). Answers the parts
 * whose units were taken, as they were then, by id (hex); a line whose part is missing from it
 * found too little stock.
 */
export async function takeLines(
  orderId: Id,
  lines: readonly LineUnits[],
  at: Date,
): Promise<Map<string, HeldPart>> {
  const taken = await takeIntoHolds(orderId, lines, at);
  if (taken.size > 0) stocksMoved([...taken.keys()]);
  return taken;
}
