import 'server-only';
import { collection, type Id } from '@/lib/db';
import type { AttributeDef } from '@/lib/model';
import type { TreeNode } from '../tree';

/**
 * A category of parts (issue 37): a node of the store's tree (../tree.ts: its name, slug, parent,
 * ancestors from the top down, path of slugs, unique, and its own attributes), found by its path.
 */
export type CategoryDoc = TreeNode & {
  createdAt: Date;
  updatedAt: Date;
  /** A move of its branch begun and not known to be finished (placeCategories). */
  pendingMove?: { moves: Placement[]; at: Date };
};

/** A category's new place (a rename or a move): what of it changes. */
export type Placement = {
  id: Id;
  set: Partial<Pick<CategoryDoc, 'name' | 'slug' | 'parentId' | 'ancestors' | 'path'>>;
};

/** The tree is read whole (one small read) for menus, breadcrumbs and moves: at most this many nodes. */
export const MAX_CATEGORIES = 2000;

/** lib/categories' table: only this file reads or writes it. */
const categories = collection<CategoryDoc>('categories');

/** Every category, parents before their children (by depth, then path). */
export async function findAllCategories(): Promise<CategoryDoc[]> {
  const docs = await (
    await categories()
  )
    .find({}, { projection: { pendingMove: 0 } })
    .sort({ path: 1 })
    .limit(MAX_CATEGORIES)
    .toArray();
  return docs.sort((a, b) => a.ancestors.length - b.ancestors.length || a.path.localeCompare(b.path));
}

export async function countCategories(): Promise<number> {
  return (await categories()).countDocuments({});
}

export async function findCategory(id: Id): Promise<CategoryDoc | null> {
  return (await categories()).findOne({ _id: id });
}

/** A category and its ancestors (the nodes of its trail, in no order); [] when there is none. */
export async function findCategoryWithAncestors(id: Id): Promise<CategoryDoc[]> {
  const table = await categories();
  const category = await table.findOne({ _id: id }, { projection: { pendingMove: 0 } });
  if (!category) return [];
  const above = await table
    .find({ _id: { $in: category.ancestors } }, { projection: { pendingMove: 0 } })
    .toArray();
  return [...above, category];
}

export async function insertCategory(doc: CategoryDoc): Promise<void> {
  await (await categories()).insertOne(doc);
}

/** Every placement set (each its own document: a bulk write is not one change). */
async function applyMoves(moves: readonly Placement[], at: Date): Promise<void> {
  await (
    await categories()
  ).bulkWrite(
    moves.map(({ id, set }) => ({
      updateOne: { filter: { _id: id }, update: { $set: { ...set, updatedAt: at } } },
    })),
    { ordered: true },
  );
}

/**
 * A category and its descendants placed anew (a rename or a move). The moves are written down on
 * the category first and cleared once all are made: a crash in the middle would leave part of a
 * branch at its old paths, and finishPendingMoves, run before every change of the tree, makes the
 * rest (each placement sets values, so making one twice changes nothing).
 */
export async function placeCategories(moves: Placement[], at: Date): Promise<void> {
  if (moves.length === 0) return;
  const head = moves[0]!.id;
  await (await categories()).updateOne({ _id: head }, { $set: { pendingMove: { moves, at } } });
  await applyMoves(moves, at);
  await (await categories()).updateOne({ _id: head }, { $unset: { pendingMove: '' } });
}

/** Makes the moves a crash left half made (see placeCategories); run under the tree's lock. */
export async function finishPendingMoves(): Promise<void> {
  const pending = await (
    await categories()
  )
    .find({ pendingMove: { $exists: true } }, { projection: { pendingMove: 1 } })
    .limit(MAX_CATEGORIES)
    .toArray();
  for (const { _id, pendingMove } of pending) {
    await applyMoves(pendingMove!.moves, pendingMove!.at);
    await (await categories()).updateOne({ _id }, { $unset: { pendingMove: '' } });
  }
}

/** A category's own attributes replaced; false: it is gone. */
export async function setAttributes(id: Id, attributes: AttributeDef[], at: Date): Promise<boolean> {
  return (
    (await (await categories()).updateOne({ _id: id }, { $set: { attributes, updatedAt: at } }))
      .matchedCount === 1
  );
}

/** Deletes a category that has no children (null: it has some, or is gone). */
export async function deleteLeafCategory(id: Id): Promise<boolean> {
  const collectionOf = await categories();
  if (await collectionOf.findOne({ parentId: id }, { projection: { _id: 1 } })) return false;
  return (await collectionOf.deleteOne({ _id: id })).deletedCount === 1;
}
