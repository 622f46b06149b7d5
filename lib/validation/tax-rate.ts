import { z } from 'zod';
import { TAX_CLASSES } from '@/lib/model';
import { calendarDay } from './calendar-day';
import { countryCode } from './company';

/**
 * A row of the store's tax table (issue 36) as a store admin adds it: where (a country, maybe a
 * state or province, maybe a postcode prefix), for which class of part, the rate in percent (up to
 * three decimals: 8.875), what invoices call it, and the store day it is in force from. A rate
 * changes by a new row from a later day; rows are never edited.
 */
export const taxRateSchema = z.object({
  country: countryCode,
  region: z
    .string()
    .trim()
    .toUpperCase()
    .max(40, 'Region is too long')
    .optional()
    .transform((value) => value || undefined),
  postcodePrefix: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{0,10}$/, 'A postcode prefix is up to 10 letters or digits'))
    .optional()
    .transform((value) => value || undefined),
  taxClass: z.enum(TAX_CLASSES, { error: `taxClass is one of ${TAX_CLASSES.join(', ')}` }),
  rate: z
    .number({ error: 'Rate is a percentage' })
    .min(0, 'Rate is 0 to 100 %')
    .max(100, 'Rate is 0 to 100 %')
    .refine((value) => Math.round(value * 1000) / 1000 === value, 'Rate has at most three decimals'),
  label: z
    .string({ error: 'Label is Required' })
    .trim()
    .min(1, 'Label is Required')
    .max(40, 'Label is too long'),
  from: calendarDay('From'),
});
export type TaxRateInput = z.input<typeof taxRateSchema>;
export type TaxRateFields = z.output<typeof taxRateSchema>;

/** GET /api/tax/rates: one country's rows (none: every row), paged. */
export const taxRateQuerySchema = z.object({ country: countryCode.optional() });
