import { NextResponse } from 'next/server';
import { handler } from '@/lib/http';
import { getRequisition } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { operation, pathLabel, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/requisitions/[number]'>;

/** A requisition's lines, and for its approver the buyer's spending and last orders. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const { number } = await params;
  return NextResponse.json(await getRequisition(await requireUser(), number));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'A requisition (its buyer, or the company’s approvers, admins and finance)',
    auth: 'user',
    params: [pathLabel('number', 'RQ-000012')],
    ok: [200, ref('RequisitionDetail')],
    errors: [404],
  }),
} satisfies RouteOperations;
