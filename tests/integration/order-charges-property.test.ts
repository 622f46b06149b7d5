import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { randomSource } from '../support/contract-cases';
import { api, baseURL } from '../support/http';
import { payAtStripe } from '../support/payments';
import { createTestProduct } from '../support/products';
import { pdfText } from '../support/pdf-text';
import { addTaxRate, addZone } from '../support/shipping';

// Shown = charged = invoiced, with shipping and tax (issue 36), over HTTP: 50 random orders of 20
// lines (1,000 lines) over 40 random parts of every tax class, to two Oregon postcodes taxed
// differently or collected at the plant, by a flat or an order-value method. For each: the cart's
// amounts are a brute force's (each line's tax on its total at its rate, rounded once half to even,
// shipping's by its method's class), the order placed from them records the same, the payment asks
// for its total, and its invoice prints every line's tax, the shipping's, and a tax and total
// that add up: Σ line tax + shipping tax = order tax = invoice tax. Oregon: no other file ships there.

const ORDERS = 50;
const LINES = 20;
const { int, pick } = randomSource(3636);

type Place = 'portland' | 'eugene' | 'collect';
/** Each class's rate (thousandths of a percent) where each order goes: the brute force's table. */
const RATES: Record<Place, Record<string, number>> = {
  portland: { standard: 4125, reduced: 2375, exempt: 0 },
  eugene: { standard: 3500, reduced: 1250, exempt: 0 },
  // The plant (SELLER_COUNTRY US, no region in the test store): no row names it.
  collect: { standard: 0, reduced: 0, exempt: 0 },
};
const FLAT_CENTS = 1234;
/** The value method: up to $1,000.00 of goods 45.50, above 95.00; shipped at the reduced rate. */
const valueShipping = (subtotal: number) => (subtotal <= 100_000 ? 4550 : 9500);

/** cents × rate / 100,000, rounded to a cent half to even: written apart from lib/tax. */
function halfEven(cents: number, rateMillis: number): number {
  const numerator = BigInt(cents) * BigInt(rateMillis);
  const denominator = 100_000n;
  const quotient = numerator / denominator;
  const twice = (numerator - quotient * denominator) * 2n;
  const up = twice > denominator || (twice === denominator && quotient % 2n === 1n);
  return Number(up ? quotient + 1n : quotient);
}

type Part = { id: string; priceCents: number; taxClass: 'standard' | 'reduced' | 'exempt' };
type Charges = { subtotal: number; shipping: number; tax: number; total: number; method: string | null };
type Order = {
  _id: string;
  totalPrize: number;
  charges: { subtotal: number; shipping: number; tax: number } | null;
  error?: string;
};

let admin: TestUser;
const methods: Record<string, string> = {};
const parts: Part[] = [];
const buyers: { user: TestUser; addresses: Record<'portland' | 'eugene', string> }[] = [];
const cents = (dollars: number) => Math.round(dollars * 100);
const printed = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

beforeAll(async () => {
  admin = await signedInAdmin();
  const zone = await addZone(admin, {
    name: 'Oregon',
    areas: [{ country: 'US', regions: ['OR'] }],
    methods: [
      { name: 'OR ground', kind: 'flat', price: FLAT_CENTS / 100 },
      {
        name: 'OR by value',
        kind: 'value',
        taxClass: 'reduced',
        bands: [
          { upTo: 1000, price: 45.5 },
          { upTo: null, price: 95 },
        ],
      },
    ],
  });
  Object.assign(methods, zone.methods);
  for (const fields of [
    { taxClass: 'standard', rate: 3.5 },
    { taxClass: 'reduced', rate: 1.25 },
    { taxClass: 'standard', postcodePrefix: '972', rate: 4.125 },
    { taxClass: 'reduced', postcodePrefix: '972', rate: 2.375 },
  ])
    await addTaxRate(admin, { country: 'US', region: 'OR', ...fields });
  for (let i = 0; i < 40; i++) {
    const priceCents = int(1, 40_000);
    const id = await createTestProduct({ quantity: 1_000_000, priceCents });
    const taxClass = pick(['standard', 'standard', 'reduced', 'exempt'] as const);
    await withAppDb((db) =>
      db
        .collection('products')
        .updateOne({ _id: new ObjectId(id) }, { $set: { taxClass, weightGrams: 250 } }),
    );
    parts.push({ id, priceCents, taxClass });
  }
  for (let i = 0; i < 5; i++) {
    const user = await newCustomer(`charges-prop-${i}`);
    const save = async (label: string, postalCode: string) => {
      const book = await api<{ _id: string; label: string }[]>('/api/addresses', {
        method: 'POST',
        cookie: user.cookie,
        body: { label, line1: '1 Mill Street', city: 'Town', postalCode, region: 'OR', country: 'US' },
      });
      return book.body.find((entry) => entry.label === label)!._id;
    };
    buyers.push({
      user,
      addresses: { portland: await save('Portland', '97201'), eugene: await save('Eugene', '97401') },
    });
  }
});

