// The face of lib/ui: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/ui/<file>` from outside it). Its own files import each other directly.

export { count, pageNumbers, showing } from './page-window';
export { TABLE_PAGE_SIZE } from './table-page-size';
