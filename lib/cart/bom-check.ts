import 'server-only';
import {
  findPartNumbersBeside,
  findPartsByCompactNumbers,
  findPartsByKeys,
  type BomPart,
} from '@/lib/catalog';
import { AppError, compactPartNumber, partNumberKey, type Caller } from '@/lib/model';
import {
  chargedLine,
  chargesFor,
  destinationOf,
  placeOf,
  toChargesDto,
  type ChargesDto,
} from '@/lib/charges';
import { companyPurchase } from '@/lib/companies';
import { buyerPriceContext } from '@/lib/pricelists';
import { priceFor, type PriceContext } from '@/lib/selling';
import type { BomReportDto } from './bom-dto';
import { readBomFile } from './bom-file';
import { parseBomText, type BomRow } from '@/lib/validation';
import { closestNumbers, matchRows, numbersToSuggestFor } from './bom-matching';
import { decideBom } from './bom-rules';

/** Numbers read on either side of an unfound one for "did you mean". */
const BESIDE = 3;
/** "Did you mean" reads at once (each two short index reads). */
const SUGGEST_AT_ONCE = 10;

/**
 * Every line of a bill of materials checked against the catalog (issue 26): the parts its numbers
 * name (findBomParts), then "did you mean" for the first lines not found; nothing is
 * put in the cart. The report accounts for every line (lib/cart/bom-rules.ts).
 */
export async function checkBomRows(rows: readonly BomRow[], caller: Caller | null): Promise<BomReportDto> {
  const found = await findBomParts(rows);
  const matches = matchRows(rows, found);
  const unfound = numbersToSuggestFor(matches);
  const suggestions = new Map<string, string[]>();
  for (let i = 0; i < unfound.length; i += SUGGEST_AT_ONCE) {
    await Promise.all(
      unfound.slice(i, i + SUGGEST_AT_ONCE).map(async (compact) => {
        suggestions.set(compact, closestNumbers(compact, await findPartNumbersBeside(compact, BESIDE)));
      }),
    );
  }
  // A member's lines at their company's prices; a visitor's at the ladder's.
  const context = await buyerPriceContext(
    caller,
    found.map((part) => part._id),
  );
  const report = decideBom(rows, matches, suggestions, context);
  return caller ? { ...report, charges: await bomCharges(caller, report, found, context) } : report;
}

/**
 * The accepted lines' shipping and tax to the buyer's default ship-to (lib/charges, as checkout
 * computes them), for these lines alone; null when the caller may not buy (a member without the
 * buyer role).
 */
async function bomCharges(
  caller: Caller,
  report: BomReportDto,
  found: readonly BomPart[],
  context: PriceContext,
): Promise<ChargesDto | null> {
  const byId = new Map(found.map((part) => [part._id.toHexString(), part]));
  const lines = report.accepted.map(({ productId, quantity }) => {
    const part = byId.get(productId)!;
    return chargedLine(part, quantity, priceFor(context, part, quantity).totalCents);
  });
  const purchase = await companyPurchase(caller, undefined).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (purchase === undefined) return null;
  const destination = await destinationOf(caller, purchase, {});
  const charges = await chargesFor({
    lines,
    shipTo: destination.shipTo?.address ?? null,
    billTo: destination.billTo,
    buyer: destination.buyer,
  });
  return toChargesDto(charges, destination.shipTo && placeOf(destination.shipTo));
}

/**
 * Every part a line may name: first by the number as written (case aside), then, for the numbers
 * not found so, by their compact form (spaces and dashes aside). The same parts for matchRows as
 * one read by compact number would give: a line whose number is a part's exactly takes that part
 * whatever shares its compact form (bom-rules.ts, pickPart), and the others get every candidate.
 */
async function findBomParts(rows: readonly BomRow[]): Promise<BomPart[]> {
  const typed = rows.flatMap((row) =>
    !row.header && !row.unreadable && row.partNumber ? [row.partNumber] : [],
  );
  const exact = await findPartsByKeys([...new Set(typed.map(partNumberKey))]);
  const found = new Set(exact.map((part) => part.partNumberKey));
  const compacts = new Set(typed.filter((n) => !found.has(partNumberKey(n))).map(compactPartNumber));
  const byId = new Map(exact.map((part) => [part._id.toHexString(), part]));
  for (const part of await findPartsByCompactNumbers([...compacts])) byId.set(part._id.toHexString(), part);
  return [...byId.values()];
}

/** POST /api/cart/bom with pasted text. */
export const checkBomText = (text: string, caller: Caller | null) => checkBomRows(parseBomText(text), caller);

/** POST /api/cart/bom with an uploaded CSV or XLSX file. */
export const checkBomFile = async (file: Buffer, caller: Caller | null) =>
  checkBomRows(await readBomFile(file), caller);
