import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { requireUser } from '@/lib/session';
import { handler, listAnswer, parseJson } from '@/lib/http';
import { listQuotes, requestQuote } from '@/lib/quotes';
import { quoteRequestSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** My Quotes (a customer's own) or, for admins, every quote; newest first, paged. */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, z.object({}), (_query, paging) => listQuotes(caller, 'visible', paging));
});

/** A signed-in customer asks for a price on a part (any quantity its rules allow, stock or not). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const quote = await requestQuote(caller, await parseJson(request, quoteRequestSchema));
  return NextResponse.json(quote, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'My Quotes (admins: every quote)',
    auth: 'user',
    paged: true,
    ok: [200, arrayOf('Quote')],
  }),
  post: operation({
    summary: 'Ask for a quote on a part',
    auth: 'user',
    body: quoteRequestSchema,
    ok: [201, ref('Quote')],
    errors: [404, 429],
  }),
} satisfies RouteOperations;
