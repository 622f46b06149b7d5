import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { findPartsByKeys, type BomPart } from '@/lib/catalog';
import { toId } from '@/lib/db';
import { AppError, partNumberKey, type Caller, type Page, type Paging } from '@/lib/model';
import { dollarsToCents, type ContractEntry, type ContractRung } from '@/lib/selling';
import type { priceListEntriesSchema, PriceListEntry } from '@/lib/validation';
import { toPriceListEntryDto, type EntriesReport, type PriceListEntryDto } from './price-list-dto';
import { entriesCsv, readEntriesFile } from './price-list-file';
import {
  findEntryPage,
  findPriceList,
  replaceEntries,
  streamEntries,
  type PriceListDoc,
  type PriceListEntryDoc,
} from './store/price-lists';

// A price list's entries (store admins): all of them at once, checked against the catalog first.
// A dry run answers every problem and what would change without writing; a real run with any
// error writes nothing.

async function listOf(id: string): Promise<PriceListDoc> {
  const list = await findPriceList(toId(id));
  if (!list) throw new AppError('not_found:pricelist', 'Price list not found');
  return list;
}

/** Part numbers looked up in one read. */
const KEYS_AT_ONCE = 1000;

const rungOf = (rung: { unitPrice?: number | undefined; percentOff?: number | undefined }) =>
  rung.unitPrice !== undefined
    ? { unitCents: dollarsToCents(rung.unitPrice) }
    : { percentOff: rung.percentOff! };

/** Why an entry's breaks cannot stand: each a higher quantity and a better price than the rung before. */
function breaksProblem(entry: ContractEntry): string | null {
  let previous: ContractEntry | ContractRung = entry;
  let quantity = 0;
  for (const rung of entry.breaks ?? []) {
    if ('unitCents' in rung !== 'unitCents' in entry)
      return 'Each break is priced like its entry: all unit prices or all percentages';
    if (rung.minQuantity <= quantity) return 'Each break needs a higher quantity than the one before';
    const better =
      'unitCents' in rung
        ? rung.unitCents < (previous as { unitCents: number }).unitCents
        : rung.percentOff > (previous as { percentOff: number }).percentOff;
    if (!better) return 'Each break needs a better price than the one before';
    previous = rung;
    quantity = rung.minQuantity;
  }
  return null;
}

/**
 * PUT /api/price-lists/{id}/entries: the list's entries become `entries` (or, dry, what that would
 * do); problems name `rowOf(index)`: the entry's place as sent, or its row in a file.
 */
export async function setPriceListEntries(
  caller: Caller,
  id: string,
  { entries, dryRun }: z.output<typeof priceListEntriesSchema>,
  rowOf = (index: number) => index + 1,
): Promise<EntriesReport> {
  const list = await listOf(id);
  const keys = [...new Set(entries.map((row) => partNumberKey(row.partNumber)))];
  // In batches of a BOM's size: on the local database server one read of 10,000 numbers took
  // 17.8 s, ten reads of 1,000 took 2.1 s (npm run bench -- pricing); MongoDB minds neither.
  const parts = new Map<string, BomPart>();
  for (let start = 0; start < keys.length; start += KEYS_AT_ONCE)
    for (const part of await findPartsByKeys(keys.slice(start, start + KEYS_AT_ONCE)))
      parts.set(partNumberKey(part.partNumber), part);
  const errors: EntriesReport['errors'] = [];
  const warnings: EntriesReport['warnings'] = [];
  const seen = new Map<string, number>();
  const wanted: Omit<PriceListEntryDoc, '_id' | 'listId'>[] = [];
  entries.forEach((row: PriceListEntry, index) => {
    const at = rowOf(index);
    const key = partNumberKey(row.partNumber);
    const part = parts.get(key);
    if (!part) return void errors.push({ row: at, message: `Unknown part number ${row.partNumber}` });
    const first = seen.get(key);
    if (first !== undefined)
      return void errors.push({ row: at, message: `${part.partNumber} is named twice (row ${first} too)` });
    seen.set(key, at);
    const entry: ContractEntry = {
      ...rungOf(row),
      ...(row.breaks.length > 0
        ? { breaks: row.breaks.map((rung) => ({ minQuantity: rung.minQuantity, ...rungOf(rung) })) }
        : {}),
    };
    const problem = breaksProblem(entry);
    if (problem) return void errors.push({ row: at, message: `${part.partNumber}: ${problem}` });
    if ('unitCents' in entry && entry.unitCents > part.priceCents)
      warnings.push({ row: at, message: `${part.partNumber}: above the part's own price` });
    wanted.push({ productId: part._id, partNumber: part.partNumber, entry });
  });
  const report = { entries: wanted.length, errors, warnings };
  if (dryRun || errors.length > 0) return { written: false, ...report };
  await replaceEntries(list, wanted);
  await recordAudit({
    action: 'pricelist.entries',
    actor: caller.email,
    target: id,
    details: { code: list.code, entries: wanted.length },
  });
  return { written: true, ...report };
}

/** GET /api/price-lists/{id}/entries: one page, by part number. */
export async function listPriceListEntries(
  id: string,
  { skip, limit }: Paging,
): Promise<Page<PriceListEntryDto>> {
  const list = await listOf(id);
  const { rows, total } = await findEntryPage(list, skip, limit);
  return { rows: rows.map(toPriceListEntryDto), total };
}

/**
 * POST /api/price-lists/{id}/import: the entries of a CSV or XLSX file, as PUT …/entries takes
 * them; every problem is named by the file's row number (the header is row 1).
 */
export async function importPriceListEntries(
  caller: Caller,
  id: string,
  file: Buffer,
  dryRun: boolean,
): Promise<EntriesReport> {
  await listOf(id);
  const read = await readEntriesFile(file);
  const report = await setPriceListEntries(
    caller,
    id,
    { entries: read.entries, dryRun: dryRun || read.errors.length > 0 },
    (index) => read.rowNumbers[index]!,
  );
  return { ...report, errors: [...read.errors, ...report.errors].sort((a, b) => a.row - b.row) };
}

/** GET /api/price-lists/{id}/export: the list's entries as a CSV file the import reads back. */
export async function exportPriceListEntries(
  id: string,
): Promise<{ code: string; csv: AsyncIterable<string> }> {
  const list = await listOf(id);
  async function* dtos() {
    for await (const doc of streamEntries(list)) yield toPriceListEntryDto(doc);
  }
  return { code: list.code, csv: entriesCsv(dtos()) };
}
