import { z } from 'zod';
import { PART_NUMBER_MAX } from '@/lib/model';
import { MAX_LINE_QUANTITY } from '@/lib/selling';
import { idString } from '@/lib/validation';

/** GET /api/cart/substitutes: the part a line could not have, and how much of it was wanted. */
export const substitutesQuerySchema = z
  .object({
    productId: idString
      .optional()
      .describe('the part out of stock (or short) on a cart or bill-of-materials line'),
    near: z
      .string()
      .min(1)
      .max(PART_NUMBER_MAX)
      .optional()
      .describe(
        'instead of productId, for a part number not found: the closest number the catalog has (its part first when in stock)',
      ),
    quantity: z.coerce
      .number()
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `quantity is at most ${MAX_LINE_QUANTITY}`)
      .describe('units wanted of it'),
  })
  .refine((query) => (query.productId === undefined) !== (query.near === undefined), {
    message: 'Give productId or near (one of them)',
    path: ['productId'],
  });

export const substituteDtoSchema = z.object({
  _id: idString,
  partNumber: z.string(),
  name: z.string(),
  available: z.number().int().describe('units in stock now (at least `quantity`)'),
  quantity: z
    .number()
    .int()
    .describe("the units wanted, raised to this part's minimum and pack: what one click puts in the cart"),
  unitPrize: z.number().describe('unit price for that quantity, in dollars, as the cart will charge it'),
  totalPrize: z.number(),
  contract: z.string().nullable().describe('"Contract price (list …)" when your company’s list sets it'),
  differences: z
    .array(z.object({ label: z.string(), ours: z.string(), theirs: z.string() }))
    .describe('the attributes where it differs from the part it replaces (ours: that part’s value)'),
});

export const substitutesDtoSchema = z.object({
  productId: idString,
  partNumber: z.string(),
  name: z.string(),
  substitutes: z
    .array(substituteDtoSchema)
    .describe(
      'at most 3: parts of the same category with the same critical values and enough stock, nearest first',
    ),
});
export type SubstitutesDto = z.output<typeof substitutesDtoSchema>;
