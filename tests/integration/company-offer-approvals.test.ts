import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { createTestProduct, stockOf, setOnHand } from '../support/products';
import { withAppDb } from '../support/app-db';
import { mailTo } from '../support/inbox';
import { payAtStripe as pay } from '../support/payments';
import { signedInAdmin, type TestUser } from '../support/auth';

// Approval of an offer (issue 34): a company buyer accepting a quote is checked against the
// company's rules like a checkout. An acceptance that trips one is refused (409) and may instead
// ask for approval: a requisition freezing which units of which lines of the offer, at its prices,
// holding nothing. Approving it accepts exactly that offer as the buyer's; an offer changed or
// ended since voids or lapses it.

type Requisition = {
  number: string;
  status: string;
  total: number;
  lineCount: number;
  orderNumber: string | null;
  quoteNumber: string | null;
  expiresAt: string;
  reason: string | null;
  leftOut: number;
  error?: string;
  fields?: Record<string, string>;
};
type Quote = { _id: string; number: string; status: string; lines: { accepted: number }[]; error?: string };

const PHONE = { phoneNumber: '+1 555 0100' };
const key = () => ({ 'Idempotency-Key': randomUUID() });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let company: TestCompany;
let buyer: TestUser & { memberId: string };
let approver: TestUser & { memberId: string };
let admin: TestUser;

