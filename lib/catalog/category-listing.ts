import 'server-only';
import { isBuildPhase, publicRead } from '@/lib/cache';
import { categoryAt, type CategoryDoc } from '@/lib/categories';
import { NO_SEARCH, PARTS_PER_PAGE } from '@/lib/model';
import { NothingFound, tagParts, unlessNothing, type CatalogPage } from './cache';
import { withOnHand } from './on-hand';
import { toProductDto } from './product-dto';
import { countByCategory, findProductPage } from './store/product-pages';

// A category's page (issue 37): its parts and its descendants' in catalog order, a page at a time,
// and each child with the number of parts under it (its own and its descendants').

export type CategoryCrumb = { name: string; path: string };
export type CategoryChild = CategoryCrumb & { parts: number };
export type CategoryListing = CatalogPage & {
  category: CategoryCrumb;
  /** From the top down, ending with the category itself. */
  trail: CategoryCrumb[];
  children: CategoryChild[];
};

const crumb = (doc: CategoryDoc): CategoryCrumb => ({ name: doc.name, path: doc.path });

/** Parts under each child: each node's own parts added to the child of the category it sits under. */
function childCounts(
  category: CategoryDoc,
  children: CategoryDoc[],
  subtree: CategoryDoc[],
  own: Map<string, number>,
) {
  // A child has the category's ancestors and the category; a deeper node has the child after those.
  const childDepth = category.ancestors.length + 1;
  const totals = new Map(children.map((child) => [child._id.toHexString(), 0]));
  for (const node of subtree) {
    if (node.ancestors.length < childDepth) continue; // the category itself
    const child = (
      node.ancestors.length === childDepth ? node._id : node.ancestors[childDepth]!
    ).toHexString();
    totals.set(child, (totals.get(child) ?? 0) + (own.get(node._id.toHexString()) ?? 0));
  }
  return children.map((child) => ({ ...crumb(child), parts: totals.get(child._id.toHexString()) ?? 0 }));
}

async function readCategory(path: string, page: number): Promise<CategoryListing | null> {
  const place = await categoryAt(path);
  if (!place) throw new NothingFound();
  const subtreeIds = place.subtree.map((node) => node._id);
  const own = await countByCategory(subtreeIds);
  const total = [...own.values()].reduce((sum, count) => sum + count, 0);
  const docs = await findProductPage({
    search: NO_SEARCH,
    sort: 'catalog',
    skip: (page - 1) * PARTS_PER_PAGE,
    limit: PARTS_PER_PAGE,
    within: subtreeIds,
  });
  const items = (await withOnHand(docs)).map(toProductDto);
  await tagParts(items);
  return {
    category: crumb(place.category),
    trail: place.trail.map(crumb),
    children: childCounts(place.category, place.children, place.subtree, own),
    items,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PARTS_PER_PAGE)),
  };
}

/** The category at `path` and one page of its parts; null: no such category. Cached with the page. */
export const getCategoryListing = (path: string, page: number): Promise<CategoryListing | null> =>
  isBuildPhase()
    ? Promise.resolve(null)
    : publicRead(() =>
        unlessNothing(
          () => readCategory(path, page),
          () => null,
        ),
      );
