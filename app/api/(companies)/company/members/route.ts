import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { listMembers } from '@/lib/companies';
import { handler, listAnswer } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Your company's members, in the order they joined, paged (any member). */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, z.object({}), (_query, paging) => listMembers(caller, paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's members",
    auth: 'user',
    paged: true,
    ok: [200, arrayOf('CompanyMember')],
    errors: [404],
  }),
} satisfies RouteOperations;
