import type { Id } from '@/lib/db';

export type ProductDoc = {
  _id: Id;
  /** The manufacturer's number for the part (lib/model/part-number.ts), unique ignoring case. */
  partNumber: string;
  name: string;
  description: string;
  /** Image address: a path under public/, an /api/images/{id} URL or an image host URL. */
  img: string;
  /** Units in stock. */
  quantity: number;
  /** Unit price in integer cents (the API shows it as `prize` in dollars). */
  priceCents: number;
  /** Volume prices, rising in quantity and falling in price (lib/selling/pricing.ts); none: one price. */
  priceBreaks?: { minQuantity: number; unitCents: number }[];
  /** The smallest order (unset: 30, the spec's rule) and the pack orders come in (unset: 1). */
  minimumQuantity?: number;
  quantityStep?: number;
  /** Email of the admin who added it. */
  email: string;
  createdAt: Date;
  updatedAt: Date;
  /** Search words of name and description (lib/model/search-words.ts); kept in step on every write. */
  keywords?: string[];
  /** The name lower-cased, for a case-insensitive sort by name on any server. */
  nameLower?: string;
  /** The part number's unique key (upper-cased) and search key (letters and digits only); kept in step. */
  partNumberKey?: string;
  partNumberCompact?: string;
  /** Units held by unpaid orders (lib/catalog/store/stock.ts). */
  holds?: Hold[];
  /** Units a refund put back on hand, until its order has booked them (lib/orders/refund-stock.ts). */
  restocks?: Restock[];
  /** Units the books account for: stock at creation plus restocks (lib/catalog/store/stock.ts). */
  received?: number;
};

/** Units an unpaid order holds on its product (lib/catalog/store/stock.ts). */
export type Hold = { orderId: Id; quantity: number; at: Date };

/** Cancelled units of a paid order back on hand, named by the refund that cancelled them. */
export type Restock = { refundId: Id; orderId: Id; quantity: number };
