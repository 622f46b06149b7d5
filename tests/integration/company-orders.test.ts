import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, api } from '../support/http';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { payAtStripe as pay } from '../support/payments';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';

// Orders bought for a company (issue 34): checkout picks a ship-to the buyer may use; the order
// keeps a copy of the company's name, tax id, bill-to and ship-to, which its invoice prints
// whatever the company changes later; the company's admins, approvers and finance see it under
// Company orders and on its page; nobody outside the company does, and only its buyer cancels it.

type Order = {
  _id: string;
  company: {
    name: string;
    taxId: string | null;
    billTo: { city: string };
    shipTo: { label: string } | null;
  } | null;
};
type Company = { shipTos: { id: string; label: string }[] };

const shipTo = (label: string, city: string) => ({
  label,
  line1: `${label} gate`,
  city,
  postalCode: '60601',
  country: 'US',
});

async function cartCheckout(buyer: TestUser, body: Record<string, unknown> = {}) {
  const productId = await createTestProduct({ quantity: 500, priceCents: 400 });
  const added = await api('/api/cart/lines', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { lines: [{ productId, quantity: 40 }] },
  });
  expect(added.status).toBe(200);
  return api<Order & { error?: string; fields?: Record<string, string> }>('/api/cart/checkout', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName: 'Bea Buyer', phoneNumber: '+1 555 0100', ...body },
  });
}

let company: TestCompany;
let buyer: TestUser & { memberId: string };
let dock: { id: string; label: string };
let plant: { id: string; label: string };

beforeAll(async () => {
  company = await approvedCompany('orders');
  await api('/api/company/locations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: shipTo('Main dock', 'Chicago'),
  });
  const added = await api<Company>('/api/company/locations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: shipTo('Plant 2', 'Joliet'),
  });
  [dock, plant] = added.body.shipTos as [typeof dock, typeof plant];
  buyer = await member(company, ['buyer'], 'orders-buyer');
}, 60_000);

