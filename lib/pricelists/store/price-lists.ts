import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';
import { AppError } from '@/lib/model';
import type { PriceListDoc, PriceListEntryDoc } from './price-lists-doc';
export type { PriceListDoc, PriceListEntryDoc } from './price-lists-doc';

/** lib/pricelists' tables: only this file reads or writes them. */
const lists = collection<PriceListDoc>('price_lists');
const entries = collection<PriceListEntryDoc>('price_list_entries');

const codeTaken = (code: string) =>
  new AppError('conflict', `A price list with code ${code} exists already.`);
const isDuplicate = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

export async function insertPriceList(doc: PriceListDoc): Promise<void> {
  try {
    await (await lists()).insertOne(doc);
  } catch (error) {
    throw isDuplicate(error) ? codeTaken(doc.code) : error;
  }
}

/** The list with its head replaced by `head` (null: none with that id). */
export async function updatePriceList(
  id: Id,
  head: Omit<PriceListDoc, '_id' | 'createdAt' | 'entryCount'>,
): Promise<PriceListDoc | null> {
  const unset = { ...(head.from ? {} : { from: '' as const }), ...(head.to ? {} : { to: '' as const }) };
  try {
    return await (
      await lists()
    ).findOneAndUpdate(
      { _id: id },
      { $set: head, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) },
      { returnDocument: 'after' },
    );
  } catch (error) {
    throw isDuplicate(error) ? codeTaken(head.code) : error;
  }
}

export async function findPriceList(id: Id): Promise<PriceListDoc | null> {
  return (await lists()).findOne({ _id: id });
}

/** One page of lists, by code. */
export async function findPriceListPage(skip: number, limit: number) {
  const docs = await lists();
  const [rows, total] = await Promise.all([
    docs.find({}).sort({ code: 1 }).skip(skip).limit(limit).toArray(),
    docs.countDocuments({}),
  ]);
  return { rows, total };
}

/**
 * The active lists that apply to `companyId`: named for it, or for every business account. A
 * company has a few; their validity is the resolver's to judge (lib/selling/contract-price.ts).
 */
export async function findListsFor(companyId: Id): Promise<PriceListDoc[]> {
  return (await lists())
    .find({ active: true, $or: [{ 'appliesTo.companyIds': companyId }, { appliesTo: 'every-company' }] })
    .limit(100)
    .toArray();
}

/** Every list that names `companyId` or every company, active or not: what "explain this price" weighs. */
export async function findListsNaming(companyId: Id): Promise<PriceListDoc[]> {
  return (await lists())
    .find({ $or: [{ 'appliesTo.companyIds': companyId }, { appliesTo: 'every-company' }] })
    .sort({ code: 1 })
    .limit(100)
    .toArray();
}

/** The entries of these lists for these parts (a cart or a BOM: at most 1,000 parts). */
export async function findEntriesFor(listIds: Id[], productIds: Id[]): Promise<PriceListEntryDoc[]> {
  if (listIds.length === 0 || productIds.length === 0) return [];
  return (await entries()).find({ listId: { $in: listIds }, productId: { $in: productIds } }).toArray();
}

/** One page of a list's entries, by part number. */
export async function findEntryPage(listId: Id, skip: number, limit: number) {
  const docs = await entries();
  const [rows, total] = await Promise.all([
    docs.find({ listId }).sort({ partNumber: 1 }).skip(skip).limit(limit).toArray(),
    docs.countDocuments({ listId }),
  ]);
  return { rows, total };
}

/** The list's entries (by part) all, for its export. */
export async function findEntriesOf(listId: Id): Promise<PriceListEntryDoc[]> {
  return (await entries()).find({ listId }).sort({ partNumber: 1 }).toArray();
}

/**
 * Makes `wanted` the list's entries: each part's written (one upsert per part, in batches), the
 * parts not named removed, and the count kept on the list. Writing the same entries twice changes
 * nothing.
 */
export async function replaceEntries(listId: Id, wanted: Omit<PriceListEntryDoc, '_id' | 'listId'>[]) {
  const docs = await entries();
  for (let start = 0; start < wanted.length; start += 1000) {
    await docs.bulkWrite(
      wanted.slice(start, start + 1000).map((one) => ({
        updateOne: {
          filter: { listId, productId: one.productId },
          update: { $set: { partNumber: one.partNumber, entry: one.entry } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }
  const removed = await docs.deleteMany({ listId, productId: { $nin: wanted.map((one) => one.productId) } });
  await (
    await lists()
  ).updateOne({ _id: listId }, { $set: { entryCount: wanted.length, updatedAt: new Date() } });
  return { removed: removed.deletedCount };
}
