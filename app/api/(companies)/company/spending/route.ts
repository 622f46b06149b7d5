import { NextResponse } from 'next/server';
import { handler } from '@/lib/http';
import { mySpending } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** Your spending limits in your company and what you spent this month. */
export const GET = handler(async () => {
  return NextResponse.json(await mySpending(await requireUser()));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Your spending limits and what you spent this month',
    auth: 'user',
    ok: [200, ref('Spending')],
    errors: [404],
  }),
} satisfies RouteOperations;
