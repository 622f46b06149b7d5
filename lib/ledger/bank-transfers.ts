import 'server-only';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { getCompany } from '@/lib/companies';
import { toId } from '@/lib/db';
import { invoiceLabel, type Caller } from '@/lib/model';
import { centsToDollars, dollarsToCents } from '@/lib/selling';
import type { bankTransferSchema } from '@/lib/validation';
import { bookPayment } from './ledger';

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
