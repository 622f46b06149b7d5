import { savedListCsv } from '@/lib/cart';
import { handler, parseIdParam } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

/** A file name from the list's name: letters, digits and dashes only (any header-safe name would do). */
const fileName = (name: string) =>
  `list-${
    name
      .toLowerCase()
      .replace(/[^a-z\d]+/g, '-')
      .replace(/^-|-$/g, '') || 'parts'
  }.csv`;

/** One of your lists ({id}) as CSV: part number, quantity, part (Quick order reads it back). */
export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/lists/[id]/csv'>) => {
  const id = parseIdParam((await params).id, 'list id');
  const caller = await requireUser();
  const { name, csv } = await savedListCsv(caller, id);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename=${fileName(name)}`,
      'Cache-Control': 'no-store',
    },
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'One of your saved lists as CSV (part number, quantity, part)',
    auth: 'user',
    params: [pathId('id', 'list id')],
    ok: [200, { type: 'string' }, 'text/csv'],
  }),
} satisfies RouteOperations;
