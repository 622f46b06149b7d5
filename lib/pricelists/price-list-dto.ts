import { z } from 'zod';
import { centsToDollars, type ContractEntry, type ContractRung } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import { storeDay } from '@/lib/calendar';
import type { PriceListDoc, PriceListEntryDoc } from './store/price-lists';

export const priceListDtoSchema = z.object({
  _id: idString,
  code: z.string(),
  name: z.string(),
  companyIds: z.array(idString).describe('the companies it applies to (empty with everyCompany)'),
  companies: z
    .array(z.object({ _id: idString, name: z.string() }))
    .describe('the same companies with their names (a company since removed is left out)'),
  everyCompany: z.boolean(),
  active: z.boolean(),
  validFrom: z.string().nullable().describe('first day, store time (null: open)'),
  validTo: z.string().nullable().describe('the day it ends, store time, not included (null: open)'),
  priority: z.number().int().describe('a higher priority wins a tie'),
  exclusive: z.boolean().describe('wins even when higher than the ladder and the other lists'),
  entryCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type PriceListDto = z.output<typeof priceListDtoSchema>;

export function toPriceListDto(doc: PriceListDoc, names: Map<string, string>): PriceListDto {
  const ids = doc.appliesTo === 'every-company' ? [] : doc.appliesTo.companyIds.map((id) => id.toHexString());
  return {
    _id: doc._id.toHexString(),
    code: doc.code,
    name: doc.name,
    companyIds: ids,
    companies: ids.flatMap((id) => (names.has(id) ? [{ _id: id, name: names.get(id)! }] : [])),
    everyCompany: doc.appliesTo === 'every-company',
    active: doc.active,
    validFrom: doc.from ? storeDay(doc.from) : null,
    validTo: doc.to ? storeDay(doc.to) : null,
    priority: doc.priority,
    exclusive: doc.exclusive,
    entryCount: doc.entryCount,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const rungDto = z.object({
  minQuantity: z.number().int(),
  unitPrice: z.number().nullable().describe('dollars; null: a percentage'),
  percentOff: z.number().nullable(),
});

export const priceListEntryDtoSchema = z.object({
  partNumber: z.string(),
  productId: idString,
  unitPrice: z.number().nullable().describe('dollars; null: a percentage off the part’s own price'),
  percentOff: z.number().nullable(),
  breaks: z.array(rungDto),
});
export type PriceListEntryDto = z.output<typeof priceListEntryDtoSchema>;

const priceOf = (rung: ContractEntry | ContractRung) =>
  'unitCents' in rung
    ? { unitPrice: centsToDollars(rung.unitCents), percentOff: null }
    : { unitPrice: null, percentOff: rung.percentOff };

export const toPriceListEntryDto = (doc: PriceListEntryDoc): PriceListEntryDto => ({
  partNumber: doc.partNumber,
  productId: doc.productId.toHexString(),
  ...priceOf(doc.entry),
  breaks: (doc.entry.breaks ?? []).map((rung) => ({ minQuantity: rung.minQuantity, ...priceOf(rung) })),
});

const rowProblem = z.object({ row: z.number().int().describe('1-based, as sent'), message: z.string() });

/** What setting a list's entries found: problems by row. */
export const entriesReportDtoSchema = z.object({
  written: z.boolean().describe('false on a dry run, or when any row has an error'),
  entries: z.number().int().describe('the entries that are (or would be) written'),
  errors: z.array(rowProblem).describe('unknown part numbers, parts named twice, breaks out of order'),
  warnings: z.array(rowProblem).describe('allowed, but worth a look: a fixed price above the part’s own'),
});
export type EntriesReport = z.output<typeof entriesReportDtoSchema>;
