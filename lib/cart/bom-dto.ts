import { z } from 'zod';
import { chargesDtoSchema } from '@/lib/charges';
import { idString } from '@/lib/validation';

/**
 * What became of a line of a bill of materials (lib/cart/bom-rules.ts): each line has exactly one.
 * `header`: the first line, read as the column headings, not checked.
 */
export const BOM_STATUSES = [
  'header',
  'added',
  'merged',
  'adjusted',
  'not_found',
  'short',
  'unreadable',
] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];

export const bomLineDtoSchema = z.object({
  line: z.number().int().describe('1-based line of the text, or row of the sheet'),
  raw: z.string().describe('the line as given (at most 200 characters)'),
  status: z.enum(BOM_STATUSES),
  partNumber: z.string().nullable().describe("the catalog's number when found, else as typed"),
  name: z.string().nullable(),
  productId: idString.nullable(),
  quantity: z.number().int().nullable().describe('asked on this line'),
  finalQuantity: z
    .number()
    .int()
    .nullable()
    .describe(
      "what goes in the cart for this line, this part's later lines added in (short: what would be needed); null for merged, not found, unreadable",
    ),
  mergedInto: z
    .number()
    .int()
    .nullable()
    .describe('merged: the earlier line of the same part that took this quantity'),
  note: z.string().nullable().describe('what was changed and why, or why the line cannot be bought'),
  available: z.number().int().nullable().describe('units in stock now (found parts)'),
  unitPrize: z
    .number()
    .nullable()
    .describe("the unit price today for the line's final quantity (added and adjusted lines)"),
  totalPrize: z.number().nullable().describe('what the line costs today (added and adjusted lines)'),
  contract: z
    .string()
    .nullable()
    .describe('"Contract price (list ACME-2026)" when a price list of your company set the price'),
  suggestions: z.array(z.string()).describe('not found: up to three part numbers it may have meant'),
});
export type BomLineDto = z.output<typeof bomLineDtoSchema>;

export const bomCountsSchema = z.object({
  total: z.number().int().describe('lines read (blank lines are not lines): the sum of the other counts'),
  header: z.number().int(),
  added: z.number().int(),
  merged: z.number().int(),
  adjusted: z.number().int(),
  notFound: z.number().int(),
  short: z.number().int(),
  unreadable: z.number().int(),
});
export type BomCounts = z.output<typeof bomCountsSchema>;

/** POST /api/cart/bom: every line of a bill of materials accounted for; nothing is put in the cart. */
export const bomReportDtoSchema = z.object({
  lines: z.array(bomLineDtoSchema),
  counts: bomCountsSchema,
  subtotal: z.number().describe('what the accepted lines cost at today’s prices, in dollars'),
  charges: chargesDtoSchema
    .nullable()
    .describe(
      "the accepted lines' shipping options and tax to a signed-in buyer's default ship-to (null: a visitor)",
    ),
  accepted: z
    .array(z.object({ productId: idString, quantity: z.number().int() }))
    .describe(
      'the added and adjusted lines, later lines of the same part folded in: POST them to /api/cart/lines',
    ),
});
export type BomReportDto = z.output<typeof bomReportDtoSchema>;
