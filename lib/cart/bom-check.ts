import 'server-only';
import { findPartNumbersBeside, findPartsByCompactNumbers } from '@/lib/db/product-lookups';
import { compactPartNumber } from '@/lib/model/part-number';
import type { BomReportDto } from './bom-dto';
import { readBomFile } from './bom-file';
import { parseBomText, type BomRow } from './bom-parse';
import { closestNumbers, decideBom, matchRows, numbersToSuggestFor } from './bom-rules';

/** Numbers read on either side of an unfound one for "did you mean". */
const BESIDE = 3;
/** "Did you mean" reads at once (each two short index reads). */
const SUGGEST_AT_ONCE = 10;

/**
 * Every line of a bill of materials checked against the catalog (issue 26): one read for every
 * exact match by compact number, then "did you mean" for the first lines not found; nothing is
 * put in the cart. The report accounts for every line (lib/cart/bom-rules.ts).
 */
export async function checkBomRows(rows: readonly BomRow[]): Promise<BomReportDto> {
  const numbers = new Set<string>();
  for (const row of rows)
    if (!row.header && !row.unreadable && row.partNumber) numbers.add(compactPartNumber(row.partNumber));
  const matches = matchRows(rows, await findPartsByCompactNumbers([...numbers]));
  const unfound = numbersToSuggestFor(matches);
  const suggestions = new Map<string, string[]>();
  for (let i = 0; i < unfound.length; i += SUGGEST_AT_ONCE) {
    await Promise.all(
      unfound.slice(i, i + SUGGEST_AT_ONCE).map(async (compact) => {
        suggestions.set(compact, closestNumbers(compact, await findPartNumbersBeside(compact, BESIDE)));
      }),
    );
  }
  return decideBom(rows, matches, suggestions);
}

/** POST /api/cart/bom with pasted text. */
export const checkBomText = (text: string) => checkBomRows(parseBomText(text));

/** POST /api/cart/bom with an uploaded CSV or XLSX file. */
export const checkBomFile = async (file: Buffer) => checkBomRows(await readBomFile(file));
