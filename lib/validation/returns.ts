import { z } from 'zod';
import { PART_NUMBER_MAX, RETURN_REASONS, type ReturnReason } from '@/lib/model';
import { MAX_LINE_QUANTITY } from '@/lib/selling';
import { MAX_CART_LINES } from './cart';

const REASONS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];
const wholeUnits = (min: number) =>
  z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(min, min ? 'Quantity must be 1 or more' : 'Quantity cannot be negative')
    .max(MAX_LINE_QUANTITY, 'Quantity is too large');

/**
 * POST /api/order/{id}/returns: the units to send back, each line naming its part by number (as
 * pasted: "return these 12 lines") or by id, why, and a note.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        part: z
          .string({ error: 'Name the part by its number' })
          .trim()
          .min(1, 'Name the part by its number')
          .max(PART_NUMBER_MAX, 'The part number is too long'),
        quantity: wholeUnits(1),
      }),
      { error: 'lines must be a list of { part, quantity }' },
    )
    .min(1, 'Name at least one part to return')
    .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`),
  reason: z.enum(REASONS, { error: 'Choose why you return them' }),
  note: z
    .string()
    .trim()
    .max(500, 'Note is too long (500 characters at most)')
    .transform((value) => value || undefined)
    .optional(),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** POST /api/returns/{id}: the next step an admin (or, to cancel, its buyer) takes with a return. */
export const returnStepSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('approve') }),
    z.object({
      step: z.literal('reject'),
      reason: z
        .string({ error: 'Say why it is rejected' })
        .trim()
        .min(1, 'Say why it is rejected')
        .max(300, 'Reason is too long (300 characters at most)'),
    }),
    z.object({ step: z.literal('cancel') }),
    z.object({
      step: z.literal('receive'),
      lines: z
        .array(
          z.object({
            productId: z
              .string({ error: 'productId is Required' })
              .regex(/^[a-f\d]{24}$/i, 'productId is not a part id'),
            restock: wholeUnits(0),
            scrap: wholeUnits(0),
          }),
          { error: 'lines must be a list of { productId, restock, scrap }' },
        )
        .min(1, 'Say what came back')
        .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`),
    }),
    z.object({ step: z.literal('refund'), withShipping: z.boolean().default(false) }),
  ],
  { error: 'step must be approve, reject, cancel, receive or refund' },
);
export type ReturnStep = z.output<typeof returnStepSchema>;
export type ReturnStepInput = z.input<typeof returnStepSchema>;
