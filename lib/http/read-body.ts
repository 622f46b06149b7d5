import 'server-only';
import { AppError } from '@/lib/model/app-error';

/**
 * Reads at most `maxBytes` of the body: an oversized request is refused with 413 without being
 * buffered whole (Content-Length is checked first, and the stream is cut if it lies).
 */
export async function readBodyCapped(request: Request, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    throw new AppError('too_large', tooLarge);
  const reader = request.body?.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AppError('too_large', tooLarge);
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/** A multipart/form-data body, read within `maxBytes` (see readBodyCapped); 400 if it is not one. */
export async function readFormCapped(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<FormData> {
  const body = await readBodyCapped(request, maxBytes, tooLarge);
  try {
    return await new Request('http://form.local', {
      method: 'POST',
      headers: request.headers,
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new AppError('bad_request', 'Send the form as multipart/form-data');
  }
}
