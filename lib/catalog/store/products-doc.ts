import type { Id } from '@/lib/db';
import type { AttributeValue, TaxClass } from '@/lib/model';

/** A part as the catalog holds it; its stock is lib/inventory's (decision 0033). */
export type ProductDoc = {
  _id: Id;
  /** The manufacturer's number for the part (lib/model/part-number.ts), unique ignoring case. */
  partNumber: string;
  name: string;
  description: string;
  /** Image address: a path under public/, an /api/images/{id} URL or an image host URL. */
  img: string;
  /** Unit price in integer cents (the API shows it as `prize` in dollars). */
  priceCents: number;
  /** Volume prices, rising in quantity and falling in price (lib/selling/pricing.ts); none: one price. */
  priceBreaks?: { minQuantity: number; unitCents: number }[];
  /** The smallest order (unset: 30, the spec's rule) and the pack orders come in (unset: 1). */
  minimumQuantity?: number;
  quantityStep?: number;
  /** Shipping weight in grams (issue 36); unset: not known, so weight-based shipping is unavailable. */
  weightGrams?: number;
  /** The category it sits in (lib/categories, issue 37); unset: none yet. */
  categoryId?: Id | null;
  /** Its attribute values (lib/attributes): numbers in SI, choices and texts as words; by attribute key. */
  attrs?: AttributeValue[];
  /** How it is taxed (issue 36); unset: standard. */
  taxClass?: TaxClass;
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
};

/** A part with the units it has on hand (lib/inventory), as the catalog's reads answer it. */
export type Stocked<T> = T & { quantity: number };
