import 'server-only';
import { revalidateTag } from 'next/cache';
// The same module Next loads as its cache handler; its state lives on globalThis, shared by both.
import { expireTagsEverywhere } from './handler.mjs';

/** Expires cached pages and data carrying `tag` on every instance, before the response leaves. */
export async function expireTag(tag: string): Promise<void> {
  await expireTagsEverywhere([tag]);
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a request (a script, or a test calling a feature directly) this process serves no
    // pages: the shared store's mark above is all there is to do. Next says so only in words.
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
}
