import { NextResponse } from 'next/server';
import { handler, parseJson } from '@/lib/http';
import { approveRequisition } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { requisitionApproveSchema } from '@/lib/validation';
import { operation, pathLabel, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/requisitions/[number]/approve'>;

/** Approve: its order is placed as its buyer's (every line held or none), and the buyer mailed to pay. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const { number } = await params;
  const caller = await requireUser();
  const { leaveOut } = await parseJson(request, requisitionApproveSchema);
  return NextResponse.json(await approveRequisition(caller, number, leaveOut));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Approve a requisition: its order is placed (approvers and admins; not the buyer who asked)',
    auth: 'user',
    params: [pathLabel('number', 'RQ-000012')],
    body: requisitionApproveSchema,
    ok: [200, ref('Requisition')],
    errors: [403, 404, 409, 429],
  }),
} satisfies RouteOperations;
