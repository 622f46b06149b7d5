import { z } from 'zod';
import { TAX_CLASSES } from '@/lib/model';
import { storeDay } from '@/lib/calendar';
import { idString, isoDateTime } from '@/lib/validation';
import type { TaxRate } from './tax-rules';
import type { TaxRateDoc } from './store/tax-rates';

export const taxRateDtoSchema = z.object({
  _id: idString,
  country: z.string(),
  region: z.string().nullable().describe('null: the whole country'),
  postcodePrefix: z.string().nullable().describe('null: every postcode'),
  taxClass: z.enum(TAX_CLASSES),
  rate: z.number().describe('percent, up to three decimals'),
  label: z.string().describe('what invoices call it: "VAT", "Sales tax"'),
  from: z.string().describe('the store day it is in force from (YYYY-MM-DD)'),
  createdAt: isoDateTime,
});
export type TaxRateDto = z.output<typeof taxRateDtoSchema>;

export const toTaxRateDto = (doc: TaxRateDoc): TaxRateDto => ({
  _id: doc._id.toHexString(),
  country: doc.country,
  region: doc.region || null,
  postcodePrefix: doc.postcodePrefix || null,
  taxClass: doc.taxClass,
  rate: doc.rateMillis / 1000,
  label: doc.label,
  from: storeDay(doc.from),
  createdAt: doc.createdAt.toISOString(),
});

/** A stored row as the rules read it. */
export const asTaxRate = (doc: TaxRateDoc): TaxRate => ({
  id: doc._id.toHexString(),
  country: doc.country,
  ...(doc.region ? { region: doc.region } : {}),
  ...(doc.postcodePrefix ? { postcodePrefix: doc.postcodePrefix } : {}),
  taxClass: doc.taxClass,
  rateMillis: doc.rateMillis,
  label: doc.label,
  from: doc.from,
});
