// Issue 10's figures: what durable commits cost order placement on the embedded database, and
// how soon the app answers 200 again once the database is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalMongo } from '../db/local-mongo.mjs';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { fmt, get, load, median, report, section, signIn } from './harness.mjs';

async function customers(baseURL, count) {
  const cookies = [];
  for (let i = 0; i < count; i += 1) {
    const email = `rel-${Date.now()}-${i}@example.com`;
    await fetch(`${baseURL}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.0.${i}` },
      body: JSON.stringify({ name: 'Bench', email, password: 'bench-pass-1' }),
    });
    cookies.push(await signIn(baseURL, email, 'bench-pass-1'));
  }
  return cookies;
}

/** An app on a file-backed local database, durable or not. */
async function embedded(dir, name, sync) {
  const mongo = await startLocalMongo({ quiet: true, file: path.join(dir, `${name}.mv`), sync });
  const env = { MONGODB_URI: mongo.uri, MONGODB_DB: name, MAX_OPEN_ORDERS: '1000' };
  runSeed([], { ...process.env, ...TEST_APP_ENV, ...env });
  return { mongo, app: await startApp(env) };
}

async function orderRate(app) {
  const cookies = await customers(app.baseURL, 10);
  const products = await (await fetch(`${app.baseURL}/api/product`)).json();
  // The part with the most stock (the seed's bolts: 25,000, enough for every round).
  const bolt = products.reduce((most, p) => (p.quantity > most.quantity ? p : most));
  let n = 0;
  const order = async () => {
    const cookie = cookies[n++ % cookies.length];
    const response = await fetch(`${app.baseURL}/api/order/${bolt._id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ customerName: 'Bench', phoneNumber: '555 0100', productQuantity: 30 }),
    });
    if (response.status !== 201) throw new Error(`order: ${response.status}`);
    await response.arrayBuffer();
  };
  await load(30, 5, order);
  return load(300, 10, order);
}

export async function benchReliability() {
  section('Reliability (issue 10)');
  const dir = mkdtempSync(path.join(tmpdir(), 'partsmith-bench-'));
  try {
    const fast = await embedded(dir, 'no-sync', false);
    const durable = await embedded(dir, 'durable', true);
    try {
      const rates = { fast: [], durable: [] };
      for (let round = 0; round < 2; round += 1) {
        rates.fast.push(await orderRate(fast.app));
        rates.durable.push(await orderRate(durable.app));
      }
      const rps = (runs) => median(runs.map((r) => r.rps));
      report('POST /api/order, embedded db, background commits (unsafe)', fmt(rates.fast.at(-1)));
      report('POST /api/order, embedded db, commit + fsync per write', fmt(rates.durable.at(-1)));
      report(
        'durable ÷ unsafe order placements per second (median of 2)',
        (rps(rates.durable) / rps(rates.fast)).toFixed(2),
      );

      // Outage: the database is killed, comes back after 5 s; how long until pages answer 200.
      const [cookie] = await customers(durable.app.baseURL, 1);
      await durable.mongo.kill();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const down = await get(`${durable.app.baseURL}/dashboard/order`, { Cookie: cookie });
      report(
        'GET /dashboard/order while the database is down',
        `${down.status} in ${down.total.toFixed(0)} ms`,
      );
      durable.mongo = await startLocalMongo({
        quiet: true,
        file: path.join(dir, 'durable.mv'),
        port: durable.mongo.port,
      });
      const back = performance.now();
      for (;;) {
        if ((await get(`${durable.app.baseURL}/dashboard/order`, { Cookie: cookie })).status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      report('database back → first 200 of /dashboard/order', `${(performance.now() - back).toFixed(0)} ms`);
    } finally {
      for (const { app, mongo } of [fast, durable]) {
        await app.stop();
        await mongo.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
