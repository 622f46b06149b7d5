import { NextResponse, type NextRequest } from 'next/server';
import { askForApproval } from '@/lib/cart';
import { handler, listAnswer, parseJson, retrySafe } from '@/lib/http';
import { listRequisitions } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { checkoutSchema, requisitionQuerySchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** Requisitions: the company's for its approvers, admins and finance; a buyer's own for a buyer. */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, requisitionQuerySchema, (query, paging) =>
    listRequisitions(caller, query, paging),
  );
});

/** Ask for approval: the cart's lines, prices and ship-to frozen for an approver; nothing held. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const input = await parseJson(request, checkoutSchema);
  const requisition = await retrySafe(request, caller.id, 'company.requisition', input, (requestKey) =>
    askForApproval(caller, { ...input, requestKey }),
  );
  return NextResponse.json(requisition, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Requisitions: your company's (approvers, admins, finance) or your own",
    auth: 'user',
    query: requisitionQuerySchema,
    paged: true,
    ok: [200, arrayOf('Requisition')],
    errors: [404],
  }),
  post: operation({
    summary: 'Ask for approval of your cart (when your company’s rules require it)',
    auth: 'user',
    body: checkoutSchema,
    idempotent: true,
    ok: [201, ref('Requisition')],
    errors: [403, 404, 409, 429],
  }),
} satisfies RouteOperations;
