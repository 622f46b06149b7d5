import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startWriteFaultProxy } from '../support/write-fault-proxy';

// A retry never buys twice (issue 38), tried against the worst moment for each write: the database
// dies right after it applied the n-th write of a request and the answer is lost (the proxy below
// drops that reply and every connection, and takes none until the request has failed). The app
// then retries with the same Idempotency-Key until it answers, as a browser told "unavailable"
// would. For n = 1, 2, … up to the request's last write: exactly one order, one hold, one mail,
// the books balanced (npm run check:stock's invariants), and the answer is the order it made.
//
// The app here is this process (lib/ as the route handlers call it): with the database gone it can
// write nothing more, as if it had died too; tests/integration/retry-app-kill.test.ts kills a real
// app instance instead.

const proxy = await startWriteFaultProxy(process.env.MONGODB_URI!);
Object.assign(process.env, {
  MONGODB_URI: proxy.uri,
  // A dead run's key and locks are taken up quickly here (a live run renews them every third).
  REQUEST_LEASE_SECONDS: '0.3',
  LOCK_LEASE_SECONDS: '0.6',
  // A dead database fails a request in half a second here (3 s in production), so a crashed run ends soon.
  DATABASE_TIMEOUT_SECONDS: '0.5',
});

const { getDb, getMongoClient } = await import('@/lib/db/client');
const { isDatabaseUnavailable } = await import('@/lib/db');
const { isAppError } = await import('@/lib/model');
const { once } = await import('@/lib/idempotency');
const { placeOrder, acceptQuote, refundOrder } = await import('@/lib/orders');
const { markPaid } = await import('@/lib/orders/pay');
const { addCartLines, checkout } = await import('@/lib/cart');
const { testGateway } = await import('@/lib/payments/test-gateway');
const { succeedIntentDoc, findIntent } = await import('@/lib/payments/store/payment-intents');
const { findOrder } = await import('@/lib/orders/store/orders');
const { strayHolds, unbalancedStock, unheldOrders } = await import('@/lib/orders/stock-check');
const { partNumberFields } = await import('@/lib/model/part-number');
const { newStock } = await import('../support/products');

type Caller = import('@/lib/model').Caller;
type OrderDto = import('@/lib/orders').OrderDto;

