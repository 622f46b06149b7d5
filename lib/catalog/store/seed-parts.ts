import 'server-only';
import { partNumberFields, searchFields } from '@/lib/model';
import { productsCollection } from './collections';
import type { ProductDoc } from './products-doc';
import type { Id } from '@/lib/db';

/** The demo data's parts: upserts keyed on a natural key, so seeding twice changes nothing. */

export async function hasNoProducts(): Promise<boolean> {
  return (await (await productsCollection()).estimatedDocumentCount()) === 0;
}

/** A part keyed on its name, added only if no part has that name; its id when this call added it. */
export async function insertProductIfMissing(part: Omit<ProductDoc, '_id'>): Promise<Id | null> {
  const result = await (
    await productsCollection()
  ).updateOne(
    { name: part.name },
    { $setOnInsert: { ...part, ...searchFields(part), ...partNumberFields(part.partNumber) } },
    { upsert: true },
  );
  return result.upsertedId ?? null;
}
