import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { linkIn, waitForMail } from '../support/inbox';
import { payAtStripe } from '../support/payments';
import { createTestProduct } from '../support/products';

// Shipments (issue 27): a paid order goes out in parcels (which units of which lines, a carrier, a
// tracking number): paid → partly shipped → shipped → delivered, each a conditional write, audited
// and mailed. Mail is read from the local inbox the test app sends to.

type Order = {
  _id: string;
  number: string;
  status: string;
  lines: { productId: string; quantity: number; shippedQuantity: number }[];
  shipments: {
    carrier: string;
    trackingNumber: string | null;
    trackingUrl: string | null;
    lines: { quantity: number }[];
  }[];
  deliveredAt: string | null;
  error?: string;
};

let dana: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [dana, admin] = await Promise.all([newCustomer('shipments'), signedInAdmin()]);
});

const ship = (orderId: string, body: Record<string, unknown>) =>
  api<Order>(`/api/order/${orderId}/shipments`, { method: 'POST', cookie: admin.cookie, body });

/** A paid order of 100 gears and 40 brackets (through the cart, paid at the Stripe stand-in). */
async function paidOrder(user: TestUser) {
  const gear = await createTestProduct({ quantity: 500, name: 'Ship gear' });
  const bracket = await createTestProduct({ quantity: 500, name: 'Ship bracket' });
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: user.cookie,
    body: {
      lines: [
        { productId: gear, quantity: 100 },
        { productId: bracket, quantity: 40 },
      ],
    },
  });
  const placed = await api<Order>('/api/cart/checkout', {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'Dana', phoneNumber: '+1 555 0100' },
  });
  expect(placed.status).toBe(201);
  await payAtStripe(user, placed.body._id);
  return { orderId: placed.body._id, gear, bracket };
}

describe('shipments', () => {
  it('ship an order in two parcels with tracking, then delivered; each step mailed', async () => {
    const { orderId, gear, bracket } = await paidOrder(dana);
    // placed, paid
    await waitForMail(dana.email, 2);

    const first = await ship(orderId, {
      lines: [{ productId: gear, quantity: 60 }],
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('partially_shipped');
    expect(first.body.lines.map((line) => line.shippedQuantity)).toEqual([60, 0]);
    expect(first.body.shipments[0]).toMatchObject({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const [, , shippedMail] = await waitForMail(dana.email, 3);
    // Named by the order's number (issue 33).
    expect(first.body.number).toMatch(/^SO-\d{6}$/);
    expect(shippedMail!.subject).toBe(
      `Part of your order has shipped: ${first.body.number} · Ship gear and 1 more part`,
    );
    expect(shippedMail!.text).toContain('60 × Ship gear');
    expect(shippedMail!.text).toContain('Still to come:\n40 × Ship gear\n40 × Ship bracket');
    expect(linkIn(shippedMail!)).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    // More than is left is refused, naming the line; the order is unchanged.
    const over = await ship(orderId, { lines: [{ productId: gear, quantity: 41 }], carrier: 'fedex' });
    expect(over.status).toBe(422);
    expect(over.body.error).toBe('Only 40 of Ship gear are still to ship');

    const second = await ship(orderId, {
      lines: [
        { productId: gear, quantity: 40 },
        { productId: bracket, quantity: 40 },
      ],
      carrier: 'fedex',
      trackingNumber: '7489 1234 5678',
    });
    expect(second.body.status).toBe('shipped');
    expect(second.body.lines.map((line) => line.shippedQuantity)).toEqual([100, 40]);
    const [, , , lastMail] = await waitForMail(dana.email, 4);
    expect(lastMail!.subject).toBe(
      `Your order has shipped: ${first.body.number} · Ship gear and 1 more part`,
    );
    expect(lastMail!.text).toContain('That is everything in this order.');
    expect((await ship(orderId, { lines: [{ productId: gear, quantity: 1 }], carrier: 'ups' })).status).toBe(
      409,
    );

    // The customer confirms receipt.
    const delivered = await api<Order>(`/api/order/${orderId}/delivered`, {
      method: 'POST',
      cookie: dana.cookie,
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.deliveredAt).not.toBeNull();
  });

  it('an admin marks an order delivered (mailed), only once everything has shipped', async () => {
    const user = await newCustomer('shipments-admin');
    const { orderId } = await paidOrder(user);
    expect(
      (await api(`/api/order/${orderId}/delivered`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(409);
    // The spec's Ship sends everything left in one parcel.
    const shipped = await api<Order>(`/api/order/${orderId}/ship`, { method: 'POST', cookie: admin.cookie });
    expect(shipped.body.status).toBe('shipped');
    expect(shipped.body.shipments).toHaveLength(1);
    const done = await api<Order>(`/api/order/${orderId}/delivered`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(done.body.status).toBe('delivered');
    const mails = await waitForMail(user.email, 4);
    const named = `${done.body.number} · Ship gear and 1 more part`;
    // Each step mailed once; the outbox may send mails queued together in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Order placed: ${named}`,
        `Payment received: ${named}`,
        `Your order has shipped: ${named}`,
        `Delivered: ${named}`,
      ].sort(),
    );
  });

  it('refuses an unpaid order, a customer shipping, and someone else confirming receipt', async () => {
    const user = await newCustomer('shipments-refused');
    const part = await createTestProduct({ quantity: 100 });
    const placed = await api<Order>(`/api/order/${part}`, {
      method: 'POST',
      cookie: user.cookie,
      body: { customerName: 'Refused', phoneNumber: '+1 555 0100', productQuantity: 30 },
    });
    expect(
      (await ship(placed.body._id, { lines: [{ productId: part, quantity: 30 }], carrier: 'ups' })).status,
    ).toBe(409);
    expect(
      (
        await api(`/api/order/${placed.body._id}/shipments`, {
          method: 'POST',
          cookie: user.cookie,
          body: { lines: [{ productId: part, quantity: 30 }], carrier: 'ups' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(`/api/order/${placed.body._id}/delivered`, { method: 'POST', cookie: dana.cookie })).status,
    ).toBe(404);
    expect((await ship(placed.body._id, { lines: [], carrier: 'ups' })).status).toBe(422);
    expect(
      (await ship(placed.body._id, { lines: [{ productId: part, quantity: 1 }], carrier: 'pigeon' })).status,
    ).toBe(422);
  });
});
