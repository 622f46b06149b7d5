import { NextResponse, type NextRequest } from 'next/server';
import { listSavedLists, saveCartAsList } from '@/lib/cart';
import { handler, listAnswer, parseJson, retrySafe } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { savedListNameSchema, savedListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/**
 * Your saved lists, or (?scope=company) those shared with your company, the latest changed first,
 * paged (no lines: GET /api/lists/{id} has them).
 */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, savedListQuerySchema, ({ scope }, paging) =>
    listSavedLists(caller, paging, scope),
  );
});

/** Your cart as it is now, saved as a list under a name of your own. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const { name } = await parseJson(request, savedListNameSchema);
  const saved = await retrySafe(request, caller.id, 'list.save', { name }, (key) =>
    saveCartAsList(caller, name, key),
  );
  return NextResponse.json(saved, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Your saved lists, or those shared with your company',
    auth: 'user',
    query: savedListQuerySchema,
    paged: true,
    ok: [200, arrayOf('SavedListSummary')],
    errors: [404],
  }),
  post: operation({
    summary: 'Save your cart as a list (at most 50 lists)',
    auth: 'user',
    body: savedListNameSchema,
    idempotent: true,
    ok: [201, ref('SavedListSummary')],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
