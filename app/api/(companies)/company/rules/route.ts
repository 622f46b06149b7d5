import { NextResponse } from 'next/server';
import { setCompanyApprovalRules } from '@/lib/companies';
import { handler, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { approvalRulesSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** A company admin sets which orders need an approver, and how long a requisition waits. */
export const PUT = handler(async (request: Request) => {
  const caller = await requireUser();
  return NextResponse.json(
    await setCompanyApprovalRules(caller, await parseJson(request, approvalRulesSchema)),
  );
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Set your company’s approval rules (company admins)',
    auth: 'user',
    body: approvalRulesSchema,
    ok: [200, ref('Company')],
    errors: [403, 404],
  }),
} satisfies RouteOperations;
