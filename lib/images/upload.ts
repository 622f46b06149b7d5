import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { readImage, storeImage, type StoredImage } from './store/images';
import { MAX_IMAGE_BYTES, sniffImageType } from './sniff';

export const TOO_LARGE = 'Image is too large (2 MB at most)';
export const WRONG_TYPE = 'Only JPEG, PNG and WebP images are accepted';

/** Room for the multipart envelope around a 2 MB file (the route reads at most this much). */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

async function imageBytes(file: FormDataEntryValue | null): Promise<Uint8Array> {
  if (!(file instanceof Blob) || file.size === 0)
    throw new AppError('invalid', 'Image is Required', { image: 'Image is Required' });
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('too_large', TOO_LARGE);
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
    throw new AppError('upstream', 'The image host did not accept the image. Please try again.');
  }
  return answer.data.url;
}

/**
 * Checks the uploaded form's `image` (size, real type), then stores it in GridFS or on the
 * configured image host.
 */
export async function uploadImage(
  file: FormDataEntryValue | null,
  uploadedBy: string,
): Promise<{ url: string }> {
  const bytes = await imageBytes(file);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('unsupported', WRONG_TYPE);
  const { IMAGE_HOST_KEY, IMAGE_HOST_URL } = env();
  if (IMAGE_HOST_KEY) return { url: await forwardToHost(bytes, IMAGE_HOST_KEY, IMAGE_HOST_URL) };
  return { url: `/api/images/${await storeImage(bytes, type, uploadedBy)}` };
}

/** An image stored here (GridFS), by its 24-hex id; null when there is none. */
export const getStoredImage = (id: string): Promise<StoredImage | null> => readImage(id);
