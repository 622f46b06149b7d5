import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES, rmaLabel } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import type { ReturnDoc } from './store/returns-doc';

/** A return as the API answers it (the buyer's and the store's view alike; it holds nothing secret). */
export const returnDtoSchema = z.object({
  _id: idString,
  rma: z.string().nullable().describe('its RMA number once approved (RMA-000042)'),
  orderId: idString,
  orderRef: z.string().describe('the order as its page names it (SO-000123)'),
  customerName: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string().describe('why, in words'),
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: idString,
      name: z.string(),
      partNumber: z.string().nullable(),
      quantity: z.number().int(),
      restocked: z.number().int().nullable().describe('once received: units back on hand'),
      scrapped: z.number().int().nullable().describe('once received: units scrapped'),
    }),
  ),
  requestedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  rejectedAt: isoDateTime.nullable(),
  rejectReason: z.string().nullable(),
  receivedAt: isoDateTime.nullable(),
  settledAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  withShipping: z.boolean().describe('the refund gave back the units’ share of shipping'),
  refundPrize: z.number().nullable().describe('dollars given back (refunded or credited), once settled'),
});
export type ReturnDto = z.infer<typeof returnDtoSchema>;

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

export function toReturnDto(doc: ReturnDoc): ReturnDto {
  return {
    _id: doc._id.toHexString(),
    rma: doc.number === undefined ? null : rmaLabel(doc.number),
    orderId: doc.orderId.toHexString(),
    orderRef: doc.orderRef,
    customerName: doc.customerName,
    status: doc.status,
    reason: RETURN_REASONS[doc.reason as keyof typeof RETURN_REASONS] ?? doc.reason,
    note: doc.note ?? null,
    lines: doc.lines.map((line) => ({
      productId: line.productId.toHexString(),
      name: line.name,
      partNumber: line.partNumber ?? null,
      quantity: line.quantity,
      restocked: line.restocked ?? null,
      scrapped: line.scrapped ?? null,
    })),
    requestedAt: doc.requestedAt.toISOString(),
    approvedAt: iso(doc.approvedAt),
    rejectedAt: iso(doc.rejectedAt),
    rejectReason: doc.rejectReason ?? null,
    receivedAt: iso(doc.receivedAt),
    settledAt: iso(doc.settledAt),
    cancelledAt: iso(doc.cancelledAt),
    withShipping: doc.withShipping ?? false,
    refundPrize: doc.refundCents === undefined ? null : centsToDollars(doc.refundCents),
  };
}

/** GET /api/order/{id}/returns: an order's returns and what may still be asked for. */
export const orderReturnsSchema = z.object({
  returns: z.array(returnDtoSchema),
  mayRequest: z.boolean().describe('the caller may ask for a return now'),
  until: isoDateTime.nullable().describe('the last moment to ask, once delivered'),
  returnable: z.array(
    z.object({
      productId: idString,
      name: z.string(),
      partNumber: z.string().nullable(),
      units: z.number().int().describe('units that can still be returned'),
    }),
  ),
});
