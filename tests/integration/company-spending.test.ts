import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { createTestProduct, stockOf } from '../support/products';
import { signedInAdmin, type TestUser } from '../support/auth';
import { payAtStripe as pay } from '../support/payments';

// Spending limits (issue 34): a company admin sets what a buyer may spend per order and per month;
// checkout refuses what passes them, holding no stock, and ten checkouts at once that each fit
// but together do not are placed only while they fit. Members without the buyer role place none.

type Spending = {
  perOrderLimit: number | null;
  monthlyLimit: number | null;
  spentThisMonth: number;
  leftThisMonth: number | null;
};
const ORDER = { customerName: 'Bea Buyer', phoneNumber: '+1 555 0100', productQuantity: 40 };

const orderPart = (buyer: TestUser, productId: string) =>
  api<{ _id: string; error?: string; totalPrize: number }>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: buyer.cookie,
    body: ORDER,
    headers: { 'Idempotency-Key': randomUUID() },
  });

const spendingOf = async (buyer: TestUser) => {
  const answer = await api<Spending>('/api/company/spending', { cookie: buyer.cookie });
  expect(answer.status).toBe(200);
  return answer.body;
};

let company: TestCompany;

async function buyerWith(limits: { perOrderLimit?: number | null; monthlyLimit?: number | null }) {
  const buyer = await member(company, ['buyer'], 'spender');
  const set = await api<{ perOrderLimit: number | null; monthlyLimit: number | null }>(
    `/api/company/members/${buyer.memberId}`,
    { method: 'PATCH', cookie: company.admin.cookie, body: { roles: ['buyer'], ...limits } },
  );
  expect(set.status).toBe(200);
  return { buyer, set: set.body };
}

beforeAll(async () => {
  company = await approvedCompany('spending');
});

describe('spending limits', () => {
  it('are set by the company admin, shown to the buyer, and lifted with null', async () => {
    const { buyer, set } = await buyerWith({ perOrderLimit: 100, monthlyLimit: 250.5 });
    expect(set).toMatchObject({ perOrderLimit: 100, monthlyLimit: 250.5 });
    expect(await spendingOf(buyer)).toMatchObject({
      perOrderLimit: 100,
      monthlyLimit: 250.5,
      spentThisMonth: 0,
      leftThisMonth: 250.5,
    });
    const lifted = await api(`/api/company/members/${buyer.memberId}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: { roles: ['buyer'], perOrderLimit: null },
    });
    expect(lifted.body).toMatchObject({ perOrderLimit: null, monthlyLimit: 250.5 });
    const bad = await api<{ fields: Record<string, string> }>(`/api/company/members/${buyer.memberId}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: { roles: ['buyer'], monthlyLimit: 10.001 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.monthlyLimit).toBe('Monthly limit has at most two decimals (cents)');
    // Only the company's admins set them.
    const self = await api(`/api/company/members/${buyer.memberId}`, {
      method: 'PATCH',
      cookie: buyer.cookie,
      body: { roles: ['buyer'], monthlyLimit: 1_000_000 },
    });
    expect(self.status).toBe(403);
  });

  it('refuse an order above the limit per order, holding no stock', async () => {
    const { buyer } = await buyerWith({ perOrderLimit: 39.99 });
    const productId = await createTestProduct({ quantity: 500, priceCents: 100 });
    const refused = await orderPart(buyer, productId);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('This order of $40.00 is above your limit of $39.99 per order.');
    expect(await stockOf(productId)).toBe(500);
    expect((await spendingOf(buyer)).spentThisMonth).toBe(0);
  });

  it('hold across ten checkouts at once: the month never passes its limit, and a cancelled order frees its share', async () => {
    // $40 an order, $250 a month: six fit, the seventh would make $280.
    const { buyer } = await buyerWith({ monthlyLimit: 250 });
    const productId = await createTestProduct({ quantity: 5_000, priceCents: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => orderPart(buyer, productId)));
    const placed = answers.filter((answer) => answer.status === 201);
    const overLimit = answers.filter((answer) => answer.status === 422);
    // Each is placed, refused for the limit, or (on a slow machine) told the buyer's lock is busy.
    expect(answers.every((answer) => [201, 422, 429].includes(answer.status))).toBe(true);
    const total = placed.reduce((sum, answer) => sum + answer.body.totalPrize, 0);
    expect(total).toBeLessThanOrEqual(250);
    for (const refusal of overLimit)
      expect(refusal.body.error).toMatch(
        /^This order of \$40\.00 would take your spending this month to \$280\.00/,
      );
    // A refusal for the limit means the month was full: exactly six placed.
    if (overLimit.length > 0) expect(placed).toHaveLength(6);
    expect(await stockOf(productId)).toBe(5_000 - placed.length * 40);
    expect(await spendingOf(buyer)).toMatchObject({ spentThisMonth: total, leftThisMonth: 250 - total });

    // Filling the month one by one ends at six too.
    while ((await spendingOf(buyer)).spentThisMonth + 40 <= 250)
      expect((await orderPart(buyer, productId)).status).toBe(201);
    expect((await orderPart(buyer, productId)).status).toBe(422);
    expect((await spendingOf(buyer)).spentThisMonth).toBe(240);

    const cancelled = await api(`/api/order/${placed[0]?.body._id}`, {
      method: 'DELETE',
      cookie: buyer.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await spendingOf(buyer)).toMatchObject({ spentThisMonth: 200, leftThisMonth: 50 });
    expect((await orderPart(buyer, productId)).status).toBe(201);
  });

  it('count a paid order less what was refunded of it', async () => {
    const { buyer } = await buyerWith({ monthlyLimit: 100 });
    const productId = await createTestProduct({ quantity: 500, priceCents: 100 });
    const placed = await orderPart(buyer, productId);
    expect(placed.status).toBe(201);
    expect((await pay(buyer, placed.body._id)).status).toBe(200);
    const admin = await signedInAdmin();
    const refunded = await api(`/api/order/${placed.body._id}/refunds`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { amount: 15.5, reason: 'Price agreed after the order' },
    });
    expect(refunded.status).toBe(201);
    expect(await spendingOf(buyer)).toMatchObject({ spentThisMonth: 24.5, leftThisMonth: 75.5 });
  });

  it('let no member without the buyer role place an order', async () => {
    const approver = await member(company, ['approver'], 'approver');
    const productId = await createTestProduct({ quantity: 500, priceCents: 100 });
    const refused = await orderPart(approver, productId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Your roles in the company do not include Buyer: ask one of its admins for it to place orders.',
    );
    expect(await stockOf(productId)).toBe(500);
  });
});
