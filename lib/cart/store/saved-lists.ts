import 'server-only';
import { savedListsCollection } from './collections';
import type { Id } from '@/lib/db';
import type { SavedListDoc } from './saved-lists-doc';
export type { SavedListDoc, SavedListLine } from './saved-lists-doc';

/** What the lists page shows of a list: no lines. */
export type SavedListSummary = Pick<
  SavedListDoc,
  '_id' | 'userId' | 'name' | 'lineCount' | 'updatedAt' | 'sharedWith' | 'ownerName'
>;
const SUMMARY = {
  _id: 1,
  userId: 1,
  name: 1,
  lineCount: 1,
  updatedAt: 1,
  sharedWith: 1,
  ownerName: 1,
} as const;

/**
 * Whose lists a reader reaches: their own, and (a company member) those shared with their company.
 * Writes (rename, delete, share) reach the owner's alone.
 */
export type ListReader = { userId: Id; companyId?: Id };
const readable = ({ userId, companyId }: ListReader) =>
  companyId ? { $or: [{ userId }, { sharedWith: companyId }] } : { userId };

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Stores a new list; false when the customer already has a list of that name (unique index). */
export async function insertSavedList(list: SavedListDoc): Promise<boolean> {
  try {
    await (await savedListsCollection()).insertOne(list);
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export async function countSavedLists(userId: Id): Promise<number> {
  return (await savedListsCollection()).countDocuments({ userId });
}

/** One page of a customer's lists, or of those shared with a company, the latest changed first, without their lines. */
export async function findSavedListPage(
  whose: { userId: Id } | { sharedWith: Id },
  skip: number,
  limit: number,
) {
  const lists = await savedListsCollection();
  const [rows, total] = await Promise.all([
    lists
      .find(whose, { projection: SUMMARY })
      .sort({ updatedAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    lists.countDocuments(whose),
  ]);
  return { rows: rows as SavedListSummary[], total };
}

/** A customer's list with every line (at most 1,000: a cart's bound), or null when not theirs. */
/** The list a request with this Idempotency-Key saved (among the customer's few lists). */
export async function findSavedListByRequestKey(
  userId: Id,
  requestKey: string,
): Promise<SavedListDoc | null> {
  return (await savedListsCollection()).findOne({ userId, requestKey }, { projection: { lines: 0 } });
}

/** A list the reader reaches (theirs, or shared with their company) with every line, or null. */
export async function findSavedList(reader: ListReader, id: Id): Promise<SavedListDoc | null> {
  return (await savedListsCollection()).findOne({ _id: id, ...readable(reader) });
}

/**
 * A list the reader reaches with one page of its lines (`$slice`), or null. A page past
 * its last line has none: the local database server fails a `$slice` that starts past the end of
 * its array (MongoDB answers an empty one), so such a page reads no lines at all.
 */
export async function findSavedListLines(
  reader: ListReader,
  id: Id,
  skip: number,
  limit: number,
): Promise<Omit<SavedListDoc, 'nameKey'> | null> {
  const lists = await savedListsCollection();
  const fields = { ...SUMMARY, createdAt: 1 };
  const filter = { _id: id, ...readable(reader) };
  const summary = await lists.findOne(filter, { projection: fields });
  if (!summary || skip >= summary.lineCount) return summary && { ...summary, lines: [] };
  return lists.findOne(filter, { projection: { ...fields, lines: { $slice: [skip, limit] } } });
}

/** Renames a customer's list: null when it is not theirs, false when the name is taken. */
export async function renameSavedList(
  userId: Id,
  id: Id,
  name: string,
  nameKey: string,
): Promise<SavedListSummary | null | false> {
  try {
    return await (
      await savedListsCollection()
    ).findOneAndUpdate(
      { _id: id, userId },
      { $set: { name, nameKey, updatedAt: new Date() } },
      { returnDocument: 'after', projection: SUMMARY },
    );
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Shares a customer's list with their company (its owner named as `ownerName`), or stops sharing
 * it (null); null when the list is not theirs.
 */
export async function shareSavedList(
  userId: Id,
  id: Id,
  share: { companyId: Id; ownerName: string } | null,
): Promise<SavedListSummary | null> {
  return (await savedListsCollection()).findOneAndUpdate(
    { _id: id, userId },
    share
      ? { $set: { sharedWith: share.companyId, ownerName: share.ownerName } }
      : { $unset: { sharedWith: '', ownerName: '' } },
    { returnDocument: 'after', projection: SUMMARY },
  );
}

/** Deletes a customer's list; false when it is not theirs (or already gone). */
export async function deleteSavedList(userId: Id, id: Id): Promise<boolean> {
  return (await (await savedListsCollection()).deleteOne({ _id: id, userId })).deletedCount === 1;
}
