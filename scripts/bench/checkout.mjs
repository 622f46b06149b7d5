// Issue 36's figure, on the cart bench's 50,000-part catalog: a 300-line cart's shipping options
// and tax (GET /api/cart/charges) against the same cart priced alone (GET /api/cart), alternated on
// the same machine, with a store of 100 shipping zones and a tax table of 5,000 rows (every US
// state by class, and postcode prefixes).
import { MongoClient, ObjectId } from 'mongodb';
import { startApp } from '../test-support/start-app.mjs';
import { cartCatalog, call, DB, someParts } from './cart.mjs';
import { median, newCustomer, report, section } from './harness.mjs';

const LINES = 300;
const RUNS = 9;
const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

/** The store's shipping zones and tax table, as store admins would have filled them (written whole). */
async function storeTables(mongoUri, parts) {
  const client = await new MongoClient(mongoUri).connect();
  try {
    const db = client.db(DB);
    await db.collection('shipping_zones').deleteMany({ name: /^Bench zone/ });
    await db.collection('tax_rates').deleteMany({ label: 'Bench tax' });
    const now = new Date();
    const method = (id, more) => ({ id, name: id, taxClass: 'standard', ...more });
    await db.collection('shipping_zones').insertMany(
      Array.from({ length: 100 }, (_, i) => ({
        _id: new ObjectId(),
        name: `Bench zone ${i}`,
        position: i,
        areas: [
          {
            country: 'US',
            regions: [STATES[i % STATES.length]],
            postcodePrefixes: i < 50 ? [] : [String(i)],
          },
        ],
        methods: [
          method('freight', {
            kind: 'weight',
            bands: [
              { upTo: 50_000, cents: 2500 },
              { upTo: 2_000_000, cents: 19_000 },
              { upTo: null, cents: null },
            ],
          }),
          method('parcel', {
            kind: 'value',
            bands: [
              { upTo: 100_000, cents: 1500 },
              { upTo: null, cents: 900 },
            ],
          }),
          method('flat', { kind: 'flat', cents: 4500, freeAboveCents: 500_000 }),
          method('pickup', { kind: 'pickup', taxClass: 'exempt' }),
        ],
        createdAt: now,
        updatedAt: now,
      })),
    );
    const rows = [];
    for (const [s, state] of STATES.entries())
      for (const taxClass of ['standard', 'reduced'])
        rows.push({ country: 'US', region: state, postcodePrefix: '', taxClass, rateMillis: 4000 + s * 50 });
    for (let p = 0; rows.length < 5000; p += 1)
      rows.push({
        country: 'US',
        region: STATES[p % STATES.length],
        postcodePrefix: String(100 + (p % 900)),
        taxClass: 'standard',
        rateMillis: 6000 + (p % 400) * 10,
      });
    await db.collection('tax_rates').insertMany(
      rows.map((row) => ({
        _id: new ObjectId(),
        ...row,
        label: 'Bench tax',
        from: new Date('2020-01-01'),
        createdAt: now,
        createdBy: 'bench',
      })),
    );
    await db
      .collection('products')
      .updateMany(
        { _id: { $in: parts.map((part) => part._id) } },
        { $set: { weightGrams: 250, taxClass: 'standard' } },
      );
  } finally {
    await client.close();
  }
}

export async function benchCheckout(mongo) {
  section('Shipping and tax of a 300-line cart at 50,000 parts (issue 36)');
  await cartCatalog(mongo.uri, 50_000);
  const parts = await someParts(mongo.uri, LINES, 20_000);
  await storeTables(mongo.uri, parts);
  const app = await startApp({ MONGODB_URI: mongo.uri, MONGODB_DB: DB });
  try {
    const buyer = await newCustomer(app.baseURL);
    const filled = await call(app.baseURL, '/api/cart/lines', {
      cookie: buyer.cookie,
      method: 'POST',
      body: { lines: parts.map((part) => ({ productId: part._id.toHexString(), quantity: 40 })) },
    });
    if (filled.status !== 200) throw new Error(`cart: ${filled.status} ${JSON.stringify(filled.answer)}`);
    const where = '/api/cart/charges?country=US&region=VT&postalCode=05401';
    const [cart, charges] = [[], []];
    for (let run = 0; run <= RUNS; run += 1) {
      // Alternated, so both see the same machine; the first of each warms up.
      const alone = await call(app.baseURL, '/api/cart', { cookie: buyer.cookie });
      const shipped = await call(app.baseURL, where, { cookie: buyer.cookie });
      if (alone.status !== 200 || shipped.status !== 200) throw new Error(`charges: ${shipped.status}`);
      if (shipped.answer.taxLines.length !== LINES + 1 || !shipped.answer.method)
        throw new Error(`charges: ${JSON.stringify(shipped.answer).slice(0, 300)}`);
      if (run > 0) {
        cart.push(alone.ms);
        charges.push(shipped.ms);
      }
    }
    report(
      `${LINES}-line cart: shipping options and tax, median of ${RUNS} (aim < 200 ms)`,
      `${median(charges).toFixed(0)} ms; ÷ the cart priced alone ${(median(charges) / median(cart)).toFixed(2)} (${median(cart).toFixed(0)} ms)`,
    );
  } finally {
    await app.stop();
  }
}
