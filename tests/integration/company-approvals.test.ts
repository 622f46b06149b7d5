import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { createTestProduct, stockOf, setOnHand } from '../support/products';
import { withAppDb } from '../support/app-db';
import { linkIn, mailTo } from '../support/inbox';
import { payAtStripe as pay } from '../support/payments';
import { signedInAdmin, type TestUser } from '../support/auth';

// Approvals (issue 34): a company admin's rules send some orders to an approver. A checkout that
// trips one is refused (409) and may instead ask for approval: a requisition, its lines, prices
// and ship-to frozen, holding nothing. An approver (never the buyer who asked) approves it, which
// places the order as any checkout does, or rejects it with a reason; the buyer is mailed each time.

type Requisition = {
  number: string;
  status: string;
  total: number;
  lineCount: number;
  reasons: string[];
  orderNumber: string | null;
  decidedBy: string | null;
  reason: string | null;
  leftOut: number;
  error?: string;
  fields?: Record<string, string>;
};
type Detail = Requisition & {
  lines: { productId: string; quantity: number; unitPrice: number }[];
  buyerSpending: { spentThisMonth: number; lastOrders: { number: string; total: number }[] } | null;
  mayDecide: boolean;
};

const CONTACT = { customerName: 'Bea Buyer', phoneNumber: '+1 555 0100' };
const key = () => ({ 'Idempotency-Key': randomUUID() });

let company: TestCompany;
let buyer: TestUser & { memberId: string };
let approver: TestUser & { memberId: string };
let other: TestCompany;

const fill = async (user: TestUser, lines: { productId: string; quantity: number }[]) => {
  const answer = await api('/api/cart/lines', { method: 'POST', cookie: user.cookie, body: { lines } });
  expect(answer.status).toBe(200);
};
const checkout = (user: TestUser) =>
  api<{ _id: string; error?: string; number: string }>('/api/cart/checkout', {
    method: 'POST',
    cookie: user.cookie,
    body: CONTACT,
    headers: key(),
  });
const ask = (user: TestUser, body: object = CONTACT) =>
  api<Requisition>('/api/company/requisitions', {
    method: 'POST',
    cookie: user.cookie,
    body,
    headers: key(),
  });
const decide = (user: TestUser, number: string, action: 'approve' | 'reject', body: object = {}) =>
  api<Requisition>(`/api/company/requisitions/${number}/${action}`, {
    method: 'POST',
    cookie: user.cookie,
    body,
  });
const detail = (user: TestUser, number: string) =>
  api<Detail>(`/api/company/requisitions/${number}`, { cookie: user.cookie });
const cartLines = async (user: TestUser) =>
  (await api<{ lines: unknown[] }>('/api/cart', { cookie: user.cookie })).body.lines.length;

beforeAll(async () => {
  company = await approvedCompany('approvals');
  other = await approvedCompany('elsewhere');
  buyer = await member(company, ['buyer'], 'asker');
  approver = await member(company, ['approver'], 'approver');
  const rules = await api('/api/company/rules', {
    method: 'PUT',
    cookie: company.admin.cookie,
    body: { aboveAmount: 100, moreLinesThan: null, overLimit: false, windowDays: 7 },
  });
  expect(rules.status).toBe(200);
});

