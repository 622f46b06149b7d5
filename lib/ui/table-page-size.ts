/**
 * Dashboard tables show this many rows (docs/architecture.md#conventions). Here, not in lib/http/paging,
 * for client code too.
 */
export const TABLE_PAGE_SIZE = 25;
