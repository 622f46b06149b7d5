// The face of lib/openapi: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/openapi/<file>` from outside it). Its own files import each other directly.

export { openApiDocument } from './document';
export { arrayOf, json, obj, operation, pathEmail, pathId, pathLabel, ref, schema } from './operation';
export type { Json, RouteOperations } from './operation';
