import 'server-only';
import { soldUnitsByProduct, takenUnitsOf } from '@/lib/db/orders';
import { streamStockBooks } from '@/lib/db/products';

export type StockBalance = {
  productId: string;
  name: string;
  onHand: number;
  held: number;
  sold: number;
  received: number | null;
};

/**
 * The books of every part (lib/db/stock.ts): on hand + held by unpaid orders + sold = received.
 * Sold is what paid orders took; a paid order whose hold is still on the product (its sale not
 * settled yet) counts once, as held. Answers the parts where it does not hold.
 */
export async function* unbalancedStock(): AsyncGenerator<StockBalance> {
  const soldBy = await soldUnitsByProduct();
  for await (const product of streamStockBooks()) {
    const holds = product.holds ?? [];
    const held = holds.reduce((sum, hold) => sum + hold.quantity, 0);
    const settling = await takenUnitsOf(holds.map((hold) => hold.orderId));
    const sold = (soldBy.get(product._id.toHexString()) ?? 0) - settling;
    const balance = {
      productId: product._id.toHexString(),
      name: product.name,
      onHand: product.quantity,
      held,
      sold,
      received: product.received ?? null,
    };
    if (balance.received === null || balance.onHand + held + sold !== balance.received) yield balance;
  }
}
