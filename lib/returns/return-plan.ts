import { compactPartNumber } from '@/lib/model';
import type { ReturnableOrder } from '@/lib/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `days` after delivery. */
export const windowEnd = (deliveredAt: Date, days: number) => new Date(deliveredAt.getTime() + days * DAY_MS);

type Wanted = readonly { part: string; quantity: number }[];
type Planned = { productId: string; name: string; partNumber: string | null; quantity: number };

/** What a return will take back, a line per part, or why not (naming the line as the buyer gave it). */
export type ReturnPlan = { lines: Planned[] } | { refusal: string };

/**
 * The units a buyer asks to return, checked against the order: each line names a part of it by
 * number (spaces and dashes as typed) or id; a part given twice is added up; never more than was
 * delivered less what its other returns take back (`returned`, by part id).
 */
export function planReturn(
  order: ReturnableOrder,
  returned: Map<string, number>,
  wanted: Wanted,
): ReturnPlan {
  const asked = new Map<string, number>();
  for (const [index, line] of wanted.entries()) {
    const compact = compactPartNumber(line.part);
    const found = order.lines.find(
      (one) =>
        one.productId === line.part.toLowerCase() ||
        (one.partNumber !== null && compactPartNumber(one.partNumber) === compact),
    );
    const where = wanted.length > 1 ? `Line ${index + 1}: ` : '';
    if (!found) return { refusal: `${where}${line.part} is not a part of this order` };
    const total = (asked.get(found.productId) ?? 0) + line.quantity;
    asked.set(found.productId, total);
    const left = found.shipped - (returned.get(found.productId) ?? 0);
    if (total > left)
      return {
        refusal: `${where}${found.name}: only ${left} can be returned (${found.shipped} delivered, ${found.shipped - left} already being returned)`,
      };
  }
  return {
    lines: order.lines
      .filter((line) => asked.has(line.productId))
      .map((line) => ({
        productId: line.productId,
        name: line.name,
        partNumber: line.partNumber,
        quantity: asked.get(line.productId)!,
      })),
  };
}

/** A receipt checked against the return: every line's units restocked or scrapped, none else. */
export function checkReceipt(
  lines: readonly { productId: string; name: string; quantity: number }[],
  received: readonly { productId: string; restock: number; scrap: number }[],
): string | null {
  for (const line of lines) {
    const got = received.filter((one) => one.productId.toLowerCase() === line.productId);
    const units = got.reduce((sum, one) => sum + one.restock + one.scrap, 0);
    if (units !== line.quantity)
      return `${line.name}: say what became of its ${line.quantity} units (back to stock or scrapped)`;
  }
  const stray = received.find((one) => !lines.some((line) => line.productId === one.productId.toLowerCase()));
  return stray ? `This return has no line for part ${stray.productId}` : null;
}
