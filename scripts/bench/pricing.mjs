// Issue 35's figures, on the cart bench's 50,000-part catalog: a 1,000-line BOM checked by a member
// of a company with 3 applicable price lists (each 10,000 entries, the BOM's parts among them)
// against the same BOM checked by a visitor (the ladder, no list read); setting a list's 10,000
// entries in one PUT; and the company's statement over 10,000 ledger entries, as CSV and as PDF.
import { MongoClient, ObjectId } from 'mongodb';
import { startApp, TEST_APP_ENV } from '../test-support/start-app.mjs';
import { cartCatalog, call, DB, someParts } from './cart.mjs';
import { median, newCustomer, report, section, signIn } from './harness.mjs';

const RUNS = 9;
const LISTS = 3;
const ENTRIES = 10_000;
const LEDGER_ENTRIES = 10_000;
const STATEMENT_RUNS = 5;

/**
 * A company's account with `count` entries over two years, as lib/ledger books them: invoices and,
 * for each, a bank transfer paying it (in full, or half of it for every third), applied to it.
 */
async function bookHistory(mongoUri, companyId, count) {
  const client = await new MongoClient(mongoUri).connect();
  try {
    const company = new ObjectId(companyId);
    const entries = [];
    const start = Date.UTC(2025, 0, 1);
    const day = (ms) => new Date(ms).toISOString().slice(0, 10);
    for (let i = 0; i < count / 2; i += 1) {
      const orderId = new ObjectId();
      const at = start + i * 2 * 3_600_000;
      const amountCents = 10_000 + (i % 97) * 137;
      const dueDay = day(at + 30 * 86_400_000);
      const invoiceId = `invoice:${orderId.toHexString()}`;
      entries.push({
        _id: invoiceId,
        companyId: company,
        kind: 'invoice',
        amountCents,
        at: new Date(at),
        orderId,
        invoiceNumber: 500_000 + i,
        dueDay,
        poNumber: `PO-${i}`,
      });
      const cents = i % 3 === 0 ? Math.floor(amountCents / 2) : amountCents;
      entries.push({
        _id: `payment:${companyId}:bench-${i}`,
        companyId: company,
        kind: 'payment',
        amountCents: -cents,
        at: new Date(at + 3_600_000),
        valueDay: day(at + 3_600_000),
        reference: `BANK-${i}`,
        applied: [{ invoiceId, orderId, invoiceNumber: 500_000 + i, cents, dueDay }],
        unappliedCents: 0,
        recordedBy: 'bench@partsmith.io',
      });
    }
    await client.db(DB).collection('ledger_entries').insertMany(entries);
  } finally {
    await client.close();
  }
}

/** The buyer seated in a company of their own (admin and buyer), as an approved application leaves it. */
async function seatInCompany(mongoUri, email) {
  const client = await new MongoClient(mongoUri).connect();
  try {
    const db = client.db(DB);
    const user = await db.collection('users').findOne({ email });
    const address = { line1: '1 Works Road', city: 'Dayton', postalCode: '45402', country: 'US' };
    const company = {
      _id: new ObjectId(),
      name: 'Pricing Works',
      billTo: address,
      phone: '+1 555 0100',
      shipTos: [],
      status: 'active',
      appliedBy: null,
      createdAt: new Date(),
    };
    await db.collection('companies').insertOne(company);
    await db.collection('company_members').insertOne({
      _id: new ObjectId(),
      companyId: company._id,
      userId: user._id,
      email,
      name: 'Bench buyer',
      roles: ['admin', 'buyer'],
      joinedAt: new Date(),
    });
    return company._id.toHexString();
  } finally {
    await client.close();
  }
}

