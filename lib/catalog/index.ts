// The face of lib/catalog: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/catalog/<file>` from outside it). Its own files import each other directly.

export { addProduct, editProduct, listAdminProductPage, removeProduct } from './admin-products';
export { getCategoryListing, getPartsListing, listingAnswer } from './facet-listing';
export { facetsQuerySchema, listingDtoSchema } from './listing-dto';
export type { ListingDto } from './listing-dto';
export type {
  CategoryChild,
  CategoryCrumb,
  CategoryPageListing,
  Listing,
  FacetValueView,
  FacetView,
  ListingFacets,
} from './facet-listing';
export { countInCategory, releaseCategory } from './store/product-pages';
export { partCategoryChoices } from './part-category-choices';
export type { PartCategoryChoice } from './part-category-choices';
export { countCatalog, getCatalogPage, getHomeProducts, getProduct, getPublicProduct } from './cache';
export { partsCsv } from './export-parts';
export { importParts } from './import-parts';
export type { ImportResult } from './import-parts';
export { adminProductDtoSchema, productDtoSchema } from './product-dto';
export type { AdminProductDto, ProductDto } from './product-dto';
export { countCatalogFresh, listCatalogPage, streamCatalog } from './public-api';
export { suggestParts, suggestedPartDtoSchema } from './suggest-parts';
export { compareParts, MAX_COMPARED } from './compare-parts';
export type { ComparedPart, ComparisonRow } from './compare-parts';
export { findSubstitutes } from './substitutes';
export type { SubstitutesOf } from './substitutes';
export type { SuggestedPartDto } from './suggest-parts';
export { findCartParts, findPartsByCompactNumbers, findPartsByKeys, findSellingOf } from './part-lookups';
export type { BomPart, CartPart } from './part-lookups';
export { findPartNumbersBeside } from './store/product-lookups';
export { findHeldParts, findOrderingRules, productsExist } from './store/products';
export { streamProductIds } from './store/product-pages';
export { addProductIfMissing } from './demo-parts';
export { hasNoProducts } from './store/seed-parts';
export type { HeldPart } from './store/products';
export type { ProductDoc } from './store/products-doc';
