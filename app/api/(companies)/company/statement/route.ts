import type { NextRequest } from 'next/server';
import { companyOf } from '@/lib/companies';
import { handler, pdfResponse, singleValues, streamedText, validate } from '@/lib/http';
import { statementPdf } from '@/lib/invoices';
import { statementCsv } from '@/lib/ledger';
import { requireUser } from '@/lib/session';
import { statementQuerySchema } from '@/lib/validation';
import { operation, type RouteOperations } from '@/lib/openapi';

/**
 * The caller's company's statement for any days (its admins and finance): the balance brought
 * forward, each entry with its reference and PO, the balance carried forward, and the ageing; as
 * CSV, or as PDF with `format=pdf`.
 */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  const companyId = companyOf(caller, 'see-account');
  const { from, to, format } = validate(statementQuerySchema, singleValues(request.nextUrl.searchParams));
  const fileName = `statement-${from}-${to}`;
  if (format === 'pdf')
    return pdfResponse(
      `${fileName}.pdf`,
      await statementPdf({ id: companyId, name: caller.company!.companyName }, from, to),
    );
  return streamedText(statementCsv(companyId, from, to), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename=${fileName}.csv`,
    'Cache-Control': 'no-store',
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's statement as CSV, or as PDF with format=pdf (company admins and finance)",
    auth: 'user',
    query: statementQuerySchema,
    ok: [200, { type: 'string' }, 'text/csv'],
    errors: [403, 404, 422],
  }),
} satisfies RouteOperations;
