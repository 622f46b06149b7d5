/** Types of the cache handler's exports the app uses (the handler itself is Next's). */
export function expireTagsEverywhere(tags: string[]): Promise<void>;
export function isPathCached(pathname: string): boolean;
declare const CacheHandler: unknown;
export default CacheHandler;
export function expireSoftly(tags: string[]): Promise<void>;
export type VersionMark = { startedAt: number; version: number };
export function versionMark(): Promise<VersionMark>;
export function changedSince(tags: string[], mark: VersionMark): Promise<'hard' | 'soft' | null>;
