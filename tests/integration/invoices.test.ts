import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { payAtStripe as pay } from '../support/payments';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([newCustomer('invoiced'), newCustomer('other'), signedInAdmin()]);
});

async function placeOrder(user: TestUser, body: Record<string, unknown> = {}) {
  const productId = await createTestProduct({ quantity: 500, priceCents: 1999 });
  const { status, body: order } = await api<{ _id: string }>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'Alice Buyer', phoneNumber: '+1 555 0100', productQuantity: 31, ...body },
  });
  expect(status).toBe(201);
  return order._id;
}

const invoice = (orderId: string, cookie?: string) =>
  fetch(`${baseURL()}/api/order/${orderId}/invoice`, { headers: cookie ? { Cookie: cookie } : {} });

describe('GET /api/order/{id}/invoice', () => {
  it('answers 409 while the order is unpaid, 401 to anonymous callers and 404 to other customers', async () => {
    const orderId = await placeOrder(alice);
    const unpaid = await invoice(orderId, alice.cookie);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ error: 'An invoice is issued once the order is paid.' });
    expect((await pay(alice, orderId)).status).toBe(200);
    expect((await invoice(orderId)).status).toBe(401);
    expect((await invoice(orderId, bob.cookie)).status).toBe(404);
  });

  it('is a PDF holding the seller, the buyer, the PO number, the part, the total and the payment', async () => {
    const orderId = await placeOrder(alice, { poNumber: 'PO-77/B' });
    expect((await pay(alice, orderId)).status).toBe(200);
    const response = await invoice(orderId, alice.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=INV-\d{6}\.pdf$/);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const order = await withAppDb((db) => db.collection('orders').findOne({ _id: new ObjectId(orderId) }));
    for (const expected of [
      'Partsmith Manufacturing',
      `Invoice number: INV-${String(order!.invoiceNumber).padStart(6, '0')}`,
      'Alice Buyer',
      alice.email,
      '+1 555 0100',
      'PO number: PO-77/B',
      '$19.99',
      '$619.69', // 31 × $19.99
      `Transaction id: ${order!.transactionId}`,
      `Payment date: ${order!.paidAt.toISOString().slice(0, 10)}`,
    ])
      expect(text).toContain(expected);
    // Admins download it too, with the same number.
    const again = await invoice(orderId, admin.cookie);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toBe(response.headers.get('content-disposition'));
  });

  it('gives unique numbers with no gap under 50 concurrent first downloads of several orders', async () => {
    const orderIds = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder(alice)));
    for (const orderId of orderIds) expect((await pay(alice, orderId)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => invoice(orderIds[i % orderIds.length]!, alice.cookie)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const names = answers.map((answer) => answer.headers.get('content-disposition'));
    // Each order has one number, whichever of its 10 downloads issued it.
    const perOrder = orderIds.map((_, o) => new Set(names.filter((_, i) => i % orderIds.length === o)));
    expect(perOrder.every((set) => set.size === 1)).toBe(true);
    const numbers = perOrder.map((set) => Number(/INV-(\d+)/.exec([...set][0]!)![1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(orderIds.length);
    // Drawn from one counter: five first downloads, five consecutive numbers.
    expect(numbers.at(-1)! - numbers[0]!).toBe(orderIds.length - 1);
  });
});

describe('an invoiced order', () => {
  it('cannot be deleted: its invoice stays downloadable, and the refusal is audited', async () => {
    const orderId = await placeOrder(alice);
    await pay(alice, orderId);
    const first = await invoice(orderId, alice.cookie);
    expect(first.status).toBe(200);
    const before = await pdfText(Buffer.from(await first.arrayBuffer()));
    const refused = await api<{ error: string }>(`/api/order/${orderId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^This order has invoice INV-\d{6}: invoices are kept as issued/);
    const again = await invoice(orderId, alice.cookie);
    expect(again.status).toBe(200);
    expect(await pdfText(Buffer.from(await again.arrayBuffer()))).toBe(before);
    const audit = await withAppDb((db) =>
      db.collection('audit').findOne({ action: 'order.delete_refused', target: orderId }),
    );
    expect(audit).toMatchObject({ actor: 'admin@partsmith.io' });
  });

  it('a paid order without an invoice can be deleted; its sale stays in the books and it has no invoice', async () => {
    const orderId = await placeOrder(bob);
    await pay(bob, orderId);
    expect((await api(`/api/order/${orderId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect((await invoice(orderId, bob.cookie)).status).toBe(404);
    const stored = await withAppDb((db) => db.collection('orders').findOne({ _id: new ObjectId(orderId) }));
    // Its payment stays on record (`paid` is derived from it: lib/model/settlement.ts).
    expect(stored).toMatchObject({ status: 'cancelled', paidAt: expect.any(Date), stock: 'taken' });
  });
});
