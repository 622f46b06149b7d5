import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginUrlFor, PAGE_PATH_HEADER } from '@/lib/auth';
import {
  BROWSE_PREFIX,
  CATEGORIES_PREFIX,
  browsePath,
  canonicalPartsHref,
  categoryHref,
  facetQueryString,
  fromStateSegment,
  hasPartsFilters,
  parseFacetQuery,
  partsFilterFromSegment,
  toQuerySegment,
} from '@/lib/model';
import { isPathCached, UNAVAILABLE_PATH } from '@/lib/cache';
import { env } from '@/lib/env';
import { isDatabaseUp, databaseState } from '@/lib/db';
import { RETRY_AFTER_SECONDS, allowedMethods, publicOrigin } from '@/lib/http';

/**
 * /parts?q=&sort=&page= is one page per state, each cached like a static page: a rewrite to a
 * path segment makes the state part of the cache key (query strings would make the page
 * dynamic). The visitor's URL does not change. With a filter (?f=&stock=&price=, issue 37) the
 * state is a category page's, over the whole catalog, rewritten to a "~" segment as theirs are.
 * Bare /parts is a static page of its own, for which the proxy does not run (see `config`).
 */
function browseParts(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith(BROWSE_PREFIX)) {
    // The internal route itself. Canonical states are served: Next 16 turns a rewrite into an
    // HTTP hop back to this server when it is bound to a loopback address (`-H 127.0.0.1`), and
    // that hop lands here. Anything else goes to the public URL.
    const segment = pathname.slice(BROWSE_PREFIX.length);
    if (fromStateSegment(segment) || partsFilterFromSegment(segment)) return NextResponse.next();
    return NextResponse.redirect(new URL('/parts', publicOrigin(request.headers)), 308);
  }
  if (hasPartsFilters(searchParams)) return rewriteFilterState(request);
  // Another spelling of a state (a word the search ignores, a default spelled out): its one URL.
  const canonical = canonicalPartsHref(searchParams);
  if (canonical) return NextResponse.redirect(new URL(canonical, publicOrigin(request.headers)), 308);
  const state = browsePath(searchParams);
  if (!state) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = state;
  return NextResponse.rewrite(target);
}

/**
 * /parts in a filter state (issue 37) in its one spelling (another spelling is redirected to it),
 * rewritten to /parts/browse/~… (lib/model/facet-query.ts) so each state is cached like a static
 * page. A page that is not a number: /parts itself.
 */
function rewriteFilterState(request: NextRequest): NextResponse {
  const { searchParams } = request.nextUrl;
  const query = parseFacetQuery(searchParams);
  const canonical = query ? facetQueryString(query) : '';
  if (canonical !== searchParams.toString()) {
    const target = new URL('/parts', publicOrigin(request.headers));
    target.search = canonical;
    return NextResponse.redirect(target, 308);
  }
  const target = request.nextUrl.clone();
  target.search = '';
  target.pathname = `${BROWSE_PREFIX}${toQuerySegment(canonical)}`;
  return NextResponse.rewrite(target);
}

/**
 * A category page's state asked as a query (its panel's GET form, sent from the category or from
 * one of its states; an old link): 308 to the state's own address, its last segment "~…"
 * (lib/model/category-path.ts, decision 0044), which the cache serves without this proxy. A page
 * that is not a number: the category itself.
 */
function categoryState(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const segments = pathname.slice(CATEGORIES_PREFIX.length).split('/').filter(Boolean);
  const slugs = segments.at(-1)?.startsWith('~') ? segments.slice(0, -1) : segments;
  const href = categoryHref(slugs.join('/'), parseFacetQuery(searchParams) ?? undefined);
  return NextResponse.redirect(new URL(href, publicOrigin(request.headers)), 308);
}

/**
 * The spec's unpaged GET /api/product is served from the cache (app/api/(catalog)/product/all) whatever else
 * its query says (`?_=1`, a cache-buster, must not read every part afresh): only `page` or `limit`
 * choose the paged, uncached answer. While the database is known to be down, an instance that has
 * not cached it answers 503 at once.
 */
function apiRoute(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const paged = searchParams.has('page') || searchParams.has('limit');
  if (pathname === '/api/product' && !paged && (request.method === 'GET' || request.method === 'HEAD')) {
    const target = request.nextUrl.clone();
    target.pathname = '/api/product/all';
    target.search = '';
    if (databaseState().up || isPathCached(target.pathname)) return NextResponse.rewrite(target);
    return unavailable(request);
  }
  return checkMethod(request);
}

