import 'server-only';
import { collection } from '@/lib/db';
import type { StockDoc } from './stock-doc';

/** lib/inventory's table: only lib/inventory/store reads or writes it. */
export const stockCollection = collection<StockDoc>('stock');
