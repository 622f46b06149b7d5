import type { Id } from '@/lib/db';

/**
 * One part's stock, apart from the catalog's part document (decision 0033): its id is the part's
 * id. A part without one has nothing on hand and nothing received (a part written before its stock,
 * or whose stock write a crash lost); its first restock creates it.
 */
export type StockDoc = {
  _id: Id;
  /** Units on hand: what an order can take into a hold. */
  onHand: number;
  /** Units held by unpaid orders. */
  holds: Hold[];
  /** Units a refund put back on hand, one mark per refund (the books' record of units returned). */
  restocks: Restock[];
  /** Units the books account for: every restock's units (an admin's, an import's, the first stock). */
  received: number;
  updatedAt: Date;
};

/** Units an unpaid order holds on a part. */
export type Hold = { orderId: Id; quantity: number; at: Date };

/** Cancelled units of a paid order back on hand, named by the refund that cancelled them. */
export type Restock = { refundId: Id; orderId: Id; quantity: number };
