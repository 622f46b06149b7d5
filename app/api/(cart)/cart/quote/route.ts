import { NextResponse } from 'next/server';
import { handler, parseJson } from '@/lib/http';
import { requestCartQuote } from '@/lib/cart';
import { requireUser } from '@/lib/session';
import { cartQuoteRequestSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** "Request a quote for this cart": one quote with every line of your cart (the cart stays). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const quote = await requestCartQuote(caller, await parseJson(request, cartQuoteRequestSchema));
  return NextResponse.json(quote, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ask for a quote on every line of your cart (one quote, a price per line)',
    auth: 'user',
    body: cartQuoteRequestSchema,
    ok: [201, ref('Quote')],
    errors: [429],
  }),
} satisfies RouteOperations;
