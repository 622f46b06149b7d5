import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readImage } from '@/lib/images/store';
import { parseObjectId } from '@/lib/validation/object-id';

/** An id names one upload forever, so its bytes can be cached for a year and never revalidated. */
export const GET = handler(async (request: Request, { params }: RouteContext<'/api/images/[id]'>) => {
  const id = parseObjectId((await params).id, 'image id');
  const etag = `"${id.toHexString()}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const image = await readImage(id);
  if (!image) throw notFound('Image not found');
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.length) },
  });
});
