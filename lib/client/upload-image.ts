export type UploadResult = { ok: true; url: string } | { ok: false; error: string };

/** Sends the file as the spec's image host expects it: multipart, field `image`, answer data.url. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('image', file);
  try {
    const response = await fetch('/api/images', { method: 'POST', body: form, credentials: 'same-origin' });
    const answer = (await response.json().catch(() => null)) as {
      success?: boolean;
      data?: { url?: string };
      error?: string;
    } | null;
    if (response.ok && answer?.success && answer.data?.url) return { ok: true, url: answer.data.url };
    return { ok: false, error: answer?.error ?? `The image could not be uploaded (${response.status}).` };
  } catch {
    return { ok: false, error: 'The image could not be uploaded. Check your connection and try again.' };
  }
}
