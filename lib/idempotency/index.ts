// The face of lib/idempotency: what other modules, pages and routes may import from it
// (eslint.config.mjs refuses `@/lib/idempotency/<file>` from outside it).

export { once, type RequestScope } from './once';
