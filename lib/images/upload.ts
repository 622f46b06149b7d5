import 'server-only';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { readBodyCapped } from '@/lib/http/read-body';
import { MAX_IMAGE_BYTES, sniffImageType } from './sniff';
import { storeImage } from './store';

export const TOO_LARGE = 'Image is too large (2 MB at most)';
export const WRONG_TYPE = 'Only JPEG, PNG and WebP images are accepted';

/** Room for the multipart envelope around a 2 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

async function imageFrom(request: Request): Promise<Uint8Array> {
  const body = await readBodyCapped(request, MAX_BODY_BYTES, TOO_LARGE);
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
