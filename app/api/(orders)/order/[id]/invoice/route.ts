import { requireUser } from '@/lib/session';
import { handler, pdfResponse } from '@/lib/http';
import { getInvoice } from '@/lib/invoices';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/order/[id]/invoice'>;

/** A paid order's PDF invoice, for its customer or an admin; 409 while it is unpaid. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { fileName, pdf } = await getInvoice(caller, (await params).id);
  return pdfResponse(fileName, pdf);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A paid order's invoice as PDF (its customer or admins)",
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, { type: 'string', format: 'binary' }, 'application/pdf'],
    errors: [409],
  }),
} satisfies RouteOperations;
