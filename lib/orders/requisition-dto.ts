import { z } from 'zod';
import { companyCopyDtoSchema } from '@/lib/companies';
import { REQUISITION_STATUSES, orderLabel, quoteLabel, requisitionLabel } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import type { RequisitionDoc } from './store/requisitions-doc';

const requisitionLineDtoSchema = z.object({
  productId: idString,
  partNumber: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().describe('dollars, frozen when it was asked for'),
  total: z.number().describe('dollars'),
});

/** A requisition in a list: what it is and where it stands, without its lines. */
export const requisitionDtoSchema = z.object({
  _id: idString,
  number: z.string().describe('RQ-000012'),
  status: z.enum(REQUISITION_STATUSES),
  buyer: z.object({ email: z.string(), name: z.string().nullable() }),
  poNumber: z.string().nullable(),
  payOnAccount: z
    .boolean()
    .describe('asked to be paid on account (issue 35): its order is confirmed on account'),
  company: companyCopyDtoSchema,
  lineCount: z.number().int(),
  total: z.number().describe('dollars, at the frozen prices'),
  reasons: z.array(z.string()).describe('why it needs approval'),
  createdAt: isoDateTime,
  expiresAt: isoDateTime.describe('it lapses then unless decided'),
  decidedAt: isoDateTime.nullable(),
  decidedBy: z.string().nullable().describe('who approved or rejected it'),
  reason: z.string().nullable().describe('why it was rejected, voided or lapsed'),
  orderNumber: z.string().nullable().describe('the order its approval placed (SO-000123)'),
  leftOut: z.number().int().describe('lines the approver placed it without'),
  quoteNumber: z
    .string()
    .nullable()
    .describe('the quote (Q-000045) whose offer it asks to accept; null: a cart'),
});
export type RequisitionDto = z.output<typeof requisitionDtoSchema>;

export function toRequisitionDto(doc: Omit<RequisitionDoc, 'lines'>): RequisitionDto {
  return {
    _id: doc._id.toHexString(),
    number: requisitionLabel(doc.number),
    status: doc.status,
    buyer: { email: doc.buyer.email, name: doc.buyer.name },
    poNumber: doc.poNumber ?? null,
    payOnAccount: doc.payOnAccount === true,
    company: doc.company,
    lineCount: doc.lineCount,
    total: centsToDollars(doc.totalCents),
    reasons: doc.reasons,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: doc.expiresAt.toISOString(),
    decidedAt: doc.decidedAt?.toISOString() ?? null,
    decidedBy: doc.decidedBy ? (doc.decidedBy.name ?? doc.decidedBy.email) : null,
    reason: doc.reason ?? null,
    orderNumber: doc.order ? orderLabel(doc.order.number) : null,
    leftOut: doc.leftOut?.length ?? 0,
    quoteNumber: doc.quote?.number === undefined ? null : quoteLabel(doc.quote.number),
  };
}

/**
 * A requisition as its page shows it: its lines, and for an approver the buyer's spending this
 * month and their last three orders' totals (null for the buyer looking at their own).
 */
export const requisitionDetailDtoSchema = requisitionDtoSchema.extend({
  lines: z.array(requisitionLineDtoSchema),
  buyerSpending: z
    .object({
      spentThisMonth: z.number().describe('dollars'),
      leftThisMonth: z.number().nullable().describe('dollars; null: no monthly limit'),
      lastOrders: z.array(z.object({ number: z.string(), total: z.number(), createdAt: isoDateTime })),
    })
    .nullable(),
  mayDecide: z.boolean().describe('whether you may approve or reject it now'),
});
export type RequisitionDetailDto = z.output<typeof requisitionDetailDtoSchema>;

export const toRequisitionLines = (doc: RequisitionDoc): RequisitionDetailDto['lines'] =>
  doc.lines.map((line) => ({
    productId: line.productId.toHexString(),
    partNumber: line.partNumber ?? null,
    name: line.name,
    quantity: line.quantity,
    unitPrice: centsToDollars(line.unitPriceCents),
    total: centsToDollars(line.totalCents),
  }));
