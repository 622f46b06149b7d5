import { CsvError, parse } from 'csv-parse';
import type { ProductDoc, Stocked } from './store/products-doc';
import { ATTRIBUTE_KEY, partNumberKey, type TaxClass } from '@/lib/model';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, importRowSchema, type CsvColumn } from '@/lib/validation';
import { dollarsToCents, breaksToCents, type PriceBreak } from '@/lib/selling';
import { unescapeFormula } from '@/lib/csv';

/**
 * Reading a catalog CSV (docs/features.md#catalog-csv) into valid rows and problems, without the
 * database: csv-parse streams the records (quoted commas and newlines, a BOM), each row is checked
 * with the admin forms' rules, and each problem is named where a spreadsheet shows it.
 */

/** A problem with the file, where a spreadsheet shows it: row 1 is the header. */
export type ImportError = { row: number | null; column: string | null; message: string };

/** Rows per batch (an import looks up and writes one batch per round trip). */
const BATCH = 1000;
const MAX_ERRORS_LISTED = 1000;

/** A valid row: the part as the file wants it. Optional columns absent from the file are undefined. */
export type PartRow = Pick<
  Stocked<ProductDoc>,
  'partNumber' | 'name' | 'description' | 'img' | 'quantity' | 'priceCents'
> & {
  row: number;
  key: string;
  /** null: the column is there and blank (back to the default). */
  priceBreaks?: PriceBreak[] | null;
  minimumQuantity?: number | null;
  quantityStep?: number | null;
  weightGrams?: number | null;
  taxClass?: TaxClass | null;
  /** Issue 37: the category's path (null: the column is there and blank, no category). */
  category?: string | null;
  /** The attr:{key} cells by key, as written (a blank cell takes the value off). */
  attributeCells: Record<string, string>;
  /** The stock the row was written with (the export's figure); undefined: the row sets the stock. */
  previousQuantity?: number;
};

/** The problems found (the first MAX_ERRORS_LISTED kept), and how many data rows were read. */
export class Problems {
  readonly listed: ImportError[] = [];
  count = 0;
  rows = 0;
  add(row: number | null, column: string | null, message: string) {
    this.count += 1;
    if (this.listed.length < MAX_ERRORS_LISTED) this.listed.push({ row, column, message });
  }
}

/** csv-stringify's export neutralised formula-like cells with a leading '; an import takes it off again. */
/** The records of the file with their spreadsheet row numbers; a file that is not CSV ends in a problem. */
async function* records(csv: Buffer, problems: Problems): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = parse(csv, { bom: true, relax_column_count: true, max_record_size: 64 * 1024 });
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells };
    }
  } catch (error) {
    // csv-parse's error counts the records read before it (the stream may not have handed them all on yet).
    const before = error instanceof CsvError && typeof error.records === 'number' ? error.records : row;
    const reason = error instanceof Error ? error.message : 'unreadable';
    problems.add(before + 1, null, `The file is not valid CSV from this row on (${reason})`);
  }
}

/** The prefix of an attribute's column: `attr:diameter`. */
export const ATTRIBUTE_COLUMN = 'attr:';

/** A header cell: one of the fixed columns, or an attribute's (attr:{key}, issue 37). */
type HeaderColumn = CsvColumn | `attr:${string}`;
const isAttributeColumn = (name: string): name is `attr:${string}` =>
  name.startsWith(ATTRIBUTE_COLUMN) && ATTRIBUTE_KEY.test(name.slice(ATTRIBUTE_COLUMN.length));

/** The header's columns, or null after naming what is wrong with it. */
function readHeader(cells: string[], problems: Problems): HeaderColumn[] | null {
  const names = cells.map((cell) => cell.trim());
  if (names.length === 1 && names[0]!.includes(';')) {
    problems.add(1, null, 'Separate the columns with commas (,), not semicolons (;)');
    return null;
  }
  const known = new Set<string>(CSV_COLUMNS);
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name) && !isAttributeColumn(name))
      problems.add(
        1,
        name,
        `Unknown column "${name}": the columns are ${CSV_COLUMNS.join(', ')}, and attr:{key} for an attribute`,
      );
    else if (seen.has(name)) problems.add(1, name, `The column "${name}" is there twice`);
    seen.add(name);
  }
  for (const name of REQUIRED_CSV_COLUMNS)
    if (!seen.has(name)) problems.add(1, name, `The column "${name}" is missing`);
  return problems.count === 0 ? (names as HeaderColumn[]) : null;
}

/** One data row checked on its own (the selling rules are checked with the part as stored). */
function readRow(row: number, cells: string[], header: HeaderColumn[], problems: Problems): PartRow | null {
  if (cells.length !== header.length) {
    problems.add(row, null, `This row has ${cells.length} cells; the header has ${header.length}`);
    return null;
  }
  const values: Record<string, string> = {};
  const attributeCells: Record<string, string> = {};
  header.forEach((column, i) => {
    const cell = unescapeFormula(cells[i]!);
    if (isAttributeColumn(column)) attributeCells[column.slice(ATTRIBUTE_COLUMN.length)] = cell;
    else values[column] = cell;
  });
  const parsed = importRowSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(row, String(issue.path[0] ?? ''), issue.message);
    return null;
  }
  const part = parsed.data;
  const has = (column: CsvColumn) => header.includes(column);
  const category = has('category') ? part.category || null : undefined;
  return {
    row,
    key: partNumberKey(part.partNumber),
    partNumber: part.partNumber,
    name: part.name,
    description: part.description,
    img: part.img,
    quantity: part.quantity,
    priceCents: dollarsToCents(part.prize),
    ...(has('priceBreaks')
      ? { priceBreaks: part.priceBreaks?.length ? breaksToCents(part.priceBreaks) : null }
      : {}),
    ...(has('minimumQuantity') ? { minimumQuantity: part.minimumQuantity ?? null } : {}),
    ...(has('quantityStep') ? { quantityStep: part.quantityStep ?? null } : {}),
    ...(has('weightKg')
      ? { weightGrams: part.weightKg === undefined ? null : Math.round(part.weightKg * 1000) }
      : {}),
    ...(has('taxClass') ? { taxClass: part.taxClass ?? null } : {}),
    ...(category !== undefined ? { category } : {}),
    attributeCells,
    ...(part.previousQuantity !== undefined ? { previousQuantity: part.previousQuantity } : {}),
  };
}

/** The valid rows in batches, after the header; every problem goes to `problems`. */
export async function* rowBatches(csv: Buffer, problems: Problems) {
  let header: HeaderColumn[] | undefined;
  let batch: PartRow[] = [];
  const firstRow = new Map<string, number>();
  for await (const { row, cells } of records(csv, problems)) {
    if (!header) {
      const columns = readHeader(cells, problems);
      if (!columns) return;
      header = columns;
      continue;
    }
    if (cells.every((cell) => cell.trim() === '')) continue;
    problems.rows += 1;
    const part = readRow(row, cells, header, problems);
    if (!part) continue;
    const earlier = firstRow.get(part.key);
    if (earlier !== undefined) {
      problems.add(row, 'partNumber', `Part number ${part.partNumber} is also on row ${earlier}`);
      continue;
    }
    firstRow.set(part.key, row);
    batch.push(part);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (!header) {
    if (problems.count === 0)
      problems.add(
        null,
        null,
        `The file is empty: it needs a header row (${REQUIRED_CSV_COLUMNS.join(',')})`,
      );
    return;
  }
  if (batch.length > 0) yield batch;
}
