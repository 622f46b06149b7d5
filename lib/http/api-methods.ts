import { apiPaths } from '@/lib/openapi/paths';

type Route = { pattern: RegExp; methods: string[] };
let routes: Route[] | undefined;

/** The documented /api routes and their methods (GET implies HEAD; OPTIONS is Next's own). */
function apiRoutes(): Route[] {
  routes ??= Object.entries(apiPaths()).map(([path, operations]) => {
    const methods = Object.keys(operations).map((m) => m.toUpperCase());
    if (methods.includes('GET')) methods.push('HEAD');
    methods.push('OPTIONS');
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);
    return { pattern, methods };
  });
  return routes;
}

/**
 * The methods an /api path answers, or null for paths the document does not describe (Auth.js's
 * routes, the document itself). From the OpenAPI document, so the two cannot disagree.
 */
export function allowedMethods(pathname: string): string[] | null {
  return apiRoutes().find((route) => route.pattern.test(pathname))?.methods ?? null;
}