/**
 * A path whose percent-escapes do not decode (`/parts/%E0%A4%A`): Next 16 answers those with a bare
 * 500 from its router when the route has a parameter. They are the client's mistake: 400.
 */
function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A method an API route does not have answers 405 with Allow (RFC 9110); Next 16 sends 405
 * without Allow, and 500 for TRACE.
 */
function checkMethod(request: NextRequest): NextResponse {
  const allowed = allowedMethods(request.nextUrl.pathname);
  if (!allowed || allowed.includes(request.method)) return NextResponse.next();
  return NextResponse.json(
    { error: `${request.method} is not supported here` },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  );
}

/**
 * Layouts cannot read the URL; the dashboard's guards (lib/session/page-guards.ts) need it to send a
 * visitor back after sign-in, so the page's path travels in a request header set only here.
 */
function withPagePath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(PAGE_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

/**
 * The dashboard and purchase pages need the database: while it cannot be reached they answer
 * "We'll be right back" with 503 at once, instead of each waiting for the driver to give up.
 */
function unavailable(request: NextRequest): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = UNAVAILABLE_PATH;
  target.search = '';
  return NextResponse.rewrite(target, {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/**
 * Cheap redirects only (Next 16's name for middleware.ts): a signed-out visitor of a protected
 * page goes to /login, which brings them back afterwards. Whether someone is an admin is not
 * decided here: the role inside the session cookie is the one from sign-in, possibly stale.
 * Admin pages ask the database (getPageAdmin) and sign non-admins out; every route handler
 * checks again with requireUser()/requireAdmin().
 */
export async function proxy(request: NextRequest) {
  if (isMalformedPath(request.nextUrl.pathname)) {
    return new NextResponse('Bad Request: the address is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return apiRoute(request);
  // Whoever lands on it (a redirect from a render that found the database gone) reads a 503.
  if (pathname === UNAVAILABLE_PATH) return unavailable(request);
  if (pathname === '/parts' || pathname.startsWith(BROWSE_PREFIX)) return browseParts(request);
  if (pathname.startsWith(CATEGORIES_PREFIX) && request.nextUrl.search) return categoryState(request);
  // Another public page (its path has a percent-escape): the outage check was made before Next.
  if (!/^\/(dashboard|product)(\/|$)/.test(pathname)) return NextResponse.next();
  const origin = publicOrigin(request.headers);
  const token = await getToken({
    req: request,
    secret: env().AUTH_SECRET,
    secureCookie: origin.startsWith('https:'),
  });
  if (token?.email) return (await isDatabaseUp()) ? withPagePath(request) : unavailable(request);
  return NextResponse.redirect(new URL(loginUrlFor(`${pathname}${request.nextUrl.search}`), origin));
}

// The protected pages, the API, and the /parts states. Not the public pages otherwise: running the
// proxy costs more than serving a cached page (issue 18 measured /parts at 0.55× a bare Next page
// with it, 0.95× without), and their outage check is made before Next (lib/cache/outage.ts).
// (Next reads this config statically: literals only.)
export const config = {
  matcher: [
    '/unavailable',
    { source: '/parts', has: [{ type: 'query', key: 'q' }] },
    { source: '/parts', has: [{ type: 'query', key: 'sort' }] },
    { source: '/parts', has: [{ type: 'query', key: 'page' }] },
    { source: '/parts', has: [{ type: 'query', key: 'f' }] },
    { source: '/parts', has: [{ type: 'query', key: 'stock' }] },
    { source: '/parts', has: [{ type: 'query', key: 'price' }] },
    { source: '/parts', has: [{ type: 'query', key: 'range' }] },
    '/parts/browse/:path*',
    { source: '/categories/:path*', has: [{ type: 'query', key: 'page' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'f' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'q' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'sort' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'stock' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'price' }] },
    { source: '/categories/:path*', has: [{ type: 'query', key: 'range' }] },
    '/dashboard/:path*',
    '/product/:path*',
    '/api/:path*',
    // Any path with a percent-escape, to refuse the malformed ones (see isMalformedPath).
    '/:path((?:.*)%(?:.*))',
  ],
};
