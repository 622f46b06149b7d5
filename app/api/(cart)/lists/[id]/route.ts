import { NextResponse, type NextRequest } from 'next/server';
import { deleteList, getSavedList, renameList } from '@/lib/cart';
import { handler, parsePaging, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { savedListNameSchema } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/lists/[id]'>;

/** One of your lists ({id}) with a page of its lines (?page=&limit=), priced now. */
export const GET = handler(async (request: NextRequest, { params }: Context) => {
  const id = parseIdParam((await params).id, 'list id');
  const paging = parsePaging(request.nextUrl)!;
  const caller = await requireUser();
  return NextResponse.json(await getSavedList(caller, id, paging));
});

/** A new name for one of your lists. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'list id');
  const caller = await requireUser();
  const { name } = await parseJson(request, savedListNameSchema);
  return NextResponse.json(await renameList(caller, id, name));
});

/** One of your lists goes. */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'list id');
  const caller = await requireUser();
  await deleteList(caller, id);
  return NextResponse.json({ deletedCount: 1 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'One of your saved lists, with a page of its lines priced now',
    auth: 'user',
    params: [pathId('id', 'list id')],
    paged: true,
    ok: [200, ref('SavedList')],
  }),
  patch: operation({
    summary: 'Rename one of your saved lists',
    auth: 'user',
    params: [pathId('id', 'list id')],
    body: savedListNameSchema,
    ok: [200, ref('SavedListSummary')],
    errors: [409],
  }),
  delete: operation({
    summary: 'Delete one of your saved lists',
    auth: 'user',
    params: [pathId('id', 'list id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
