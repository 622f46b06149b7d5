import { NextResponse, type NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { importParts } from '@/lib/catalog';
import { handler, validate, singleValues, readUploadedFile } from '@/lib/http';
import { limitPerUser } from '@/lib/limits';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, importQuerySchema } from '@/lib/validation';
import { json, obj, operation, ref, type Json, type RouteOperations } from '@/lib/openapi';

/**
 * Admins import a catalog CSV (docs/features.md#catalog-csv), or with `?dryRun=1` check it. A file
 * with any problem writes nothing and answers 422 with every problem (and the counts it would give).
 */
export const POST = handler(async (request: NextRequest) => {
  const admin = await requireAdmin();
  const { dryRun = false } = validate(importQuerySchema, singleValues(request.nextUrl.searchParams));
  // Each import reads and writes the whole file: a few a minute is plenty for a person.
  await limitPerUser(admin.id, 'catalog-import', 30, 10);
  const csv = await readUploadedFile(request, 'file', IMPORT_MAX_BYTES, IMPORT_TOO_LARGE);
  const result = await importParts(admin, csv, dryRun);
  if (result.errorCount === 0) return NextResponse.json(result);
  const problems = `${result.errorCount} problem${result.errorCount === 1 ? '' : 's'}`;
  // Problems found while writing (orders kept moving a part's stock) come after other rows were written.
  const error = result.imported
    ? `Imported, except ${problems}: see the rows listed`
    : `The file has ${problems}: nothing was imported`;
  return NextResponse.json({ error, ...result }, { status: 422 });
});

const counts = {
  dryRun: { type: 'boolean' },
  imported: { type: 'boolean', description: 'false for a dry run and for a file with problems' },
  rows: { type: 'integer', description: 'data rows read' },
  created: { type: 'integer' },
  updated: { type: 'integer' },
  unchanged: { type: 'integer' },
  errors: {
    type: 'array',
    description: 'the first 1,000 problems; row 1 is the header',
    items: obj({
      row: { type: ['integer', 'null'] },
      column: { type: ['string', 'null'] },
      message: { type: 'string' },
    }),
  },
  errorCount: { type: 'integer' },
};

const post = operation({
  summary: 'Import parts from CSV, upserted by part number (admins); ?dryRun=1 only checks',
  auth: 'admin',
  query: importQuerySchema,
  ok: [200, obj(counts)],
  errors: [400, 413, 415, 422, 429],
}) as Json & { responses: Record<string, Json> };

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: {
    ...post,
    responses: {
      ...post.responses,
      // A bad query (the usual error), or a file with problems: the counts it would give and every problem.
      422: {
        description: 'A bad `dryRun`, or the file has problems (`errors`); nothing was written',
        content: json({ anyOf: [ref('Error'), obj({ error: { type: 'string' }, ...counts })] }),
      },
    },
    requestBody: {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string' } },
        'multipart/form-data': {
          schema: obj({ file: { type: 'string', contentMediaType: 'text/csv' } }),
        },
      },
    },
  },
} satisfies RouteOperations;
