// Issue 9's figures: Manage All Order and GET /api/allorder with 100,000 orders against 1,000, and
// the CSV export of 100,000 orders: how long, and how much the server's memory grows meanwhile.
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { get, median, report, rssMiB, section, signIn } from './harness.mjs';

/** A seeded database with `count` orders of 1,000 customers over the last year. */
async function ordersDatabase(mongoUri, name, count) {
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongoUri, MONGODB_DB: name }) !== 0) {
    throw new Error('seed failed');
  }
  const client = await new MongoClient(mongoUri).connect();
  try {
    const orders = client.db(name).collection('orders');
    const start = Date.now() - 365 * 86_400_000;
    const statuses = ['paid', 'shipped', 'expired', 'paid'];
    for (let from = 0; from < count; from += 5000) {
      const batch = Array.from({ length: Math.min(5000, count - from) }, (_, k) => {
        const i = from + k;
        const status = statuses[i % 4];
        return {
          _id: new ObjectId(),
          customerName: `Buyer ${i % 1000}`,
          customerEmail: `buyer${i % 1000}@example.com`,
          phoneNumber: '+1 555 0100',
          lines: [
            {
              productId: new ObjectId(),
              name: `Part ${i % 300}`,
              quantity: 30 + (i % 50),
              unitPriceCents: 125,
              totalCents: 125 * (30 + (i % 50)),
            },
          ],
          totalCents: 125 * (30 + (i % 50)),
          paid: status !== 'expired',
          status,
          stock: status === 'expired' ? 'released' : 'taken',
          holdUntil: new Date(start + i * 300_000),
          createdAt: new Date(start + (i * 365 * 86_400_000) / count),
        };
      });
      await orders.insertMany(batch);
    }
  } finally {
    await client.close();
  }
}

async function medianTtfb(url, cookie, n = 40) {
  await get(url, { Cookie: cookie });
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const result = await get(url, { Cookie: cookie });
    if (result.status !== 200) throw new Error(`${result.status} ${url}`);
    times.push(result.ttfb);
  }
  return median(times);
}

export async function benchOrders(mongo) {
  section('Orders (issue 9)');
  let t = performance.now();
  await ordersDatabase(mongo.uri, 'bench-orders-1k', 1000);
  await ordersDatabase(mongo.uri, 'bench-orders-100k', 100_000);
  report('insert 1,000 + 100,000 orders', `${((performance.now() - t) / 1000).toFixed(1)} s`);
  const small = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-orders-1k' });
  const big = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: 'bench-orders-100k' });
  const capped = await startApp({
    MONGODB_URI: mongo.uri,
    MONGODB_DB: 'bench-orders-100k',
    NODE_OPTIONS: '--max-old-space-size=128',
  });
  try {
    const admin = [TEST_APP_ENV.ADMIN_EMAIL, TEST_APP_ENV.ADMIN_PASSWORD];
    const cookies = [await signIn(small.baseURL, ...admin), await signIn(big.baseURL, ...admin)];
    const paths = [
      '/dashboard/manageorder',
      '/api/allorder',
      '/api/allorder?status=paid&page=40',
      '/api/allorder?customerEmail=buyer7%40example.com',
      `/dashboard/manageorder?page=${100_000 / 25}`,
    ];
    for (const path of paths) {
      const a = await medianTtfb(`${small.baseURL}${path}`, cookies[0]);
      const b = await medianTtfb(`${big.baseURL}${path}`, cookies[1]);
      report(
        `${path} median TTFB 100,000 ÷ 1,000 orders (aim ≤ 1.5)`,
        `${(b / a).toFixed(2)} (${a.toFixed(1)} → ${b.toFixed(1)} ms)`,
      );
    }

    // Export: every order, streamed; the server's resident memory sampled every 20 ms. Once as
    // started by default, once on an instance whose old generation is capped at 128 MB: V8 lets the
    // heap grow while there is garbage to collect later, so the capped run shows what stays live.
    for (const [label, app, cookie] of [
      ['default heap', big, cookies[1]],
      ['old space capped at 128 MB', capped, await signIn(capped.baseURL, ...admin)],
    ]) {
      await get(`${app.baseURL}/api/orders/export?customerEmail=buyer1%40example.com`, { Cookie: cookie });
      const before = rssMiB(app.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(app.pid));
      }, 20);
      t = performance.now();
      const exported = await get(`${app.baseURL}/api/orders/export`, { Cookie: cookie });
      clearInterval(sampler);
      report(
        `CSV export of 100,000 orders, ${label}`,
        `${((performance.now() - t) / 1000).toFixed(1)} s, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB, first byte after ${exported.ttfb.toFixed(0)} ms, server RSS +${(peak - before).toFixed(0)} MiB at peak (aim < 50 MB)`,
      );
    }
  } finally {
    await Promise.all([small.stop(), big.stop(), capped.stop()]);
  }
}
