import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { acceptQuote } from '@/lib/orders';
import { quoteAcceptSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/quotes/[id]/accept'>;

/** The customer who asked accepts the offer: an unpaid order at the quoted price, its stock held. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { id } = await params;
  const input = await parseJson(request, quoteAcceptSchema);
  const order = await retrySafe(request, caller.id, 'quote.accept', { id, input }, (key) =>
    acceptQuote(caller, id, input, key),
  );
  return NextResponse.json(order, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Accept an offer (its customer only): an unpaid order at the quoted price',
    auth: 'user',
    params: [pathId('id', 'quote id')],
    body: quoteAcceptSchema,
    idempotent: true,
    ok: [201, ref('Order')],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
