import type { BomPart } from '@/lib/catalog';
import { compactPartNumber } from '@/lib/model';
import {
  centsToDollars,
  contractLabel,
  priceContextFor,
  priceFor,
  quantityRulesOf,
  type PriceContext,
} from '@/lib/selling';
import type { BomCounts, BomLineDto, BomReportDto, BomStatus } from './bom-dto';
import { MAX_BOM_QUANTITY, type BomRow } from '@/lib/validation';
import { MAX_SUGGESTIONS, SUGGEST_FOR_LINES, type Match } from './bom-matching';

// What becomes of each line of a bill of materials, decided from the parts found for it (pure:
// lib/cart/bom-check.ts reads the catalog). Every line gets exactly one status, and the report
// says so: lines in = lines accounted for.

export const NOT_FOUND_NOTE = 'No part has this number';
export const NOT_LOOKED_UP_NOTE = `No part has this number (suggestions are given for the first ${SUGGEST_FOR_LINES} lines not found)`;
export const SEVERAL_MATCH_NOTE =
  'Several parts have this number written differently: type it as one of these';
export const raisedNote = (from: number, to: number) => `Raised from ${from} to the minimum order of ${to}`;
export const roundedNote = (from: number, to: number, step: number) =>
  `Rounded up from ${from} to ${to}: sold in packs of ${step}`;
export const shortNote = (available: number, needed: number) =>
  available > 0 ? `Only ${available} in stock (${needed} needed)` : `Out of stock (${needed} needed)`;
export const TOO_MANY_NOTE = `More than ${MAX_BOM_QUANTITY.toLocaleString('en-US')} in one line: ask for a quote`;
export const mergedNote = (into: number, quantity: number) =>
  `Same part as line ${into}: ${quantity} added there`;
export const includesNote = (lines: number[], total: number) =>
  `With line${lines.length === 1 ? '' : 's'} ${lines.join(', ')} (same part): ${total} in all`;

const blank = (row: BomRow): BomLineDto => ({
  line: row.line,
  raw: row.raw,
  status: 'unreadable',
  partNumber: row.partNumber ?? null,
  name: null,
  productId: null,
  quantity: row.quantity ?? null,
  finalQuantity: null,
  mergedInto: null,
  note: null,
  available: null,
  unitPrize: null,
  totalPrize: null,
  contract: null,
  suggestions: [],
});

const found = (line: BomLineDto, part: BomPart): BomLineDto => ({
  ...line,
  partNumber: part.partNumber,
  name: part.name,
  productId: part._id.toHexString(),
  available: part.quantity,
});

/**
 * The quantity a part's lines come to (`asked`, their sum) under its rules: raised to the minimum,
 * then rounded up to the pack; short when that is more than the stock. Notes say what and why.
 */
export function settleQuantity(asked: number, part: BomPart) {
  const { minimumQuantity, quantityStep } = quantityRulesOf(part);
  const notes: string[] = [];
  let quantity = asked;
  if (quantity < minimumQuantity) {
    notes.push(raisedNote(quantity, minimumQuantity));
    quantity = minimumQuantity;
  }
  if (quantity % quantityStep !== 0) {
    const rounded = Math.ceil(quantity / quantityStep) * quantityStep;
    notes.push(roundedNote(quantity, rounded, quantityStep));
    quantity = rounded;
  }
  const short =
    quantity > part.quantity
      ? shortNote(part.quantity, quantity)
      : quantity > MAX_BOM_QUANTITY
        ? TOO_MANY_NOTE
        : null;
  if (short) notes.push(short);
  const status: BomStatus = short ? 'short' : notes.length ? 'adjusted' : 'added';
  return { status, quantity, notes };
}

const COUNT_OF: Record<BomStatus, Exclude<keyof BomCounts, 'total'>> = {
  header: 'header',
  added: 'added',
  merged: 'merged',
  adjusted: 'adjusted',
  not_found: 'notFound',
  short: 'short',
  unreadable: 'unreadable',
};

