import { requireUser } from '@/lib/session';
import { handler, pdfResponse } from '@/lib/http';
import { getQuotePdf } from '@/lib/invoices';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/quotes/[id]/pdf'>;

/** A quote's offer as PDF, for its customer or an admin; 409 before an offer or once declined. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { fileName, pdf } = await getQuotePdf(caller, (await params).id);
  return pdfResponse(fileName, pdf);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A quote's offer as PDF: seller, buyer, lines, validity and terms (its customer or admins)",
    auth: 'user',
    params: [pathId('id', 'quote id')],
    ok: [200, { type: 'string', format: 'binary' }, 'application/pdf'],
    errors: [409],
  }),
} satisfies RouteOperations;
