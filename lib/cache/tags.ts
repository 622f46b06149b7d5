import { unstable_cache } from 'next/cache';
/**
 * Cache tags of the public pages, in one place. Admin writes expire them (revalidateTag with
 * `expire: 0`), which reaches every instance through the shared tag store (lib/cache/handler.mjs).
 */
export const CACHE_TAGS = {
  /** Parts: /, /parts pages, /parts/{id}, the sitemap. */
  catalog: 'catalog',
  /** The reviews carousel on /. */
  reviews: 'reviews',
  /** A page the cache handler does not keep: it found nothing (see markShortLived). */
  shortLived: 'short-lived',
} as const;

/**
 * Gives the page or route being rendered the cache tag `tag`: a cached read's tags become the
 * render's, and a read of nothing is the cheapest (one tiny entry per tag, shared by all).
 */
export const tagRender = (tag: string) => unstable_cache(async () => true, [`tag:${tag}`], { tags: [tag] })();

/**
 * Marks the page being rendered as one the cache handler must not keep (lib/cache/handler.mjs):
 * a tag is the one thing a render can pass to the handler. Used for pages that found nothing,
 * which visitors can ask for without end.
 */
export const markShortLived = () => tagRender(CACHE_TAGS.shortLived);

/**
 * Public pages are rebuilt at most this often for changes nobody tags (stock moving with orders):
 * docs/architecture.md#conventions lets stock on public pages lag by at most a minute, and the cache
 * handler never serves an entry older than twice this while the database answers.
 */
export const PUBLIC_REVALIDATE_SECONDS = 30;

/** True while `next build` prerenders: there is no database then, and nothing built is served. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';
