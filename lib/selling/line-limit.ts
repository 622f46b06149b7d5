/**
 * The most units of one part a line holds, in a cart, an order or a quote (docs/product.md): more
 * is a typo, not an order. Summing lines never goes past it (a part added twice stays one line).
 * A file of its own: the browser's cart (lib/client/cart-store.ts, on every page) needs only this.
 */
export const MAX_LINE_QUANTITY = 1_000_000;
