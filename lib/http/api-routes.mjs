// The /api route list, read from the route files themselves (app/api/**/route.ts: the methods each
// exports; catch-alls such as Auth.js's answer their own methods). next.config.mjs reads it at
// build time and hands it to proxy.ts, which answers a method a route does not have with 405 and
// Allow. Plain JavaScript: next.config loads it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `[path, methods][]`: '/api/product/{id}' for app/api/(catalog)/product/[id]/route.ts, and so on. */
export function apiRouteList(apiDir) {
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts' && !dir.includes('[...')) {
        const source = readFileSync(full, 'utf8');
        const methods = METHODS.filter((m) =>
          new RegExp(`export (const|async function|function) ${m}\\b|export const \\{[^}]*\\b${m}\\b`).test(
            source,
          ),
        );
        // Route groups, `(orders)` and the like, are folders only: they are not in the URL.
        const rel = path
          .relative(apiDir, path.dirname(full))
          .split(path.sep)
          .filter((segment) => !/^\(.+\)$/.test(segment))
          .join('/');
        routes.push([`/api/${rel}`.replace(/\[(\w+)\]/g, '{$1}').replace(/\/$/, ''), methods]);
      }
    }
  };
  walk(apiDir);
  return routes;
}
