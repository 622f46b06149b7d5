import 'server-only';
import { revalidateTag } from 'next/cache';
// The same module Next loads as its cache handler; its state lives on globalThis, shared by both.
import { expireSoftly, expireTagsEverywhere } from './handler.mjs';
import { partTag, STOCK_TAG } from './soft-tags.mjs';

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

/**
 * A part's stock on hand moved (an order took or returned units): the public pages showing it are
 * expired softly on every instance (lib/cache/soft-tags.mjs). Not awaited: the order does not wait
 * for the page cache, and a store that cannot be told can serve nothing newer anyway.
 */
export function stockMoved(productId: string): void {
  stocksMoved([productId]);
}

/** stockMoved for many parts at once (an order of many lines): one word to the shared store. */
export function stocksMoved(productIds: readonly string[]): void {
  void expireSoftly([...productIds.map(partTag), STOCK_TAG]);
}
