// The face of lib/selling: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/selling/<file>` from outside it). Its own files import each other directly.

export { ABOVE_STOCK_MESSAGE, BELOW_MINIMUM_MESSAGE, LOW_STOCK_BELOW } from './minimum';
export { centsToDollars, dollarsOrNull, dollarsToCents, lessPercentCents } from './money';
// How amounts are written (lib/model, so that every layer writes them the same way).
export { formatCents, formatDollars } from '@/lib/model';
export {
  agreedPrice,
  priceContextDto,
  priceContextFor,
  priceContextFromDto,
  priceFor,
  pricedPartOf,
} from './price-for';
export type { Price, PriceContext, PriceContextDto, PriceSource } from './price-for';
export {
  contractLabel,
  entryUnitCents,
  lineSavingCents,
  priceSourceLabel,
  resolvePrice,
} from './contract-price';
export type { Candidate, ContractEntry, ContractList, ContractRung, Resolved } from './contract-price';
export {
  MAX_PRICE_BREAKS,
  ORDER_TOO_LARGE_MESSAGE,
  breaksToCents,
  breaksToDollars,
  exceedsOrderMaximum,
  nextPriceBreak,
  priceBreaksAsText,
  priceLadder,
  tierFor,
} from './pricing';
export type { PriceBreak } from './pricing';
export { MAX_LINE_QUANTITY } from './line-limit';
export {
  MAX_MINIMUM_QUANTITY,
  MAX_QUANTITY_STEP,
  WHOLE_NUMBER_MESSAGE,
  quantityProblem,
  quantityRulesOf,
  stepQuantity,
} from './quantity-rules';
export { sellingProblem } from './selling-rules';
export type { Selling } from './selling-rules';
