import { requireAdmin } from '@/lib/session';
import { partsCsv } from '@/lib/catalog';
import { handler, streamedText } from '@/lib/http';
import { operation, type RouteOperations } from '@/lib/openapi';

/** Admins: every part in the import's columns, streamed as a CSV download. */
export const GET = handler(async () => {
  await requireAdmin();
  const day = new Date().toISOString().slice(0, 10);
  return streamedText(partsCsv(), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename=parts-${day}.csv`,
    'Cache-Control': 'no-store',
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'The catalog as CSV, in the import columns (admins)',
    auth: 'admin',
    ok: [200, { type: 'string' }, 'text/csv'],
  }),
} satisfies RouteOperations;
