import 'server-only';
import { underLock, type Id } from '@/lib/db';
import { AppError } from '@/lib/model';
import { accountLock, allocateCredit } from './ledger';
import { findEntry, insertEntry, paidTowards, type CreditNoteEntryDoc } from './store/ledger-entries';

/**
 * Books a refund of an order on account as a credit note on its company's account (never a card
 * refund): minus what was given back, applied to the order's invoice as far as it is still open,
 * the rest credit in the company's favour. Once per refund, however often it is called; under the
 * account's lock, so a payment at the same moment never applies the same open amount.
 */
export async function bookCreditNote(note: {
  companyId: Id;
  orderId: Id;
  refundId: Id;
  creditNoteNumber: number;
  amountCents: number;
  at: Date;
}): Promise<void> {
  const id = `credit-note:${note.refundId.toHexString()}`;
  await underLock(
    accountLock(note.companyId),
    async () => {
      if (await findEntry(id)) return;
      const invoice = await findEntry(`invoice:${note.orderId.toHexString()}`);
      if (invoice?.kind !== 'invoice')
        throw new AppError('conflict', 'This order’s invoice is not booked yet.');
      const paid = (await paidTowards([invoice._id])).get(invoice._id) ?? 0;
      const cents = Math.max(0, Math.min(note.amountCents, invoice.amountCents - paid));
      const entry: CreditNoteEntryDoc = {
        _id: id,
        companyId: note.companyId,
        kind: 'credit-note',
        amountCents: -note.amountCents,
        at: note.at,
        orderId: note.orderId,
        refundId: note.refundId,
        creditNoteNumber: note.creditNoteNumber,
        invoiceNumber: invoice.invoiceNumber,
        applied:
          cents > 0
            ? [
                {
                  invoiceId: invoice._id,
                  orderId: invoice.orderId,
                  invoiceNumber: invoice.invoiceNumber,
                  cents,
                  dueDay: invoice.dueDay,
                },
              ]
            : [],
        unappliedCents: note.amountCents - cents,
      };
      await insertEntry(entry);
      // What the note gives beyond its invoice's open amount pays down the company's other invoices.
      if (entry.unappliedCents > 0) await allocateCredit(note.companyId, id);
    },
    'A payment or an order on account of this company is being booked. Please try again in a moment.',
  );
}
