// The face of lib/limits: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/limits/<file>` from outside it). Its own files import each other directly.

export { limit, limitPerUser } from './limits';
export { clearHits, countHit } from './store/rate-limits';
