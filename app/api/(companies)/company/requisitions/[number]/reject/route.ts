import { NextResponse } from 'next/server';
import { handler, parseJson } from '@/lib/http';
import { rejectRequisition } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { requisitionRejectSchema } from '@/lib/validation';
import { operation, pathLabel, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/requisitions/[number]/reject'>;

/** Reject with a reason, mailed to the buyer; no order is placed. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const { number } = await params;
  const caller = await requireUser();
  const { reason } = await parseJson(request, requisitionRejectSchema);
  return NextResponse.json(await rejectRequisition(caller, number, reason));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Reject a requisition with a reason (approvers and admins; not the buyer who asked)',
    auth: 'user',
    params: [pathLabel('number', 'RQ-000012')],
    body: requisitionRejectSchema,
    ok: [200, ref('Requisition')],
    errors: [403, 404, 409, 429],
  }),
} satisfies RouteOperations;
