// Issue 34's figures: a company with 500 members and 100,000 orders against one with 1,000 orders,
// each the only company of its database. The spending check a checkout makes (one read: the buyer's
// running total for the month, lib/orders/spend-ledger.ts) answers GET /api/company/spending with the
// same code; the members and Company orders lists are paged on the server.
import { TZDate } from '@date-fns/tz';
import { startOfMonth } from 'date-fns';
import { MongoClient, ObjectId } from 'mongodb';
import { runSeed } from '../db/run-seed.mjs';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { medianTtfb, newCustomer, report, section } from './harness.mjs';

const MEMBERS = 500;
/** The store's time zone, as the apps started here have it (lib/env.ts). */
const ZONE = process.env.STORE_TIME_ZONE ?? 'UTC';

const address = { line1: '1 Works Road', city: 'Dayton', postalCode: '45402', country: 'US' };

/** An active company of MEMBERS members, the first of them `buyer` (admin and buyer, with limits). */
async function seatCompany(db, buyer) {
  const user = await db.collection('users').findOne({ email: buyer.email });
  const company = {
    _id: new ObjectId(),
    name: 'Bench Works',
    taxId: 'US-12-3456789',
    billTo: address,
    phone: '+1 555 0100',
    shipTos: [{ id: new ObjectId().toHexString(), label: 'Dock', address }],
    status: 'active',
    appliedBy: null,
    createdAt: new Date(),
  };
  await db.collection('companies').insertOne(company);
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    _id: new ObjectId(),
    companyId: company._id,
    userId: i === 0 ? user._id : new ObjectId(),
    email: i === 0 ? buyer.email : `member${i}@bench.example.com`,
    name: `Member ${i}`,
    roles: i === 0 ? ['admin', 'buyer'] : ['buyer'],
    ...(i === 0 ? { limits: { perOrderCents: 500_000, perMonthCents: 10_000_000 } } : {}),
    joinedAt: new Date(Date.now() - (MEMBERS - i) * 60_000),
  }));
  await db.collection('company_members').insertMany(members);
  return { company, emails: members.map((member) => member.email) };
}

/** `count` orders of the company's members over the last year (the buyer's share among them). */
async function insertOrders(db, { company, emails }, count) {
  const totals = new Map();
  const start = Date.now() - 365 * 86_400_000;
  const statuses = ['paid', 'shipped', 'cancelled', 'paid', 'unpaid'];
  for (let from = 0; from < count; from += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - from) }, (_, k) => {
      const i = from + k;
      const quantity = 30 + (i % 50);
      const status = statuses[i % statuses.length];
      return {
        _id: new ObjectId(),
        customerName: `Member ${i % MEMBERS}`,
        customerEmail: emails[i % MEMBERS],
        phoneNumber: '+1 555 0100',
        company: { id: company._id, name: company.name, taxId: company.taxId, billTo: address, shipTo: null },
        lines: [
          {
            productId: new ObjectId(),
            name: `Part ${i % 300}`,
            quantity,
            unitPriceCents: 125,
            totalCents: 125 * quantity,
          },
        ],
        totalCents: 125 * quantity,
        status,
        stock: status === 'cancelled' ? 'released' : 'taken',
        holdUntil: new Date(start),
        createdAt: new Date(start + (i * 365 * 86_400_000) / count),
        spendCounted: status === 'cancelled' ? 0 : 125 * quantity,
      };
    });
    await db.collection('orders').insertMany(batch);
    addShares(totals, company, batch);
  }
  await db.collection('spend_totals').insertMany([...totals.values()]);
}

/**
 * The buyers' running spend totals as settling these orders would have written them
 * (lib/orders/spend-ledger.ts): per buyer and month in the store's time zone, their shares added up.
 */
function addShares(totals, company, orders) {
  for (const order of orders) {
    const since = new Date(startOfMonth(new TZDate(order.createdAt.getTime(), ZONE)).getTime());
    const key = `${company._id.toHexString()}|${order.customerEmail}|${since.toISOString()}`;
    const total = totals.get(key) ?? {
      _id: key,
      companyId: company._id,
      email: order.customerEmail,
      since,
      netCents: 0,
    };
    total.netCents += order.spendCounted;
    totals.set(key, total);
  }
}

export async function benchCompany(mongo) {
  section('Company accounts (issue 34)');
  const sizes = [1_000, 100_000];
  const apps = [];
  try {
    for (const count of sizes) {
      const name = `bench-company-${count}`;
      if (runSeed([], { ...process.env, ...TEST_APP_ENV, MONGODB_URI: mongo.uri, MONGODB_DB: name }) !== 0)
        throw new Error('seed failed');
      const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: name });
      apps.push(app);
      const buyer = await newCustomer(app.baseURL);
      const client = await new MongoClient(mongo.uri).connect();
      try {
        const db = client.db(name);
        const t = performance.now();
        await insertOrders(db, await seatCompany(db, buyer), count);
        report(
          `insert ${count.toLocaleString('en-US')} company orders`,
          `${((performance.now() - t) / 1000).toFixed(1)} s`,
        );
      } finally {
        await client.close();
      }
      app.buyer = buyer;
    }
    const [small, big] = apps;
    const paths = [
      ['/api/company/spending', 'the spending check (aim < 20 ms)'],
      [`/api/company/members?page=${MEMBERS / 25}`, `members, last page of ${MEMBERS}`],
      ['/api/company/orders', 'Company orders, page 1'],
    ];
    for (const [path, what] of paths) {
      const a = await medianTtfb(`${small.baseURL}${path}`, small.buyer.cookie);
      const b = await medianTtfb(`${big.baseURL}${path}`, big.buyer.cookie);
      report(
        `${what}: median TTFB 100,000 ÷ 1,000 orders`,
        `${(b / a).toFixed(2)} (${a.toFixed(1)} → ${b.toFixed(1)} ms)`,
      );
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}
