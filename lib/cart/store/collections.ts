import 'server-only';
import { collection } from '@/lib/db';
import type { CartDoc } from './carts-doc';
import type { SavedListDoc } from './saved-lists-doc';

/** lib/cart's tables: only lib/cart/store reads or writes them. */
export const cartsCollection = collection<CartDoc>('carts');
export const savedListsCollection = collection<SavedListDoc>('saved_lists');
