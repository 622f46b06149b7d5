import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import type { OrderDoc } from '@/lib/orders/store/orders';
import type { StockDoc } from '@/lib/inventory/store/stock-doc';
import { partNumberFields } from '@/lib/model/part-number';
import type { Caller } from '@/lib/model/caller';
import { getInvoice } from '@/lib/invoices/get-invoice';
import { ordersCsv } from '@/lib/orders/export-orders';
import { markOrderPaid } from '@/lib/orders/holds';
import { toOrderDto } from '@/lib/orders/order-dto';
import { placeNewOrder } from '@/lib/orders/place';
import { lineToPlace, recordParts } from '@/lib/orders/place-lines';
import { strayHolds, unbalancedStock, unheldOrders } from '@/lib/orders/stock-check';
import { AppError } from '@/lib/model/app-error';
import { orderPrice } from '@/lib/selling/pricing';
import { pdfText } from '../support/pdf-text';

// Orders made of lines (issue 25): the start-up migration turns one-part orders into one-line
// ones, and a two-line order is placed and paid through the order module (no screen for it yet).

const customer: Caller = {
  id: new ObjectId().toHexString(),
  email: 'lines@example.com',
  name: null,
  role: 'customer',
};
const admin: Caller = {
  id: new ObjectId().toHexString(),
  email: 'admin@partsmith.io',
  name: null,
  role: 'admin',
};

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const expectInvariant = async () => {
  expect(await collect(unbalancedStock())).toEqual([]);
  expect(await collect(strayHolds())).toEqual([]);
  expect(await collect(unheldOrders())).toEqual([]);
};

/** A part as an older version stored it: its stock books on the part document. */
const part = (name: string, quantity: number, priceCents: number, holds: StockDoc['holds'] = []) => {
  const _id = new ObjectId();
  return {
    _id,
    ...partNumberFields(`LN-${_id.toHexString().slice(-8)}`),
    name,
    description: 'A part of a many-line order.',
    img: '/images/parts/hex-bolt.webp',
    quantity,
    received: quantity + holds.reduce((sum, hold) => sum + hold.quantity, 0),
    priceCents,
    holds,
    email: 'admin@partsmith.io',
    createdAt: new Date(),
    updatedAt: new Date(),
  };
};

// Written before the app's first connection to this file's database, as an older version left
// them: one part per order, its fields on the order.
const legacyPart = part('Legacy bracket', 270, 100);
const legacyUnpaid = new ObjectId();
const legacyPaid = new ObjectId();
const placedAt = new Date(Date.now() - 60_000);

beforeAll(async () => {
  legacyPart.holds = [{ orderId: legacyUnpaid, quantity: 30, at: placedAt }];
  legacyPart.received = 270 + 30 + 40;
  const client = await new MongoClient(process.env.MONGODB_URI!).connect();
  try {
    const db = client.db(process.env.MONGODB_DB);
    await db.collection('products').insertOne(legacyPart);
    const legacy = (id: ObjectId, quantity: number, paid: boolean) => ({
      _id: id,
      customerName: 'Old',
      customerEmail: 'old@example.com',
      phoneNumber: '555 0100',
      productId: legacyPart._id,
      productName: 'Legacy bracket',
      partNumber: legacyPart.partNumber,
      productQuantity: quantity,
      unitPriceCents: 100,
      totalCents: 100 * quantity,
      paid,
      status: paid ? 'shipped' : 'unpaid',
      stock: paid ? 'taken' : 'held',
      holdUntil: new Date(Date.now() + 3_600_000),
      holdTakenAt: placedAt,
      createdAt: placedAt,
    });
    await db.collection('orders').insertMany([legacy(legacyUnpaid, 30, false), legacy(legacyPaid, 40, true)]);
  } finally {
    await client.close();
  }
});

afterAll(async () => (await getMongoClient()).close());

/** A part as stored now: the catalog's fields, and its stock books apart (lib/inventory). */
async function insertParts(db: Awaited<ReturnType<typeof getDb>>, parts: ReturnType<typeof part>[]) {
  const stockFields = new Set(['quantity', 'received', 'holds']);
  await db
    .collection('products')
    .insertMany(
      parts.map((doc) => Object.fromEntries(Object.entries(doc).filter(([key]) => !stockFields.has(key)))),
    );
  await db.collection<StockDoc>('stock').insertMany(
    parts.map(({ _id, quantity, received, holds }) => ({
      _id,
      onHand: quantity,
      holds,
      restocks: [],
      received,
      updatedAt: new Date(),
    })),
  );
}

