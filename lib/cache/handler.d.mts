/** Types of the cache handler's exports the app uses (the handler itself is Next's). */
export function expireTagsEverywhere(tags: string[]): Promise<void>;
export function isPathCached(pathname: string): boolean;
declare const CacheHandler: unknown;
export default CacheHandler;
export function expireSoftly(tags: string[]): Promise<void>;