describe('an order’s shipping and tax', () => {
  it(`are the brute force's in the cart, the order, the payment and the invoice, over ${ORDERS} orders of ${LINES} lines`, async () => {
    const mismatches: string[] = [];
    const check = (what: string, got: number, want: number) => {
      if (got !== want) mismatches.push(`${what}: ${got} ≠ ${want}`);
    };
    for (let n = 0; n < ORDERS; n++) {
      const buyer = buyers[n % buyers.length]!;
      const place = pick(['portland', 'eugene', 'collect'] as const);
      const method = pick(['OR ground', 'OR by value'] as const);
      const chosen = new Map<string, number>();
      while (chosen.size < LINES) chosen.set(pick(parts).id, int(30, 400));
      const lines = [...chosen].map(([id, quantity]) => ({
        part: parts.find((p) => p.id === id)!,
        quantity,
      }));
      await api(`/api/cart/lines`, {
        method: 'POST',
        cookie: buyer.user.cookie,
        body: { lines: lines.map(({ part, quantity }) => ({ productId: part.id, quantity })) },
      });

      // The brute force: each line's tax at its class's rate, the method's price and tax.
      const rates = RATES[place];
      const subtotal = lines.reduce((sum, { part, quantity }) => sum + part.priceCents * quantity, 0);
      const lineTax = lines.map(({ part, quantity }) =>
        halfEven(part.priceCents * quantity, rates[part.taxClass]!),
      );
      const shipping =
        place === 'collect' ? 0 : method === 'OR ground' ? FLAT_CENTS : valueShipping(subtotal);
      const shippingTax =
        place === 'collect' ? 0 : halfEven(shipping, rates[method === 'OR ground' ? 'standard' : 'reduced']!);
      const tax = lineTax.reduce((sum, t) => sum + t, 0) + shippingTax;
      const total = subtotal + shipping + tax;

      const query =
        place === 'collect' ? '?collect=1' : `?address=${buyer.addresses[place]}&method=${methods[method]}`;
      const shown = (await api<Charges>(`/api/cart/charges${query}`, { cookie: buyer.user.cookie })).body;
      const label = `order ${n} (${place}, ${method})`;
      check(`${label} cart subtotal`, cents(shown.subtotal), subtotal);
      check(`${label} cart shipping`, cents(shown.shipping), shipping);
      check(`${label} cart tax`, cents(shown.tax), tax);
      check(`${label} cart total`, cents(shown.total), total);

      const placed = await api<Order>('/api/cart/checkout', {
        method: 'POST',
        cookie: buyer.user.cookie,
        body: {
          customerName: 'Prop Buyer',
          phoneNumber: '+1 555 0100',
          ...(place === 'collect' ? { collect: true } : { addressId: buyer.addresses[place] }),
          ...(place === 'collect' ? {} : { shippingMethod: methods[method] }),
          seenTotal: shown.total,
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      check(`${label} order total`, cents(placed.body.totalPrize), total);
      check(`${label} order tax`, cents(placed.body.charges!.tax), tax);
      check(`${label} order shipping`, cents(placed.body.charges!.shipping), shipping);

      const paid = await payAtStripe(buyer.user, placed.body._id);
      expect(paid.status).toBe(200);
      const pdf = await fetch(`${baseURL()}/api/order/${placed.body._id}/invoice`, {
        headers: { cookie: buyer.user.cookie },
      });
      expect(pdf.status).toBe(200);
      const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
      // Every line's tax cell ("4.125 % $1.23"), the shipping's ("tax 1.25 %: $0.57"), the totals.
      const lineCells = [...text.matchAll(/\d+(?:\.\d+)? % (\$[\d,]+\.\d\d)/g)].map((match) =>
        printed(match[1]!),
      );
      const shippingCell = /\(tax \d+(?:\.\d+)? %: (\$[\d,]+\.\d\d)\)/.exec(text);
      const printedTax = /Tax (\$[\d,]+\.\d\d)/.exec(text);
      const printedTotal = /Total \(USD\) (\$[\d,]+\.\d\d)/.exec(text);
      check(`${label} invoice line tax cells`, lineCells.length, LINES);
      check(
        `${label} invoice Σ line tax`,
        lineCells.reduce((sum, t) => sum + t, 0),
        tax - shippingTax,
      );
      check(`${label} invoice shipping tax`, shippingCell ? printed(shippingCell[1]!) : 0, shippingTax);
      check(`${label} invoice tax`, printedTax ? printed(printedTax[1]!) : -1, tax);
      check(`${label} invoice total`, printedTotal ? printed(printedTotal[1]!) : -1, total);
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
