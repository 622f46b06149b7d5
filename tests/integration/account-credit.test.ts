import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { bookCreditNote } from '@/lib/ledger/credit-notes';
import { accountBalanceCents, bookInvoice, bookPayment, invoiceStandings } from '@/lib/ledger/ledger';
import { reversePayment } from '@/lib/ledger/reversals';
import { unappliedCredit, type LedgerEntryDoc } from '@/lib/ledger/store/ledger-entries';

// A company's credit on account (issue 35): what an overpayment or a credit note leaves over pays
// the next invoice down as it is booked; a payment booked by mistake is undone by a reversing
// entry (nothing deleted), its invoices open again, and credit it left that was spent meanwhile
// taken back. The balance stays the sum of the entries throughout. The ledger's own functions on
// this file's database.

afterAll(async () => (await getMongoClient()).close());

let number = 70_000;
const TODAY = '2027-01-10';

/** An invoice of `cents` booked on `companyId`'s account, due `dueDay`; its order id. */
async function invoice(companyId: ObjectId, cents: number, dueDay = '2027-02-01') {
  const orderId = new ObjectId();
  number += 1;
  await bookInvoice(
    {
      companyId,
      orderId,
      orderNumber: number,
      invoiceNumber: number,
      amountCents: cents,
      issuedAt: new Date(),
      dueDay,
    },
    { email: 'credit@example.com', name: 'Cora' },
  );
  return orderId;
}

const pay = (companyId: ObjectId, cents: number, reference: string) =>
  bookPayment({
    companyId,
    amountCents: cents,
    valueDay: TODAY,
    reference,
    recordedBy: 'admin@partsmith.io',
  });

/** Each of these orders' invoice: what is paid of it and its state. */
async function standing(...orderIds: ObjectId[]) {
  const standings = await invoiceStandings(orderIds, TODAY);
  return orderIds.map((id) => {
    const one = standings.get(id.toHexString())!;
    return `${one.paidCents}/${one.amountCents} ${one.state}`;
  });
}

/** The balance is the sum of the company's entries, and each entry applies exactly its amount. */
async function expectBooks(companyId: ObjectId, balanceCents: number) {
  const entries = await (
    await getDb()
  )
    .collection<LedgerEntryDoc>('ledger_entries')
    .find({ companyId })
    .toArray();
  expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(balanceCents);
  expect(await accountBalanceCents(companyId)).toBe(balanceCents);
  for (const entry of entries)
    if (entry.kind !== 'invoice')
      expect(entry.applied.reduce((sum, one) => sum + one.cents, 0) + entry.unappliedCents).toBe(
        -entry.amountCents + 0,
      );
}

describe('credit on account', () => {
  it('left by an overpayment pays the next invoice down as it is booked', async () => {
    const company = new ObjectId();
    const first = await invoice(company, 10_000);
    await pay(company, 15_000, 'OVER-1');
    expect(await unappliedCredit(company)).toBe(5_000);
    const second = await invoice(company, 8_000);
    expect(await standing(first, second)).toEqual(['10000/10000 paid', '5000/8000 partly paid']);
    expect(await unappliedCredit(company)).toBe(0);
    await expectBooks(company, 3_000);
  });

  it('left by a credit note beyond its invoice pays the company’s other open invoices', async () => {
    const company = new ObjectId();
    const first = await invoice(company, 10_000, '2027-01-20');
    const second = await invoice(company, 6_000, '2027-02-20');
    await pay(company, 10_000, 'FULL-1');
    await bookCreditNote({
      companyId: company,
      orderId: first,
      refundId: new ObjectId(),
      creditNoteNumber: number,
      amountCents: 4_000,
      at: new Date(),
    });
    expect(await standing(first, second)).toEqual(['10000/10000 paid', '4000/6000 partly paid']);
    expect(await unappliedCredit(company)).toBe(0);
    await expectBooks(company, 2_000);
  });
});

describe('a payment booked by mistake', () => {
  it('is undone by a reversing entry: its invoices open again, once however often it is asked', async () => {
    const company = new ObjectId();
    const first = await invoice(company, 10_000);
    await pay(company, 6_000, 'WRONG-1');
    expect(await standing(first)).toEqual(['6000/10000 partly paid']);
    const reversed = await reversePayment({
      companyId: company,
      reference: 'WRONG-1',
      reason: 'Another customer’s transfer',
      recordedBy: 'admin@partsmith.io',
    });
    expect(reversed).toMatchObject({ kind: 'reversal', amountCents: 6_000, unappliedCents: 0 });
    expect(await standing(first)).toEqual(['0/10000 open']);
    const again = await reversePayment({
      companyId: company,
      reference: 'WRONG-1',
      reason: 'twice',
      recordedBy: 'admin@partsmith.io',
    });
    expect(again._id).toBe(reversed._id);
    await expectBooks(company, 10_000);
    // Both stay on the account: nothing is deleted.
    expect(await (await getDb()).collection('ledger_entries').countDocuments({ companyId: company })).toBe(3);
  });

  it('takes back the credit it left when an allocation spent it on a later invoice', async () => {
    const company = new ObjectId();
    const first = await invoice(company, 5_000);
    await pay(company, 8_000, 'WRONG-2');
    const later = await invoice(company, 4_000);
    expect(await standing(first, later)).toEqual(['5000/5000 paid', '3000/4000 partly paid']);
    await reversePayment({
      companyId: company,
      reference: 'WRONG-2',
      reason: 'Bounced',
      recordedBy: 'a@b.c',
    });
    expect(await standing(first, later)).toEqual(['0/5000 open', '0/4000 open']);
    expect(await unappliedCredit(company)).toBe(0);
    await expectBooks(company, 9_000);
  });

  it('is refused for a reference the company has no payment with', async () => {
    await expect(
      reversePayment({ companyId: new ObjectId(), reference: 'NONE', reason: 'x', recordedBy: 'a@b.c' }),
    ).rejects.toMatchObject({ code: 'not_found:payment' });
  });
});
