import 'server-only';
import { restock } from '@/lib/inventory';
import type { ProductDoc, Stocked } from './store/products-doc';
import { insertProductIfMissing } from './store/seed-parts';

/**
 * A demo part keyed on its name, added only if no part has that name, with its stock as the books'
 * first receipt (lib/inventory). Seeding twice changes nothing.
 */
export async function addProductIfMissing({
  quantity,
  ...part
}: Stocked<Omit<ProductDoc, '_id'>>): Promise<void> {
  const added = await insertProductIfMissing(part);
  if (added) await restock(added, { from: 0, to: quantity });
}
