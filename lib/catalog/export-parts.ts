import 'server-only';
import type { ProductDoc, Stocked } from './store/products-doc';
import { streamWithOnHand } from './on-hand';
import { streamProducts } from './store/product-pages';
import { csvChunks } from '@/lib/csv';
import { CSV_COLUMNS } from '@/lib/validation';
import { centsToDollars, breaksToDollars, priceBreaksAsText } from '@/lib/selling';

/**
 * One row per part in the import's columns (lib/validation/catalog-csv.ts): exporting and importing
 * the file back changes nothing. Unset selling fields stay blank (blank imports as the default), so
 * a part sold the spec's way stays so. Cells a spreadsheet would run as formulas are neutralised as
 * in the orders export; the import takes the mark off again.
 */
const row = (part: Stocked<ProductDoc>) => [
  part.partNumber,
  part.name,
  part.description,
  centsToDollars(part.priceCents).toFixed(2),
  part.quantity,
  part.img,
  part.minimumQuantity ?? '',
  part.quantityStep ?? '',
  priceBreaksAsText(breaksToDollars(part.priceBreaks)),
  part.weightGrams === undefined ? '' : part.weightGrams / 1000,
  part.taxClass ?? '',
  // The stock as written: importing the file back changes stock only where `quantity` was edited.
  part.quantity,
];

/** Every part, streamed from a database cursor in catalog order (never the whole catalog in memory). */
export const partsCsv = (): AsyncIterable<string> =>
  csvChunks(CSV_COLUMNS, streamWithOnHand(streamProducts()), row);
