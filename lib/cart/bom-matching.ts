import type { BomPart } from '@/lib/catalog';
import { compactPartNumber, partNumberKey } from '@/lib/model';
import type { BomRow } from '@/lib/validation';

// Which part each line of a bill of materials names, and "did you mean" for those naming none
// (pure: lib/cart/bom-check.ts reads the catalog; ./bom-rules.ts decides each line's outcome).

/** "Did you mean" is looked up for the first this many lines not found (two short reads each). */
export const SUGGEST_FOR_LINES = 100;
/** At most this many suggestions a line, sharing at least SUGGEST_MIN_PREFIX leading characters. */
export const MAX_SUGGESTIONS = 3;
export const SUGGEST_MIN_PREFIX = 2;

/** What the catalog holds for one typed number: a part, several (written differently), or none. */
export type Match = BomPart | BomPart[] | null;

/**
 * The part a typed number means among those sharing its compact form: the one written exactly so
 * (ignoring case) if there is one, the only one if it is alone; several otherwise.
 */
export function pickPart(typed: string, candidates: readonly BomPart[]): Match {
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!;
  const key = partNumberKey(typed);
  return candidates.find((part) => part.partNumberKey === key) ?? [...candidates];
}

/** Each readable line's match, by its compact number (`parts`: every part found for any line). */
export function matchRows(rows: readonly BomRow[], parts: readonly BomPart[]): Map<BomRow, Match> {
  const byCompact = new Map<string, BomPart[]>();
  for (const part of parts)
    byCompact.set(part.partNumberCompact, [...(byCompact.get(part.partNumberCompact) ?? []), part]);
  const matches = new Map<BomRow, Match>();
  for (const row of rows) {
    if (row.header || row.unreadable || row.partNumber === undefined) continue;
    matches.set(row, pickPart(row.partNumber, byCompact.get(compactPartNumber(row.partNumber)) ?? []));
  }
  return matches;
}

/** The compact numbers to suggest for: those of the first SUGGEST_FOR_LINES lines not found. */
export function numbersToSuggestFor(matches: ReadonlyMap<BomRow, Match>): string[] {
  const unfound = [...matches].filter(([, match]) => match === null).slice(0, SUGGEST_FOR_LINES);
  return [...new Set(unfound.map(([row]) => compactPartNumber(row.partNumber!)))];
}

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * "Did you mean": of the numbers beside `compact` in sorted order, those sharing the longest start
 * with it (at least SUGGEST_MIN_PREFIX characters), closest in length first; at most three.
 */
export function closestNumbers(
  compact: string,
  beside: readonly { partNumber: string; partNumberCompact: string }[],
): string[] {
  return beside
    .map((part) => ({ part, shared: sharedStart(compact, part.partNumberCompact) }))
    .filter(({ shared }) => shared >= SUGGEST_MIN_PREFIX)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Math.abs(a.part.partNumberCompact.length - compact.length) -
          Math.abs(b.part.partNumberCompact.length - compact.length) ||
        a.part.partNumberCompact.localeCompare(b.part.partNumberCompact),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ part }) => part.partNumber);
}
