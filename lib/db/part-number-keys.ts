import 'server-only';
import type { Collection } from 'mongodb';
import { escapeRegex } from '@/lib/model';

type NumberKey = { partNumberKey?: string };

/**
 * The highest number in use after `prefix` (PS-00042 → 42). Numbers are zero-padded to 5 digits, so
 * within one length the index's order is the numbers' order; longer ones (past 99,999) are looked at
 * first, up to 9 digits (lib/model/part-number.ts: longer ones are not the counter's).
 * Takes the collection, so the start-up migration (which runs before getDb answers) can use it too.
 */
export async function highestNumberIn<Part extends NumberKey>(
  collection: Collection<Part>,
  prefix: string,
): Promise<number> {
  // Only the key is read: the owner's full document type narrows to it.
  const products = collection as unknown as Collection<NumberKey>;
  for (const digits of ['\\d{9}', '\\d{8}', '\\d{7}', '\\d{6}', '\\d{5}']) {
    const top = await products.findOne(
      { partNumberKey: { $regex: `^${escapeRegex(prefix.toUpperCase())}${digits}$` } },
      { projection: { partNumberKey: 1 }, sort: { partNumberKey: -1 } },
    );
    if (top?.partNumberKey) return Number(top.partNumberKey.slice(prefix.length));
  }
  return 0;
}
