// The face of lib/cart: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/cart/<file>` from outside it). Its own files import each other directly.

export { checkBomFile, checkBomText } from './bom-check';
export { bomReportDtoSchema } from './bom-dto';
export type { BomLineDto, BomReportDto, BomStatus } from './bom-dto';
export { addCartLines, getCart, getCartCount, priceVisitorLines, removeCartLine, setCartLine } from './cart';
export { cartDtoSchema } from './cart-dto';
export type { CartDto, CartLineDto } from './cart-dto';
export { askForApproval, checkout } from './checkout';
export { reorder } from './reorder';
export { reorderDtoSchema } from './reorder-dto';
export type { ReorderDto } from './reorder-dto';
export { savedListDtoSchema, savedListSummaryDtoSchema } from './saved-list-dto';
export type { SavedListDto, SavedListSummaryDto } from './saved-list-dto';
export {
  addListToCart,
  deleteList,
  getSavedList,
  listSavedLists,
  renameList,
  saveCartAsList,
  savedListCsv,
  shareList,
} from './saved-lists';
export { requestCartQuote } from './cart-quote';
export { cartChargesDtoSchema, getCartCharges } from './cart-charges';
export type { CartChargesDto } from './cart-charges';
export { substitutesFor } from './substitutes';
export { substitutesDtoSchema, substitutesQuerySchema } from './substitutes-dto';
export type { SubstitutesDto } from './substitutes-dto';
