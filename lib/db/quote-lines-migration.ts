import 'server-only';
import type { Db } from 'mongodb';
import { aloneUnderLock, BATCH, updateInBatches } from './migration-steps';
import type { SinglePartQuote } from './stored-shapes';

/**
 * Every quote from before quotes had lines becomes a one-line quote (issue 26): its part's fields
 * move into `lines[0]`, and an open offer becomes offer number 1 (an acceptance names the offer it
 * takes). Batched, each update conditional on the quote having no lines yet (safe to repeat), one
 * instance at a time; false when another instance is at it (this one does not record it done).
 */
export async function quotesIntoLines(db: Db): Promise<boolean> {
  const quotes = db.collection<SinglePartQuote>('quotes');
  const unlined = { lines: { $exists: false } } as const;
  if ((await quotes.countDocuments(unlined, { limit: 1 })) === 0) return true;
  return aloneUnderLock(db, 'migration:quote-lines', async () => {
    const cursor = quotes
      .find(unlined, {
        projection: { productId: 1, productName: 1, quantity: 1, unitPriceCents: 1, state: 1 },
      })
      .batchSize(BATCH);
    await updateInBatches(quotes, cursor, (quote) => ({
      updateOne: {
        filter: { _id: quote._id, lines: { $exists: false } },
        update: {
          $set: {
            lines: [
              {
                productId: quote.productId,
                productName: quote.productName,
                quantity: quote.quantity,
                ...(quote.unitPriceCents === undefined ? {} : { unitPriceCents: quote.unitPriceCents }),
              },
            ],
            ...(quote.unitPriceCents === undefined ? {} : { offerNo: 1 }),
          },
          $unset: { productId: '', productName: '', quantity: '', unitPriceCents: '' },
        } as never,
      },
    }));
  });
}
