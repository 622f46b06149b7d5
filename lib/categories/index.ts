// The face of lib/categories (issue 37): the store's tree of part categories. Other modules, pages
// and components import from here only. The parts in a category are lib/catalog's.

export {
  createCategory,
  editCategory,
  editCategoryAttributes,
  listCategories,
  removeCategory,
} from './categories';
export { categoryDtoSchema, toCategoryDto } from './category-dto';
export type { CategoryDto } from './category-dto';
export {
  attributesOf,
  catalogPlace,
  categoriesWithAttributes,
  categoryAt,
  categoryPaths,
  findCategory,
  partPlace,
  sharedPlace,
  topCategories,
} from './public-tree';
export type { CategoryPlace } from './public-tree';
export type { CategoryDoc } from './store/categories';
export { MAX_CATEGORIES } from './store/categories';
export { MAX_DEPTH, effectiveAttributes, planPlacement, slugify, subtree, trail } from './tree';
