import { handler, parseIdParam } from '@/lib/http';
import { AppError } from '@/lib/model';
import { getStoredImage } from '@/lib/images';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

/** An id names one upload forever, so its bytes can be cached for a year and never revalidated. */
export const GET = handler(async (request: Request, { params }: RouteContext<'/api/images/[id]'>) => {
  const id = parseIdParam((await params).id, 'image id');
  const etag = `"${id}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const image = await getStoredImage(id);
  if (!image) throw new AppError('not_found:image');
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.length) },
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'An uploaded image',
    auth: 'none',
    params: [pathId('id', 'image id')],
    ok: [200, { type: 'string' }, 'image/*'],
  }),
} satisfies RouteOperations;
