import { NextResponse } from 'next/server';
import { handler } from '@/lib/http';
import { companyCheckout } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** What checkout offers you as a company's buyer: your ship-tos, your limits and what is left. */
export const GET = handler(async () => {
  return NextResponse.json(await companyCheckout(await requireUser()));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Your ship-tos and spending limits for checkout (none outside a company)',
    auth: 'user',
    ok: [200, ref('CompanyCheckout')],
  }),
} satisfies RouteOperations;
