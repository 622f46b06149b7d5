import 'server-only';
import { underLock, type Id } from '@/lib/db';
import { AppError } from '@/lib/model';
import { accountLock } from './ledger';
import {
  findEntry,
  findPaymentsByReference,
  insertEntry,
  latestAllocations,
  unappliedCredit,
  type ReversalEntryDoc,
} from './store/ledger-entries';

/**
 * Undoes a payment booked by mistake (store admins), found by its bank reference: nothing is
 * deleted; a reversing entry adds back what it received and takes off what it applied, so the
 * invoices it paid are open again. Its credit, if an allocation spent it meanwhile, is taken back
 * from the invoices that allocation paid (the latest first). Once per payment: a second call
 * answers the first reversal. Under the account's lock.
 */
export async function reversePayment(reversal: {
  companyId: Id;
  reference: string;
  reason: string;
  recordedBy: string;
}): Promise<ReversalEntryDoc> {
  return underLock(
    accountLock(reversal.companyId),
    async () => {
      const found = await findPaymentsByReference(reversal.companyId, reversal.reference);
      if (found.length === 0)
        throw new AppError(
          'not_found:payment',
          `This company has no payment with reference ${reversal.reference}`,
        );
      if (found.length > 1)
        throw new AppError(
          'conflict',
          `Several payments of this company have reference ${reversal.reference}.`,
        );
      const payment = found[0]!;
      const id = `reversal:${payment._id}`;
      const done = await findEntry(id);
      if (done?.kind === 'reversal') return done;
      const applied: ReversalEntryDoc['applied'] = payment.applied.map((one) => ({
        ...one,
        cents: -one.cents,
      }));
      // The payment's credit, as far as the company no longer has it: allocations spent it.
      let owedBack = Math.max(
        0,
        payment.unappliedCents - Math.max(0, await unappliedCredit(reversal.companyId)),
      );
      const takenBack = owedBack;
      for await (const allocation of latestAllocations(reversal.companyId)) {
        for (const one of allocation.applied) {
          if (owedBack === 0) break;
          const cents = Math.min(one.cents, owedBack);
          if (cents <= 0) continue;
          applied.push({ ...one, cents: -cents });
          owedBack -= cents;
        }
        if (owedBack === 0) break;
      }
      const entry: ReversalEntryDoc = {
        _id: id,
        companyId: reversal.companyId,
        kind: 'reversal',
        amountCents: -payment.amountCents,
        at: new Date(),
        reverses: payment._id,
        reference: payment.reference,
        reason: reversal.reason,
        applied,
        unappliedCents: -payment.unappliedCents + (takenBack - owedBack),
        recordedBy: reversal.recordedBy,
      };
      await insertEntry(entry);
      return entry;
    },
    'A payment or an order on account of this company is being booked. Please try again in a moment.',
  );
}
