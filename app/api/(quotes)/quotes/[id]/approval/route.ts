import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { askOfferApproval } from '@/lib/orders';
import { quoteAcceptSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/quotes/[id]/approval'>;

/**
 * A company buyer whose acceptance of an offer trips the company's approval rules asks for
 * approval instead: the units they would accept, frozen at the offer's prices for an approver.
 */
export const POST = handler(async (request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { id } = await params;
  const input = await parseJson(request, quoteAcceptSchema);
  const requisition = await retrySafe(request, caller.id, 'quote.approval', { id, input }, (key) =>
    askOfferApproval(caller, id, input, key),
  );
  return NextResponse.json(requisition, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ask your company’s approvers to approve accepting an offer (when its rules require it)',
    auth: 'user',
    params: [pathId('id', 'quote id')],
    body: quoteAcceptSchema,
    idempotent: true,
    ok: [201, ref('Requisition')],
    errors: [403, 404, 409, 422, 429],
  }),
} satisfies RouteOperations;
