import { NextResponse } from 'next/server';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { takeReturnStep } from '@/lib/returns';
import { requireUser } from '@/lib/session';
import { returnStepSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/**
 * A return's next step ({id}): admins approve, reject, receive or refund it; its buyer (or an
 * admin) cancels it before it is received. The rules decide who may take which.
 */
export const POST = handler(async (request: Request, { params }: RouteContext<'/api/returns/[id]'>) => {
  const caller = await requireUser();
  const { id } = await params;
  const step = await parseJson(request, returnStepSchema);
  const moved = await retrySafe(request, caller.id, 'return.step', { id, step }, () =>
    takeReturnStep(caller, id, step),
  );
  return NextResponse.json(moved);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Take the next step of a return: approve, reject, receive, refund (admins) or cancel',
    auth: 'user',
    params: [pathId('id', 'return id')],
    body: returnStepSchema,
    idempotent: true,
    ok: [200, ref('Return')],
    errors: [402, 403, 404, 409],
  }),
} satisfies RouteOperations;
