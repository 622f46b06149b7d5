// Issue 9's figures: Manage All Order and GET /api/allorder with 100,000 orders against 1,000, and
// the CSV export of 100,000 orders: how long, and how much the server's memory grows meanwhile.
// Issue 33's: a 1,000-line order's page (time and HTML sent) against a 1-line order's, and its
// 1,000-line invoice rendered.
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { get, median, medianTtfb, ok, report, rssMiB, section, signIn } from './harness.mjs';

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

/** A paid order of `lineCount` lines with the number `number`, for the order page and the invoice. */
async function insertBigOrder(mongoUri, name, number, lineCount) {
  const client = await new MongoClient(mongoUri).connect();
  try {
    const lines = Array.from({ length: lineCount }, (_, i) => ({
      productId: new ObjectId(),
      name: `Bench part ${i} with a name as long as a real one's, M8 × 25 mm, zinc-plated`,
      partNumber: `BENCH-${String(i).padStart(5, '0')}`,
      quantity: 30 + (i % 70),
      unitPriceCents: 100 + (i % 400),
      totalCents: (30 + (i % 70)) * (100 + (i % 400)),
    }));
    const order = {
      _id: new ObjectId(),
      number,
      customerName: 'Bench Buyer',
      customerEmail: 'bench-buyer@example.com',
      phoneNumber: '+1 555 0100',
      poNumber: `PO-BENCH-${number}`,
      lines,
      totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
      paid: true,
      status: 'paid',
      stock: 'taken',
      transactionId: `pi_bench_${number}`,
      holdUntil: new Date(),
      createdAt: new Date(),
    };
    await client.db(name).collection('orders').insertOne(order);
    return order._id.toHexString();
  } finally {
    await client.close();
  }
}

/** Median time to the last byte of `n` GETs (after one to warm up), and the size of the last. */
async function medianTotal(url, cookie, n = 20) {
  await ok(url, { Cookie: cookie });
  const times = [];
  let bytes = 0;
  for (let i = 0; i < n; i += 1) {
    const result = await ok(url, { Cookie: cookie });
    times.push(result.total);
    bytes = result.bytes;
  }
  return { ms: median(times), bytes };
}

export async function benchOrders(mongo) {
  section('Orders (issue 9)');
  let t = performance.now();
  await ordersDatabase(mongo.uri, 'bench-orders-1k', 1000);
  await ordersDatabase(mongo.uri, 'bench-orders-100k', 100_000);
  report('insert 1,000 + 100,000 orders', `${((performance.now() - t) / 1000).toFixed(1)} s`);
  // Numbers far above the seeded ones: the 1-line and the 1,000-line order of issue 33's figures.
  const [oneLine, thousandLines] = [900_001, 900_002];
  const oneLineId = await insertBigOrder(mongo.uri, 'bench-orders-100k', oneLine, 1);
  const bigId = await insertBigOrder(mongo.uri, 'bench-orders-100k', thousandLines, 1000);
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

    const label = (n) => `SO-${String(n).padStart(6, '0')}`;
    const small1 = await medianTotal(`${big.baseURL}/dashboard/order/${label(oneLine)}`, cookies[1]);
    const page1000 = await medianTotal(`${big.baseURL}/dashboard/order/${label(thousandLines)}`, cookies[1]);
    report(
      'order page, 1,000 lines ÷ 1 line, median to last byte (aim < 300 ms)',
      `${(page1000.ms / small1.ms).toFixed(2)} (${small1.ms.toFixed(1)} → ${page1000.ms.toFixed(1)} ms)`,
    );
    report(
      'order page HTML, 1,000 lines (first screen; aim < 100 KB)',
      `${(page1000.bytes / 1024).toFixed(1)} KB (1 line: ${(small1.bytes / 1024).toFixed(1)} KB)`,
    );
    const list = await medianTotal(`${big.baseURL}/dashboard/manageorder?page=2000`, cookies[1]);
    // Page 1 beside it: if the last page costs what the first does, the time is the database's
    // reading of the collection (the stand-in sorts it in memory), not the page's skip.
    const first = await medianTotal(`${big.baseURL}/dashboard/manageorder`, cookies[1]);
    report(
      'Manage All Order at 100,000 orders, page 2,000 ÷ page 1, median to last byte (aim < 100 ms)',
      `${(list.ms / first.ms).toFixed(2)} (${first.ms.toFixed(1)} → ${list.ms.toFixed(1)} ms)`,
    );
    const invoice1 = await medianTotal(`${big.baseURL}/api/order/${oneLineId}/invoice`, cookies[1], 5);
    const invoice1000 = await medianTotal(`${big.baseURL}/api/order/${bigId}/invoice`, cookies[1], 5);
    report(
      'invoice PDF, 1,000 lines ÷ 1 line, median (aim < 2 s)',
      `${(invoice1000.ms / invoice1.ms).toFixed(1)} (${invoice1.ms.toFixed(0)} → ${invoice1000.ms.toFixed(0)} ms, ${(invoice1000.bytes / 1024).toFixed(0)} KB)`,
    );

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
