import { z } from 'zod';
import { cleanPartNumber, PART_NUMBER_MAX, PART_NUMBER_PATTERN, PART_NUMBER_RULE } from '@/lib/model';
import { imageUrl, priceBreaksText, productFormSchema } from './product';

/**
 * The catalog CSV (import and export): the columns every file has, and those it may add. A file
 * without an optional column leaves that field of every part as it is; a blank cell in one means
 * the default (30 at least, any quantity, one price). `previousQuantity` is the stock the row was
 * written with (the export fills it in): a row changes a part's stock only from that figure, so an
 * old file never brings back stock sold since (lib/catalog/import-parts.ts).
 */
export const REQUIRED_CSV_COLUMNS = [
  'partNumber',
  'name',
  'description',
  'prize',
  'quantity',
  'img',
] as const;
export const OPTIONAL_CSV_COLUMNS = [
  'minimumQuantity',
  'quantityStep',
  'priceBreaks',
  'weightKg',
  'taxClass',
  'category',
  'previousQuantity',
] as const;
export const CSV_COLUMNS = [...REQUIRED_CSV_COLUMNS, ...OPTIONAL_CSV_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The largest file an import takes (a 50,000-part catalog with short descriptions fits). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'The file is larger than 5 MB. Split it into smaller files and import each.';

/** One row of an import, read like the admin forms read their fields; the part number is required. */
export const importRowSchema = productFormSchema.extend({
  partNumber: z
    .string()
    .transform(cleanPartNumber)
    .pipe(z.string().min(1, 'partNumber is Required'))
    .pipe(z.string().max(PART_NUMBER_MAX, PART_NUMBER_RULE).regex(PART_NUMBER_PATTERN, PART_NUMBER_RULE)),
  img: imageUrl,
  priceBreaks: priceBreaksText.optional(),
  category: z.string().trim().max(500, 'category is a category path').optional(),
  previousQuantity: z
    .string()
    .trim()
    .regex(/^\d*$/, 'previousQuantity must be a whole number, 0 or more (or blank)')
    .transform((v) => (v === '' ? undefined : Number(v)))
    .optional(),
});

/** `?dryRun=1` checks the file and counts what it would do, writing nothing. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'], { error: 'dryRun is 1 or 0' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
