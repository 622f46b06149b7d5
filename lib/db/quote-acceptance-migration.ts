import 'server-only';
import type { Db } from 'mongodb';
import type { Id } from './ids';
import { BATCH, updateInBatches } from './migration-steps';

/** A quote accepted before offers could be accepted in part: one order took every line whole. */
type WholeAcceptedQuote = { _id: Id; orderId: Id; acceptedAt?: Date; lines: { quantity: number }[] };

/**
 * Every quote accepted whole before acceptances were recorded line by line (issue 33) gets the one
 * acceptance it had: its order took every unit of every line. A cancellation of that order then
 * gives them back like any other. Each update is conditional on the quote having no record yet,
 * so instances starting together may all run it.
 */
export async function recordWholeAcceptances(db: Db): Promise<void> {
  const quotes = db.collection<WholeAcceptedQuote>('quotes');
  const unrecorded = { state: 'accepted', orderId: { $exists: true }, acceptances: { $exists: false } };
  const cursor = quotes
    .find(unrecorded, { projection: { orderId: 1, acceptedAt: 1, 'lines.quantity': 1 } })
    .batchSize(BATCH);
  await updateInBatches(quotes, cursor, (quote) => ({
    updateOne: {
      filter: { _id: quote._id, acceptances: { $exists: false } },
      update: {
        $set: {
          acceptances: [
            {
              orderId: quote.orderId,
              lines: quote.lines.map((line, index) => ({ index, quantity: line.quantity })),
              at: quote.acceptedAt ?? new Date(),
            },
          ],
          acceptRev: 1,
          ...Object.fromEntries(
            quote.lines.map((line, index) => [`lines.${index}.acceptedQuantity`, line.quantity]),
          ),
        },
      } as never,
    },
  }));
}
