import { z } from 'zod';
import { idString } from './dto-fields';
import { calendarDay } from './calendar-day';
import { dollarAmount } from './money';

// Price lists (issue 35) as store admins send them: the list's head (who it applies to, when,
// priority, exclusive) and its entries per part number (a fixed unit price or a percentage off the
// part's own price, with optional breaks of the same kind).

const noneIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const priceListSchema = z
  .object({
    code: z
      .string({ error: 'Code is Required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, 'Code is 1 to 40 letters, digits, dots, dashes or underscores'),
    name: z
      .string({ error: 'Name is Required' })
      .trim()
      .min(1, 'Name is Required')
      .max(120, 'Name is too long'),
    /** The companies it applies to; none with `everyCompany`: every business account. */
    companyIds: z.array(idString, { error: 'companyIds is a list of company ids' }).max(500).default([]),
    everyCompany: z.boolean().default(false),
    active: z.boolean().default(true),
    /** From this day, 00:00 store time (none: always has been). */
    validFrom: noneIfBlank(calendarDay('Valid from')),
    /** Until this day, 00:00 store time, not included (none: open). */
    validTo: noneIfBlank(calendarDay('Valid to')),
    priority: z
      .number({ error: 'Priority is a whole number' })
      .int('Priority is a whole number')
      .min(-1000, 'Priority is -1000 to 1000')
      .max(1000, 'Priority is -1000 to 1000')
      .default(0),
    exclusive: z.boolean().default(false),
  })
  .superRefine((list, ctx) => {
    if (list.everyCompany === list.companyIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['companyIds'],
        message: 'Choose the companies it applies to, or every business account (not both)',
      });
    if (list.validFrom && list.validTo && list.validTo <= list.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must be after valid from' });
  });
export type PriceListInput = z.input<typeof priceListSchema>;
export type PriceList = z.output<typeof priceListSchema>;

const percentOff = z
  .number({ error: 'percentOff is a number' })
  .gt(0, 'percentOff is more than 0')
  .lt(100, 'percentOff is less than 100')
  .refine((value) => Math.round(value * 100) / 100 === value, 'percentOff has at most two decimals');

const priced = z.object({
  unitPrice: dollarAmount('unitPrice').optional(),
  percentOff: percentOff.optional(),
});
const oneOfThem = (rung: z.output<typeof priced>) =>
  (rung.unitPrice === undefined) !== (rung.percentOff === undefined);
const ONE = 'Give a unitPrice or a percentOff (one of them)';

export const priceListEntrySchema = priced
  .extend({
    partNumber: z.string({ error: 'partNumber is Required' }).trim().min(1, 'partNumber is Required').max(64),
    breaks: z
      .array(
        priced
          .extend({
            minQuantity: z
              .number()
              .int('minQuantity is a whole number')
              .positive('minQuantity is more than 0'),
          })
          .refine(oneOfThem, ONE),
      )
      .max(5, 'At most 5 breaks')
      .default([]),
  })
  .refine(oneOfThem, ONE);
export type PriceListEntryInput = z.input<typeof priceListEntrySchema>;
export type PriceListEntry = z.output<typeof priceListEntrySchema>;

export const MAX_PRICE_LIST_ENTRIES = 10_000;
export const TOO_MANY_ENTRIES = 'At most 10,000 entries';
/** A price list's file: 10,000 rows of CSV take about 0.5 MB, of XLSX about 0.3 MB. */
export const PRICE_LIST_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PRICE_LIST_FILE_TOO_LARGE =
  'The file is larger than 5 MB: a price list holds 10,000 entries at most';

/** A price list's file (CSV or XLSX), one entry per row: breaks read "100=9.50, 500=9.00". */
export const PRICE_LIST_COLUMNS = ['partNumber', 'unitPrice', 'percentOff', 'breaks'] as const;

/** PUT /api/price-lists/{id}/entries: the list's entries, all of them (what is not named goes). */
export const priceListEntriesSchema = z.object({
  entries: z.array(priceListEntrySchema).max(MAX_PRICE_LIST_ENTRIES, TOO_MANY_ENTRIES),
  /** Check only: what would change, and every problem, with nothing written. */
  dryRun: z.boolean().default(false),
});

/** GET /api/price-lists/explain: a part, a company, a quantity and a day. */
export const explainPriceSchema = z.object({
  partNumber: z.string().trim().min(1, 'partNumber is Required').max(64),
  companyId: idString,
  quantity: z.coerce.number().int('quantity is a whole number').positive('quantity is more than 0'),
  /** The day (store time, noon); none: now. */
  date: noneIfBlank(calendarDay('date')),
});