/** An offer to `buyer` for these lines at these unit prices (dollars), good for `days`. */
async function offer(lines: { productId: string; quantity: number }[], prices: number[], days = 10) {
  const filled = await api('/api/cart/lines', { method: 'POST', cookie: buyer.cookie, body: { lines } });
  expect(filled.status).toBe(200);
  const asked = await api<Quote>('/api/cart/quote', { method: 'POST', cookie: buyer.cookie, body: {} });
  expect(asked.status, asked.body.error).toBe(201);
  // Asking leaves the lines in the cart: they go, so the next offer asks for its own alone.
  for (const line of lines) {
    const gone = await api<{ error?: string }>(`/api/cart/lines/${line.productId}`, {
      method: 'DELETE',
      cookie: buyer.cookie,
    });
    expect(gone.status, gone.body.error).toBe(200);
  }
  const offered = await api<Quote>(`/api/quotes/${asked.body._id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    body: { unitPrizes: prices, validUntil: day(days) },
  });
  expect(offered.status).toBe(200);
  return offered.body;
}
const accept = (quoteId: string) =>
  api<{ error?: string }>(`/api/quotes/${quoteId}/accept`, {
    method: 'POST',
    cookie: buyer.cookie,
    body: PHONE,
    headers: key(),
  });
const askFor = (quoteId: string, body: object = PHONE, headers: Record<string, string> = key()) =>
  api<Requisition>(`/api/quotes/${quoteId}/approval`, {
    method: 'POST',
    cookie: buyer.cookie,
    body,
    headers,
  });
const decide = (user: TestUser, number: string, action: 'approve' | 'reject', body: object = {}) =>
  api<Requisition>(`/api/company/requisitions/${number}/${action}`, {
    method: 'POST',
    cookie: user.cookie,
    body,
  });
const quoteNow = async (id: string) => (await api<Quote>(`/api/quotes/${id}`, { cookie: buyer.cookie })).body;

beforeAll(async () => {
  company = await approvedCompany('offer-approvals');
  buyer = await member(company, ['buyer'], 'offer-asker');
  approver = await member(company, ['approver'], 'offer-approver');
  admin = await signedInAdmin();
  const rules = await api('/api/company/rules', {
    method: 'PUT',
    cookie: company.admin.cookie,
    body: { aboveAmount: 100, moreLinesThan: null, overLimit: false, windowDays: 7 },
  });
  expect(rules.status).toBe(200);
});

describe('approval of an offer', () => {
  it('is asked for when accepting trips a rule: the offer’s units frozen at its prices, nothing held, asked once', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const quote = await offer([{ productId, quantity: 30 }], [9]);

    const refused = await accept(quote._id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `This order needs approval by an approver of ${company.name}: its total is above $100.00. Ask for approval of this offer.`,
    );

    const retryKey = key();
    const asked = await askFor(quote._id, PHONE, retryKey);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'pending',
      total: 270,
      lineCount: 1,
      quoteNumber: quote.number,
    });
    // A retry answers the same requisition; another ask while it waits is refused.
    expect((await askFor(quote._id, PHONE, retryKey)).body.number).toBe(asked.body.number);
    const again = await askFor(quote._id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      `Approval of this offer is asked already: ${asked.body.number} waits for an approver.`,
    );
    expect(await stockOf(productId)).toBe(500);
    expect((await quoteNow(quote._id)).status).toBe('offered');
    await expect
      .poll(
        async () =>
          (await mailTo(approver.email)).find((m) =>
            m.subject.startsWith(`Approval needed: ${asked.body.number}`),
          )?.text,
      )
      .toContain(`approve accepting the offer of quote ${quote.number}`);
  });

  it('is refused when accepting needs none, and to a member who may not buy', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const small = await offer([{ productId, quantity: 30 }], [3]);
    const none = await askFor(small._id);
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('Accepting this offer needs no approval: accept it.');
    const byApprover = await api<Requisition>(`/api/quotes/${small._id}/approval`, {
      method: 'POST',
      cookie: approver.cookie,
      body: PHONE,
      headers: key(),
    });
    expect(byApprover.status).toBe(403);
  });

  it('accepts the offer as the buyer’s when approved, at its prices; the buyer pays', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const quote = await offer([{ productId, quantity: 30 }], [9]);
    const asked = await askFor(quote._id, { ...PHONE, poNumber: 'PO-OFFER-1' });
    expect((await decide(buyer, asked.body.number, 'approve')).status).toBe(403);

    const approved = await decide(approver, asked.body.number, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', quoteNumber: quote.number });
    const mine = await api<{ _id: string; number: string; totalPrize: number; poNumber: string | null }[]>(
      '/api/order',
      { cookie: buyer.cookie },
    );
    const placed = mine.body.find((order) => order.number === approved.body.orderNumber)!;
    expect(placed).toMatchObject({ totalPrize: 270, poNumber: 'PO-OFFER-1' });
    expect(await stockOf(productId)).toBe(470);
    const accepted = await quoteNow(quote._id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.lines[0]!.accepted).toBe(30);
    await pay(buyer, placed._id);
  });

  it('names a line short of stock to the approver, who may approve without it: the rest stays offered', async () => {
    const plenty = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const scarce = await createTestProduct({ quantity: 50, priceCents: 100, name: 'Offer washer' });
    const quote = await offer(
      [
        { productId: plenty, quantity: 30 },
        { productId: scarce, quantity: 40 },
      ],
      [9, 0.5],
    );
    const asked = await askFor(quote._id);
    expect(asked.body.total).toBe(290);
    await setOnHand(scarce, 10);
    const short = await decide(approver, asked.body.number, 'approve');
    expect(short.status).toBe(409);
    expect(short.body.error).toMatch(/Offer washer: only 10 available\. Approve without it, or reject/);
    expect(short.body.fields).toEqual({ leaveOut: scarce });
    expect(await stockOf(plenty)).toBe(500);
    const without = await decide(approver, asked.body.number, 'approve', { leaveOut: [scarce] });
    expect(without.body).toMatchObject({ status: 'approved', leftOut: 1 });
    const now = await quoteNow(quote._id);
    expect(now.status).toBe('offered');
    expect(now.lines.map((line) => line.accepted)).toEqual([30, 0]);
  });

  it('is voided when the offer changed after it was asked for', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const quote = await offer([{ productId, quantity: 30 }], [9]);
    const asked = await askFor(quote._id);
    const answered = await api(`/api/quotes/${quote._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrizes: [8], validUntil: day(10) },
    });
    expect(answered.status).toBe(200);
    const voided = await decide(approver, asked.body.number, 'approve');
    expect(voided.status).toBe(409);
    expect(voided.body.error).toBe(
      'This requisition is void: the offer changed, or part of it was accepted, after it was asked for.',
    );
    expect(await stockOf(productId)).toBe(500);
    expect((await quoteNow(quote._id)).status).toBe('offered');
    await expect
      // As long as any mail is waited for (waitForMail): the outbox sends on its own clock.
      .poll(async () => (await mailTo(buyer.email)).some((m) => m.subject === `Void: ${asked.body.number}`), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('asked again for an offer answered anew, voids the one asked for the old offer', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const quote = await offer([{ productId, quantity: 30 }], [9]);
    const first = await askFor(quote._id);
    expect(
      (
        await api(`/api/quotes/${quote._id}`, {
          method: 'PATCH',
          cookie: admin.cookie,
          body: { unitPrizes: [8], validUntil: day(10) },
        })
      ).status,
    ).toBe(200);
    const second = await askFor(quote._id);
    expect(second.status).toBe(201);
    expect(second.body.total).toBe(240);
    const firstNow = await api<Requisition>(`/api/company/requisitions/${first.body.number}`, {
      cookie: buyer.cookie,
    });
    expect(firstNow.body).toMatchObject({
      status: 'void',
      reason: 'the offer changed after it was asked for.',
    });
    expect((await decide(approver, second.body.number, 'approve')).body.status).toBe('approved');
  });

  it('lapses with the offer when the offer ends before the company’s window', async () => {
    const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
    const quote = await offer([{ productId, quantity: 30 }], [9], 1);
    const asked = await askFor(quote._id);
    // The offer is good through the end of its last day; the window (7 days) would run longer.
    expect(asked.body.expiresAt).toBe(`${day(1)}T23:59:59.999Z`);
    const past = new Date(Date.now() - 1000);
    await withAppDb((db) =>
      db
        .collection('requisitions')
        .updateOne(
          { number: Number(asked.body.number.slice(3)) },
          { $set: { expiresAt: past, 'quote.endsAt': past } },
        ),
    );
    const late = await decide(approver, asked.body.number, 'approve');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(
      `This requisition is lapsed: the offer it asks for expired on ${past.toISOString().slice(0, 10)}.`,
    );
    expect(await stockOf(productId)).toBe(500);
  });
});
