// The face of lib/catalog: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/catalog/<file>` from outside it). Its own files import each other directly.

export { addProduct, editProduct, listAdminProductPage, removeProduct } from './admin-products';
export { countCatalog, getCatalogPage, getHomeProducts, getProduct, getPublicProduct } from './cache';
export { partsCsv } from './export-parts';
export { importParts } from './import-parts';
export type { ImportResult } from './import-parts';
export { adminProductDtoSchema, productDtoSchema } from './product-dto';
export type { AdminProductDto, ProductDto } from './product-dto';
export { countCatalogFresh, listCatalogPage, streamCatalog } from './public-api';
export { suggestParts, suggestedPartDtoSchema } from './suggest-parts';
export type { SuggestedPartDto } from './suggest-parts';
export {
  findCartParts,
  findPartNumbersBeside,
  findPartsByCompactNumbers,
  findPartsByKeys,
} from './store/product-lookups';
export type { BomPart, CartPart } from './store/product-lookups';
export { findOrderingRules, findSellingOf, productsExist, streamStockBooks } from './store/products';
export { streamProductIds } from './store/product-pages';
export { addProductIfMissing, hasNoProducts } from './store/seed-parts';
export {
  hasHold,
  holdsOn,
  productsWithHoldsBefore,
  releaseHold,
  releaseHolds,
  restockOnce,
  settleHold,
  settleHolds,
  takeIntoHold,
  takeIntoHolds,
} from './store/stock';
export type { HeldPart } from './store/stock';
export type { Hold, ProductDoc } from './store/products-doc';
