import type { ApiCall } from './use-api';
import { endpoints } from './endpoints';

export type UploadResult = { ok: true; url: string } | { ok: false; error: string } | null;

/**
 * Sends the file as the spec's image host expects it (multipart, field `image`, answer `data.url`),
 * through the screen's API policy like any other call. Null when the policy took over (signed out).
 */
export async function uploadImage(call: ApiCall, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('image', file);
  const result = await call(endpoints.uploadImage, { body: form });
  if (!result) return null;
  if (result.ok && result.data?.success && result.data.data?.url)
    return { ok: true, url: result.data.data.url };
  return { ok: false, error: result.ok ? 'The image could not be uploaded.' : result.error };
}
