import type { CartLine } from './carts-doc';
import type { Id } from '@/lib/db';

/** A cart line as saved, with its part's number and name then (named even if the part goes). */
export type SavedListLine = CartLine & { partNumber: string; name: string };

/**
 * A customer's saved list of parts ("Line 3 monthly"): lines as a cart holds them, priced when
 * shown or put in the cart. `nameKey` (the name in lower case, spaces squeezed) keeps one
 * customer's names apart; `lineCount` lets the lists page show sizes without reading the lines.
 */
export type SavedListDoc = {
  _id: Id;
  userId: Id;
  name: string;
  nameKey: string;
  lines: SavedListLine[];
  lineCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** The Idempotency-Key of the request that saved it (lib/idempotency): a retry answers this list. */
  requestKey?: string;
  /**
   * Shared with its owner's company (issue 34): every member reads it, exports it and puts it in
   * their cart; only its owner (`ownerName` shown to the others) renames, deletes or unshares it.
   */
  sharedWith?: Id;
  ownerName?: string;
};
