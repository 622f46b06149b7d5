/** Types of the cache handler's one export the app uses (the handler itself is Next's). */
export function expireTagsEverywhere(tags: string[]): Promise<void>;
declare const CacheHandler: unknown;
export default CacheHandler;
