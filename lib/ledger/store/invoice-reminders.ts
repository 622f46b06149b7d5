import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';

/**
 * A reminder an invoice on account is to get (issue 35), written when the invoice is booked, one
 * per stage, and taken off once it is sent or no longer needed. `_id` `<invoiceId>:<stage>`.
 */
export type InvoiceReminderDoc = {
  _id: string;
  /** The store day it falls due to be sent. */
  day: string;
  stage: string;
  invoiceId: string;
  companyId: Id;
  orderId: Id;
  orderNumber?: number;
  invoiceNumber: number;
  amountCents: number;
  dueDay: string;
  poNumber?: string;
  /** Who is reminded: the buyer who placed the order, and their name for the greeting. */
  to: string;
  name: string;
};

/** lib/ledger's reminder schedule: only this file reads or writes it. */
const reminders = collection<InvoiceReminderDoc>('invoice_reminders');

/** Schedules an invoice's reminders (again harmlessly: each is named by its invoice and stage). */
export async function insertReminders(rows: InvoiceReminderDoc[]): Promise<void> {
  try {
    await (await reminders()).insertMany(rows, { ordered: false });
  } catch (error) {
    // Scheduled already (a booking taken up again after a crash): every other row was written.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
  }
}

/** Reminders due to be sent on `today` or before, the oldest first, a few at a time. */
export async function dueReminders(today: string, limit: number): Promise<InvoiceReminderDoc[]> {
  return (await reminders())
    .find({ day: { $lte: today } })
    .sort({ day: 1, _id: 1 })
    .limit(limit)
    .toArray();
}

/** A reminder sent (or no longer needed) is taken off the schedule. */
export async function removeReminder(id: string): Promise<void> {
  await (await reminders()).deleteOne({ _id: id });
}
