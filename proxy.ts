import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { isAdminPath, loginUrlFor } from '@/lib/auth/routes';
import { publicOrigin } from '@/lib/http/public-origin';

// Cookie names Auth.js may use for the session (http, https, and chunked large tokens).
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

/**
 * Cheap redirects only (Next 16's name for middleware.ts). Every page and route handler checks
 * again with requireUser()/requireAdmin() against the database, so a request that slips past
 * this (or a role changed since sign-in) still gets 401/403.
 */
export async function proxy(request: NextRequest) {
  const origin = publicOrigin(request.headers);
  const token = await getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    secureCookie: origin.startsWith('https:'),
  });
  const { pathname, search } = request.nextUrl;
  const toLogin = () => NextResponse.redirect(new URL(loginUrlFor(`${pathname}${search}`), origin));
  if (!token?.email) return toLogin();
  if (isAdminPath(pathname) && token.role !== 'admin') {
    // SPEC §2: a non-admin on an admin route is signed out (session cookie removed), then sent to sign in.
    const response = toLogin();
    for (const cookie of request.cookies.getAll()) {
      if (!SESSION_COOKIE.test(cookie.name)) continue;
      // __Secure- cookies can only be replaced by a Secure cookie, deletion included.
      response.cookies.set(cookie.name, '', {
        path: '/',
        maxAge: 0,
        httpOnly: true,
        sameSite: 'lax',
        secure: cookie.name.startsWith('__Secure-'),
      });
    }
    return response;
  }
  return NextResponse.next();
}

export const config = { matcher: ['/dashboard/:path*', '/product/:path*'] };
