import 'server-only';
import { collection } from '@/lib/db';
import type { ProductDoc } from './products-doc';

/** lib/catalog's tables: only lib/catalog/store reads or writes them. */
export const productsCollection = collection<ProductDoc>('products');
