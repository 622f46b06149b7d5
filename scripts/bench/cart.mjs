// Issue 26's figures, against a 50,000-part catalog: checking a 1,000-line BOM (time and the
// server's memory), the part-number type-ahead, checking out a 200-line and a 1,000-line cart
// (every line held; issue 31: a 1,000-line checkout took 10.6 s, its holds one write per line in
// a row), and 12 checkouts at once on shared parts (never oversold).
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { median, newCustomer, report, rssMiB, section, stockOf } from './harness.mjs';

export const DB = 'bench-cart-50k';
const RUNS = 7;

/**
 * A seeded database topped up to `count` parts, each written whole (part number, search words,
 * books): with nothing for the start-up backfills to do, the figures are the cart's alone.
 */
export async function cartCatalog(mongoUri, count) {
  if (runSeed([], { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongoUri, MONGODB_DB: DB }) !== 0) {
    throw new Error('seed failed');
  }
  const client = await new MongoClient(mongoUri).connect();
  try {
    const products = client.db(DB).collection('products');
    const missing = count - (await products.countDocuments());
    for (let start = 0; start < missing; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, missing - start) }, (_, k) => {
        const i = start + k;
        const partNumber = `CB-${String(i).padStart(5, '0')}`;
        const name = `Bench part ${i}`;
        const description = `Generated for the cart bench, lot ${i}.`;
        return {
          _id: new ObjectId(),
          name,
          description,
          keywords: [...new Set(`${name} ${description}`.toLowerCase().match(/[a-z0-9]+/g))],
          nameLower: name.toLowerCase(),
          partNumber,
          partNumberKey: partNumber,
          partNumberCompact: partNumber.replace('-', ''),
          img: '/images/parts/hex-bolt.webp',
          priceCents: 50 + ((i * 37) % 20000),
          email: TEST_APP_ENV.ADMIN_EMAIL,
          createdAt: new Date(),
          updatedAt: new Date(),
        };
      });
      await products.insertMany(batch);
      await client
        .db(DB)
        .collection('stock')
        .insertMany(batch.map(({ _id }, k) => stockOf(_id, 1000 + ((start + k) % 5000))));
    }
  } finally {
    await client.close();
  }
}

/** One JSON call to the app: its status, answer and how long it took (ms). */
export async function call(baseURL, path, { cookie, method = 'GET', body } = {}) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      Origin: baseURL,
      'X-Forwarded-For': `10.${randomBytes(3).join('.')}`,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  return { status: response.status, answer, ms: performance.now() - started };
}

