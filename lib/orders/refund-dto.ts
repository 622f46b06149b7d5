import { z } from 'zod';
import { creditNoteLabel, REFUND_STATUSES } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import type { OrderLine, RefundDoc } from './store/orders-doc';
import { movedUnitsSchema, toMovedUnits } from './moved-units-dto';

/** Money given back: how much, why, the units it cancelled, and its credit note once issued. */
export const refundDtoSchema = z.object({
  _id: idString,
  amount: z.number().describe('dollars given back'),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  at: isoDateTime,
  lines: movedUnitsSchema,
  creditNote: z.string().nullable().describe("the credit note's number (CN-000001), once issued"),
  failure: z.string().nullable().describe('why the payment provider did not refund it (failed ones)'),
  rma: z
    .string()
    .nullable()
    .describe('the return (RMA-000042) it pays for: its lines came back after delivery, none were cancelled'),
});
export type RefundDto = z.output<typeof refundDtoSchema>;

export const toRefundDto = (refund: RefundDoc, lines: readonly OrderLine[]): RefundDto => ({
  _id: refund._id.toHexString(),
  amount: centsToDollars(refund.amountCents),
  reason: refund.reason,
  status: refund.status,
  at: refund.at.toISOString(),
  lines: toMovedUnits(refund.lines, lines),
  creditNote: refund.creditNoteNumber === undefined ? null : creditNoteLabel(refund.creditNoteNumber),
  rma: refund.rma?.label ?? null,
  failure: refund.failure ?? null,
});
