import 'server-only';
import { onHandOf } from '@/lib/inventory';
import type { Id } from '@/lib/db';
import type { Stocked } from './store/products-doc';

/**
 * Parts with the units they have on hand, read from lib/inventory in one round trip for all of
 * them (a page of 24, a cart of 1,000): the part document holds no stock (decision 0033).
 */
export async function withOnHand<T extends { _id: Id }>(parts: readonly T[]): Promise<Stocked<T>[]> {
  const onHand = await onHandOf(parts.map((part) => part._id));
  return parts.map((part) => ({ ...part, quantity: onHand.get(part._id.toHexString()) ?? 0 }));
}

/** One part with its units on hand (null stays null). */
export async function oneWithOnHand<T extends { _id: Id }>(part: T | null): Promise<Stocked<T> | null> {
  return part ? (await withOnHand([part]))[0]! : null;
}

/** Parts read per round trip of stock while a whole catalog is streamed. */
const STREAM_BATCH = 500;

/** A stream of parts with their units on hand, one read of stock per STREAM_BATCH parts. */
export async function* streamWithOnHand<T extends { _id: Id }>(
  parts: AsyncIterable<T>,
): AsyncGenerator<Stocked<T>> {
  let batch: T[] = [];
  for await (const part of parts) {
    batch.push(part);
    if (batch.length === STREAM_BATCH) {
      yield* await withOnHand(batch);
      batch = [];
    }
  }
  if (batch.length) yield* await withOnHand(batch);
}
