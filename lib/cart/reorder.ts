import 'server-only';
import type { Caller } from '@/lib/model';
import { getBuyersOrder } from '@/lib/orders';
import { linesIntoCart } from './lines-into-cart';
import type { ReorderDto } from './reorder-dto';

/** "Order again": a past order's lines go into the customer's cart at today's prices (./lines-into-cart.ts). */
export async function reorder(caller: Caller, orderId: string): Promise<ReorderDto> {
  return linesIntoCart(caller, (await getBuyersOrder(caller, orderId)).lines);
}
