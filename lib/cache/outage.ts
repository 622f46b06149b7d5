// No 'server-only' mark: the HTTP server's edge (lib/http/server-edge.ts) and proxy.ts use it.
import { browsePath } from '@/lib/model';
import { databaseState } from '@/lib/db';
import { isPathCached } from './handler.mjs';
import { UNAVAILABLE_PATH } from './unavailable-path';

/**
 * The path the cache holds a public page under (`/index` for `/`), for the public pages that read
 * the database; undefined for every other path (static pages render without it).
 */
function databasePageCachePath(pathname: string, params: URLSearchParams): string | undefined {
  if (pathname === '/') return '/index';
  if (pathname === '/Home') return pathname;
  if (pathname === '/parts') return browsePath(params) ?? pathname;
  if (/^\/parts\/(browse\/)?[^/]+$/.test(pathname)) return pathname;
  return undefined;
}

/**
 * Where a request goes while the database is known to be down (the driver's heartbeats): a public
 * page that reads it and that this instance has not cached could only fail to render, so it is
 * the 503 page at once. Undefined: where it asked. Checked before Next.js sees the request, so
 * that proxy.ts (whose every run costs more than serving a cached page) need not run for them.
 */
export function outageTarget(method: string | undefined, url: string | undefined): string | undefined {
  if (databaseState().up || (method !== 'GET' && method !== 'HEAD') || !url) return undefined;
  // A request-target such as `//` is no URL: it is left to Next (a throw here would end the server).
  if (!URL.canParse(url, 'http://localhost')) return undefined;
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const cachePath = databasePageCachePath(pathname, searchParams);
  return cachePath !== undefined && !isPathCached(cachePath) ? UNAVAILABLE_PATH : undefined;
}
