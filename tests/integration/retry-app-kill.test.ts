import { randomUUID } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../scripts/test-support/start-app.mjs';
import { newCustomer } from '../support/auth';
import { api } from '../support/http';
import { partNumberFields } from '@/lib/model/part-number';
import { strayHolds, unbalancedStock, unheldOrders } from '@/lib/orders/stock-check';
import { newStock } from '../support/products';
import { startWriteFaultProxy, type WriteFaultProxy } from '../support/write-fault-proxy';

// A retry never buys twice (issue 38), against a real app instance (next start) that reaches the
// database through a proxy: right after the n-th write of a placement has been applied, the proxy
// loses its answer and either kills the app (-9; a new instance is started on the same address) or
// plays dead itself while the app answers the buyer (503). The buyer's browser then retries with
// the same Idempotency-Key until it answers: the order the first request made, one hold, one mail,
// for every n up to the placement's last write.

let proxy: WriteFaultProxy;
let app: Awaited<ReturnType<typeof startApp>>;
let port: number;
let client: MongoClient;
const dbName = process.env.MONGODB_DB!;

const appEnv = () => ({
  MONGODB_URI: proxy.uri,
  MONGODB_DB: dbName,
  MAX_OPEN_ORDERS: '1000',
  // A killed instance's key and lock are taken up quickly here (a live one renews them).
  REQUEST_LEASE_SECONDS: '0.5',
  LOCK_LEASE_SECONDS: '0.6',
  // The app answers 503 a second after its database went away (3 s in production).
  DATABASE_TIMEOUT_SECONDS: '1',
});
const origin = () => `http://localhost:${port}`;

beforeAll(async () => {
  client = await new MongoClient(process.env.MONGODB_URI!).connect();
  proxy = await startWriteFaultProxy(process.env.MONGODB_URI!);
  const { seedDatabase } = await import('@/lib/seed/seed');
  await seedDatabase({ adminEmail: 'admin@partsmith.io', adminPassword: 'admin-password-1' });
  app = await startApp(appEnv());
  port = Number(new URL(app.baseURL).port);
}, 120_000);

afterAll(async () => {
  await (await (await import('@/lib/db/client')).getMongoClient()).close();
  await app?.stop();
  await proxy?.close();
  await client?.close();
});

const db = () => client.db(dbName);

async function part(onHand = 300): Promise<ObjectId> {
  const _id = new ObjectId();
  await db()
    .collection('products')
    .insertOne({
      _id,
      ...partNumberFields(`KILL-${_id.toHexString().slice(-8)}`),
      name: 'Kill bracket',
      description: 'Ordered through an app that dies.',
      img: '/images/parts/hex-bolt.webp',
      priceCents: 100,
      email: 'admin@partsmith.io',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  await db().collection('stock').insertOne(newStock(_id, onHand));
  return _id;
}

type Answer = { status: number; body: { _id?: string; status?: string; error?: string } };

/** The buyer's browser: the same request and key, again until the store answers it. */
async function untilAnswered(send: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await send().catch((): Answer => ({ status: 0, body: {} }));
    if (![0, 409, 429, 503].includes(answer.status) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How the first request of a crash point ends: the app killed, or the database gone under it. */
type Crash = 'app killed' | 'database gone';

/**
 * Places an order through the app with the fault armed at write n = 1, 2, … until a placement
 * finishes before it; after each crash the same request is sent again until it answers. Answers
 * the first answers' statuses of the crashed points.
 */
async function crashEachWrite(crash: Crash): Promise<number[]> {
  const firsts: number[] = [];
  for (let n = 1; n <= 100; n += 1) {
    const buyer = await newCustomer('kill', origin());
    const productId = await part();
    const key = randomUUID();
    const send = () =>
      api<Answer['body']>(`/api/order/${productId.toHexString()}`, {
        method: 'POST',
        cookie: buyer.cookie,
        body: { customerName: 'Kill', phoneNumber: '+1 555 0100', productQuantity: 30 },
        headers: { 'Idempotency-Key': key },
        origin: origin(),
      });
    const killed = app.pid;
    proxy.arm(n, crash === 'app killed' ? () => process.kill(killed, 'SIGKILL') : undefined);
    const first = await send().catch((): Answer => ({ status: 0, body: {} }));
    const crashed = proxy.dead;
    proxy.revive();
    if (crashed && crash === 'app killed') app = await startApp(appEnv(), port);
    if (crashed) firsts.push(first.status);
    const answer = crashed ? await untilAnswered(send) : first;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const orders = await db().collection('orders').find({ customerEmail: buyer.email }).toArray();
    expect(orders.map((order) => [order._id.toHexString(), order.status])).toEqual([
      [answer.body._id, 'unpaid'],
    ]);
    const stock = await db().collection('stock').findOne({ _id: productId });
    expect(stock).toMatchObject({ onHand: 270, received: 300 });
    expect(stock!.holds).toEqual([expect.objectContaining({ orderId: orders[0]!._id, quantity: 30 })]);
    await expect
      .poll(() =>
        db()
          .collection('outbox')
          .countDocuments({ _id: `order-placed:${answer.body._id}` as never }),
      )
      .toBe(1);
    // npm run check:stock's invariants, on the whole database so far.
    for (const problems of [unbalancedStock(), strayHolds(), unheldOrders()]) {
      for await (const problem of problems) expect.fail(`books: ${JSON.stringify(problem)}`);
    }
    if (!crashed) return firsts;
  }
  throw new Error('more than 100 writes: the fault never missed');
}

describe('a placement retried after a crash after each of its writes', () => {
  it('the app killed: the retry answers the order it made, one hold, one mail', async () => {
    const firsts = await crashEachWrite('app killed');
    // Every write of a placement was a crash point (the request's connection reset each time).
    expect(firsts.length).toBeGreaterThan(5);
    expect(firsts.every((status) => status === 0)).toBe(true);
  }, 900_000);

  it('the database gone: the buyer reads 503, and the retry answers the order that 503 made', async () => {
    const firsts = await crashEachWrite('database gone');
    expect(firsts.length).toBeGreaterThan(5);
    // A 503 with Retry-After, or the answer itself when only the key's record could not be kept.
    expect(firsts.filter((status) => status !== 503).every((status) => status === 201)).toBe(true);
    expect(firsts.filter((status) => status === 503).length).toBeGreaterThan(3);
  }, 900_000);
});
