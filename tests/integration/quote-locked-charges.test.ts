import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';
import { addTaxRate, addZone } from '../support/shipping';

// An offer locks its shipping and tax while it is good (issue 36), over HTTP: made to a buyer whose
// default address is in Boise, it shows its shipping and tax and prints them; the store then
// raises Idaho's rate and its freight, and the offer, accepted in two parts, is still charged the
// locked rate on each line and the locked freight shared by value, the two parts together paying
// exactly the quoted freight. Idaho: no other test ships there.

type Quote = {
  _id: string;
  charges: {
    shipping: number;
    shippingMethod: string | null;
    tax: number;
    total: number;
    shipTo: { label: string | null } | null;
  } | null;
};
type Order = {
  totalPrize: number;
  charges: { subtotal: number; shipping: number; tax: number; shippingMethod: string | null } | null;
  error?: string;
};

let admin: TestUser;
let zoneId = '';
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const zone = (price: number) => ({
  name: 'Idaho',
  areas: [{ country: 'US', regions: ['ID'] }],
  methods: [{ id: 'id-freight', name: 'ID freight', kind: 'flat', price }],
});

beforeAll(async () => {
  admin = await signedInAdmin();
  zoneId = (await addZone(admin, zone(30))).id;
  await addTaxRate(admin, { country: 'US', region: 'ID', taxClass: 'standard', rate: 6 });
});

describe('an offer’s shipping and tax', () => {
  it('are locked when it is made and charged to each acceptance while it is good', async () => {
    const buyer = await newCustomer('locked-offer');
    const saved = await api('/api/addresses', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {
        label: 'Boise shop',
        line1: '1 Main Street',
        city: 'Boise',
        postalCode: '83702',
        region: 'ID',
        country: 'US',
      },
    });
    expect(saved.status).toBe(201);
    const gears = await createTestProduct({ quantity: 1000, priceCents: 1000 });
    const pins = await createTestProduct({ quantity: 1000, priceCents: 400 });
    await api('/api/cart/lines', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {
        lines: [
          { productId: gears, quantity: 100 },
          { productId: pins, quantity: 50 },
        ],
      },
    });
    const asked = await api<Quote>('/api/cart/quote', { method: 'POST', cookie: buyer.cookie, body: {} });
    expect(asked.status).toBe(201);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const offered = await api<Quote>(`/api/quotes/${asked.body._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrizes: [9, 3.5], validUntil },
    });
    expect(offered.status).toBe(200);
    // 900.00 + 175.00; freight 30.00; 6 % of each: 54.00 + 10.50 + 1.80 = 66.30.
    expect(offered.body.charges).toMatchObject({
      shipping: 30,
      shippingMethod: 'ID freight',
      tax: 66.3,
      total: 1171.3,
      shipTo: { label: 'Boise shop' },
    });
    const pdf = await fetch(`${baseURL()}/api/quotes/${asked.body._id}/pdf`, {
      headers: { cookie: buyer.cookie },
    });
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const printed of [
      '100 $9.00 6 % $54.00 $900.00',
      'Shipping: ID freight (tax 6 %: $1.80)',
      'Tax $66.30',
      'Total (USD) $1,171.30',
      'Ship to Boise shop 1 Main Street 83702 Boise ID US',
    ])
      expect(text).toContain(printed);

    // The store raises Idaho's freight and its rate: the offer keeps what it locked.
    expect(
      (await api(`/api/shipping/zones/${zoneId}`, { method: 'PUT', cookie: admin.cookie, body: zone(45) }))
        .status,
    ).toBe(200);
    await addTaxRate(admin, {
      country: 'US',
      region: 'ID',
      taxClass: 'standard',
      rate: 9,
      from: yesterday(),
    });

    const accept = (lines?: { productId: string; quantity: number }[]) =>
      api<Order>(`/api/quotes/${asked.body._id}/accept`, {
        method: 'POST',
        cookie: buyer.cookie,
        body: { phoneNumber: '+1 555 0123', ...(lines ? { lines } : {}) },
      });
    // 40 gears: 360.00 of 1,075.00, so floor(30.00 × 360 / 1,075) = 10.04 of the freight;
    // 6 %: 21.60 + 0.60 (0.6024).
    const first = await accept([{ productId: gears, quantity: 40 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.charges).toMatchObject({
      subtotal: 360,
      shipping: 10.04,
      tax: 22.2,
      shippingMethod: 'ID freight',
    });
    expect(first.body.totalPrize).toBe(392.24);
    // The rest: 715.00, and the freight left, 19.96; 6 %: 32.40 + 10.50 + 1.20 (1.1976).
    const rest = await accept();
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.charges).toMatchObject({ subtotal: 715, shipping: 19.96, tax: 44.1 });
    expect(rest.body.totalPrize).toBe(779.06);
  });
});
