import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, readFormCapped } from '@/lib/http';
import { MAX_UPLOAD_BODY_BYTES, TOO_LARGE, uploadImage } from '@/lib/images';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** Multipart field `image`; answers like the spec's image host: {success, data: {url}}. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const form = await readFormCapped(request, MAX_UPLOAD_BODY_BYTES, TOO_LARGE);
  const { url } = await uploadImage(form.get('image'), admin.email);
  return NextResponse.json({ success: true, data: { url } }, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: {
    ...operation({
      summary: 'Upload a product image (admins): multipart field `image`',
      auth: 'admin',
      ok: [201, obj({ success: { type: 'boolean' }, data: obj({ url: { type: 'string' } }) })],
      errors: [400, 413, 415, 422, 502],
    }),
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: obj({ image: { type: 'string', contentMediaType: 'application/octet-stream' } }),
        },
      },
    },
  },
} satisfies RouteOperations;
