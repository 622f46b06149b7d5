import { NextResponse } from 'next/server';
import { applyForCompany, editCompanyDetails, myCompany } from '@/lib/companies';
import { handler, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { companyDetailsSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** Your company and your roles in it, or the application you have waiting (company null: neither). */
export const GET = handler(async () => {
  return NextResponse.json(await myCompany(await requireUser()));
});

/** Apply for a business account: the store's admins approve or decline it (you are mailed). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const company = await applyForCompany(caller, await parseJson(request, companyDetailsSchema));
  return NextResponse.json(company, { status: 201 });
});

/** A company admin changes its name, tax id, phone or bill-to; past orders keep their copies. */
export const PATCH = handler(async (request: Request) => {
  const caller = await requireUser();
  return NextResponse.json(await editCompanyDetails(caller, await parseJson(request, companyDetailsSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Your company and roles, or your application',
    auth: 'user',
    ok: [200, ref('MyCompany')],
  }),
  post: operation({
    summary: 'Apply for a business account',
    auth: 'user',
    body: companyDetailsSchema,
    ok: [201, ref('Company')],
    errors: [409],
  }),
  patch: operation({
    summary: "Change your company's details (company admins)",
    auth: 'user',
    body: companyDetailsSchema,
    ok: [200, ref('Company')],
    errors: [404],
  }),
} satisfies RouteOperations;
