import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar';
import { getDb, getMongoClient } from '@/lib/db/client';
import { bookInvoice, bookPayment } from '@/lib/ledger/ledger';
import { overdueRefusal } from '@/lib/ledger/overdue';
import { sendDueReminders } from '@/lib/ledger/reminders';

// Invoices on account after they are issued (issue 35): reminders 3 days before the due day and 1,
// 7 and 30 days after it, each once however many instances sweep at once, and none once paid; a
// company late by more than OVERDUE_BLOCK_DAYS (30) may not order on account until it pays. The
// ledger's own functions on this file's database, with the days the test chooses.

afterAll(async () => (await getMongoClient()).close());

const DUE = '2027-03-15';
let invoiceNumber = 90_000;

/** An invoice of `cents` on a new company's account, due on DUE, for buyer `email`. */
async function invoiced(cents: number, email = `late-${new ObjectId().toHexString()}@example.com`) {
  const companyId = new ObjectId();
  const orderId = new ObjectId();
  invoiceNumber += 1;
  await bookInvoice(
    {
      companyId,
      orderId,
      orderNumber: invoiceNumber,
      invoiceNumber,
      amountCents: cents,
      issuedAt: new Date('2027-02-13T10:00:00Z'),
      dueDay: DUE,
      poNumber: 'PO-LATE',
    },
    { email, name: 'Lena' },
  );
  return { companyId, orderId, email, invoiceNumber };
}

/** The reminders recorded in the outbox for `orderId`, by stage. */
async function remindersOf(orderId: ObjectId) {
  const mails = await (
    await getDb()
  )
    .collection<{ _id: string; subject: string; text: string }>('outbox')
    .find({ _id: { $regex: `^invoice-reminder:${orderId.toHexString()}:` } })
    .sort({ createdAt: 1 })
    .toArray();
  return mails.map((mail) => ({ stage: mail._id.split(':')[2], subject: mail.subject, text: mail.text }));
}

/** Three instances sweeping `day` at once. */
const sweepAt = (day: string) => Promise.all([1, 2, 3].map(() => sendDueReminders(day)));

const pay = (companyId: ObjectId, cents: number) =>
  bookPayment({
    companyId,
    amountCents: cents,
    valueDay: '2027-03-20',
    reference: `BANK-${new ObjectId().toHexString()}`,
    recordedBy: 'admin@partsmith.io',
  });

describe('reminders of invoices on account', () => {
  it('are sent 3 days before and 1, 7 and 30 days after the due day, each once with three sweepers', async () => {
    const { orderId, invoiceNumber: number } = await invoiced(30_000);
    await sweepAt(addDays(DUE, -4));
    expect(await remindersOf(orderId)).toEqual([]);

    await sweepAt(addDays(DUE, -3));
    await sweepAt(addDays(DUE, -2));
    const [before] = await remindersOf(orderId);
    expect(await remindersOf(orderId)).toHaveLength(1);
    expect(before).toMatchObject({ stage: 'due-in-3', subject: `Invoice INV-0${number} is due on ${DUE}` });
    expect(before!.text).toContain('Still open: $300.00');
    expect(before!.text).toContain(`/dashboard/order/SO-0${number}`);

    for (const [day, stage] of [
      [1, 'overdue-1'],
      [7, 'overdue-7'],
      [30, 'overdue-30'],
    ] as const) {
      await sweepAt(addDays(DUE, day));
      await sweepAt(addDays(DUE, day));
      const stages = (await remindersOf(orderId)).map((mail) => mail.stage);
      expect(stages.at(-1)).toBe(stage);
      expect(new Set(stages).size).toBe(stages.length);
    }
    const all = await remindersOf(orderId);
    expect(all.map((mail) => mail.stage)).toEqual(['due-in-3', 'overdue-1', 'overdue-7', 'overdue-30']);
    expect(all[3]!.subject).toBe(`Invoice INV-0${number} is overdue: it was due on ${DUE}`);
    expect(all[3]!.text).toContain('30 days ago');
    // Nothing is left to send, ever.
    await sweepAt(addDays(DUE, 400));
    expect(await remindersOf(orderId)).toHaveLength(4);
  });

  it('stop once the invoice is paid, and tell only what is still open before', async () => {
    const { companyId, orderId } = await invoiced(50_000);
    await pay(companyId, 20_000);
    await sweepAt(addDays(DUE, -3));
    expect((await remindersOf(orderId))[0]!.text).toContain('Still open: $300.00');
    await pay(companyId, 30_000);
    await sweepAt(addDays(DUE, 1));
    await sweepAt(addDays(DUE, 30));
    expect((await remindersOf(orderId)).map((mail) => mail.stage)).toEqual(['due-in-3']);
  });

  it('skip a stage whose next one is due too (no sweep ran for days): only the latest is sent', async () => {
    const { orderId } = await invoiced(10_000);
    await sweepAt(addDays(DUE, 8));
    expect((await remindersOf(orderId)).map((mail) => mail.stage)).toEqual(['overdue-7']);
  });
});

describe('an invoice long overdue', () => {
  it('stops orders on account past OVERDUE_BLOCK_DAYS, until it is paid', async () => {
    const { companyId } = await invoiced(40_000);
    expect(await overdueRefusal(companyId, addDays(DUE, 30))).toBeNull();
    const refusal = await overdueRefusal(companyId, addDays(DUE, 31));
    expect(refusal?.code).toBe('conflict:overdue');
    expect(refusal?.message).toBe(
      'Your company has $400.00 open on invoices more than 30 days overdue: orders on account wait until it is paid. You can still pay by card.',
    );
    // A part payment leaves the rest late; the rest pays it.
    await pay(companyId, 39_999);
    expect((await overdueRefusal(companyId, addDays(DUE, 31)))?.message).toContain('$0.01 open');
    await pay(companyId, 1);
    expect(await overdueRefusal(companyId, addDays(DUE, 31))).toBeNull();
  });
});
