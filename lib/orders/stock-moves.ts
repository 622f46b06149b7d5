import 'server-only';
import { stockMoved, stocksMoved } from '@/lib/cache';
import type { OrderLine } from './store/orders-doc';
import type { Id } from '@/lib/db';
import { holdsOn, releaseHold, releaseHolds, takeIntoHold, takeIntoHolds } from '@/lib/inventory';
import { findHeldParts, type HeldPart } from '@/lib/catalog';

/**
 * The two movements that change a part's stock on hand (lib/inventory), each followed by word to
 * the public pages showing it (lib/cache/soft-tags.mjs): every public figure of that stock follows
 * within seconds, on every instance. Settling a hold as a sale moves nothing on hand.
 */

/**
 * The parts of the holds just taken, as the catalog has them now (name, number, price: what the
 * order records). A part deleted since has its hold given back and is left out: no order takes a
 * part that is gone (lib/catalog deletes the part before its stock).
 */
async function partsHeld(orderId: Id, held: readonly LineUnits[], at: Date): Promise<Map<string, HeldPart>> {
  const parts = await findHeldParts(held.map((line) => line.productId));
  const gone = held.filter((line) => !parts.has(line.productId.toHexString()));
  if (gone.length) await releaseHolds(orderId, gone, at);
  return parts;
}

/** Units into a hold for an order (lib/inventory, takeIntoHold); the part as it is, or null. */
export async function takeStock(
  productId: Id,
  orderId: Id,
  quantity: number,
  at = new Date(),
): Promise<HeldPart | null> {
  if (!(await takeIntoHold(productId, orderId, quantity, at))) return null;
  stockMoved(productId.toHexString());
  return (await partsHeld(orderId, [{ productId, quantity }], at)).get(productId.toHexString()) ?? null;
}

/** A hold's units back to stock (lib/inventory, releaseHold); true for the one call that did it. */
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
 * Every line's units into the order's hold `at` (lib/inventory, takeIntoHolds). Answers the parts
 * whose units were taken, as they are, by id (hex); a line whose part is missing from it found too
 * little stock (or its part is gone).
 */
export async function takeLines(
  orderId: Id,
  lines: readonly LineUnits[],
  at: Date,
): Promise<Map<string, HeldPart>> {
  const taken = await takeIntoHolds(orderId, lines, at);
  if (taken.size === 0) return new Map();
  stocksMoved([...taken]);
  return partsHeld(
    orderId,
    lines.filter((line) => taken.has(line.productId.toHexString())),
    at,
  );
}

/**
 * The lines whose units the order already holds under hold `at` (a placement a crash stopped, taken
 * up again by a retry), with their parts as takeLines answers them.
 */
export async function heldLines(
  orderId: Id,
  lines: readonly LineUnits[],
  at: Date,
): Promise<Map<string, HeldPart>> {
  const holds = await holdsOn(lines.map((line) => line.productId));
  const held = lines.filter((line) =>
    (holds.get(line.productId.toHexString()) ?? []).some(
      (hold) => hold.orderId.equals(orderId) && hold.at.getTime() === at.getTime(),
    ),
  );
  return held.length ? partsHeld(orderId, held, at) : new Map();
}
