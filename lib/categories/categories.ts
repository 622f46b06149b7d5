import 'server-only';
import { recordAudit } from '@/lib/audit';
import { CACHE_TAGS, expireTag } from '@/lib/cache';
import { newId, toId, underLock, type Id } from '@/lib/db';
import { AppError, type Caller } from '@/lib/model';
import type { CategoryAttributesFields, CategoryFields } from '@/lib/validation';
import { toCategoryDto, type CategoryDto } from './category-dto';
import {
  countCategories,
  deleteLeafCategory,
  findAllCategories,
  findCategory,
  finishPendingMoves,
  insertCategory,
  MAX_CATEGORIES,
  placeCategories,
  setAttributes,
  type CategoryDoc,
} from './store/categories';
import { attributesProblem, planPlacement } from './tree';

// The category tree as store admins edit it (the routes require an admin). Every change to the
// tree's shape runs under one lock, shared by every instance: a move computes its descendants'
// new paths from the tree as it is, and two moves at once must not each see the other's old tree.

const NOT_FOUND = 'Category not found';
const BUSY = 'The category tree is being changed; try again in a moment.';
/**
 * Runs a change of the tree's shape under its lock (a move a crash left half made finished first),
 * then expires the public pages that show it.
 */
async function inTree<T>(fn: () => Promise<T>): Promise<T> {
  const value = await underLock(
    'categories',
    async () => {
      await finishPendingMoves();
      return fn();
    },
    BUSY,
  );
  await expireTag(CACHE_TAGS.catalog);
  return value;
}

/** GET /api/categories: the whole tree, parents before their children. */
export async function listCategories(): Promise<CategoryDto[]> {
  return (await findAllCategories()).map(toCategoryDto);
}

/** Where `input` puts a category: its parent as given, or (left out) where `current` sits. */
function placed(nodes: CategoryDoc[], id: Id, input: CategoryFields, current?: CategoryDoc) {
  const parentId =
    input.parentId === undefined ? (current?.parentId ?? null) : input.parentId ? toId(input.parentId) : null;
  const plan = planPlacement(nodes, { id, name: input.name, parentId });
  if (!plan.ok) throw new AppError('conflict', plan.reason);
  return plan.placements;
}

/** POST /api/categories: a category at the top or under a parent. */
export async function createCategory(caller: Caller, input: CategoryFields): Promise<CategoryDto> {
  const doc = await inTree(async () => {
    if ((await countCategories()) >= MAX_CATEGORIES)
      throw new AppError('conflict', `The store keeps ${MAX_CATEGORIES} categories at most.`);
    const id = newId();
    const [self] = placed(await findAllCategories(), id, input);
    const now = new Date();
    const created: CategoryDoc = {
      _id: id,
      name: input.name,
      slug: self!.set.slug!,
      parentId: self!.set.parentId,
      ancestors: self!.set.ancestors,
      path: self!.set.path,
      createdAt: now,
      updatedAt: now,
    };
    await insertCategory(created);
    return created;
  });
  await recordAudit({
    action: 'category.create',
    actor: caller.email,
    target: doc._id.toHexString(),
    details: { path: doc.path },
  });
  return toCategoryDto(doc);
}

/** PUT /api/categories/{id}: renamed and/or moved; its subcategories move with it. */
export async function editCategory(caller: Caller, id: string, input: CategoryFields): Promise<CategoryDto> {
  const categoryId = toId(id);
  const before = await inTree(async () => {
    const nodes = await findAllCategories();
    const current = nodes.find((node) => node._id.equals(categoryId));
    if (!current) throw new AppError('not_found', NOT_FOUND);
    await placeCategories(placed(nodes, categoryId, input, current), new Date());
    return current;
  });
  return edited(caller, categoryId, (after) => ({ from: before.path, to: after.path }));
}

/** A category as an edit left it, the edit audited with `details` of it. */
async function edited(
  caller: Caller,
  categoryId: Id,
  details: (after: CategoryDoc) => Record<string, string>,
): Promise<CategoryDto> {
  const after = await findCategory(categoryId);
  if (!after) throw new AppError('not_found', NOT_FOUND);
  await recordAudit({
    action: 'category.edit',
    actor: caller.email,
    target: categoryId.toHexString(),
    details: details(after),
  });
  return toCategoryDto(after);
}

/**
 * PUT /api/categories/{id}/attributes: its own attributes replaced (its subcategories inherit them).
 * Parts keep the values they have; a value that no longer fits its attribute is not shown.
 */
export async function editCategoryAttributes(
  caller: Caller,
  id: string,
  input: CategoryAttributesFields,
): Promise<CategoryDto> {
  const categoryId = toId(id);
  await inTree(async () => {
    const nodes = await findAllCategories();
    if (!nodes.some((node) => node._id.equals(categoryId))) throw new AppError('not_found', NOT_FOUND);
    const problem = attributesProblem(nodes, categoryId, input.attributes);
    if (problem) throw new AppError('conflict', problem);
    if (!(await setAttributes(categoryId, input.attributes, new Date())))
      throw new AppError('not_found', NOT_FOUND);
  });
  return edited(caller, categoryId, () => ({
    attributes: input.attributes.map((def) => def.key).join(', '),
  }));
}

/**
 * DELETE /api/categories/{id}: only a category without subcategories or parts. The parts are
 * lib/catalog's, so the caller says how to count them and how to take them out of it: a part put in
 * it after the count (an edit does not take the tree's lock) is released after the deletion.
 */
export async function removeCategory(
  caller: Caller,
  id: string,
  parts: { count: (categoryId: Id) => Promise<number>; release: (categoryId: Id) => Promise<number> },
): Promise<void> {
  const categoryId = toId(id);
  await inTree(async () => {
    const doc = await findCategory(categoryId);
    if (!doc) throw new AppError('not_found', NOT_FOUND);
    const count = await parts.count(categoryId);
    if (count > 0)
      throw new AppError(
        'conflict',
        `"${doc.name}" holds ${count} part${count === 1 ? '' : 's'}: move them first.`,
      );
    if (!(await deleteLeafCategory(categoryId)))
      throw new AppError('conflict', `"${doc.name}" has subcategories: move or delete them first.`);
    await parts.release(categoryId);
  });
  await recordAudit({ action: 'category.delete', actor: caller.email, target: id, details: {} });
}
