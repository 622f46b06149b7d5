import { NextResponse } from 'next/server';
import { shareList } from '@/lib/cart';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { listSharingSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/lists/[id]/sharing'>;

/** One of your lists shared with your company (every member uses it), or no longer. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'list id');
  const caller = await requireUser();
  const { shared } = await parseJson(request, listSharingSchema);
  return NextResponse.json(await shareList(caller, id, shared));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Share one of your saved lists with your company, or stop sharing it',
    auth: 'user',
    params: [pathId('id', 'list id')],
    body: listSharingSchema,
    ok: [200, ref('SavedListSummary')],
    errors: [404],
  }),
} satisfies RouteOperations;
