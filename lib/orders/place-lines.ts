import 'server-only';
import type { HeldPart } from '@/lib/catalog';
import type { Price } from '@/lib/selling';
import type { OrderLine } from './store/orders-doc';
import type { Recorded } from './place';
import type { LineUnits } from './stock-moves';

// A new order's lines: written first without prices (lineToPlace), then priced from their parts as
// the holds found them (recordParts), so an order is charged what the database held at that moment.

/**
 * A new order's lines as the holds found their parts: each part's name and number, and the price
 * `priceOf` gives its line; the order's total is theirs added up.
 */
export function recordParts(
  lines: readonly LineUnits[],
  parts: readonly HeldPart[],
  priceOf: (part: HeldPart, line: LineUnits) => Pick<Price, 'unitCents' | 'totalCents'> & Partial<Price>,
): Required<Omit<Recorded, 'charges'>> {
  const recorded: OrderLine[] = lines.map((line, i) => {
    const part = parts[i]!;
    const price = priceOf(part, line);
    return {
      productId: line.productId,
      name: part.name,
      partNumber: part.partNumber,
      quantity: line.quantity,
      unitPriceCents: price.unitCents,
      totalCents: price.totalCents,
      ...(price.source?.kind === 'contract'
        ? {
            contract: {
              listId: price.source.listId,
              code: price.source.code,
              listUnitPriceCents: price.listUnitCents ?? price.unitCents,
            },
          }
        : {}),
    };
  });
  return { lines: recorded, totalCents: recorded.reduce((sum, line) => sum + line.totalCents, 0) };
}

/** A line as a new order is written with it: its part and quantity; the price comes with the hold. */
export const lineToPlace = (
  part: { _id: OrderLine['productId']; name: string; partNumber?: string },
  quantity: number,
): OrderLine => ({
  productId: part._id,
  name: part.name,
  ...(part.partNumber ? { partNumber: part.partNumber } : {}),
  quantity,
  unitPriceCents: 0,
  totalCents: 0,
});