describe('the start-up migration', () => {
  it("moves a part's stock books off the part into its own stock document", async () => {
    const db = await getDb();
    const stored = await db.collection('products').findOne({ _id: legacyPart._id });
    for (const field of ['quantity', 'holds', 'restocks', 'received'])
      expect(stored).not.toHaveProperty(field);
    expect(await db.collection<StockDoc>('stock').findOne({ _id: legacyPart._id })).toMatchObject({
      onHand: 270,
      holds: [{ orderId: legacyUnpaid, quantity: 30, at: placedAt }],
      received: 270 + 30 + 40,
    });
  });

  it('turns every one-part order into a one-line order, and the stock books still hold', async () => {
    const orders = (await getDb()).collection<OrderDoc>('orders');
    for (const [id, quantity] of [
      [legacyUnpaid, 30],
      [legacyPaid, 40],
    ] as const) {
      const order = await orders.findOne({ _id: id });
      expect(order?.lines).toEqual([
        {
          productId: legacyPart._id,
          name: 'Legacy bracket',
          partNumber: legacyPart.partNumber,
          quantity,
          unitPriceCents: 100,
          totalCents: 100 * quantity,
        },
      ]);
      expect(order).not.toHaveProperty('productId');
      expect(order).not.toHaveProperty('productQuantity');
    }
    // Numbered once, in the order they were placed (issue 33), from the counter new orders use.
    const numbers = await Promise.all(
      [legacyUnpaid, legacyPaid].map(async (id) => (await orders.findOne({ _id: id }))?.number),
    );
    expect(numbers.every((n) => Number.isInteger(n) && n! > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(2);
    // The spec's answer keeps its fields for a one-line order.
    const dto = toOrderDto((await orders.findOne({ _id: legacyPaid }))! as Parameters<typeof toOrderDto>[0]);
    expect(dto).toMatchObject({
      productName: 'Legacy bracket',
      productQuantity: 40,
      unitPrize: 1,
      totalPrize: 40,
    });
    await expectInvariant();
  });
});

describe('an order of two lines', () => {
  it('holds both parts or neither, is paid through the order module, and lists both lines on the CSV and the invoice', async () => {
    const db = await getDb();
    const bolts = part('Line bolt', 500, 42);
    const nuts = part('Line nut', 40, 10);
    await insertParts(db, [bolts, nuts]);
    const place = (nutQuantity: number) => {
      const lines = [
        { productId: bolts._id, quantity: 300 },
        { productId: nuts._id, quantity: nutQuantity },
      ];
      return placeNewOrder(
        {
          _id: new ObjectId(),
          customerName: 'Lines',
          customerEmail: customer.email,
          phoneNumber: '555 0100',
          poNumber: 'PO-LINES',
          lines: [lineToPlace(bolts, 300), lineToPlace(nuts, nutQuantity)],
        },
        {
          record: (parts) =>
            recordParts(lines, parts, (held, line) =>
              orderPrice(held.priceCents, line.quantity, held.priceBreaks),
            ),
          noStock: () => new AppError('invalid', 'Sorry your product not available'),
        },
      );
    };

    // 50 nuts are not there: neither line is held, and nothing of the order is kept.
    await expect(place(50)).rejects.toMatchObject({ kind: 'invalid' });
    const products = db.collection<StockDoc>('stock');
    expect((await products.findOne({ _id: bolts._id }))?.onHand).toBe(500);
    expect(await db.collection('orders').countDocuments({ customerEmail: customer.email })).toBe(0);
    await expectInvariant();

    const order = await place(30);
    expect(order).toMatchObject({ status: 'unpaid', totalCents: 300 * 42 + 30 * 10 });
    // A new order's number comes after every number the start-up gave older orders.
    const legacyNumbers = await db
      .collection<OrderDoc>('orders')
      .find({ _id: { $in: [legacyUnpaid, legacyPaid] } })
      .toArray();
    for (const legacy of legacyNumbers) expect(order.number).toBeGreaterThan(legacy.number!);
    expect((await products.findOne({ _id: bolts._id }))?.onHand).toBe(200);
    expect((await products.findOne({ _id: nuts._id }))?.onHand).toBe(10);
    await expectInvariant();

    expect(await markOrderPaid(order, 'pi_two_lines')).toBe(true);
    const paid = (await db.collection<OrderDoc>('orders').findOne({ _id: order._id }))!;
    expect(paid).toMatchObject({ status: 'paid', stock: 'taken' });
    for (const id of [bolts._id, nuts._id]) expect((await products.findOne({ _id: id }))?.holds).toEqual([]);
    await expectInvariant();

    const dto = toOrderDto(paid as Parameters<typeof toOrderDto>[0]);
    expect(dto).toMatchObject({
      productName: 'Line bolt and 1 more part',
      productQuantity: 330,
      unitPrize: null,
    });
    expect(dto.lines.map((line) => [line.name, line.quantity, line.unitPrize, line.totalPrize])).toEqual([
      ['Line bolt', 300, 0.42, 126],
      ['Line nut', 30, 0.1, 3],
    ]);

    const csv = (await collect(ordersCsv({ customerEmail: customer.email }))).join('');
    const rows = csv.split('\r\n').filter((row) => row.includes(order._id.toHexString()));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(',1,');
    expect(rows[0]).toContain('Line bolt,300,0.42,126.00,129.00');
    expect(rows[1]).toContain('Line nut,30,0.10,3.00,129.00');

    const invoice = await pdfText((await getInvoice(admin, order._id.toHexString())).pdf);
    for (const text of ['Line bolt', 'Line nut', '$126.00', '$3.00', '$129.00', 'PO number: PO-LINES'])
      expect(invoice).toContain(text);
  });
});
