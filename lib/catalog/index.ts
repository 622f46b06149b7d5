// The face of lib/catalog: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/catalog/<file>` from outside it). Its own files import each other directly.

export { addProduct, deleteProduct, editProduct, listAdminProductPage } from './admin-products';
export { countCatalog, getCatalogPage, getHomeProducts, getProduct, getPublicProduct } from './cache';
export { partsCsv } from './export-parts';
export { importParts } from './import-parts';
export type { ImportResult } from './import-parts';
export { adminProductDtoSchema, productDtoSchema } from './product-dto';
export type { AdminProductDto, ProductDto } from './product-dto';
export { countCatalogFresh, listCatalogPage, streamCatalog } from './public-api';
export { suggestParts, suggestedPartDtoSchema } from './suggest-parts';
export type { SuggestedPartDto } from './suggest-parts';
