// The face of lib/pricelists (issue 35): contract price lists, their entries, and the price context
// a company buyer is priced in. Other modules, pages and components import from here only.

export { explainPrice, priceExplanationDtoSchema } from './explain-price';
export type { PriceExplanationDto } from './explain-price';
export { buyerPriceContext, partPricesFor } from './price-context';
export type { PricedBuyer } from './price-context';
export { entriesReportDtoSchema, priceListDtoSchema, priceListEntryDtoSchema } from './price-list-dto';
export type { EntriesReport, PriceListDto, PriceListEntryDto } from './price-list-dto';
export {
  exportPriceListEntries,
  importPriceListEntries,
  listPriceListEntries,
  setPriceListEntries,
} from './price-list-entries';
export { createPriceList, editPriceList, getPriceList, listPriceLists } from './price-lists';