/** `count` parts with plenty of stock, spread over the catalog: id and part number. */
export async function someParts(mongoUri, count, skip) {
  const client = await new MongoClient(mongoUri).connect();
  try {
    const stocked = await client
      .db(DB)
      .collection('stock')
      .find({ onHand: { $gte: 1000 } }, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .skip(skip)
      .limit(count)
      .toArray();
    return await client
      .db(DB)
      .collection('products')
      .find(
        { _id: { $in: stocked.map((s) => s._id) }, partNumber: { $exists: true } },
        { projection: { partNumber: 1 } },
      )
      .toArray();
  } finally {
    await client.close();
  }
}

export async function benchCart(mongo) {
  section('Cart and BOM at 50,000 parts (issue 26)');
  await cartCatalog(mongo.uri, 50_000);
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: DB, MAX_OPEN_ORDERS: '1000' });
  try {
    const buyer = (await newCustomer(app.baseURL)).cookie;
    const bomParts = await someParts(mongo.uri, 1000, 0);
    if (bomParts.length < 1000) throw new Error(`only ${bomParts.length} parts with stock`);

    // A 1,000-line BOM as pasted from a spreadsheet; RSS sampled every 10 ms while it is checked.
    const text = bomParts.map((part, i) => `${part.partNumber}\t${30 + (i % 7) * 10}`).join('\n');
    const times = [];
    const before = rssMiB(app.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(app.pid))), 10);
    for (let run = 0; run <= RUNS; run += 1) {
      const checked = await call(app.baseURL, '/api/cart/bom', { method: 'POST', body: { text } });
      if (checked.status !== 200) throw new Error(`bom: ${checked.status} ${JSON.stringify(checked.answer)}`);
      if (run > 0) times.push(checked.ms); // the first warms the route
    }
    clearInterval(sampler);
    report(
      `check a 1,000-line BOM, median of ${RUNS} (aim < 1 s)`,
      `${median(times).toFixed(0)} ms, server RSS +${(peak - before).toFixed(0)} MiB at peak`,
    );

    // Type-ahead: a part number's first characters, as typed, against the whole catalog.
    const typed = [];
    for (const [i, part] of bomParts.slice(0, 41).entries()) {
      const prefix = part.partNumber.slice(0, 4 + (i % 4));
      const suggested = await call(app.baseURL, `/api/product/suggest?prefix=${encodeURIComponent(prefix)}`);
      if (suggested.status !== 200) throw new Error(`suggest: ${suggested.status}`);
      if (i > 0) typed.push(suggested.ms);
    }
    report('type-ahead by part number, median of 40 (aim < 50 ms)', `${median(typed).toFixed(1)} ms`);

    // Checkout of a 200-line cart: each run a new cart of other parts, every line held; then of a
    // 1,000-line cart (the largest a cart holds), each run all the BOM's parts again.
    const checkOut = async (lines) => {
      const added = await call(app.baseURL, '/api/cart/lines', {
        cookie: buyer,
        method: 'POST',
        body: { lines },
      });
      if (added.status !== 200 || added.answer.lines.length !== lines.length)
        throw new Error(`cart: ${added.status}`);
      const placed = await call(app.baseURL, '/api/cart/checkout', {
        cookie: buyer,
        method: 'POST',
        body: { customerName: 'Bench buyer', phoneNumber: '+1 555 0100' },
      });
      if (placed.status !== 201 || placed.answer.lines.length !== lines.length)
        throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.answer).slice(0, 200)}`);
      return placed.ms;
    };
    const lineOf = (part) => ({ productId: part._id.toHexString(), quantity: 30 });
    const checkouts = [];
    for (let run = 0; run < 5; run += 1)
      checkouts.push(await checkOut(bomParts.slice(run * 200, run * 200 + 200).map(lineOf)));
    report('checkout of a 200-line cart, median of 5 (aim < 1 s)', `${median(checkouts).toFixed(0)} ms`);
    const large = [];
    for (let run = 0; run < 5; run += 1) large.push(await checkOut(bomParts.map(lineOf)));
    report(
      'checkout of a 1,000-line cart, median of 5 (aim < 2 s)',
      `${median(large).toFixed(0)} ms (${(median(large) / median(checkouts)).toFixed(1)}× the 200-line one)`,
    );

    // 12 buyers check out the same 20 parts at once, with stock for 5 of them.
    const shared = await someParts(mongo.uri, 20, 1000);
    const client = await new MongoClient(mongo.uri).connect();
    try {
      const stock = client.db(DB).collection('stock');
      // Parts no other step of this bench touched: nothing held or sold on them.
      await stock.updateMany(
        { _id: { $in: shared.map((p) => p._id) } },
        { $set: { onHand: 150, received: 150 } },
      );
      const buyers = await Promise.all(
        Array.from({ length: 12 }, async () => (await newCustomer(app.baseURL)).cookie),
      );
      const lines = shared.map((part) => ({ productId: part._id.toHexString(), quantity: 30 }));
      await Promise.all(
        buyers.map((cookie) =>
          call(app.baseURL, '/api/cart/lines', { cookie, method: 'POST', body: { lines } }),
        ),
      );
      const started = performance.now();
      const results = await Promise.all(
        buyers.map((cookie) =>
          call(app.baseURL, '/api/cart/checkout', {
            cookie,
            method: 'POST',
            body: { customerName: 'Bench buyer', phoneNumber: '+1 555 0100' },
          }),
        ),
      );
      const wall = performance.now() - started;
      const placed = results.filter((r) => r.status === 201).length;
      const after = await stock.find({ _id: { $in: shared.map((p) => p._id) } }).toArray();
      const held = after.map((p) => (p.holds ?? []).reduce((sum, h) => sum + h.quantity, 0));
      const oversold = after.some((p, i) => p.onHand < 0 || p.onHand + held[i] !== 150);
      report(
        '12 checkouts at once, 20 shared parts, stock for 5',
        `${placed} placed, ${12 - placed} refused, ${oversold ? 'OVERSOLD' : 'never oversold'} (${wall.toFixed(0)} ms for all)`,
      );
    } finally {
      await client.close();
    }
  } finally {
    await app.stop();
  }
}
