import 'server-only';
import { collection } from '@/lib/db';
import type { OrderDoc } from './orders-doc';

/** lib/orders's tables: only lib/orders/store reads or writes them. */
export const ordersCollection = collection<OrderDoc>('orders');
