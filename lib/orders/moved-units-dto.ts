import { z } from 'zod';
import { idString } from '@/lib/validation';
import type { OrderLine } from './store/orders-doc';

/** Units of an order's lines that moved (a parcel sent them, a refund gave their money back). */
export const movedUnitsSchema = z.array(
  z.object({ productId: idString, name: z.string(), quantity: z.number().int() }),
);

/** `moved` with each part's name as ordered (`lines`: the order's). */
export const toMovedUnits = (
  moved: readonly Pick<OrderLine, 'productId' | 'quantity'>[],
  lines: readonly OrderLine[],
): z.output<typeof movedUnitsSchema> =>
  moved.map((line) => ({
    productId: line.productId.toHexString(),
    name: lines.find((ordered) => ordered.productId.equals(line.productId))?.name ?? '',
    quantity: line.quantity,
  }));
