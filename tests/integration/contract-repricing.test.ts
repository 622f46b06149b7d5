import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { api, baseURL } from '../support/http';
import { listCode, partNumberOf, priceList, setEntries } from '../support/price-lists';
import { payAtStripe } from '../support/payments';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';

// A contract price that starts while a company buyer's cart waits (issue 35): checkout is refused
// with the old and new unit prices before anything is placed, and placed at the new ones once the
// buyer has seen them, and its invoice says where the price came from. A quote the buyer asks for
// is weighed against their contract price.

type Cart = { lines: { productId: string; unitPrize: number }[] };
type Placed = { _id: string; totalPrize: number; error?: string };

let admin: TestUser;
let buyer: TestUser;
let company: TestCompany;

beforeAll(async () => {
  admin = await signedInAdmin();
  company = await approvedCompany('repricing');
  buyer = await member(company, ['buyer'], 'repricing-buyer');
});

const checkout = (seenPrices: { productId: string; unitPrize: number }[]) =>
  api<Placed>('/api/cart/checkout', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName: 'Rita', phoneNumber: '+1 555 0101', seenPrices },
    headers: { 'Idempotency-Key': randomUUID() },
  });

describe('a contract list that starts while the cart waits', () => {
  it('refuses the checkout with the old and new prices, then places the new ones once seen', async () => {
    const part = await createTestProduct({ quantity: 1000, priceCents: 2000 });
    await api(`/api/cart/lines/${part}`, { method: 'PUT', cookie: buyer.cookie, body: { quantity: 40 } });
    const saw = (await api<Cart>('/api/cart', { cookie: buyer.cookie })).body.lines.map(
      ({ productId, unitPrize }) => ({ productId, unitPrize }),
    );
    expect(saw).toEqual([{ productId: part, unitPrize: 20 }]);

    const list = await priceList(admin, { code: listCode('late'), name: 'Late', companyIds: [company.id] });
    expect(
      (await setEntries(admin, list._id, [{ partNumber: partNumberOf(part), unitPrice: 12.5 }])).status,
    ).toBe(200);

    const refused = await checkout(saw);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Prices changed while your cart waited (${partNumberOf(part)} $20.00 → $12.50 per unit): ` +
        'the cart shows them now; check out again to buy at them.',
    );
    const cart = (await api<Cart>('/api/cart', { cookie: buyer.cookie })).body;
    expect(cart.lines).toMatchObject([{ productId: part, unitPrize: 12.5 }]);

    const placed = await checkout([{ productId: part, unitPrize: 12.5 }]);
    expect(placed.status, placed.body.error).toBe(201);
    expect(placed.body.totalPrize).toBe(500);

    // The invoice prints where the price came from and what it saved.
    expect((await payAtStripe(buyer, placed.body._id)).status).toBe(200);
    const invoice = await fetch(`${baseURL()}/api/order/${placed.body._id}/invoice`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(invoice.status).toBe(200);
    const text = (await pdfText(Buffer.from(await invoice.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain(`Contract price (list ${list.code}); list price $20.00`);
    expect(text).toContain('Contract prices saved $300.00 against list prices.');
  });

  it("weighs a quote the buyer asks for against the buyer's contract price", async () => {
    const part = await createTestProduct({ quantity: 1000, priceCents: 2000 });
    const list = await priceList(admin, { code: listCode('quote'), name: 'Quote', companyIds: [company.id] });
    await setEntries(admin, list._id, [{ partNumber: partNumberOf(part), unitPrice: 15 }]);
    const asked = await api<{ _id: string }>('/api/quotes', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { productId: part, quantity: 60 },
    });
    expect(asked.status).toBe(201);
    const seen = await api<{ part: unknown }>(`/api/quotes/${asked.body._id}`, { cookie: admin.cookie });
    expect(seen.body.part).toEqual({
      stock: 1000,
      listUnitPrize: 15,
      priceSource: `Contract price (list ${list.code})`,
    });
  });
});
