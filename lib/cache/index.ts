// The face of lib/cache: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/cache/<file>` from outside it). Its own files import each other directly.

export { expireTag, stockMoved, stocksMoved } from './expire';
export { changedSince, isPathCached, versionMark } from './handler.mjs';
export type { VersionMark } from './handler.mjs';
export { outageTarget } from './outage';
export { publicRead } from './public-read';
export { STOCK_TAG, partTag } from './soft-tags.mjs';
export { CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS, isBuildPhase, markShortLived, tagRender } from './tags';
export { UNAVAILABLE_PATH } from './unavailable-path';
