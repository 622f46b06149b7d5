import 'server-only';
import type { ProductDoc, Stocked } from './store/products-doc';
import { streamWithOnHand } from './on-hand';
import { streamProducts } from './store/product-pages';
import { csvChunks } from '@/lib/csv';
import { CSV_COLUMNS } from '@/lib/validation';
import { centsToDollars, breaksToDollars, priceBreaksAsText } from '@/lib/selling';
import { ATTRIBUTE_COLUMN } from './catalog-csv-rows';
import { categoryCells, readCsvTree, type CsvTree } from './csv-categories';

/**
 * One row per part in the import's columns (lib/validation/catalog-csv.ts): exporting and importing
 * the file back changes nothing. Unset selling fields stay blank (blank imports as the default), so
 * a part sold the spec's way stays so. Cells a spreadsheet would run as formulas are neutralised as
 * in the orders export; the import takes the mark off again.
 */
const row = (tree: CsvTree) => (part: Stocked<ProductDoc>) => {
  const [category, ...attributes] = categoryCells(tree, part);
  return [
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
    category,
    // The stock as written: importing the file back changes stock only where `quantity` was edited.
    part.quantity,
    ...attributes,
  ];
};

/** Every part, streamed from a database cursor in catalog order (never the whole catalog in memory). */
export async function* partsCsv(): AsyncGenerator<string> {
  const tree = await readCsvTree();
  const columns = [...CSV_COLUMNS, ...tree.keys.map((key) => `${ATTRIBUTE_COLUMN}${key}`)];
  yield* csvChunks(columns, streamWithOnHand(streamProducts()), row(tree));
}
