import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { loginUrlFor } from '@/lib/auth/routes';
import { publicOrigin } from '@/lib/http/public-origin';

/**
 * Cheap redirects only (Next 16's name for middleware.ts): a signed-out visitor of a protected
 * page goes to /login, which brings them back afterwards. Whether someone is an admin is not
 * decided here: the role inside the session cookie is the one from sign-in, possibly stale.
 * Admin pages ask the database (getPageAdmin) and sign non-admins out; every route handler
 * checks again with requireUser()/requireAdmin().
 */
export async function proxy(request: NextRequest) {
  const origin = publicOrigin(request.headers);
  const token = await getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    secureCookie: origin.startsWith('https:'),
  });
  if (token?.email) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginUrlFor(`${pathname}${search}`), origin));
}

export const config = { matcher: ['/dashboard/:path*', '/product/:path*'] };
