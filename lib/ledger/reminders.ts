import 'server-only';
import { addDays, daysBetween, storeDay } from '@/lib/calendar';
import { env } from '@/lib/env';
import { hello, mail, recordMail, storeLink, type MailContent, type Recipient } from '@/lib/mail';
import { formatCents, invoiceLabel, orderPath, orderRef } from '@/lib/model';
import {
  dueReminders,
  insertReminders,
  removeReminder,
  type InvoiceReminderDoc,
} from './store/invoice-reminders';
import { paidTowards, type InvoiceEntryDoc } from './store/ledger-entries';

// Reminders of invoices on account (issue 35): 3 days before the due day, then 1, 7 and 30 days
// after it, each sent once, and only while the invoice is still open. Each invoice's reminders are
// scheduled when it is booked; the periodic sweep sends those that fell due. Its mail is named by
// the invoice and the stage, so instances sweeping at once record it once (lib/mail).

/** The stages, by their day relative to the due day. */
const STAGES = [
  { stage: 'due-in-3', offset: -3 },
  { stage: 'overdue-1', offset: 1 },
  { stage: 'overdue-7', offset: 7 },
  { stage: 'overdue-30', offset: 30 },
] as const;

/** Reminders one sweep pass looks at. */
const PER_PASS = 200;

/** Schedules the reminders of an invoice just booked, to the buyer who placed its order. */
export async function scheduleReminders(
  invoice: Omit<InvoiceEntryDoc, 'kind' | 'at'>,
  buyer: { email: string; name: string },
  orderNumber: number | undefined,
): Promise<void> {
  await insertReminders(
    STAGES.map(({ stage, offset }) => ({
      _id: `${invoice._id}:${stage}`,
      day: addDays(invoice.dueDay, offset),
      stage,
      invoiceId: invoice._id,
      companyId: invoice.companyId,
      orderId: invoice.orderId,
      ...(orderNumber === undefined ? {} : { orderNumber }),
      invoiceNumber: invoice.invoiceNumber,
      amountCents: invoice.amountCents,
      dueDay: invoice.dueDay,
      ...(invoice.poNumber ? { poNumber: invoice.poNumber } : {}),
      to: buyer.email,
      name: buyer.name,
    })),
  );
}

/** The reminder's message: what is open of the invoice, when it was (or is) due, and its order. */
function reminderMail(reminder: InvoiceReminderDoc, openCents: number, today: string) {
  const label = invoiceLabel(reminder.invoiceNumber);
  const order = { _id: reminder.orderId, number: reminder.orderNumber };
  const late = daysBetween(reminder.dueDay, today);
  const what = [
    `Invoice ${label} for order ${orderRef(order)}${reminder.poNumber ? ` (PO ${reminder.poNumber})` : ''}`,
    `Amount: ${formatCents(reminder.amountCents)}\nStill open: ${formatCents(openCents)}`,
  ];
  const pay = `Please pay by bank transfer quoting ${label}.`;
  return (to: Recipient): MailContent =>
    late < 0
      ? mail(`Invoice ${label} is due on ${reminder.dueDay}`, hello(reminder.name, to), [
          `A reminder: your company's invoice is due on ${reminder.dueDay}, in ${-late} ${-late === 1 ? 'day' : 'days'}.`,
          ...what,
          pay,
          { link: storeLink(orderPath(order)), label: 'Your order and its invoice' },
        ])
      : mail(`Invoice ${label} is overdue: it was due on ${reminder.dueDay}`, hello(reminder.name, to), [
          `Your company's invoice was due on ${reminder.dueDay}, ${late} ${late === 1 ? 'day' : 'days'} ago, and is not paid in full.`,
          ...what,
          `${pay} Once an invoice is more than ${env().OVERDUE_BLOCK_DAYS} days overdue, your company cannot order on account until it is paid.`,
          { link: storeLink(orderPath(order)), label: 'Your order and its invoice' },
        ]);
}

/**
 * The sweep's step (lib/orders/sweep.ts): records the reminders due on `today` (a store day) for
 * invoices still open, then takes them off the schedule. A reminder whose next stage is due too
 * (the sweep did not run for days) is dropped for that one; a paid invoice's are dropped.
 */
export async function sendDueReminders(today = storeDay(new Date())): Promise<number> {
  const due = await dueReminders(today, PER_PASS);
  const paid = await paidTowards([...new Set(due.map((reminder) => reminder.invoiceId))]);
  let sent = 0;
  for (const reminder of due) {
    const open = reminder.amountCents - (paid.get(reminder.invoiceId) ?? 0);
    const next = STAGES[STAGES.findIndex((one) => one.stage === reminder.stage) + 1];
    const superseded = next !== undefined && addDays(reminder.dueDay, next.offset) <= today;
    if (open > 0 && !superseded) {
      await recordMail(
        `invoice-reminder:${reminder.orderId.toHexString()}:${reminder.stage}`,
        reminder.to,
        reminderMail(reminder, open, today),
      );
      sent += 1;
    }
    await removeReminder(reminder._id);
  }
  return sent;
}
