import { NextRequest, NextResponse } from 'next/server';
import { handleAuthRequest, isSessionEnded } from '@/lib/session';
import { errorResponse, readBodyCapped } from '@/lib/http';
import { AppError } from '@/lib/model';

/** Sign-in forms are a few hundred bytes: anything past this is refused before Auth.js parses it. */
const MAX_AUTH_BODY = 16 * 1024;

const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];

/**
 * Auth.js only checks a session cookie's signature; the navbar asks /api/auth/session, so it must
 * not name the user of a session ended on the server (signed out everywhere, a changed password,
 * LOG OUT elsewhere of a copied cookie).
 */
const isEndedSession = (request: NextRequest) =>
  SESSION_COOKIES.some((name) => request.cookies.has(name)) && isSessionEnded();

export async function GET(request: NextRequest) {
  if (request.nextUrl.pathname.endsWith('/api/auth/session') && (await isEndedSession(request))) {
    const signedOut = NextResponse.json(null, { headers: { 'Cache-Control': 'no-store' } });
    for (const name of SESSION_COOKIES) {
      if (!request.cookies.has(name)) continue;
      signedOut.cookies.set(name, '', {
        path: '/',
        maxAge: 0,
        httpOnly: true,
        secure: name.startsWith('__Secure-'),
      });
    }
    return signedOut;
  }
  return handleAuthRequest(request);
}

export async function POST(request: NextRequest) {
  let body: Buffer;
  try {
    body = await readBodyCapped(request, MAX_AUTH_BODY, 'The request body is too large');
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
  return handleAuthRequest(request, new Uint8Array(body));
}
