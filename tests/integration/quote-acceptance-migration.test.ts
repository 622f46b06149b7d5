import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { recordWholeAcceptances } from '@/lib/db/quote-acceptance-migration';
import { giveBackAcceptance } from '@/lib/quotes/store/acceptances';
import type { QuoteDoc } from '@/lib/quotes/store/quotes-doc';

afterAll(async () => (await getMongoClient()).close());

describe('recording acceptances of quotes accepted whole before (2026-12-quote-acceptances)', () => {
  it('gives such a quote its one acceptance of every unit, which a cancelled order then gives back', async () => {
    const db = await getDb();
    const quotes = db.collection<QuoteDoc>('quotes');
    const orderId = new ObjectId();
    const acceptedAt = new Date(Date.UTC(2026, 10, 2));
    const _id = new ObjectId();
    const line = (quantity: number) => ({
      productId: new ObjectId(),
      productName: `Old part ${quantity}`,
      quantity,
      unitPriceCents: 100,
    });
    await quotes.insertOne({
      _id,
      customerEmail: 'old@example.com',
      customerName: 'Old',
      lines: [line(30), line(60)],
      state: 'accepted',
      offerNo: 1,
      validUntil: new Date(Date.now() + 86_400_000),
      orderId,
      acceptedAt,
      createdAt: acceptedAt,
    });

    await recordWholeAcceptances(db);
    await recordWholeAcceptances(db);
    const recorded = await quotes.findOne({ _id });
    expect(recorded).toMatchObject({
      acceptRev: 1,
      acceptances: [
        {
          orderId,
          at: acceptedAt,
          lines: [
            { index: 0, quantity: 30 },
            { index: 1, quantity: 60 },
          ],
        },
      ],
      lines: [{ acceptedQuantity: 30 }, { acceptedQuantity: 60 }],
    });

    await giveBackAcceptance(_id, orderId, null, new Date());
    await giveBackAcceptance(_id, orderId, null, new Date());
    const reopened = await quotes.findOne({ _id });
    expect(reopened).toMatchObject({
      state: 'offered',
      acceptRev: 2,
      acceptances: [],
      lines: [{ acceptedQuantity: 0 }, { acceptedQuantity: 0 }],
    });
    expect(reopened?.orderId).toBeUndefined();
  });
});
