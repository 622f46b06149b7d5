import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '@/lib/calendar';
import { dueDay } from '@/lib/model';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { withAppDb } from '../support/app-db';
import { approvedCompany, member, type TestCompany } from '../support/companies';
import { api, baseURL } from '../support/http';
import { linkIn, waitForMail } from '../support/inbox';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';
import { intentIdFromSecret, stripeRequests, succeedIntent } from '../support/stripe';

// Pay on account (issue 35): a store admin gives a company terms and a credit limit; its buyers
// check out without a card, the order confirmed and invoiced at once with its due date and booked
// on the company's account; what is on account never passes the limit, even with ten checkouts
// racing.

type Order = {
  _id: string;
  number: string;
  status: string;
  paid: boolean;
  totalPrize: number;
  onAccount: { terms: string; dueDate: string | null } | null;
  error?: string;
};
type Offer = { onAccount: { terms: string; available: number; blocked: string | null } | null };

let admin: TestUser;

const setTerms = (company: TestCompany, body: object, user = admin) =>
  api<{ terms: string; creditLimit: number; error?: string }>(`/api/companies/${company.id}/terms`, {
    method: 'PUT',
    cookie: user.cookie,
    body,
  });

/** `buyer`'s cart holding `quantity` of `part`, checked out (on account unless told otherwise). */
async function checkout(buyer: TestUser, part: string, quantity: number, payOnAccount = true) {
  await api(`/api/cart/lines/${part}`, { method: 'PUT', cookie: buyer.cookie, body: { quantity } });
  return api<Order>('/api/cart/checkout', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName: 'Olga', phoneNumber: '+1 555 0102', poNumber: 'PO-ACC-1', payOnAccount },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

const offerOf = async (buyer: TestUser) =>
  (await api<Offer>('/api/company/checkout', { cookie: buyer.cookie })).body;

/** The company's ledger entries, straight from the app's database. */
const entriesOf = (company: TestCompany) =>
  withAppDb((db) =>
    db
      .collection('ledger_entries')
      .find({ companyId: new ObjectId(company.id) })
      .toArray(),
  );

beforeAll(async () => {
  admin = await signedInAdmin();
});

describe('pay on account', () => {
  it('is set by store admins: terms and a credit limit', async () => {
    const company = await approvedCompany('terms');
    const customer = await newCustomer('terms-customer');
    expect((await setTerms(company, { terms: 'net30', creditLimit: 100 }, customer)).status).toBe(403);
    expect((await setTerms(company, { terms: 'net31', creditLimit: 100 })).status).toBe(422);
    expect((await setTerms(company, { terms: 'net30', creditLimit: -1 })).body.error).toBeDefined();
    const set = await setTerms(company, { terms: 'eom', creditLimit: 2500.5 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ terms: 'eom', creditLimit: 2500.5 });
  });

  it('confirms and invoices an order without a card, due by the terms, booked on the account', async () => {
    const company = await approvedCompany('on-account');
    const buyer = await member(company, ['buyer'], 'on-account-buyer');
    const part = await createTestProduct({ quantity: 1000, priceCents: 1000 });
    // Card only: refused, nothing placed.
    const cardOnly = await checkout(buyer, part, 50);
    expect(cardOnly.status).toBe(409);
    expect(cardOnly.body.error).toBe('Your company pays by card: ask the store for terms to pay on account.');
    expect((await offerOf(buyer)).onAccount).toBeNull();

    await setTerms(company, { terms: 'net30', creditLimit: 1000 });
    expect((await offerOf(buyer)).onAccount).toEqual({ terms: 'Net 30', available: 1000, blocked: null });
    const placed = await checkout(buyer, part, 50);
    expect(placed.status, placed.body.error).toBe(201);
    const stored = await withAppDb((db) =>
      db.collection('orders').findOne({ _id: new ObjectId(placed.body._id) }),
    );
    const due = dueDay('net30', storeDay(stored!.invoicedAt));
    expect(placed.body).toMatchObject({
      status: 'paid',
      paid: false,
      totalPrize: 500,
      onAccount: { terms: 'Net 30', dueDate: due },
    });
    expect(await entriesOf(company)).toEqual([
      expect.objectContaining({
        _id: `invoice:${placed.body._id}`,
        kind: 'invoice',
        amountCents: 50_000,
        invoiceNumber: stored!.invoiceNumber,
        dueDay: due,
        poNumber: 'PO-ACC-1',
      }),
    ]);
    expect((await offerOf(buyer)).onAccount).toEqual({ terms: 'Net 30', available: 500, blocked: null });
    // Its mail confirms it: nothing to pay now.
    const [mail] = await waitForMail(buyer.email);
    expect(mail?.subject).toMatch(/^Order confirmed on account: SO-\d{6} · PO PO-ACC-1 · /);
    expect(mail!.text).toContain('Nothing to pay now');
    expect(linkIn(mail!)).toMatch(/\/dashboard\/order\/SO-\d{6}$/);

    // The invoice prints the terms, the due date and the PO; changing the terms later changes none of it.
    await setTerms(company, { terms: 'net60', creditLimit: 1000 });
    const invoice = await fetch(`${baseURL()}/api/order/${placed.body._id}/invoice`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(invoice.status).toBe(200);
    const text = (await pdfText(Buffer.from(await invoice.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Terms: Net 30, on account.');
    expect(text).toContain(`Due date: ${due}`);
    expect(text).toContain('PO number: PO-ACC-1');
    const again = await api<Order>(`/api/order/${placed.body._id}`, { cookie: buyer.cookie });
    expect(again.body.onAccount).toEqual({ terms: 'Net 30', dueDate: due });

    // Its statement ages the open invoice: not due yet.
    const csv = await fetch(`${baseURL()}/api/company/statement?from=2026-01-01&to=${storeDay(new Date())}`, {
      headers: { Cookie: company.admin.cookie },
    });
    expect((await csv.text()).trim().split('\r\n').slice(-5, -3)).toEqual([
      ',Current,,,500.00',
      ',1-30 days,,,0.00',
    ]);
    // … and so does its PDF, with the same balance carried forward.
    const pdf = await fetch(
      `${baseURL()}/api/company/statement?from=2026-01-01&to=${storeDay(new Date())}&format=pdf`,
      { headers: { Cookie: company.admin.cookie } },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const statement = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(statement).toContain('Statement of account');
    expect(statement).toMatch(/Balance carried forward \$500\.00/);
    expect(statement).toContain('PO-ACC-1');

    // Above what is left: refused with the amount available.
    const above = await checkout(buyer, part, 60);
    expect(above.status).toBe(409);
    expect(above.body.error).toBe(
      "This order ($600.00) is above your company's available credit ($500.00): pay by card, or ask the store for a higher limit.",
    );

    // A refund of an order on account is a credit note on the account, never a card refund: it
    // lowers the invoice's open amount and the balance, and raises the available credit.
    const refund = await api<{
      refunds: { amount: number; status: string; creditNote: string | null }[];
      error?: string;
    }>(`/api/order/${placed.body._id}/refunds`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { amount: 10, reason: 'Damaged' },
    });
    expect(refund.status, refund.body.error).toBe(201);
    expect(refund.body.refunds).toEqual([
      expect.objectContaining({
        amount: 10,
        status: 'succeeded',
        creditNote: expect.stringMatching(/^CN-\d{6}$/),
      }),
    ]);
    const toStripe = (await stripeRequests()).filter((request) =>
      JSON.stringify(request.body).includes(placed.body._id),
    );
    expect(toStripe).toEqual([]);
    const note = (await entriesOf(company)).find((entry) => entry.kind === 'credit-note');
    expect(note).toMatchObject({
      amountCents: -1000,
      applied: [expect.objectContaining({ invoiceId: `invoice:${placed.body._id}`, cents: 1000 })],
      unappliedCents: 0,
    });
    expect((await offerOf(buyer)).onAccount).toEqual({ terms: 'Net 60', available: 510, blocked: null });
    const [, refunded] = await waitForMail(buyer.email, 2);
    expect(refunded!.text).toContain('We have credited your company’s account');
    const creditNote = await fetch(
      `${baseURL()}/api/order/${placed.body._id}/credit-notes/${note!.refundId}`,
      {
        headers: { Cookie: buyer.cookie },
      },
    );
    expect(creditNote.status).toBe(200);
    expect((await pdfText(Buffer.from(await creditNote.arrayBuffer()))).replace(/\s+/g, ' ')).toContain(
      "Credited to the company's account against invoice",
    );
  });

  it('places one part on account from the purchase page, as checkout does', async () => {
    const company = await approvedCompany('purchase-on-account');
    await setTerms(company, { terms: 'net7', creditLimit: 200 });
    const buyer = await member(company, ['buyer'], 'purchase-on-account-buyer');
    const part = await createTestProduct({ quantity: 100, priceCents: 500 });
    const buy = (productQuantity: number) =>
      api<Order>(`/api/order/${part}`, {
        method: 'POST',
        cookie: buyer.cookie,
        body: { customerName: 'Pia', phoneNumber: '+1 555 0103', productQuantity, payOnAccount: true },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const placed = await buy(30);
    expect(placed.status, placed.body.error).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', totalPrize: 150, onAccount: { terms: 'Net 7' } });
    expect(await entriesOf(company)).toEqual([
      expect.objectContaining({ _id: `invoice:${placed.body._id}`, amountCents: 15_000 }),
    ]);
    // $50 of credit left: 30 more ($150) is refused, with the amount available.
    const above = await buy(30);
    expect(above.status).toBe(409);
    expect(above.body.error).toContain("above your company's available credit ($50.00)");
  });

  it('lets the company’s finance pay an invoice by card: booked once, applied to that invoice', async () => {
    const company = await approvedCompany('invoice-by-card');
    await setTerms(company, { terms: 'net30', creditLimit: 1000 });
    const buyer = await member(company, ['buyer'], 'invoice-by-card-buyer');
    const finance = await member(company, ['finance'], 'invoice-by-card-finance');
    const part = await createTestProduct({ quantity: 100, priceCents: 500 });
    const placed = await checkout(buyer, part, 40);
    expect(placed.status, placed.body.error).toBe(201);
    const payment = `/api/company/invoices/${placed.body._id}/payment`;

    // Only finance pays; the amount is what is open, never one the browser names.
    expect((await api(payment, { method: 'POST', cookie: buyer.cookie })).status).toBe(403);
    const started = await api<{ clientSecret: string; amount: number; invoice: string }>(payment, {
      method: 'POST',
      cookie: finance.cookie,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount: 200, invoice: expect.stringMatching(/^INV-\d{6}$/) });
    const intentId = intentIdFromSecret(started.body.clientSecret);
    // Not paid yet: nothing is booked.
    const early = await api<{ error: string }>(payment, {
      method: 'PATCH',
      cookie: finance.cookie,
      body: { transactionId: intentId },
    });
    expect(early.status).toBe(409);
    await succeedIntent(intentId);
    const confirm = () =>
      api<{ state: string; paid: number; amount: number }>(payment, {
        method: 'PATCH',
        cookie: finance.cookie,
        body: { transactionId: intentId },
      });
    expect((await confirm()).body).toMatchObject({ state: 'paid', paid: 200, amount: 200 });
    expect((await confirm()).body).toMatchObject({ state: 'paid', paid: 200 });
    const payments = (await entriesOf(company)).filter((entry) => entry.kind === 'payment');
    expect(payments).toEqual([
      expect.objectContaining({
        _id: `payment:${company.id}:${intentId}`,
        amountCents: -20_000,
        reference: `Card ${intentId}`,
        applied: [expect.objectContaining({ invoiceId: `invoice:${placed.body._id}`, cents: 20_000 })],
      }),
    ]);
    // Paid: nothing more to start; and an intent for an invoice never pays an order.
    expect((await api(payment, { method: 'POST', cookie: finance.cookie })).status).toBe(409);
    const asOrder = await api<{ error: string }>(`/api/order/${placed.body._id}`, {
      method: 'PATCH',
      cookie: buyer.cookie,
      body: { transactionId: intentId },
    });
    expect(asOrder.status).not.toBe(200);
    // Another company's finance cannot see it.
    const other = await approvedCompany('invoice-by-card-other');
    const outsider = await member(other, ['finance'], 'invoice-by-card-outsider');
    expect((await api(payment, { method: 'POST', cookie: outsider.cookie })).status).toBe(404);
  });

  it('never passes the credit limit with ten checkouts at once', async () => {
    const company = await approvedCompany('racing-credit');
    await setTerms(company, { terms: 'net15', creditLimit: 1000 });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => member(company, ['buyer'], `racing-credit-${i}`)),
    );
    const part = await createTestProduct({ quantity: 5000, priceCents: 500 });
    // Each order is $150: six fit under $1,000, the rest must be refused.
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer, part, 30)));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(answers.every((answer) => [201, 409, 429].includes(answer.status))).toBe(true);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(6);
    const entries = await entriesOf(company);
    const booked = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
    expect(booked).toBe(accepted.length * 15_000);
    expect(booked).toBeLessThanOrEqual(100_000);
    expect(entries.map((entry) => entry._id).sort()).toEqual(
      accepted.map((answer) => `invoice:${answer.body._id}`).sort(),
    );
    // Only a confirmed order is mailed "confirmed on account"; a refused one is mailed nothing.
    const mailed = await withAppDb((db) =>
      db
        .collection<{ _id: string; to: string }>('outbox')
        .find({ _id: { $regex: '^order-' }, to: { $in: buyers.map((buyer) => buyer.email) } })
        .toArray(),
    );
    expect(mailed.map((mail) => mail._id).sort()).toEqual(
      accepted.map((answer) => `order-on-account:${answer.body._id}`).sort(),
    );
  });

  it('takes bank transfers recorded by store admins: oldest due first, in part, and the rest as credit', async () => {
    const company = await approvedCompany('transfers');
    await setTerms(company, { terms: 'net30', creditLimit: 5000 });
    const buyer = await member(company, ['buyer'], 'transfers-buyer');
    const part = await createTestProduct({ quantity: 1000, priceCents: 1000 });
    const first = (await checkout(buyer, part, 50)).body;
    const second = (await checkout(buyer, part, 30)).body;
    expect([first.totalPrize, second.totalPrize]).toEqual([500, 300]);
    const numbers = await withAppDb((db) =>
      db
        .collection('orders')
        .find({ _id: { $in: [new ObjectId(first._id), new ObjectId(second._id)] } })
        .toArray(),
    );
    const invoiceOf = (id: string) =>
      `INV-${String(numbers.find((order) => order._id.toHexString() === id)!.invoiceNumber).padStart(6, '0')}`;
    const pay = (body: object, key = randomUUID()) =>
      api<{ applied: { invoice: string; amount: number }[]; unapplied: number; error?: string }>(
        `/api/companies/${company.id}/payments`,
        { method: 'POST', cookie: admin.cookie, body, headers: { 'Idempotency-Key': key } },
      );
    const stateOnPage = async (order: Order) => {
      const page = await api<string>(`/dashboard/order/${order.number}`, { cookie: buyer.cookie });
      return /data-testid="invoice-state">([^<]*)</.exec(page.body)?.[1];
    };

    const key = randomUUID();
    const part1 = await pay({ amount: 200, valueDate: '2026-11-27', reference: 'BANK-1' }, key);
    expect(part1.status, part1.body.error).toBe(201);
    expect(part1.body).toMatchObject({
      applied: [{ invoice: invoiceOf(first._id), amount: 200 }],
      unapplied: 0,
    });
    // The same request again books nothing more.
    expect((await pay({ amount: 200, valueDate: '2026-11-27', reference: 'BANK-1' }, key)).body).toEqual(
      part1.body,
    );
    expect(await stateOnPage(first)).toMatch(
      new RegExp(`^${invoiceOf(first._id)}: partly paid \\(\\$200\\.00 of \\$500\\.00 paid\\)`),
    );
    expect(await stateOnPage(second)).toMatch(/: open \(\$0\.00 of \$300\.00 paid\)/);

    const rest = await pay({ amount: 700, valueDate: '2026-11-28', reference: 'BANK-2' });
    expect(rest.body).toMatchObject({
      applied: [
        { invoice: invoiceOf(first._id), amount: 300 },
        { invoice: invoiceOf(second._id), amount: 300 },
      ],
      unapplied: 100,
    });
    expect(await stateOnPage(first)).toMatch(/: paid \(\$500\.00 of \$500\.00 paid\)/);
    // $800 invoiced, $900 received: $100 in the company's favour adds to its credit.
    expect((await offerOf(buyer)).onAccount).toEqual({ terms: 'Net 30', available: 5100, blocked: null });

    const unknown = await pay({
      amount: 5,
      valueDate: '2026-11-28',
      reference: 'BANK-3',
      invoice: 'INV-999999999',
    });
    expect(unknown.status).toBe(404);
    const bad = await pay({ amount: 0, valueDate: '2026-02-30', reference: '' });
    expect(bad.status).toBe(422);
    const ledger = await entriesOf(company);
    expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(80_000 - 90_000);

    // The statement (company admins and finance): brought forward, each entry, carried forward =
    // the ledger's sum, and what is open by days past due.
    const today = storeDay(new Date());
    const statement = async (user: TestUser, from: string, to = today) => {
      const response = await fetch(`${baseURL()}/api/company/statement?from=${from}&to=${to}`, {
        headers: { Cookie: user.cookie },
      });
      return {
        status: response.status,
        rows: (await response.text())
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      };
    };
    expect((await statement(buyer, '2026-01-01')).status).toBe(403);
    const whole = await statement(company.admin, '2026-01-01');
    expect(whole.status).toBe(200);
    expect(whole.rows[0]).toBe('Date,Entry,Reference,PO,Debit,Credit,Balance');
    expect(whole.rows[1]).toBe('2026-01-01,Balance brought forward,,,,,0.00');
    expect(whole.rows.slice(2, 7)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${today},"Invoice ${invoiceOf(first._id)}, due \\d{4}-\\d{2}-\\d{2}",${invoiceOf(first._id)},PO-ACC-1,500.00,,500.00$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^${today},.*,${invoiceOf(second._id)},PO-ACC-1,300.00,,800.00$`)),
      '2026-11-27,Payment received,BANK-1,,,200.00,600.00',
      '2026-11-28,Payment received,BANK-2,,,700.00,100.00 CR',
      `${today},Balance carried forward,,,,,100.00 CR`,
    ]);
    expect(whole.rows.slice(-5)).toEqual([
      ',Current,,,0.00',
      ',1-30 days,,,0.00',
      ',31-60 days,,,0.00',
      ',61-90 days,,,0.00',
      ',Over 90 days,,,0.00',
    ]);
    const later = await statement(company.admin, '2099-01-01', '2099-01-31');
    expect(later.rows.slice(1, 3)).toEqual([
      '2099-01-01,Balance brought forward,,,,,100.00 CR',
      '2099-01-31,Balance carried forward,,,,,100.00 CR',
    ]);
  });
});