afterAll(async () => {
  await (await getMongoClient()).close();
  await proxy.close();
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

afterEach(async () => {
  proxy.revive();
  expect(await collect(unbalancedStock())).toEqual([]);
  expect(await collect(strayHolds())).toEqual([]);
  expect(await collect(unheldOrders())).toEqual([]);
});

const db = () => getDb();

const customer = (): Caller => {
  const id = new ObjectId().toHexString();
  return { id, email: `retry-${id.slice(-8)}@example.com`, name: 'Retry', role: 'customer' };
};
const ADMIN: Caller = {
  id: new ObjectId().toHexString(),
  email: 'admin@partsmith.io',
  name: 'Admin',
  role: 'admin',
};

async function part(onHand = 300): Promise<ObjectId> {
  const _id = new ObjectId();
  await (await db()).collection('products').insertOne({
    _id,
    ...partNumberFields(`RETRY-${_id.toHexString().slice(-8)}`),
    name: 'Retry bracket',
    description: 'Ordered through a crashing database.',
    img: '/images/parts/hex-bolt.webp',
    priceCents: 100,
    email: ADMIN.email,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await (await db()).collection('stock').insertOne(newStock(_id, onHand));
  return _id;
}

/** The answer of `run`, retried as a client would while it is told to wait or the database is away. */
async function untilAnswered<T>(run: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const retryable =
        isAppError(error, 'conflict') || isAppError(error, 'limit') || isDatabaseUnavailable(error);
      if (!retryable || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Runs `request` once per crash point: the database dies after its n-th write, for n = 1, 2, …
 * until a run finishes before the fault (it has fewer writes). Each point gets a fresh `prepare`d
 * world and key, is retried until it answers, and `verify` checks what it left. Answers how many
 * writes a whole run makes.
 */
async function crashAfterEachWrite<W, T>(
  prepare: () => Promise<W>,
  request: (world: W, key: string) => Promise<T>,
  verify: (world: W, answer: T) => Promise<void>,
): Promise<number> {
  for (let n = 1; n <= 100; n += 1) {
    const world = await prepare();
    const key = randomUUID();
    proxy.arm(n);
    const first = await request(world, key).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const crashed = proxy.dead;
    const written = [...proxy.written];
    proxy.revive();
    if (!crashed) {
      if ('error' in first) throw first.error;
      await verify(world, first.value);
      return n - 1;
    }
    const answer = await untilAnswered(() => request(world, key)).catch((error: Error) => {
      throw new Error(
        `retried after the database died after write ${n} (${written.join(', ')}): ${error.message}`,
        {
          cause: error,
        },
      );
    });
    await verify(world, answer);
    // And a retry after the answer repeats it.
    expect(await request(world, key)).toEqual(JSON.parse(JSON.stringify(answer)));
  }
  throw new Error('more than 100 writes: the fault never missed');
}

const ordersOf = async (email: string) =>
  (await db()).collection('orders').find({ customerEmail: email }).toArray();
const stockDoc = async (id: ObjectId) => (await db()).collection('stock').findOne({ _id: id });
const outboxCount = async (id: string) =>
  (await db()).collection('outbox').countDocuments({ _id: id as never });

/** One unpaid order holding `units` of `productId`, the one answered, with one "Order placed" mail. */
async function onePlacedOrder(
  email: string,
  answer: OrderDto,
  productId: ObjectId,
  units: number,
  onHand = 300,
) {
  const orders = await ordersOf(email);
  expect(orders.map((order) => [order._id.toHexString(), order.status])).toEqual([[answer._id, 'unpaid']]);
  const stock = await stockDoc(productId);
  expect(stock).toMatchObject({ onHand: onHand - units, received: onHand });
  expect(stock!.holds).toEqual([expect.objectContaining({ orderId: orders[0]!._id, quantity: units })]);
  expect(await outboxCount(`order-placed:${answer._id}`)).toBe(1);
}

const buyer = { customerName: 'Retry', phoneNumber: '+1 555 0100' };

describe('a retried request after the database died after each of its writes', () => {
  it('placing an order (the purchase page): one order, one hold, one mail', async () => {
    const writes = await crashAfterEachWrite(
      async () => ({ caller: customer(), productId: await part() }),
      ({ caller, productId }, key) => {
        const input = { ...buyer, productQuantity: 30 };
        return once(
          { caller: caller.id, key, operation: 'order.place', request: { productId, input } },
          (requestKey) => placeOrder(caller, productId.toHexString(), input, requestKey),
        );
      },
      ({ caller, productId }, answer) => onePlacedOrder(caller.email, answer, productId, 30),
    );
    expect(writes).toBeGreaterThan(5);
  }, 600_000);

  it('checking out a cart: one order, one hold per line, one mail, the cart emptied once', async () => {
    await crashAfterEachWrite(
      async () => {
        const caller = customer();
        const parts = [await part(), await part()];
        await addCartLines(
          caller,
          parts.map((productId) => ({ productId: productId.toHexString(), quantity: 30 })),
        );
        return { caller, parts };
      },
      ({ caller }, key) =>
        once({ caller: caller.id, key, operation: 'cart.checkout', request: buyer }, (requestKey) =>
          checkout(caller, { ...buyer, requestKey }),
        ),
      async ({ caller, parts }, answer) => {
        for (const productId of parts) {
          const orders = await ordersOf(caller.email);
          expect(orders).toHaveLength(1);
          expect((await stockDoc(productId))!.holds).toEqual([
            expect.objectContaining({ orderId: orders[0]!._id, quantity: 30 }),
          ]);
        }
        await onePlacedOrder(caller.email, answer, parts[0]!, 30);
        const cart = await (await db()).collection('carts').findOne({ _id: new ObjectId(caller.id) });
        expect(cart?.lines ?? []).toEqual([]);
      },
    );
  }, 600_000);

  it("accepting a quote's offer: one order at the offer's price, the offer accepted by it", async () => {
    await crashAfterEachWrite(
      async () => {
        const caller = customer();
        const productId = await part();
        const quoteId = new ObjectId();
        await (await db()).collection('quotes').insertOne({
          _id: quoteId,
          customerEmail: caller.email,
          customerName: 'Retry',
          lines: [{ productId, productName: 'Retry bracket', quantity: 30, unitPriceCents: 90 }],
          state: 'offered',
          offerNo: 1,
          validUntil: new Date(Date.now() + 86_400_000),
          createdAt: new Date(),
        });
        return { caller, productId, quoteId };
      },
      ({ caller, quoteId }, key) => {
        const input = { phoneNumber: '+1 555 0100' };
        return once(
          { caller: caller.id, key, operation: 'quote.accept', request: { id: quoteId, input } },
          (requestKey) => acceptQuote(caller, quoteId.toHexString(), input, requestKey),
        );
      },
      async ({ caller, productId, quoteId }, answer) => {
        await onePlacedOrder(caller.email, answer, productId, 30);
        expect(answer.totalPrize).toBe(27);
        const quote = await (await db()).collection('quotes').findOne({ _id: quoteId });
        expect(quote).toMatchObject({ state: 'accepted', orderId: new ObjectId(answer._id) });
      },
    );
  }, 600_000);

  it('refunding a paid order: one refund, its units back once, the gateway asked once, one mail', async () => {
    await crashAfterEachWrite(
      async () => {
        const caller = customer();
        const productId = await part();
        const placed = await placeOrder(caller, productId.toHexString(), { ...buyer, productQuantity: 30 });
        const intent = await testGateway.createIntent({
          orderId: placed._id,
          amountCents: 3000,
          currency: 'usd',
          idempotencyKey: `retry-${placed._id}`,
        });
        await succeedIntentDoc(intent.id, 'Retry');
        const order = await findOrder(new ObjectId(placed._id));
        expect(await markPaid(order!, (await testGateway.retrieveIntent(intent.id))!)).toBe(true);
        return { caller, productId, orderId: placed._id, intentId: intent.id };
      },
      ({ orderId, productId }, key) => {
        const wanted = {
          lines: [{ productId: productId.toHexString(), quantity: 5 }],
          reason: 'Five too many',
        };
        return once(
          { caller: ADMIN.id, key, operation: 'order.refund', request: { id: orderId, wanted } },
          (requestKey) => refundOrder(ADMIN, orderId, wanted, requestKey),
        );
      },
      async ({ productId, orderId, intentId }, answer) => {
        expect(answer.refunds).toHaveLength(1);
        const order = await (await db()).collection('orders').findOne({ _id: new ObjectId(orderId) });
        expect(order!.refunds).toEqual([expect.objectContaining({ status: 'succeeded', restocked: true })]);
        expect(await stockDoc(productId)).toMatchObject({ onHand: 275, holds: [] });
        expect((await findIntent(intentId))?.refundedCents).toBe(500);
        expect(await outboxCount(`order-refunded:${orderId}:1`)).toBe(1);
      },
    );
  }, 600_000);
});
