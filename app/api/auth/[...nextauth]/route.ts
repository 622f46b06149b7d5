import { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { errorResponse } from '@/lib/http/handler';
import { HttpError } from '@/lib/http/errors';
import { readBodyCapped } from '@/lib/http/read-body';

/** Sign-in forms are a few hundred bytes: anything past this is refused before Auth.js parses it. */
const MAX_AUTH_BODY = 16 * 1024;

export const { GET } = handlers;

export async function POST(request: NextRequest) {
  let body: Buffer;
  try {
    body = await readBodyCapped(request, MAX_AUTH_BODY, 'The request body is too large');
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
  return handlers.POST(
    new NextRequest(request.url, { method: 'POST', headers: request.headers, body: new Uint8Array(body) }),
  );
}
