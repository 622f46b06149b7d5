import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { handler, listAnswer } from '@/lib/http';
import { listQuotes } from '@/lib/quotes';
import { requireUser } from '@/lib/session';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Company quotes: every quote asked for your company (its admins, approvers and finance), paged. */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, z.object({}), (_query, paging) => listQuotes(caller, 'company', paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's quotes (company admins, approvers, finance)",
    auth: 'user',
    paged: true,
    ok: [200, arrayOf('Quote')],
    errors: [404],
  }),
} satisfies RouteOperations;
