import { requireUser } from '@/lib/session';
import { handler, pdfResponse } from '@/lib/http';
import { getCreditNote } from '@/lib/invoices';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/order/[id]/credit-notes/[refundId]'>;

/** A refund's PDF credit note, for the order's customer or an admin; 404 until the refund went through. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { id, refundId } = await params;
  const { fileName, pdf } = await getCreditNote(caller, id, refundId);
  return pdfResponse(fileName, pdf);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A refund's credit note as PDF (the order's customer or admins)",
    auth: 'user',
    params: [pathId('id', 'order id'), pathId('refundId', 'refund id')],
    ok: [200, { type: 'string', format: 'binary' }, 'application/pdf'],
  }),
} satisfies RouteOperations;
