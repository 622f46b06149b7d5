import type { OrderDto } from '@/lib/orders';
import { compactPartNumber } from '@/lib/model';
import { parseBomText } from '@/lib/validation';

type Line = Pick<OrderDto['lines'][number], 'productId' | 'partNumber' | 'toShipQuantity'>;

/**
 * What a paste puts in a parcel or a refund: each pasted part number found among `lines` with its
 * quantity (no more than is left of it; a part pasted twice adds up), every other line none; and
 * what could not be put in, line by line, so nothing pasted goes unaccounted for.
 */
export function linesFromPaste(
  text: string,
  lines: readonly Line[],
): { quantities: Record<string, string>; put: number; problems: string[] } {
  const rows = parseBomText(text);
  const byNumber = new Map(
    lines.filter((line) => line.partNumber).map((line) => [compactPartNumber(line.partNumber!), line]),
  );
  const units = new Map<string, number>();
  const problems: string[] = [];
  for (const row of rows) {
    if (row.header) continue;
    if (row.unreadable) {
      problems.push(`Line ${row.line}: ${row.unreadable}`);
      continue;
    }
    const line = byNumber.get(compactPartNumber(row.partNumber!));
    if (!line) {
      problems.push(`Line ${row.line}: ${row.partNumber} has nothing left in this order`);
      continue;
    }
    const before = units.get(line.productId) ?? 0;
    const wanted = before + row.quantity!;
    if (wanted > line.toShipQuantity)
      problems.push(
        `Line ${row.line}: only ${line.toShipQuantity} of ${row.partNumber} left, so ${line.toShipQuantity} put in`,
      );
    units.set(line.productId, Math.min(wanted, line.toShipQuantity));
  }
  const quantities = Object.fromEntries(
    lines.map((line) => [line.productId, units.has(line.productId) ? String(units.get(line.productId)) : '']),
  );
  return { quantities, put: units.size, problems };
}
