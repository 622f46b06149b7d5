import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import type { QuoteDoc } from '@/lib/quotes/store/quotes';
import { quoteDto } from '@/lib/quotes/quote-parts';

// Quotes made of lines (issue 26): the start-up migration turns one-part quotes into one-line ones,
// and an open offer becomes offer number 1, which an acceptance then names.

const productId = new ObjectId();
const offered = new ObjectId();
const requested = new ObjectId();
const validUntil = new Date(Date.now() + 7 * 86_400_000);

// Written before the app's first connection to this file's database, as an older version left them.
beforeAll(async () => {
  const client = await new MongoClient(process.env.MONGODB_URI!).connect();
  try {
    const legacy = {
      customerEmail: 'old@example.com',
      customerName: 'Old',
      productId,
      productName: 'Old bracket',
    };
    await client
      .db(process.env.MONGODB_DB)
      .collection('quotes')
      .insertMany([
        {
          _id: offered,
          ...legacy,
          quantity: 500,
          state: 'offered',
          unitPriceCents: 95,
          validUntil,
          createdAt: new Date(),
        },
        { _id: requested, ...legacy, quantity: 300, state: 'requested', createdAt: new Date() },
      ]);
  } finally {
    await client.close();
  }
});

afterAll(async () => (await getMongoClient()).close());

describe('the start-up migration', () => {
  it('turns every one-part quote into a one-line quote; an open offer is offer number 1', async () => {
    const quotes = (await getDb()).collection<QuoteDoc>('quotes');
    const offer = await quotes.findOne({ _id: offered });
    expect(offer).toMatchObject({
      lines: [{ productId, productName: 'Old bracket', quantity: 500, unitPriceCents: 95 }],
      offerNo: 1,
    });
    expect(offer).not.toHaveProperty('productId');
    expect(offer).not.toHaveProperty('unitPriceCents');
    const request = await quotes.findOne({ _id: requested });
    expect(request?.lines).toEqual([{ productId, productName: 'Old bracket', quantity: 300 }]);
    expect(request).not.toHaveProperty('offerNo');

    // The answers keep their one-part fields for a one-line quote.
    expect(await quoteDto(offer!)).toMatchObject({
      productId: productId.toHexString(),
      productName: 'Old bracket',
      quantity: 500,
      unitPrize: 0.95,
      totalPrize: 475,
      status: 'offered',
      part: null,
    });
  });
});
