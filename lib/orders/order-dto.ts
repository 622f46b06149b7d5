import { z } from 'zod';
import {
  firstAndMore,
  ORDER_STATUSES,
  STOCK_STATES,
  isPaid,
  isReleased,
  orderLabel,
  PAYMENT_TERMS_LABELS,
  settlementOf,
} from '@/lib/model';
import type { OrderLine, ShownOrder } from './store/orders-doc';
import { refundDtoSchema, toRefundDto } from './refund-dto';
import { shipmentDtoSchema, toShipmentDto } from './shipment-dto';
import { unitsCancelled, unitsShipped } from './shipment-plan';
import { refundableCents } from './refund-plan';
import { adminMayDelete } from './deletable';
import { centsToDollars, lineSavingCents, priceSourceLabel } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import { companyCopyDtoSchema } from '@/lib/companies';
import { addressLines, companyCopyOf } from '@/lib/model';
import type { RecordedCharges } from '@/lib/charges';

/** One line of an order: its part as ordered, its quantity and prices in dollars. */
export const orderLineDtoSchema = z.object({
  productId: idString,
  name: z.string(),
  /** The part's number when ordered (null on orders from before part numbers). */
  partNumber: z.string().nullable(),
  quantity: z.number().int(),
  unitPrize: z.number(),
  totalPrize: z.number(),
  shippedQuantity: z.number().int().describe('units of this line sent so far'),
  cancelledQuantity: z.number().int().describe('units of this line cancelled by a refund (never sent)'),
  toShipQuantity: z.number().int().describe('units of this line still to send'),
  contract: z
    .string()
    .nullable()
    .describe('"Contract price (list ACME-2026)" when a price list set the price'),
  saving: z.number().describe('dollars saved against the list price (0 without a contract price)'),
});
export type OrderLineDto = z.output<typeof orderLineDtoSchema>;

/**
 * docs/product.md#entities Order with its field names; money in dollars as the spec shows it. The
 * spec's one-part fields (productId … unitPrize) describe the one line of a one-line order; an
 * order of several lines names its first part and "and N more", adds up the units and has no
 * single unit price: `lines` tells each.
 */
export const orderDtoSchema = z.object({
  _id: idString,
  number: z
    .string()
    .nullable()
    .describe(
      "the order's number (SO-000123), shown wherever the order is named; null only for an order from before numbers until the next start",
    ),
  customerName: z.string(),
  customerEmail: z.string(),
  phoneNumber: z.string(),
  productId: idString,
  productName: z.string(),
  /** The part's number when ordered (null on orders from before part numbers, and with several lines). */
  partNumber: z.string().nullable(),
  productQuantity: z.number().int().describe('units of every line together'),
  /** The unit price charged (the part's, its volume price, or a quote's); null with several lines. */
  unitPrize: z.number().nullable().describe("the one line's unit price; null with several lines"),
  lines: z.array(orderLineDtoSchema),
  /** The buyer's purchase-order reference (null: none given). */
  poNumber: z.string().nullable(),
  company: companyCopyDtoSchema
    .nullable()
    .describe('the company it was bought for, its details as they were then (null: bought for none)'),
  totalPrize: z.number().describe('what it costs: subtotal + shipping + tax (charges)'),
  charges: z
    .object({
      subtotal: z.number().describe("dollars: the lines' totals"),
      shipping: z.number(),
      shippingMethod: z
        .string()
        .nullable()
        .describe('null: collected at the plant, or the store quotes no shipping'),
      tax: z.number(),
      shipTo: z
        .object({ label: z.string().nullable(), lines: z.array(z.string()) })
        .nullable()
        .describe('null: collected at the plant'),
      exemption: z.string().nullable().describe('the legal mention of a tax exemption'),
    })
    .nullable()
    .describe('its shipping and tax (issue 36); null on orders placed before, or from a quote'),
  saving: z.number().describe('dollars its contract prices saved against the list prices (0: none)'),
  paid: z.boolean(),
  onAccount: z
    .object({
      terms: z.string().describe('"Net 30", "End of month"'),
      dueDate: z
        .string()
        .nullable()
        .describe('YYYY-MM-DD: the store day its invoice is due (null until invoiced)'),
    })
    .nullable()
    .describe('set when it is paid on account (issue 35): confirmed and invoiced without a card'),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  createdAt: isoDateTime,
  /** Until when an unpaid order holds its stock (null once it does not). */
  holdUntil: isoDateTime.nullable(),
  /** Where the ordered units are: `short` means paid after the hold lapsed with no stock left (an admin acts). */
  stock: z.enum(STOCK_STATES),
  shipments: z.array(shipmentDtoSchema),
  deliveredAt: isoDateTime.nullable(),
  refunds: z.array(refundDtoSchema),
  refundedPrize: z.number().describe('dollars given back so far'),
  refundablePrize: z
    .number()
    .describe(
      'dollars that can still be refunded (0 unless paid or confirmed on account; on account: a credit note)',
    ),
  deletable: z
    .boolean()
    .describe(
      'whether an admin may delete it now (DELETE /api/order/{id} answers 409 otherwise: an invoiced order is kept); its customer may cancel it only while unpaid',
    ),
});
export type OrderDto = z.output<typeof orderDtoSchema>;

