import 'server-only';
import { savedListsCollection } from './collections';
import type { Id } from '@/lib/db';
import type { SavedListDoc } from './saved-lists-doc';
export type { SavedListDoc, SavedListLine } from './saved-lists-doc';

/** What the lists page shows of a list: no lines. */
export type SavedListSummary = Pick<SavedListDoc, '_id' | 'name' | 'lineCount' | 'updatedAt'>;
const SUMMARY = { _id: 1, name: 1, lineCount: 1, updatedAt: 1 } as const;

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

/** One page of a customer's lists, the latest changed first, without their lines. */
export async function findSavedListPage(userId: Id, skip: number, limit: number) {
  const lists = await savedListsCollection();
  const [rows, total] = await Promise.all([
    lists
      .find({ userId }, { projection: SUMMARY })
      .sort({ updatedAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    lists.countDocuments({ userId }),
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

export async function findSavedList(userId: Id, id: Id): Promise<SavedListDoc | null> {
  return (await savedListsCollection()).findOne({ _id: id, userId });
}

/**
 * A customer's list with one page of its lines (`$slice`), or null when not theirs. A page past
 * its last line has none: the local database server fails a `$slice` that starts past the end of
 * its array (MongoDB answers an empty one), so such a page reads no lines at all.
 */
export async function findSavedListLines(
  userId: Id,
  id: Id,
  skip: number,
  limit: number,
): Promise<Omit<SavedListDoc, 'nameKey'> | null> {
  const lists = await savedListsCollection();
  const fields = { ...SUMMARY, userId: 1, createdAt: 1 };
  const summary = await lists.findOne({ _id: id, userId }, { projection: fields });
  if (!summary || skip >= summary.lineCount) return summary && { ...summary, lines: [] };
  return lists.findOne({ _id: id, userId }, { projection: { ...fields, lines: { $slice: [skip, limit] } } });
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

/** Deletes a customer's list; false when it is not theirs (or already gone). */
export async function deleteSavedList(userId: Id, id: Id): Promise<boolean> {
  return (await (await savedListsCollection()).deleteOne({ _id: id, userId })).deletedCount === 1;
}
