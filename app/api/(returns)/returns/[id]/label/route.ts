import { requireUser } from '@/lib/session';
import { handler, pdfResponse } from '@/lib/http';
import { getReturnLabel } from '@/lib/returns';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

/** An approved return's label to print, for its order's buyer or an admin. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/returns/[id]/label'>) => {
  const caller = await requireUser();
  const { fileName, pdf } = await getReturnLabel(caller, (await params).id);
  return pdfResponse(fileName, pdf);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "An approved return's label as PDF (its buyer or admins)",
    auth: 'user',
    params: [pathId('id', 'return id')],
    ok: [200, { type: 'string', format: 'binary' }, 'application/pdf'],
  }),
} satisfies RouteOperations;
