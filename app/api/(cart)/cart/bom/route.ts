import { NextResponse } from 'next/server';
import { checkBomFile, checkBomText } from '@/lib/cart';
import { getCaller } from '@/lib/session';
import { handler, parseJson, limitPerIp, readUploadedFile } from '@/lib/http';
import { BOM_MAX_BYTES, BOM_TOO_LARGE, bomTextSchema, MAX_BOM_LINES } from '@/lib/validation';
import { json, obj, operation, ref, schema, type Json, type RouteOperations } from '@/lib/openapi';

/**
 * A bill of materials checked against the catalog, every line accounted for (issue 26): pasted
 * text as JSON `{ text }`, or a CSV or XLSX file (the form field `file`, or a text/csv body).
 * Anyone may check one, visitors too; nothing is put in the cart (the screen then posts the
 * report's `accepted` lines to /api/cart/lines).
 */
export const POST = handler(async (request: Request) => {
  // Each check reads up to 1,000 parts and a few hundred "did you mean" neighbours.
  await limitPerIp(request, 'cart-bom', 30, 1);
  if (/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    // JSON escapes a tab as two characters: room for a whole 1 MB text.
    const { text } = await parseJson(request, bomTextSchema, 2 * BOM_MAX_BYTES);
    return NextResponse.json(await checkBomText(text, await getCaller()));
  }
  const file = await readUploadedFile(request, 'file', BOM_MAX_BYTES, BOM_TOO_LARGE);
  return NextResponse.json(await checkBomFile(file, await getCaller()));
});

const post = operation({
  summary: `Check a bill of materials (pasted, CSV or XLSX; up to ${MAX_BOM_LINES} lines) against the catalog: every line's outcome; nothing is added to the cart`,
  auth: 'none',
  body: bomTextSchema,
  ok: [200, ref('BomReport')],
  errors: [429],
}) as Json & { responses: Record<string, Json> };

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: {
    ...post,
    requestBody: {
      required: true,
      description: `Two columns, part number and quantity (tab, comma or semicolon between), a heading row allowed, at most ${MAX_BOM_LINES} lines and 1 MB. More lines: 422.`,
      content: {
        ...json(schema(bomTextSchema, 'input')),
        'multipart/form-data': {
          schema: obj({
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'a CSV file, or an XLSX workbook (its first sheet, first two columns)',
            },
          }),
        },
        'text/csv': { schema: { type: 'string' } },
      },
    },
  },
} satisfies RouteOperations;
