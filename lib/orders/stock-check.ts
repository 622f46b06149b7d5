import 'server-only';
import { ordersCollection } from '@/lib/db/orders';
import { productsCollection } from '@/lib/db/products';

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
  const orders = await ordersCollection();
  const soldRows = await orders
    .aggregate<{ _id: unknown; units: number }>([
      { $match: { stock: 'taken' } },
      { $group: { _id: '$productId', units: { $sum: '$productQuantity' } } },
    ])
    .toArray();
  const soldBy = new Map(soldRows.map((row) => [String(row._id), row.units]));
  const products = (await productsCollection()).find(
    {},
    { projection: { name: 1, quantity: 1, holds: 1, received: 1 } },
  );
  for await (const product of products) {
    const holds = product.holds ?? [];
    const held = holds.reduce((sum, hold) => sum + hold.quantity, 0);
    const settling = holds.length
      ? await orders
          .find(
            { _id: { $in: holds.map((h) => h.orderId) }, stock: 'taken' },
            { projection: { productQuantity: 1 } },
          )
          .toArray()
      : [];
    const sold =
      (soldBy.get(product._id.toHexString()) ?? 0) - settling.reduce((s, o) => s + o.productQuantity, 0);
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
