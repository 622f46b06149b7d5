// Tags of stock figures on public pages, which orders expire softly (lib/cache/handler.mjs): the
// page is served once more as it was and rendered again behind it, so every public figure of a
// part's stock follows an order within seconds, on every instance, without an order's worth of
// blocking renders. Plain JavaScript: the cache handler (loaded outside Next's bundles) uses it.

/** The unpaged GET /api/product, which shows every part's stock. */
export const STOCK_TAG = 'stock';

/** A page showing this part's stock (its own page, a /parts page, the home page's cards). */
export const partTag = (id) => `part:${id}`;

/** True for the tags an order expires softly. */
export const isSoftTag = (tag) => tag === STOCK_TAG || tag.startsWith('part:');
