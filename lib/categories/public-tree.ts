import 'server-only';
import { publicRead } from '@/lib/cache';
import type { Id } from '@/lib/db';
import { findAllCategories, findCategoryWithAncestors, type CategoryDoc } from './store/categories';
import type { AttributeDef } from '@/lib/model';
import { effectiveAttributes, listingAttributes, subtree, trail } from './tree';

// The tree as public pages read it: a category by its path, its trail and children, and the ids of
// its subtree (a category's parts are its own and its descendants').

export type CategoryPlace = {
  category: CategoryDoc;
  /** From the top down, ending with the category itself. */
  trail: CategoryDoc[];
  children: CategoryDoc[];
  /** The category and every descendant: the categories whose parts it lists. */
  subtree: CategoryDoc[];
  /** The attributes its parts may have (lib/facets shows those some part of a listing has). */
  attributes: AttributeDef[];
};

/** The category at `path` and where it sits; null when there is none. */
export async function categoryAt(path: string): Promise<CategoryPlace | null> {
  // One read: the tree is read whole anyway for the trail and the subtree.
  const nodes = await findAllCategories();
  const category = nodes.find((node) => node.path === path);
  return category ? placeOf(nodes, category) : null;
}

function placeOf(nodes: CategoryDoc[], category: CategoryDoc): CategoryPlace {
  const below = subtree(nodes, category._id);
  return {
    category,
    trail: trail(nodes, category),
    children: below.filter((node) => node.parentId?.equals(category._id)),
    subtree: below,
    attributes: listingAttributes(nodes, category),
  };
}

/** The top-level categories, each with the ids of its subtree (for /parts and the sitemap). */
export async function topCategories(): Promise<{ category: CategoryDoc; subtreeIds: Id[] }[]> {
  const nodes = await findAllCategories();
  return nodes
    .filter((node) => node.parentId === null)
    .map((category) => ({ category, subtreeIds: subtree(nodes, category._id).map((node) => node._id) }));
}

/** Every category's path, for the sitemap (at most MAX_CATEGORIES). */
export async function categoryPaths(): Promise<{ path: string; updatedAt: Date }[]> {
  return (await findAllCategories()).map(({ path, updatedAt }) => ({ path, updatedAt }));
}

/** Whether a category with this id exists (a part may be put only in one that does). */
export { findCategory } from './store/categories';

/** The attributes a part in category `id` has (its ancestors' and its own); null: no such category. */
export async function attributesOf(
  id: Id,
): Promise<{ category: CategoryDoc; attributes: AttributeDef[] } | null> {
  // Its trail alone (a few nodes), not the whole tree: every ask for substitutes and every part
  // saved reads it.
  const nodes = await findCategoryWithAncestors(id);
  const category = nodes.find((node) => node._id.equals(id));
  return category ? { category, attributes: effectiveAttributes(nodes, category) } : null;
}

/** Every category with the attributes its parts have, by id (the catalog CSV reads the tree once). */
export async function categoriesWithAttributes(): Promise<
  { category: CategoryDoc; attributes: AttributeDef[] }[]
> {
  const nodes = await findAllCategories();
  return nodes.map((category) => ({ category, attributes: effectiveAttributes(nodes, category) }));
}

/**
 * The whole catalog as a listing's place (/parts): the top categories as its children, every
 * category in its subtree, and every attribute the tree defines (each key once).
 */
export async function catalogPlace(): Promise<Omit<CategoryPlace, 'category' | 'trail'>> {
  const nodes = await findAllCategories();
  return {
    children: nodes.filter((node) => node.parentId === null),
    subtree: nodes,
    attributes: listingAttributes(nodes, null),
  };
}

/**
 * Where a part's category sits and what it describes, for the part's page: the trail from the top
 * (its category last) and its attributes; null without a category (or one since deleted).
 */
export async function partPlace(
  categoryId: string | null,
): Promise<{ trail: { name: string; path: string }[]; attributes: AttributeDef[] } | null> {
  if (!categoryId || !/^[a-f\d]{24}$/.test(categoryId)) return null;
  const nodes = await publicRead(findAllCategories);
  const category = nodes.find((node) => node._id.toHexString() === categoryId);
  if (!category) return null;
  return {
    trail: trail(nodes, category).map(({ name, path }) => ({ name, path })),
    attributes: effectiveAttributes(nodes, category),
  };
}

/**
 * Where parts of several categories meet, for comparing them: the deepest category whose branch
 * holds them all (its trail from the top) and every attribute any of their categories gives, each
 * key once, in order; null when one is in no category (or a deleted one) or they share no branch.
 */
export async function sharedPlace(
  categoryIds: readonly Id[],
): Promise<{ trail: { name: string; path: string }[]; attributes: AttributeDef[] } | null> {
  const nodes = await publicRead(findAllCategories);
  const trails: CategoryDoc[][] = [];
  for (const id of categoryIds) {
    const category = nodes.find((node) => node._id.equals(id));
    if (!category) return null;
    trails.push(trail(nodes, category));
  }
  let depth = 0;
  while (trails.every((each) => each[depth] && each[depth]!._id.equals(trails[0]![depth]!._id))) depth += 1;
  if (depth === 0) return null;
  const attributes = new Map<string, AttributeDef>();
  for (const each of trails)
    for (const def of effectiveAttributes(nodes, each.at(-1)!))
      if (!attributes.has(def.key)) attributes.set(def.key, def);
  return {
    trail: trails[0]!.slice(0, depth).map(({ name, path }) => ({ name, path })),
    attributes: [...attributes.values()],
  };
}
