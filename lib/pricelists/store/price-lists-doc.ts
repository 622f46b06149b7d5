import type { Id } from '@/lib/db';
import type { ContractEntry } from '@/lib/selling';

/**
 * A contract price list (issue 35): who it applies to, when, how it ranks; its entries live apart
 * (a list may hold 10,000), one per part.
 */
export type PriceListDoc = {
  _id: Id;
  /** What buyers read: "Contract price (list ACME-2026)"; unique, upper case. */
  code: string;
  name: string;
  appliesTo: { companyIds: Id[] } | 'every-company';
  active: boolean;
  /** Valid over [from, to): each 00:00 of its day in the store's time zone; unset: open. */
  from?: Date;
  to?: Date;
  /** A higher priority wins a tie. */
  priority: number;
  exclusive: boolean;
  entryCount: number;
  /** Which revision of its entries is the list's: a new set is written beside the old, then this flips. */
  entriesRev?: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A part's price on a list: fixed cents or a percentage off the part's own price, with its own breaks. */
export type PriceListEntryDoc = {
  /** `<listId>:<rev>:<productId>` (store/price-lists.ts, entryId). */
  _id: string;
  listId: Id;
  /** The revision of the list's entries it belongs to (unset: 0); only the list's `entriesRev` counts. */
  rev?: number;
  productId: Id;
  /** The part's number as the list names it (the export writes it back). */
  partNumber: string;
  entry: ContractEntry;
};
