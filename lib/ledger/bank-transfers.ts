import 'server-only';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { getCompany } from '@/lib/companies';
import { toId } from '@/lib/db';
import { invoiceLabel, type Caller } from '@/lib/model';
import { centsToDollars, dollarsToCents } from '@/lib/selling';
import type { bankTransferSchema, paymentReversalSchema } from '@/lib/validation';
import { bookPayment } from './ledger';
import { reversePayment } from './reversals';

export const paymentDtoSchema = z.object({
  _id: z.string(),
  amount: z.number().describe('dollars received'),
  valueDate: z.string().describe('YYYY-MM-DD'),
  reference: z.string(),
  applied: z
    .array(z.object({ invoice: z.string().describe('INV-000123'), amount: z.number() }))
    .describe('what went to which invoice, oldest due first unless one was chosen'),
  unapplied: z.number().describe('dollars left as credit in the company’s favour'),
});
export type PaymentDto = z.output<typeof paymentDtoSchema>;

/**
 * POST /api/companies/{id}/payments (store admins): a bank transfer received from a company,
 * booked on its account and applied to its open invoices (lib/ledger/ledger.ts bookPayment).
 */
export async function recordBankTransfer(
  admin: Caller,
  companyId: string,
  input: z.output<typeof bankTransferSchema>,
  requestKey: string | null = null,
): Promise<PaymentDto> {
  await getCompany(companyId);
  const entry = await bookPayment({
    companyId: toId(companyId),
    amountCents: dollarsToCents(input.amount),
    valueDay: input.valueDate,
    reference: input.reference,
    first: input.invoice,
    recordedBy: admin.email,
    requestKey,
  });
  await recordAudit({
    action: 'company.payment',
    actor: admin.email,
    target: companyId,
    details: { amount: input.amount, reference: input.reference, payment: entry._id },
  });
  return {
    _id: entry._id,
    amount: centsToDollars(-entry.amountCents),
    valueDate: entry.valueDay,
    reference: entry.reference,
    applied: entry.applied.map((one) => ({
      invoice: invoiceLabel(one.invoiceNumber),
      amount: centsToDollars(one.cents),
    })),
    unapplied: centsToDollars(entry.unappliedCents),
  };
}

export const reversalDtoSchema = z.object({
  _id: z.string(),
  amount: z.number().describe('dollars added back to what the company owes'),
  reference: z.string().describe('the reversed payment’s bank reference'),
  reason: z.string(),
  reopened: z
    .array(z.object({ invoice: z.string().describe('INV-000123'), amount: z.number() }))
    .describe('what is open again on which invoice'),
});
export type ReversalDto = z.output<typeof reversalDtoSchema>;

/**
 * POST /api/companies/{id}/payments/reversals (store admins): a payment booked by mistake, found by
 * its bank reference, undone by a reversing entry (lib/ledger/reversals.ts); audited.
 */
export async function reverseBankTransfer(
  admin: Caller,
  companyId: string,
  input: z.output<typeof paymentReversalSchema>,
): Promise<ReversalDto> {
  await getCompany(companyId);
  const entry = await reversePayment({
    companyId: toId(companyId),
    reference: input.reference,
    reason: input.reason,
    recordedBy: admin.email,
  });
  await recordAudit({
    action: 'company.payment-reversal',
    actor: admin.email,
    target: companyId,
    details: { reference: entry.reference, reason: entry.reason, payment: entry.reverses },
  });
  return {
    _id: entry._id,
    amount: centsToDollars(entry.amountCents),
    reference: entry.reference,
    reason: entry.reason,
    reopened: entry.applied.map((one) => ({
      invoice: invoiceLabel(one.invoiceNumber),
      amount: centsToDollars(-one.cents),
    })),
  };
}
