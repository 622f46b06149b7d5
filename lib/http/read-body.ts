import 'server-only';
import { AppError } from '@/lib/model';

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

/**
 * An uploaded text file, sent either as the body itself (`text/csv`) or as the form field `field`
 * of multipart/form-data (a browser's file input); read within `maxBytes`, 415 for anything else.
 */
export async function readUploadedFile(
  request: Request,
  field: string,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (/^(text\/(csv|plain)|application\/csv)\b/i.test(type))
    return readBodyCapped(request, maxBytes, tooLarge);
  if (!/^multipart\/form-data\b/i.test(type))
    throw new AppError(
      'unsupported',
      `Send the file as text/csv, or as the form field "${field}" of multipart/form-data`,
    );
  // The form's boundaries and headers take a little room beside the file itself.
  const form = await readFormCapped(request, maxBytes + 16 * 1024, tooLarge);
  const file = form.get(field);
  if (!(file instanceof Blob))
    throw new AppError('bad_request', `Send the file as the form field "${field}"`);
  if (file.size > maxBytes) throw new AppError('too_large', tooLarge);
  return Buffer.from(await file.arrayBuffer());
}
