import type { NextRequest } from 'next/server';
import { companyOf } from '@/lib/companies';
import { handler, singleValues, streamedText, validate } from '@/lib/http';
import { statementCsv } from '@/lib/ledger';
import { requireUser } from '@/lib/session';
import { statementQuerySchema } from '@/lib/validation';
import { operation, type RouteOperations } from '@/lib/openapi';

/**
 * The caller's company's statement for any days (its admins and finance): the balance brought
 * forward, each entry with its reference and PO, the balance carried forward, and the ageing.
 */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  const companyId = companyOf(caller, 'see-account');
  const { from, to } = validate(statementQuerySchema, singleValues(request.nextUrl.searchParams));
  return streamedText(statementCsv(companyId, from, to), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename=statement-${from}-${to}.csv`,
    'Cache-Control': 'no-store',
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's statement as CSV (company admins and finance)",
    auth: 'user',
    query: statementQuerySchema,
    ok: [200, { type: 'string' }, 'text/csv'],
    errors: [403, 404, 422],
  }),
} satisfies RouteOperations;
