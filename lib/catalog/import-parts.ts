import 'server-only';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import {
  findPartDocsByNumberKeys,
  writeParts,
  type PartWrite,
  type StoredPartDoc,
} from './store/catalog-import';
import type { Stocked } from './store/products-doc';
import { restockMany } from '@/lib/inventory';
import { withOnHand } from './on-hand';
import type { Id } from '@/lib/db';
import { newId } from '@/lib/db';
import { quantityRulesOf, sellingProblem } from '@/lib/selling';
import { revalidateCatalog } from './cache';
import type { PriceBreak } from '@/lib/selling';
import { Problems, rowBatches, type ImportError, type PartRow } from './catalog-csv-rows';
import { readCsvTree, rowPlacement, sameValues, type CsvTree } from './csv-categories';

const sameId = (a: Id | null | undefined, b: Id | null | undefined) =>
  (a?.toHexString() ?? null) === (b?.toHexString() ?? null);

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

/** The optional fields as they will be: the file's value, its default (null), or the part's own. */
function sellingAfter(part: PartRow, stored: StoredPart | undefined) {
  const pick = <K extends 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>(field: K) =>
    part[field] === undefined ? stored?.[field] : (part[field] ?? undefined);
  return {
    priceCents: part.priceCents,
    priceBreaks: pick('priceBreaks'),
    minimumQuantity: pick('minimumQuantity'),
    quantityStep: pick('quantityStep'),
  };
}

const sameBreaks = (a: PriceBreak[] = [], b: PriceBreak[] = []) =>
  a.length === b.length &&
  a.every((rung, i) => rung.minQuantity === b[i]!.minQuantity && rung.unitCents === b[i]!.unitCents);

/** What an import compares a row with: the part as stored, with its units on hand. */
type StoredPart = Stocked<StoredPartDoc>;

/** The parts having these part-number keys, with their stock, by key. */
async function findPartsByNumberKeys(keys: string[]): Promise<Map<string, StoredPart>> {
  const found = await withOnHand(await findPartDocsByNumberKeys(keys));
  return new Map(found.map((part) => [part.partNumberKey!, part]));
}

/** The stock a row asks for: none, a change from the part's stock, or a refusal (it moved since). */
function stockFor(part: PartRow, stored: StoredPart): { from: number; to: number } | null | string {
  const from = part.previousQuantity;
  // Already what the row says (a later round, after the part's other fields were refused once).
  if (part.quantity === stored.quantity) return null;
  if (from === undefined) return { from: stored.quantity, to: part.quantity };
  // Written with this stock and left as it was: the row says nothing about stock.
  if (part.quantity === from) return null;
  if (stored.quantity !== from)
    return `The stock of ${part.partNumber} moved since this file was written (the file says ${from}, it is now ${stored.quantity}): set previousQuantity to ${stored.quantity} if ${part.quantity} is still right`;
  return { from, to: part.quantity };
}

type Placement = NonNullable<ReturnType<typeof rowPlacement>>;

/** What must change on a stored part for it to be as the row says (null: nothing), or why it may not. */
function changesFor(part: PartRow, stored: StoredPart, placement: Placement): PartWrite | null | string {
  const selling = sellingAfter(part, stored);
  const set: Partial<Omit<StoredPart, '_id' | 'partNumberKey' | 'quantity'>> = {};
  for (const field of ['partNumber', 'name', 'description', 'img', 'priceCents'] as const)
    if (part[field] !== stored[field]) Object.assign(set, { [field]: part[field] });
  const unset: (
    'priceBreaks' | 'minimumQuantity' | 'quantityStep' | 'weightGrams' | 'taxClass' | 'categoryId' | 'attrs'
  )[] = [];
  // Category and attribute values (issue 37): numbers compared within a unit round trip's 1e-9.
  if (!sameId(placement.categoryId, stored.categoryId)) {
    if (placement.categoryId) set.categoryId = placement.categoryId;
    else unset.push('categoryId');
  }
  if (!sameValues(placement.attrs, stored.attrs)) {
    if (placement.attrs.length > 0) set.attrs = placement.attrs;
    else unset.push('attrs');
  }
  if (!sameBreaks(selling.priceBreaks, stored.priceBreaks)) {
    if (selling.priceBreaks?.length) set.priceBreaks = selling.priceBreaks;
    else unset.push('priceBreaks');
  }
  // Compared as they act: an unset minimum and a minimum of 30 sell the same.
  const rules = quantityRulesOf(selling);
  const storedRules = quantityRulesOf(stored);
  for (const field of ['minimumQuantity', 'quantityStep'] as const) {
    if (rules[field] === storedRules[field]) continue;
    if (selling[field] === undefined) unset.push(field);
    else set[field] = selling[field];
  }
  // Shipping weight and tax class (issue 36): a blank cell unsets (no weight; standard), an absent column leaves them.
  if (part.weightGrams !== undefined && part.weightGrams !== (stored.weightGrams ?? null)) {
    if (part.weightGrams === null) unset.push('weightGrams');
    else set.weightGrams = part.weightGrams;
  }
  if (part.taxClass !== undefined && (part.taxClass ?? 'standard') !== (stored.taxClass ?? 'standard')) {
    if (part.taxClass === null) unset.push('taxClass');
    else set.taxClass = part.taxClass;
  }
  const stock = stockFor(part, stored);
  if (typeof stock === 'string') return stock;
  if (Object.keys(set).length === 0 && unset.length === 0 && !stock) return null;
  return {
    update: {
      id: stored._id,
      set,
      unset,
      ...(stock ? { stock } : {}),
      read: stored,
      text: { name: part.name, description: part.description },
    },
  };
}

function insertFor(admin: Caller, part: PartRow, placement: Placement): PartWrite {
  const now = new Date();
  const selling = sellingAfter(part, undefined);
  return {
    stock: part.quantity,
    insert: {
      _id: newId(),
      partNumber: part.partNumber,
      name: part.name,
      description: part.description,
      img: part.img,
      priceCents: part.priceCents,
      ...(selling.priceBreaks?.length ? { priceBreaks: selling.priceBreaks } : {}),
      ...(selling.minimumQuantity !== undefined ? { minimumQuantity: selling.minimumQuantity } : {}),
      ...(selling.quantityStep !== undefined ? { quantityStep: selling.quantityStep } : {}),
      ...(part.weightGrams ? { weightGrams: part.weightGrams } : {}),
      ...(part.taxClass ? { taxClass: part.taxClass } : {}),
      ...(placement.categoryId ? { categoryId: placement.categoryId } : {}),
      ...(placement.attrs.length > 0 ? { attrs: placement.attrs } : {}),
      email: admin.email,
      createdAt: now,
      updatedAt: now,
    },
  };
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
  if (written.created + written.updated > 0) await revalidateCatalog();
  return result(applied, written, true);
}