describe('approval rules', () => {
  it('are set by the company admin only, validated, and shown with the company', async () => {
    const bad = await api<{ fields: Record<string, string> }>('/api/company/rules', {
      method: 'PUT',
      cookie: company.admin.cookie,
      body: { aboveAmount: -1, moreLinesThan: 1.5, overLimit: false, windowDays: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      aboveAmount: 'Amount must be more than $0',
      moreLinesThan: 'Lines must be a whole number',
      windowDays: 'Days must be 1 to 30',
    });
    const byBuyer = await api('/api/company/rules', {
      method: 'PUT',
      cookie: buyer.cookie,
      body: { aboveAmount: null, moreLinesThan: null, overLimit: false, windowDays: 7 },
    });
    expect(byBuyer.status).toBe(403);
    const mine = await api<{ company: { approvalRules: object } }>('/api/company', { cookie: buyer.cookie });
    expect(mine.body.company.approvalRules).toEqual({
      aboveAmount: 100,
      moreLinesThan: null,
      overLimit: false,
      windowDays: 7,
    });
  });
});

describe('a requisition', () => {
  it('is what an order over the rules becomes: checkout is refused (409), asking freezes the cart and holds nothing', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const refused = await checkout(buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `This order needs approval by an approver of ${company.name}: its total is above $100.00. Ask for approval from checkout.`,
    );
    // The purchase page's single part is held to the same rule.
    const single = await api(`/api/order/${productId}`, {
      method: 'POST',
      cookie: buyer.cookie,
      body: { ...CONTACT, productQuantity: 30 },
      headers: key(),
    });
    expect(single.status).toBe(409);
    expect(await stockOf(productId)).toBe(500);

    const asked = await ask(buyer);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'pending',
      total: 300,
      lineCount: 1,
      reasons: ['its total is above $100.00'],
      orderNumber: null,
    });
    expect(await stockOf(productId)).toBe(500);
    expect(await cartLines(buyer)).toBe(0);
    // The approver is mailed a link to the page they decide on; the buyer who asked is not.
    await expect
      .poll(
        async () =>
          (await mailTo(approver.email)).filter((m) => m.subject.includes(asked.body.number)).length,
      )
      .toBe(1);
    const [mail] = (await mailTo(approver.email)).filter((m) => m.subject.includes(asked.body.number));
    expect(new URL(linkIn(mail!)).pathname).toBe(`/dashboard/company/approvals/${asked.body.number}`);
  });

  it('is asked for only when a rule needs it', async () => {
    const productId = await createTestProduct({ quantity: 50, priceCents: 100 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const needless = await ask(buyer);
    expect(needless.status).toBe(422);
    expect(needless.body.error).toBe('This order needs no approval: place it from checkout.');
    expect(await cartLines(buyer)).toBe(1);
    expect((await checkout(buyer)).status).toBe(201);
  });

  it('is approved by an approver, never by the buyer who asked: the order is placed as the buyer’s, who pays it', async () => {
    const both = await member(company, ['buyer', 'approver'], 'both');
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(both, [{ productId, quantity: 30 }]);
    const asked = await ask(both);
    expect(asked.status).toBe(201);
    const own = await decide(both, asked.body.number, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('You asked for this approval: another approver of your company decides it.');
    expect((await detail(both, asked.body.number)).body.mayDecide).toBe(false);

    const page = await detail(approver, asked.body.number);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ mayDecide: true, lines: [{ productId, quantity: 30, unitPrice: 10 }] });
    expect(page.body.buyerSpending).toMatchObject({ spentThisMonth: 0, lastOrders: [] });

    const approved = await decide(approver, asked.body.number, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: approver.name });
    expect(approved.body.orderNumber).toMatch(/^SO-\d{6}$/);
    const mine = await api<{ _id: string; number: string; totalPrize: number; customerEmail: string }[]>(
      '/api/order',
      { cookie: both.cookie },
    );
    const placed = mine.body.find((candidate) => candidate.number === approved.body.orderNumber)!;
    expect(placed).toMatchObject({ totalPrize: 300, customerEmail: both.email });
    expect(await stockOf(productId)).toBe(470);
    await pay(both, placed._id);
    // Deciding it again changes nothing.
    expect((await decide(approver, asked.body.number, 'reject', { reason: 'late' })).status).toBe(409);
    await expect
      .poll(async () =>
        (await mailTo(both.email)).some((m) => m.subject === `Approved: ${asked.body.number}`),
      )
      .toBe(true);
  });

  it('names a line short of stock to its approver, who may approve without it', async () => {
    const plenty = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const scarce = await createTestProduct({ quantity: 50, priceCents: 100, name: 'Scarce washer' });
    await fill(buyer, [
      { productId: plenty, quantity: 30 },
      { productId: scarce, quantity: 40 },
    ]);
    const asked = await ask(buyer);
    expect(asked.status).toBe(201);
    await setOnHand(scarce, 10);
    const short = await decide(approver, asked.body.number, 'approve');
    expect(short.status).toBe(409);
    expect(short.body.error).toMatch(
      /Scarce washer: only 10 available\. Approve without it, or reject to send it back\.$/,
    );
    expect(short.body.fields).toEqual({ leaveOut: scarce });
    expect(await stockOf(plenty)).toBe(500);
    const without = await decide(approver, asked.body.number, 'approve', { leaveOut: [scarce] });
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ status: 'approved', leftOut: 1 });
  });

  it('is voided when a price changed after it was asked for', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const asked = await ask(buyer);
    await withAppDb((db) =>
      db.collection('products').updateOne({ _id: new ObjectId(productId) }, { $set: { priceCents: 900 } }),
    );
    const voided = await decide(approver, asked.body.number, 'approve');
    expect(voided.status).toBe(409);
    expect(voided.body.error).toMatch(
      /^This requisition is void: the price of T-\w+ changed after it was asked for\.$/,
    );
    expect(await stockOf(productId)).toBe(500);
    expect((await detail(buyer, asked.body.number)).body.status).toBe('void');
  });

  it('is rejected with a reason the buyer reads, and no order is placed', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const asked = await ask(buyer);
    const noReason = await decide(approver, asked.body.number, 'reject', { reason: ' ' });
    expect(noReason.status).toBe(422);
    const rejected = await decide(approver, asked.body.number, 'reject', {
      reason: 'Use the framework order.',
    });
    expect(rejected.status).toBe(200);
    const seen = await detail(buyer, asked.body.number);
    expect(seen.body).toMatchObject({
      status: 'rejected',
      reason: 'Use the framework order.',
      decidedBy: approver.name,
    });
    expect(seen.body.buyerSpending).toBeNull();
    expect((await decide(approver, asked.body.number, 'approve')).status).toBe(409);
    await expect
      .poll(
        async () =>
          (await mailTo(buyer.email)).find((m) => m.subject === `Rejected: ${asked.body.number}`)?.text,
      )
      .toContain('The reason: Use the framework order.');
  });

  it('lapses when nobody decides it within the window', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const asked = await ask(buyer);
    await withAppDb((db) =>
      db
        .collection('requisitions')
        .updateOne(
          { number: Number(asked.body.number.slice(3)) },
          { $set: { expiresAt: new Date(Date.now() - 1000) } },
        ),
    );
    const late = await decide(approver, asked.body.number, 'approve');
    expect(late.status).toBe(409);
    // Lapsed by this approval's check, or by the sweep just before it: either way, lapsed.
    expect(late.body.error).toMatch(/^This requisition is lapsed/);
    expect((await detail(buyer, asked.body.number)).body).toMatchObject({
      status: 'lapsed',
      reason: 'nobody decided it within the company’s window.',
      orderNumber: null,
    });
    expect(await stockOf(productId)).toBe(500);
    await expect
      .poll(async () => (await mailTo(buyer.email)).some((m) => m.subject === `Lapsed: ${asked.body.number}`))
      .toBe(true);
  });

  it('is the company’s alone: a buyer sees their own, approvers all, another company nothing (404)', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const asked = await ask(buyer);
    const outsider = await member(other, ['admin', 'buyer', 'approver', 'finance'], 'outsider');
    for (const answer of [
      await detail(outsider, asked.body.number),
      await decide(outsider, asked.body.number, 'approve'),
      await decide(outsider, asked.body.number, 'reject', { reason: 'no' }),
    ])
      expect(answer.status).toBe(404);
    const colleague = await member(company, ['buyer'], 'colleague');
    expect((await detail(colleague, asked.body.number)).status).toBe(404);
    const theirs = await api<Requisition[]>('/api/company/requisitions', { cookie: colleague.cookie });
    expect(theirs.body).toEqual([]);
    const all = await api<Requisition[]>('/api/company/requisitions?status=pending', {
      cookie: approver.cookie,
    });
    expect(all.body.map((row) => row.number)).toContain(asked.body.number);
    const mine = await api<Requisition[]>('/api/company/requisitions', { cookie: buyer.cookie });
    expect(mine.body.every((row) => row.status)).toBe(true);
    expect(mine.body[0]!.number).toBe(asked.body.number);
  });

  it('asked on account places its order on account when approved, under the credit limit', async () => {
    const admin = await signedInAdmin();
    const terms = await api(`/api/companies/${company.id}/terms`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { terms: 'net30', creditLimit: 5000 },
    });
    expect(terms.status).toBe(200);
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    await fill(buyer, [{ productId, quantity: 30 }]);
    const asked = await ask(buyer, { ...CONTACT, payOnAccount: true });
    expect(asked.status, asked.body.error).toBe(201);
    expect(asked.body).toMatchObject({ payOnAccount: true, total: 300 });
    const approved = await decide(approver, asked.body.number, 'approve');
    expect(approved.status, approved.body.error).toBe(200);
    const mine = await api<
      { _id: string; number: string; status: string; onAccount: { terms: string } | null }[]
    >('/api/order', { cookie: buyer.cookie });
    const order = { body: mine.body.find((candidate) => candidate.number === approved.body.orderNumber)! };
    expect(order.body).toMatchObject({ status: 'paid', onAccount: { terms: 'Net 30' } });
    const invoice = await withAppDb((db) =>
      db.collection('ledger_entries').findOne({ _id: `invoice:${order.body._id}` as never }),
    );
    expect(invoice).toMatchObject({ kind: 'invoice', amountCents: 30_000 });
  });
});