/**
 * The report: one line out for every line in, in the same order. A part's later lines are merged
 * into its first (their quantities added there) and that first line is settled on the sum; lines
 * not found carry the suggestions found for their number (`suggestions`: by compact number, for
 * those looked up). Throws if a line was lost or counted twice: that is a bug, never a report.
 */
export function decideBom(
  rows: readonly BomRow[],
  matches: ReadonlyMap<BomRow, Match>,
  suggestions: ReadonlyMap<string, string[]>,
  context: PriceContext = priceContextFor(null),
): BomReportDto {
  const lines = rows.map(blank);
  /** Per part, its first line's index and the later lines merged into it. */
  const firsts = new Map<string, { index: number; merged: number[] }>();
  rows.forEach((row, index) => {
    const line = lines[index]!;
    if (row.header) {
      line.status = 'header';
      line.note = 'Read as the column headings';
      return;
    }
    const match = matches.get(row);
    if (row.unreadable || match === undefined) {
      line.note = row.unreadable ?? 'Not read';
      return;
    }
    line.status = 'not_found';
    if (match === null) {
      const compact = compactPartNumber(row.partNumber!);
      line.suggestions = suggestions.get(compact) ?? [];
      line.note = suggestions.has(compact) ? NOT_FOUND_NOTE : NOT_LOOKED_UP_NOTE;
      return;
    }
    if (Array.isArray(match)) {
      line.suggestions = match.slice(0, MAX_SUGGESTIONS).map((part) => part.partNumber);
      line.note = SEVERAL_MATCH_NOTE;
      return;
    }
    lines[index] = found(line, match);
    const id = match._id.toHexString();
    const first = firsts.get(id);
    if (first) {
      first.merged.push(index);
      lines[index] = {
        ...lines[index]!,
        status: 'merged',
        mergedInto: lines[first.index]!.line,
        note: mergedNote(lines[first.index]!.line, row.quantity!),
      };
    } else firsts.set(id, { index, merged: [] });
  });

  const accepted: BomReportDto['accepted'] = [];
  let subtotalCents = 0;
  for (const [productId, { index, merged }] of firsts) {
    const match = matches.get(rows[index]!) as BomPart;
    const asked = [index, ...merged].reduce((sum, i) => sum + rows[i]!.quantity!, 0);
    const { status, quantity, notes } = settleQuantity(asked, match);
    if (merged.length)
      notes.unshift(
        includesNote(
          merged.map((i) => lines[i]!.line),
          asked,
        ),
      );
    Object.assign(lines[index]!, { status, finalQuantity: quantity, note: notes.join('; ') || null });
    if (status === 'short') continue;
    accepted.push({ productId, quantity });
    // Priced as the cart will price it (priceFor, in cents), so the report's total is the cart's.
    const price = priceFor(context, match, quantity);
    Object.assign(lines[index]!, {
      unitPrize: centsToDollars(price.unitCents),
      totalPrize: centsToDollars(price.totalCents),
      contract: contractLabel(price),
    });
    subtotalCents += price.totalCents;
  }

  const counts: BomCounts = {
    total: rows.length,
    header: 0,
    added: 0,
    merged: 0,
    adjusted: 0,
    notFound: 0,
    short: 0,
    unreadable: 0,
  };
  for (const line of lines) counts[COUNT_OF[line.status]] += 1;
  assertAccounted(rows, lines, counts);
  return { lines, counts, accepted, subtotal: centsToDollars(subtotalCents), charges: null };
}

/** Lines in = lines accounted for: every line once, in order, and the counts adding up to them. */
export function assertAccounted(rows: readonly BomRow[], lines: readonly BomLineDto[], counts: BomCounts) {
  const { total, ...outcomes } = counts;
  const sum = Object.values(outcomes).reduce((a, b) => a + b, 0);
  const inOrder = lines.length === rows.length && lines.every((line, i) => line.line === rows[i]!.line);
  if (total !== rows.length || sum !== total || !inOrder)
    throw new Error(`BOM report: ${rows.length} lines in, ${lines.length} out, counts ${sum} of ${total}`);
}
