/** `[path, methods][]` of app/api, put in the build by next.config.mjs (lib/http/api-routes.mjs). */
const ROUTES: [string, string[]][] = JSON.parse(process.env.PARTSMITH_API_ROUTES ?? '[]');

type Route = { pattern: RegExp; methods: string[] };

// Static paths first: /api/product/all is not /api/product/{id}.
const routes: Route[] = [...ROUTES]
  .sort(([a], [b]) => Number(a.includes('{')) - Number(b.includes('{')))
  .map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`),
    methods: [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'],
  }));

/**
 * The methods an /api path answers (GET implies HEAD; OPTIONS is Next's own), or null for paths
 * with no route file (Auth.js's catch-all answers its own).
 */
export function allowedMethods(pathname: string): string[] | null {
  return routes.find((route) => route.pattern.test(pathname))?.methods ?? null;
}
