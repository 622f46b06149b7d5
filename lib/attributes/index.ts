// The face of lib/attributes (issue 37): quantities in real units, read as people write them.

export { formatQuantity, inUnit, parseQuantity, sameQuantity } from './units';
export type { Quantity } from './units';
