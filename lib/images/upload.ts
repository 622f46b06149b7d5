import 'server-only';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { MAX_IMAGE_BYTES, sniffImageType } from './sniff';
import { storeImage } from './store';

export const TOO_LARGE = 'Image is too large (2 MB at most)';
export const WRONG_TYPE = 'Only JPEG, PNG and WebP images are accepted';

/** Room for the multipart envelope around a 2 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Reads at most MAX_BODY_BYTES of the body: a huge upload is refused without being buffered. */
async function readCapped(request: Request): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    throw new HttpError(413, TOO_LARGE);
  const reader = request.body?.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, TOO_LARGE);
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

async function imageFrom(request: Request): Promise<Uint8Array> {
  const body = await readCapped(request);
  let form: FormData;
  try {
    form = await new Request('http://upload.local', {
      method: 'POST',
      headers: request.headers,
      body: Buffer.from(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'Send the image as multipart/form-data with the field "image"');
  }
  const file = form.get('image');
  if (!(file instanceof Blob) || file.size === 0)
    throw new HttpError(422, 'Image is Required', { image: 'Image is Required' });
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, TOO_LARGE);
  return new Uint8Array(await file.arrayBuffer());
}

/** The external image host (imgbb-compatible): multipart field `image`, answer `data.url`. */
async function forwardToHost(bytes: Uint8Array, key: string, url: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(bytes)]));
  const endpoint = new URL(url);
  endpoint.searchParams.set('key', key);
  const response = await fetch(endpoint, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(20_000),
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as {
    success?: boolean;
    data?: { url?: string };
  } | null;
  if (!response?.ok || !answer?.success || !answer.data?.url?.startsWith('https://')) {
    throw new HttpError(502, 'The image host did not accept the image. Please try again.');
  }
  return answer.data.url;
}

/** Checks the upload (size, real type), then stores it in GridFS or on the configured image host. */
export async function uploadImage(request: Request, uploadedBy: string): Promise<{ url: string }> {
  const bytes = await imageFrom(request);
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, WRONG_TYPE);
  const { IMAGE_HOST_KEY, IMAGE_HOST_URL } = env();
  if (IMAGE_HOST_KEY) return { url: await forwardToHost(bytes, IMAGE_HOST_KEY, IMAGE_HOST_URL) };
  return { url: `/api/images/${await storeImage(bytes, type, uploadedBy)}` };
}
