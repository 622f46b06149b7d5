import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { suggestParts } from '@/lib/catalog';
import { handler, validate, singleValues } from '@/lib/http';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

const suggestQuerySchema = z.object({ prefix: z.string().max(80, 'prefix is too long').default('') });

/** The quick-order pad's type-ahead: parts by the start of their number. */
export const GET = handler(async (request: NextRequest) => {
  const { prefix } = validate(suggestQuerySchema, singleValues(request.nextUrl.searchParams));
  return NextResponse.json(await suggestParts(prefix), {
    // The same for everyone; a few seconds old is fine for a suggestion.
    headers: { 'Cache-Control': 'public, max-age=10' },
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Parts whose number starts with prefix (ignoring case, spaces and dashes), at most 8',
    auth: 'none',
    query: suggestQuerySchema,
    ok: [200, arrayOf('SuggestedPart')],
  }),
} satisfies RouteOperations;
