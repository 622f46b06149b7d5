import 'server-only';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { findPartDocsByNumberKeys, writeParts, type PartWrite } from './store/catalog-import';
import { restockMany } from '@/lib/inventory';
import { withOnHand } from './on-hand';
import type { Id } from '@/lib/db';
import { sellingProblem } from '@/lib/selling';
import { revalidateCatalog } from './cache';
import { Problems, rowBatches, type ImportError, type PartRow } from './catalog-csv-rows';
import { readCsvTree, releaseDeletedCategories, rowPlacement, type CsvTree } from './csv-categories';
import { changesFor, insertFor, sellingAfter, type StoredPart } from './import-writes';

/** What an import answers. */
export type ImportResult = {
  dryRun: boolean;
  /** Whether the file was written (false for a dry run and for a file with problems). */
  imported: boolean;
  /** Data rows read (the header and blank rows not counted). */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** The first 1,000 problems; `errorCount` says how many there are in all. */
  errors: ImportError[];
  errorCount: number;
};

/** A row is written again (after reading the part afresh) at most this often while orders move its stock. */
const WRITE_ROUNDS = 3;

/** The parts having these part-number keys, with their stock, by key. */
async function findPartsByNumberKeys(keys: string[]): Promise<Map<string, StoredPart>> {
  const found = await withOnHand(await findPartDocsByNumberKeys(keys));
  return new Map(found.map((part) => [part.partNumberKey!, part]));
}

type Counts = { created: number; updated: number; unchanged: number };

/** The writes a batch needs now, counted; rows whose selling rules do not hold become problems. */
async function planBatch(
  admin: Caller,
  batch: PartRow[],
  problems: Problems,
  tree: CsvTree,
  counts?: Counts,
) {
  const stored = await findPartsByNumberKeys(batch.map((part) => part.key));
  const writes: { row: number; write: PartWrite }[] = [];
  for (const part of batch) {
    const current = stored.get(part.key);
    const problem = sellingProblem(sellingAfter(part, current));
    if (problem) {
      problems.add(part.row, problem.field, problem.message);
      continue;
    }
    const placement = rowPlacement(tree, part, current, (column, message) =>
      problems.add(part.row, column, message),
    );
    if (!placement) continue;
    const write = current ? changesFor(part, current, placement) : insertFor(admin, part, placement);
    if (typeof write === 'string') {
      problems.add(part.row, 'quantity', write);
      continue;
    }
    if (counts) counts[!current ? 'created' : write ? 'updated' : 'unchanged'] += 1;
    if (write) writes.push({ row: part.row, write });
  }
  return writes;
}

/**
 * The parts' fields, then their stock (lib/inventory): a new part's first stock (unless another
 * import added its number first), a changed part's restock from what the row was checked against.
 * True when every write applied; otherwise the importer reads the parts again and writes what still
 * differs (a crash between the two leaves a new part with none on hand: importing again sets it).
 */
async function writeWithStock(writes: PartWrite[]): Promise<boolean> {
  const { applied, failed } = await writeParts(writes);
  const stock = writes.flatMap((write, index): { partId: Id; from: number; to: number }[] => {
    if ('insert' in write)
      return failed.has(index) ? [] : [{ partId: write.insert._id, from: 0, to: write.stock }];
    return write.update.stock ? [{ partId: write.update.id, ...write.update.stock }] : [];
  });
  return (await restockMany(stock)) && applied;
}

/**
 * Imports a catalog CSV (docs/features.md#catalog-csv): parts upserted by part number. The whole file
 * is checked first, in batches, and a file with any problem writes nothing; then it is read again and
 * written a batch at a time (one lookup and one bulk write per 1,000 rows). Stock set by a row is
 * received like an admin's restock, so the stock books stay balanced. A row with `previousQuantity`
 * changes the stock only from that figure: one whose stock moved since (orders, before or while it
 * is written) is refused with a row error; a row without it sets the stock it names, read again and
 * written again if orders move it meanwhile. One audit entry per import.
 */
export async function importParts(admin: Caller, csv: Buffer, dryRun: boolean): Promise<ImportResult> {
  const checked = new Problems();
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  const tree = await readCsvTree();
  for await (const batch of rowBatches(csv, checked)) await planBatch(admin, batch, checked, tree, counts);
  const result = (problems: Problems, done: Counts, imported: boolean) => ({
    dryRun,
    imported,
    rows: problems.rows,
    ...done,
    errors: problems.listed,
    errorCount: problems.count,
  });
  if (dryRun || checked.count > 0) return result(checked, counts, false);

  const applied = new Problems();
  const written: Counts = { created: 0, updated: 0, unchanged: 0 };
  for await (const batch of rowBatches(csv, applied)) {
    // Planned again from the parts as they are now: the first round counts, later ones write only
    // what still differs (an order moved a part's stock between the read and the write).
    let writes = await planBatch(admin, batch, applied, tree, written);
    for (let round = 1; writes.length > 0 && round <= WRITE_ROUNDS; round += 1) {
      // Every write applied: nothing to read back.
      if (await writeWithStock(writes.map(({ write }) => write))) writes = [];
      else writes = await planBatch(admin, batch, applied, tree);
    }
    for (const { row } of writes)
      applied.add(
        row,
        'quantity',
        "Orders kept changing this part's stock while it was imported: import it again",
      );
  }
  await recordAudit({
    action: 'catalog.import',
    actor: admin.email,
    target: 'catalog',
    details: { rows: applied.rows, ...written, ...(applied.count ? { notWritten: applied.count } : {}) },
  });
  if (written.created + written.updated > 0) {
    await releaseDeletedCategories(tree);
    await revalidateCatalog();
  }
  return result(applied, written, true);
}