const toLineDto = (
  line: OrderLine,
  shipped: ReadonlyMap<string, number>,
  cancelled: ReadonlyMap<string, number>,
): OrderLineDto => {
  const id = line.productId.toHexString();
  const [sent, gone] = [shipped.get(id) ?? 0, cancelled.get(id) ?? 0];
  return {
    productId: id,
    name: line.name,
    partNumber: line.partNumber ?? null,
    quantity: line.quantity,
    unitPrize: centsToDollars(line.unitPriceCents),
    totalPrize: centsToDollars(line.totalCents),
    shippedQuantity: sent,
    cancelledQuantity: gone,
    toShipQuantity: line.quantity - sent - gone,
    contract: line.contract ? priceSourceLabel({ kind: 'contract', ...line.contract }) : null,
    saving: centsToDollars(lineSavingCents(line)),
  };
};

/** An order's recorded charges, in dollars, where it goes as a letter prints it. */
const toChargesShown = (charges: RecordedCharges): OrderDto['charges'] => ({
  subtotal: centsToDollars(charges.subtotalCents),
  shipping: centsToDollars(charges.shippingCents),
  shippingMethod: charges.method?.name ?? null,
  tax: centsToDollars(charges.taxCents),
  shipTo: charges.shipTo && { label: charges.shipTo.label, lines: addressLines(charges.shipTo.address) },
  exemption: charges.exemption,
});

/** An order on account's terms and due day, as its invoice prints them. */
function onAccountOf(doc: ShownOrder): OrderDto['onAccount'] {
  const settlement = settlementOf(doc);
  return settlement.method === 'account'
    ? { terms: PAYMENT_TERMS_LABELS[settlement.terms], dueDate: settlement.dueDay ?? null }
    : null;
}

export function toOrderDto(doc: ShownOrder): OrderDto {
  const onAccount = onAccountOf(doc);
  const [shipped, cancelled] = [unitsShipped(doc), unitsCancelled(doc)];
  const lines = doc.lines.map((line) => toLineDto(line, shipped, cancelled));
  const refunds = doc.refunds ?? [];
  const [first] = lines as [OrderLineDto, ...OrderLineDto[]];
  const single = lines.length === 1;
  return {
    _id: doc._id.toHexString(),
    number: doc.number === undefined ? null : orderLabel(doc.number),
    customerName: doc.customerName,
    customerEmail: doc.customerEmail,
    phoneNumber: doc.phoneNumber,
    productId: first.productId,
    productName: firstAndMore(first.name, lines.length),
    partNumber: single ? first.partNumber : null,
    productQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPrize: single ? first.unitPrize : null,
    lines,
    poNumber: doc.poNumber ?? null,
    company: doc.company ? companyCopyOf(doc.company) : null,
    totalPrize: centsToDollars(doc.totalCents),
    charges: doc.charges ? toChargesShown(doc.charges) : null,
    saving: centsToDollars(doc.lines.reduce((sum, line) => sum + lineSavingCents(line), 0)),
    paid: isPaid(doc),
    onAccount,
    status: doc.status,
    transactionId: doc.transactionId ?? null,
    createdAt: doc.createdAt.toISOString(),
    holdUntil: doc.status === 'unpaid' ? doc.holdUntil.toISOString() : null,
    stock: doc.stock,
    shipments: (doc.shipments ?? []).map((shipment) => toShipmentDto(shipment, doc.lines)),
    deliveredAt: doc.deliveredAt?.toISOString() ?? null,
    refunds: refunds.map((refund) => toRefundDto(refund, doc.lines)),
    refundedPrize: centsToDollars(
      refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0),
    ),
    refundablePrize: isReleased(doc) ? centsToDollars(refundableCents(doc)) : 0,
    // The delete's own rule, so the screen offers Delete only where it goes through.
    deletable: adminMayDelete(doc),
  };
}
