// The face of lib/returns (issue 36: returns, RMA): what other modules, pages and components may
// import from it (eslint.config.mjs refuses `@/lib/returns/<file>` from outside it). Its own files
// import each other directly; only ./store touches the `returns` collection.

export { listReturns, orderReturns } from './list-returns';
export type { OrderReturns } from './list-returns';
export { requestReturn } from './request-return';
export { orderReturnsSchema, returnDtoSchema } from './return-dto';
export type { ReturnDto } from './return-dto';
export { getReturnLabel } from './return-label';
export { takeReturnStep } from './return-steps';
