import 'server-only';
import { HttpError } from './errors';

/**
 * Reads at most `maxBytes` of the body: an oversized request is refused with 413 without being
 * buffered whole (Content-Length is checked first, and the stream is cut if it lies).
 */
export async function readBodyCapped(request: Request, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new HttpError(413, tooLarge);
  const reader = request.body?.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, tooLarge);
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}
