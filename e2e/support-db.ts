import { MongoClient, ObjectId } from 'mongodb';
import { partNumberFields } from '../lib/model/part-number';
import { searchFields } from '../lib/model/search-words';
import { newStock } from '../scripts/test-support/stock-doc.mjs';

/**
 * Test data straight into the e2e database (set up by global-setup), for parts whose stock a
 * test must control without touching the shared seeded catalog.
 */
export async function insertPart({
  name,
  quantity,
  priceCents,
  description = `${name}, made for one e2e test.`,
  selling = {},
  partNumber,
  fields = {},
}: {
  name: string;
  /** Default: a number of the test's own (E2E- and the id's last 8 digits). */
  partNumber?: string;
  quantity: number;
  priceCents: number;
  description?: string;
  /** How it is sold, as stored: priceBreaks (cents), minimumQuantity, quantityStep. */
  selling?: {
    priceBreaks?: { minQuantity: number; unitCents: number }[];
    minimumQuantity?: number;
    quantityStep?: number;
  };
  /** More of the part as stored: its category and attribute values (issue 37). */
  fields?: Record<string, unknown>;
}) {
  const _id = new ObjectId();
  await withE2eDb((db) =>
    db.collection('products').insertOne({
      _id,
      name,
      description,
      ...searchFields({ name, description }),
      ...partNumberFields(partNumber ?? `E2E-${_id.toHexString().slice(-8)}`),
      img: '/images/parts/timing-pulley.webp',
      priceCents,
      ...selling,
      ...fields,
      email: process.env.E2E_ADMIN_EMAIL,
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
  );
  await withE2eDb((db) => db.collection('stock').insertOne(newStock(_id, quantity)));
  return {
    _id: _id.toHexString(),
    name,
    quantity,
    prize: priceCents / 100,
    partNumber: partNumber ?? `E2E-${_id.toHexString().slice(-8)}`,
  };
}

/**
 * `count` parts in one write, numbered `${prefix}-000` … (a bill of materials' worth): each with
 * `quantity` in stock (or `quantity(index)`) at 1.00 + 0.01 × its index dollars. Answers their
 * ids, names, part numbers and prices.
 */
export async function insertParts(
  prefix: string,
  count: number,
  quantity: number | ((index: number) => number),
) {
  const stockOf = typeof quantity === 'number' ? () => quantity : quantity;
  const parts = Array.from({ length: count }, (_, i) => {
    const name = `${prefix} part ${i}`;
    const description = `${name}, made for one e2e bill of materials.`;
    return {
      _id: new ObjectId(),
      name,
      description,
      ...searchFields({ name, description }),
      ...partNumberFields(`${prefix}-${String(i).padStart(3, '0')}`),
      img: '/images/parts/timing-pulley.webp',
      priceCents: 100 + i,
      email: process.env.E2E_ADMIN_EMAIL,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
  });
  await withE2eDb(async (db) => {
    await db.collection('products').insertMany(parts);
    await db.collection('stock').insertMany(parts.map((part, i) => newStock(part._id, stockOf(i))));
  });
  return parts.map((part) => ({
    _id: part._id.toHexString(),
    name: part.name,
    partNumber: part.partNumber,
    priceCents: part.priceCents,
  }));
}

/** Stock arriving for a part (as a restock books it), behind the catalog cache's back: stock is read live. */
export async function restockPart(productId: string, units: number) {
  await withE2eDb((db) =>
    db
      .collection('stock')
      .updateOne({ _id: new ObjectId(productId) }, { $inc: { onHand: units, received: units } }),
  );
}

async function withE2eDb<T>(fn: (db: ReturnType<MongoClient['db']>) => Promise<T>): Promise<T> {
  const client = await new MongoClient(process.env.E2E_MONGODB_URI!).connect();
  try {
    return await fn(client.db('partsmith-e2e'));
  } finally {
    await client.close();
  }
}

/** Paid orders straight into the database (more than the open-order cap allows one to place). */
export async function insertPaidOrders(customerEmail: string, productName: string, count: number) {
  const now = Date.now();
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: new ObjectId(),
    customerName: `E2E Lister ${i}`,
    customerEmail,
    phoneNumber: '555 0100',
    lines: [
      { productId: new ObjectId(), name: productName, quantity: 30, unitPriceCents: 100, totalCents: 3000 },
    ],
    totalCents: 3000,
    paid: true,
    status: 'paid',
    stock: 'taken',
    holdUntil: new Date(now),
    transactionId: `pi_test_e2e${i}`,
    createdAt: new Date(now - (count - i) * 60_000),
    paidAt: new Date(now),
  }));
  await withE2eDb((db) => db.collection('orders').insertMany(docs));
  return docs.map((doc) => doc._id.toHexString());
}

/** Moves an order's hold deadline into the past: the next read of the orders releases it. */
export async function lapseHold(orderId: string) {
  await withE2eDb((db) =>
    db
      .collection('orders')
      .updateOne({ _id: new ObjectId(orderId) }, { $set: { holdUntil: new Date(Date.now() - 1000) } }),
  );
}

/**
 * An order shipped in one parcel and invoiced, as if an admin had shipped it and its customer had
 * downloaded the invoice (`invoiceNumber` is the test's own: nothing else reads the counter here).
 */
export async function markShippedAndInvoiced(orderId: string, invoiceNumber: number) {
  await withE2eDb(async (db) => {
    const orders = db.collection('orders');
    const order = await orders.findOne({ _id: new ObjectId(orderId) });
    const now = new Date();
    await orders.updateOne(
      { _id: new ObjectId(orderId) },
      {
        $set: {
          status: 'shipped',
          shippedAt: now,
          shipments: [
            {
              _id: new ObjectId(),
              lines: order!.lines.map((line: { productId: ObjectId; quantity: number }) => ({
                productId: line.productId,
                quantity: line.quantity,
              })),
              carrier: 'ups',
              trackingNumber: '1Z999AA10123456784',
              shippedAt: now,
              shippedBy: process.env.E2E_ADMIN_EMAIL,
            },
          ],
          shipmentCount: 1,
          invoiceNumber,
          invoicedAt: now,
        },
      },
    );
  });
}

/** How many orders of this customer hold a line of this part (an e2e test counts what it placed). */
export async function countOrdersOf(customerEmail: string, productId: string): Promise<number> {
  return withE2eDb((db) =>
    db.collection('orders').countDocuments({ customerEmail, 'lines.productId': new ObjectId(productId) }),
  );
}

/** An offer made straight into the database: `quantity` of a part at `unitCents`, open a week. */
export async function insertOfferedQuote(
  customer: { email: string; name: string },
  part: { _id: string; name: string },
  quantity: number,
  unitCents: number,
) {
  const _id = new ObjectId();
  await withE2eDb((db) =>
    db.collection('quotes').insertOne({
      _id,
      customerEmail: customer.email,
      customerName: customer.name,
      phoneNumber: '+1 555 0100',
      lines: [
        { productId: new ObjectId(part._id), productName: part.name, quantity, unitPriceCents: unitCents },
      ],
      state: 'offered',
      offerNo: 1,
      validUntil: new Date(Date.now() + 7 * 86_400_000),
      createdAt: new Date(),
    }),
  );
  return _id.toHexString();
}

/** Units of a part on hand now (its stock document). */
export async function onHandOf(productId: string): Promise<number> {
  return withE2eDb(
    async (db) => (await db.collection('stock').findOne({ _id: new ObjectId(productId) }))!.onHand as number,
  );
}
