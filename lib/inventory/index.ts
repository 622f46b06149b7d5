// The face of lib/inventory: what other modules may import from it (eslint.config.mjs refuses
// `@/lib/inventory/<file>` from outside it). Stock is its own aggregate, one document per part
// (decision 0033): the catalog reads what is on hand, lib/orders holds and returns units.

export {
  hasHold,
  holdsOn,
  partsWithHoldsBefore,
  releaseHold,
  releaseHolds,
  settleHold,
  settleHolds,
  takeIntoHold,
  takeIntoHolds,
} from './store/holds';
export {
  onHandOf,
  removeStock,
  restock,
  restockMany,
  restockOnce,
  streamLowStock,
  streamStockBooks,
} from './store/stock';
export type { StockBooks } from './store/stock';
export type { Hold } from './store/stock-doc';