describe('an order bought for a company', () => {
  it('goes to the ship-to chosen, or the first the buyer may use, and refuses one they may not', async () => {
    const first = await cartCheckout(buyer);
    expect(first.status).toBe(201);
    expect(first.body.company).toMatchObject({ taxId: 'DE123456789', shipTo: { label: 'Main dock' } });
    const chosen = await cartCheckout(buyer, { shipToId: plant.id });
    expect(chosen.body.company?.shipTo?.label).toBe('Plant 2');

    // Limited to Plant 2 by the company's admin: Main dock is refused, Plant 2 is the default.
    const limited = await api(`/api/company/members/${buyer.memberId}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: { roles: ['buyer'], shipTos: [plant.id] },
    });
    expect(limited.status).toBe(200);
    const refused = await cartCheckout(buyer, { shipToId: dock.id });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.shipToId).toBe('Choose among the company’s ship-to addresses.');
    const mine = await api<{ id: string }[]>('/api/company/locations', { cookie: buyer.cookie });
    expect(mine.body.map((s) => s.id)).toEqual([plant.id]);
    const defaulted = await cartCheckout(buyer);
    expect(defaulted.body.company?.shipTo?.label).toBe('Plant 2');
  });

  it("keeps the company's details as they were: its invoice prints them after the company changed", async () => {
    const placed = await cartCheckout(buyer, { poNumber: 'PO-CO-1' });
    expect((await pay(buyer, placed.body._id)).status).toBe(200);
    // The company renames itself and changes the ship-to the order went to.
    const renamed = await api('/api/company', {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: {
        name: 'Renamed Inc',
        phone: '+1 555 0199',
        line1: '9 New Road',
        city: 'Austin',
        postalCode: '73301',
        country: 'US',
      },
    });
    expect(renamed.status).toBe(200);
    await api(`/api/company/locations/${plant.id}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: shipTo('Plant 2 (moved)', 'Peoria'),
    });
    const order = await api<Order>(`/api/order/${placed.body._id}`, { cookie: buyer.cookie });
    expect(order.body.company).toMatchObject({
      name: company.name,
      billTo: { city: 'Berlin' },
      shipTo: { label: 'Plant 2' },
    });
    const response = await fetch(`${baseURL()}/api/order/${placed.body._id}/invoice`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(response.status).toBe(200);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      company.name,
      '1 Works Road',
      '10115 Berlin',
      'Tax id: DE123456789',
      'Ship to',
      'Plant 2',
      'Plant 2 gate',
      '60601 Joliet',
      'PO number: PO-CO-1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Renamed Inc');
    expect(text).not.toContain('Peoria');
  });

  it("is seen by the company's approvers and finance, not by its other buyers or another company", async () => {
    const placed = await cartCheckout(buyer);
    const [approver, finance, otherBuyer] = await Promise.all([
      member(company, ['approver'], 'orders-approver'),
      member(company, ['finance'], 'orders-finance'),
      member(company, ['buyer'], 'orders-other-buyer'),
    ]);
    const stranger = await approvedCompany('orders-stranger');
    const see = (user: TestUser) => api(`/api/order/${placed.body._id}`, { cookie: user.cookie });
    expect((await see(approver)).status).toBe(200);
    expect((await see(finance)).status).toBe(200);
    expect((await see(company.admin)).status).toBe(200);
    expect((await see(otherBuyer)).status).toBe(404);
    expect((await see(stranger.admin)).status).toBe(404);
    expect((await see(await newCustomer('orders-outsider'))).status).toBe(404);

    const listed = await api<{ _id: string }[]>('/api/company/orders?limit=100', { cookie: approver.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((o) => o._id)).toContain(placed.body._id);
    expect((await api('/api/company/orders', { cookie: otherBuyer.cookie })).status).toBe(403);
    const theirs = await api<{ _id: string }[]>('/api/company/orders?limit=100', {
      cookie: stranger.admin.cookie,
    });
    expect(theirs.body.map((o) => o._id)).not.toContain(placed.body._id);

    // Seeing is not buying: only the buyer cancels it (or the store's admins delete it), only the
    // buyer or the company's finance pays it.
    const cancel = await api(`/api/order/${placed.body._id}`, { method: 'DELETE', cookie: finance.cookie });
    expect(cancel.status).toBe(403);
    expect((await pay(approver, placed.body._id)).status).toBe(403);
    expect((await pay(company.admin, placed.body._id)).status).toBe(403);
    const admin = await signedInAdmin();
    expect((await api(`/api/order/${placed.body._id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await pay(admin, placed.body._id)).status).toBe(403);
  });

  it("is paid by the company's finance; another company's finance does not even see it", async () => {
    const placed = await cartCheckout(buyer);
    expect(placed.status).toBe(201);
    const [finance, strangers] = await Promise.all([
      member(company, ['finance'], 'orders-payer'),
      approvedCompany('orders-stranger-finance'),
    ]);
    const theirFinance = await member(strangers, ['finance'], 'orders-stranger-payer');
    expect((await pay(theirFinance, placed.body._id)).status).toBe(404);
    const paymentPage = (user: TestUser) =>
      fetch(`${baseURL()}/dashboard/payment/${placed.body._id}`, { headers: { Cookie: user.cookie } });
    expect((await paymentPage(theirFinance)).status).toBe(404);
    expect((await paymentPage(finance)).status).toBe(200);
    expect((await pay(finance, placed.body._id)).status).toBe(200);
    const paid = await api<{ paid: boolean }>(`/api/order/${placed.body._id}`, { cookie: buyer.cookie });
    expect(paid.body.paid).toBe(true);
    // Ordering it again stays the buyer's: it fills the buyer's own cart.
    const again = await api(`/api/cart/reorder/${placed.body._id}`, {
      method: 'POST',
      cookie: finance.cookie,
    });
    expect(again.status).toBe(403);
  });
});
