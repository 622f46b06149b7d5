import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { payAtStripe as pay } from '../support/payments';
import { createTestProduct } from '../support/products';

// Manage All Order offered Delete on shipped, invoiced orders, where the delete is always refused.
// The answer's `deletable` is the delete's own rule (lib/orders/deletable.ts): here each kind of
// order is listed as the screen reads it, and then deleted, and the two must agree.

let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([newCustomer('deletable'), signedInAdmin()]);
});

async function placeOrder() {
  const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
  const { status, body } = await api<{ _id: string }>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName: 'Dee Buyer', phoneNumber: '+1 555 0100', productQuantity: 30 },
  });
  expect(status).toBe(201);
  return body._id;
}

async function paid() {
  const id = await placeOrder();
  expect((await pay(buyer, id)).status).toBe(200);
  return id;
}

/** The first download numbers the invoice. */
async function invoiced(id: string) {
  const response = await fetch(`${baseURL()}/api/order/${id}/invoice`, { headers: { Cookie: buyer.cookie } });
  expect(response.status).toBe(200);
  return id;
}

async function shipped(id: string) {
  expect((await api(`/api/order/${id}/ship`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
  return id;
}

describe("Manage All Order's Delete", () => {
  it('is offered on exactly the orders an admin can delete', async () => {
    const orders = {
      unpaid: await placeOrder(),
      paid: await paid(),
      shippedNotInvoiced: await shipped(await paid()),
      invoiced: await invoiced(await paid()),
      shippedAndInvoiced: await shipped(await invoiced(await paid())),
    };
    const listed = await api<{ _id: string; deletable: boolean }[]>(
      `/api/allorder?customerEmail=${encodeURIComponent(buyer.email)}&limit=100`,
      { cookie: admin.cookie },
    );
    expect(listed.status).toBe(200);
    const offered = Object.fromEntries(
      Object.entries(orders).map(([kind, id]) => [kind, listed.body.find((o) => o._id === id)?.deletable]),
    );
    expect(offered).toEqual({
      unpaid: true,
      paid: true,
      shippedNotInvoiced: true,
      invoiced: false,
      shippedAndInvoiced: false,
    });

    // What was offered goes through; what was not is refused.
    const deleted = Object.fromEntries(
      await Promise.all(
        Object.entries(orders).map(async ([kind, id]) => [
          kind,
          (await api(`/api/order/${id}`, { method: 'DELETE', cookie: admin.cookie })).status,
        ]),
      ),
    );
    expect(deleted).toEqual({
      unpaid: 200,
      paid: 200,
      shippedNotInvoiced: 200,
      invoiced: 409,
      shippedAndInvoiced: 409,
    });
  });

  it("is told in an order's own answer too", async () => {
    const id = await invoiced(await paid());
    const one = await api<{ deletable: boolean }>(`/api/order/${id}`, { cookie: admin.cookie });
    expect(one.status).toBe(200);
    expect(one.body.deletable).toBe(false);
  });
});
