import { z } from 'zod';
import type { AuditEntryDto } from '@/lib/audit/list-audit';
import type { AdminProductDto, ProductDto } from '@/lib/catalog/product-dto';
import type { OrderDto } from '@/lib/orders/order-dto';
import { ORDER_STATUSES } from '@/lib/model/order-status';
import type { ProfileDto } from '@/lib/profile/profile';
import { QUOTE_STATUSES } from '@/lib/model/quote-status';
import type { QuoteDto } from '@/lib/quotes/quote-dto';
import type { ReviewDto } from '@/lib/reviews/review-dto';
import type { AdminReviewDto } from '@/lib/reviews/moderate-reviews';
import type { UserDto } from '@/lib/users/user-dto';

/**
 * The answers' shapes, for the OpenAPI document (lib/openapi/document.ts). Each is checked against
 * the TypeScript type the handlers return, so the document cannot drift from the code.
 */

const id = z.string().regex(/^[a-f\d]{24}$/);
const isoDate = z.string().describe('ISO 8601 date-time');

export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const productSchema = z.object({
  _id: id,
  partNumber: z.string().describe('the manufacturer part number, unique ignoring case'),
  name: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  prize: z.number().describe('unit price in dollars'),
  description: z.string(),
  priceBreaks: z
    .array(z.object({ minQuantity: z.number().int(), prize: z.number() }))
    .describe('volume prices: from minQuantity units on, prize each; ascending'),
  minimumQuantity: z.number().int().describe('the smallest order'),
  quantityStep: z.number().int().describe('orders come in multiples of this'),
});
export const adminProductSchema = productSchema.extend({ email: z.string() });

export const orderSchemaOut = z.object({
  _id: id,
  customerName: z.string(),
  customerEmail: z.string(),
  phoneNumber: z.string(),
  productId: id,
  productName: z.string(),
  partNumber: z.string().nullable(),
  productQuantity: z.number().int().describe('units of every line together'),
  unitPrize: z.number().nullable().describe("the one line's unit price; null with several lines"),
  lines: z.array(
    z.object({
      productId: id,
      name: z.string(),
      partNumber: z.string().nullable(),
      quantity: z.number().int(),
      unitPrize: z.number(),
      totalPrize: z.number(),
    }),
  ),
  poNumber: z.string().nullable(),
  totalPrize: z.number(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  createdAt: isoDate,
  holdUntil: isoDate.nullable(),
  stock: z.enum(['held', 'released', 'taken', 'pending', 'short']),
});

const day = z.string().describe('YYYY-MM-DD (UTC)');
export const quoteSchemaOut = z.object({
  _id: id,
  customerEmail: z.string(),
  customerName: z.string(),
  phoneNumber: z.string().nullable(),
  productId: id,
  productName: z.string(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  wantedBy: day.nullable(),
  status: z.enum(QUOTE_STATUSES).describe('expired: an offer whose last day has passed'),
  unitPrize: z.number().nullable().describe('the offer, in dollars per unit'),
  totalPrize: z.number().nullable(),
  validUntil: day.nullable().describe('the last day the offer can be accepted'),
  orderId: id.nullable().describe('the order its acceptance placed'),
  declineReason: z.string().nullable().describe('why it was declined, when the shop gave a reason'),
  part: z
    .object({
      stock: z.number().int().describe('units in stock now'),
      listUnitPrize: z.number().describe("the part's list price per unit for this quantity, now"),
    })
    .nullable()
    .describe('the part as it is now (null once deleted)'),
  createdAt: isoDate,
});

export const reviewSchemaOut = z.object({
  _id: id,
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  customerFeedback: z.string(),
  createdAt: isoDate,
  verifiedBuyer: z.boolean(),
});

export const adminReviewSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  rating: z.number().int().min(1).max(5),
  customerFeedback: z.string(),
  createdAt: isoDate,
  hidden: z.boolean(),
});

export const userSchema = z.object({
  _id: id,
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['admin', 'customer']),
});

export const profileSchemaOut = z.object({
  email: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  education: z.string().nullable(),
  img: z.string().nullable(),
});

export const auditEntrySchema = z.object({
  _id: id,
  action: z.string(),
  actor: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: isoDate,
});

// Compile-time: each schema describes exactly the type the handlers answer with.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.output<typeof productSchema>, ProductDto>(true);
same<z.output<typeof adminProductSchema>, AdminProductDto>(true);
same<z.output<typeof orderSchemaOut>, OrderDto>(true);
same<z.output<typeof reviewSchemaOut>, ReviewDto>(true);
same<z.output<typeof quoteSchemaOut>, QuoteDto>(true);
same<z.output<typeof adminReviewSchema>, AdminReviewDto>(true);
same<z.output<typeof userSchema>, UserDto>(true);
same<z.output<typeof profileSchemaOut>, ProfileDto>(true);
same<z.output<typeof auditEntrySchema>, AuditEntryDto>(true);
