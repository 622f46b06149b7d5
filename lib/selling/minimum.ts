/**
 * docs/product.md#business-constants-and-limits: bulk orders only — 30 units at least, also the purchase
 * form's starting quantity.
 */
export const MIN_ORDER_QUANTITY = 30;

/** docs/product.md#validation-rules-and-messages messages, verbatim (typos are the product's). */
export const BELOW_MINIMUM_MESSAGE = 'Sorry, products cannot be ordered below this';
export const ABOVE_STOCK_MESSAGE = 'Sorry your product not available';

/** Manage Products flags stock below one minimum order as low (nobody can order it). */
export const LOW_STOCK_BELOW = MIN_ORDER_QUANTITY;
