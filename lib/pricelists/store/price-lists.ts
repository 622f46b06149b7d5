import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';
import { AppError } from '@/lib/model';
import type { PriceListDoc, PriceListEntryDoc } from './price-lists-doc';
export type { PriceListDoc, PriceListEntryDoc } from './price-lists-doc';

/** lib/pricelists' tables: only this file reads or writes them. */
const lists = collection<PriceListDoc>('price_lists');
const entries = collection<PriceListEntryDoc>('price_list_entries');

/**
 * An entry's id names its list, revision and part: a price read asks for exactly the ids it needs
 * (by `_id`, which every database answers from its primary index), never a scan of the lists.
 */
export const entryId = (listId: Id, rev: number, productId: Id) =>
  `${listId.toHexString()}:${rev}:${productId.toHexString()}`;

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

/**
 * Ids asked for in one read: the local database server slows down more than linearly with more
 * (a 1,000-line BOM with 3 lists: +862 ms in one read of 3,000 ids, +137 ms in reads of 250).
 */
const IDS_AT_ONCE = 250;

/** The current entries of these lists for these parts (a cart or a BOM: at most 1,000 parts), by id. */
export async function findEntriesFor(
  lists: readonly Pick<PriceListDoc, '_id' | 'entriesRev'>[],
  productIds: readonly Id[],
): Promise<PriceListEntryDoc[]> {
  const ids = lists.flatMap((list) =>
    productIds.map((productId) => entryId(list._id, list.entriesRev ?? 0, productId)),
  );
  const docs = await entries();
  const found: PriceListEntryDoc[] = [];
  for (let start = 0; start < ids.length; start += IDS_AT_ONCE)
    found.push(...(await docs.find({ _id: { $in: ids.slice(start, start + IDS_AT_ONCE) } }).toArray()));
  return found;
}

/** Every entry of a list, by part number, from a cursor (an export never holds the list in memory). */
export async function* streamEntries(list: PriceListDoc): AsyncGenerator<PriceListEntryDoc> {
  const docs = await entries();
  yield* docs.find({ listId: list._id, rev: list.entriesRev ?? { $exists: false } }).sort({ partNumber: 1 });
}

/** One page of a list's entries, by part number. */
export async function findEntryPage(list: PriceListDoc, skip: number, limit: number) {
  const docs = await entries();
  const query = { listId: list._id, rev: list.entriesRev ?? { $exists: false } };
  const [rows, total] = await Promise.all([
    docs.find(query).sort({ partNumber: 1 }).skip(skip).limit(limit).toArray(),
    docs.countDocuments(query),
  ]);
  return { rows, total };
}

/**
 * Makes `wanted` the list's entries in three steps, so a price read meanwhile meets the old set or
 * the new one, never a mix: the new set is written beside the old under the next revision, the list
 * flips to it (one conditional write: of two at once, one wins), then the old revisions go. A crash
 * before the flip leaves an unread set that the next write removes.
 */
export async function replaceEntries(
  list: PriceListDoc,
  wanted: Omit<PriceListEntryDoc, '_id' | 'listId'>[],
) {
  const docs = await entries();
  const from = list.entriesRev ?? 0;
  const rev = from + 1;
  await docs.deleteMany({ listId: list._id, rev });
  for (let start = 0; start < wanted.length; start += 5000)
    await docs.insertMany(
      wanted
        .slice(start, start + 5000)
        .map((one) => ({ _id: entryId(list._id, rev, one.productId), listId: list._id, rev, ...one })),
    );
  const flipped = await (
    await lists()
  ).updateOne(
    { _id: list._id, entriesRev: list.entriesRev ?? { $exists: false } },
    { $set: { entriesRev: rev, entryCount: wanted.length, updatedAt: new Date() } },
  );
  if (flipped.modifiedCount === 0) {
    await docs.deleteMany({ listId: list._id, rev });
    throw new AppError('conflict', 'The list was changed at the same moment: send its entries again.');
  }
  await docs.deleteMany({ listId: list._id, rev: { $ne: rev } });
}
