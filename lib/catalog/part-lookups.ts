import 'server-only';
import type { Id } from '@/lib/db';
import type { Stocked } from './store/products-doc';
import {
  findCartPartDocs,
  findPartDocsByCompactNumbers,
  findPartDocsByKeys,
  type BomPartDoc,
  type CartPartDoc,
} from './store/product-lookups';
import { findHeldParts } from './store/products';
import { withOnHand } from './on-hand';

// The lookups other modules make of parts (cart, bill of materials, quotes), each with the units
// on hand: the part's fields from the catalog's store, its stock from lib/inventory.

/** What a cart shows of a part and prices it by. */
export type CartPart = Stocked<CartPartDoc>;

/** What checking a bill of materials reads of a part (lib/cart/bom-check.ts). */
export type BomPart = Stocked<BomPartDoc>;

/** These parts as a cart shows them (two round trips; a cart holds at most 1,000 lines). */
export const findCartParts = async (ids: Id[]): Promise<CartPart[]> =>
  withOnHand(await findCartPartDocs(ids));

/** The parts whose number, as written (upper-cased), is one of `keys` (store/product-lookups.ts). */
export const findPartsByKeys = async (keys: string[]): Promise<BomPart[]> =>
  withOnHand(await findPartDocsByKeys(keys));

/** The parts whose compact number is one of `compacts` (store/product-lookups.ts). */
export const findPartsByCompactNumbers = async (compacts: string[]): Promise<BomPart[]> =>
  withOnHand(await findPartDocsByCompactNumbers(compacts));

/** Stock and prices of these parts, for quotes to show beside a request. */
export const findSellingOf = async (ids: Id[]) => withOnHand([...(await findHeldParts(ids)).values()]);