export async function benchPricing(mongo) {
  section('Contract prices at 50,000 parts (issue 35)');
  await cartCatalog(mongo.uri, 50_000);
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: DB });
  try {
    const buyer = await newCustomer(app.baseURL);
    const companyId = await seatInCompany(mongo.uri, buyer.email);
    const admin = await signIn(app.baseURL, TEST_APP_ENV.ADMIN_EMAIL, TEST_APP_ENV.ADMIN_PASSWORD);
    const listed = await someParts(mongo.uri, ENTRIES, 0);
    const bomParts = listed.slice(0, 1000);
    const text = bomParts.map((part, i) => `${part.partNumber}\t${30 + (i % 7) * 10}`).join('\n');

    const puts = [];
    for (let l = 0; l < LISTS; l += 1) {
      const made = await call(app.baseURL, '/api/price-lists', {
        cookie: admin,
        method: 'POST',
        body: {
          code: `BENCH-${l}-${Date.now()}`,
          name: `Bench list ${l}`,
          companyIds: [companyId],
          priority: l,
        },
      });
      if (made.status !== 201) throw new Error(`list: ${made.status} ${JSON.stringify(made.answer)}`);
      const entries = listed.map((part, i) =>
        (i + l) % 2 === 0
          ? { partNumber: part.partNumber, percentOff: 5 + l }
          : {
              partNumber: part.partNumber,
              unitPrice: 0.5 + l,
              breaks: [{ minQuantity: 60, unitPrice: 0.25 + l }],
            },
      );
      const put = await call(app.baseURL, `/api/price-lists/${made.answer._id}/entries`, {
        cookie: admin,
        method: 'PUT',
        body: { entries },
      });
      if (put.status !== 200) throw new Error(`entries: ${put.status} ${JSON.stringify(put.answer)}`);
      puts.push(put.ms);
    }
    report(
      `set ${ENTRIES.toLocaleString('en-US')} entries of a list in one PUT, median of ${LISTS} (aim < 5 s)`,
      `${(median(puts) / 1000).toFixed(2)} s`,
    );

    const check = async (cookie) => {
      const times = [];
      let contract = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const checked = await call(app.baseURL, '/api/cart/bom', { cookie, method: 'POST', body: { text } });
        if (checked.status !== 200) throw new Error(`bom: ${checked.status}`);
        contract = checked.answer.lines.filter((line) => line.contract).length;
        if (run > 0) times.push(checked.ms);
      }
      return { ms: median(times), contract };
    };
    // Alternated, so both see the same machine.
    const visitor = await check(undefined);
    const member = await check(buyer.cookie);
    if (member.contract === 0 || visitor.contract !== 0)
      throw new Error('the lists did not price the member alone');
    report(
      `1,000-line BOM: member with ${LISTS} lists ÷ visitor, medians of ${RUNS}`,
      `${(member.ms / visitor.ms).toFixed(2)} (${visitor.ms.toFixed(0)} → ${member.ms.toFixed(0)} ms; +${(member.ms - visitor.ms).toFixed(0)} ms for the lists; ${member.contract} lines at a contract price)`,
    );

    await bookHistory(mongo.uri, companyId, LEDGER_ENTRIES);
    for (const format of ['csv', 'pdf']) {
      const times = [];
      let size = 0;
      for (let run = 0; run <= STATEMENT_RUNS; run += 1) {
        const started = performance.now();
        const answer = await fetch(
          `${app.baseURL}/api/company/statement?from=2025-01-01&to=2026-12-31&format=${format}`,
          { headers: { cookie: buyer.cookie } },
        );
        const body = Buffer.from(await answer.arrayBuffer());
        if (answer.status !== 200)
          throw new Error(`statement: ${answer.status} ${body.toString().slice(0, 200)}`);
        if (run > 0) times.push(performance.now() - started);
        size = body.length;
      }
      report(
        `statement of ${LEDGER_ENTRIES.toLocaleString('en-US')} ledger entries as ${format.toUpperCase()}, median of ${STATEMENT_RUNS} (aim < 1 s)`,
        `${(median(times) / 1000).toFixed(2)} s (${(size / 1024).toFixed(0)} KiB)`,
      );
    }
  } finally {
    await app.stop();
  }
}
