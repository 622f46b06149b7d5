import 'server-only';
import { revalidateTag } from 'next/cache';
// The same module Next loads as its cache handler; its state lives on globalThis, shared by both.
import { expireTagsEverywhere } from './handler.mjs';

/** Expires cached pages and data carrying `tag` on every instance, before the response leaves. */
export async function expireTag(tag: string): Promise<void> {
  await expireTagsEverywhere([tag]);
  revalidateTag(tag, { expire: 0 });
}
