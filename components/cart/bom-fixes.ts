import type { BomLineDto } from '@/lib/cart';

/** What the buyer changed on a line of the report: its part number and quantity, as typed. */
export type BomFix = { partNumber: string; quantity: string };

/**
 * The bill of materials again, with the buyer's changes, for a second check (issue 33: a problem
 * line is fixed where it is shown, not by editing the pasted text): a line per line of the report,
 * tab-separated, the headings as they were. A line left alone goes as it was read; one that could
 * not be read goes as given.
 */
export function bomWithFixes(lines: readonly BomLineDto[], fixes: ReadonlyMap<number, BomFix>): string {
  return lines
    .map((line) => {
      const fix = fixes.get(line.line);
      if (fix) return `${fix.partNumber.trim()}\t${fix.quantity.trim()}`;
      if (line.status === 'header' || line.partNumber === null || line.quantity === null) return line.raw;
      return `${line.partNumber}\t${line.quantity}`;
    })
    .join('\n');
}
