// The face of lib/health: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/health/<file>` from outside it). Its own files import each other directly.

export { isStoreUp } from './health';
