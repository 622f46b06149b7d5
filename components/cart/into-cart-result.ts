import type { ReorderDto } from '@/lib/cart';
import { cartChanged, setCartCount, popupError, popupSuccess } from '@/lib/client';

/**
 * Says what "Order again" or "Add to cart" of a saved list did: how many lines went into the cart
 * and each that could not, with why. True when anything was added (the caller then opens the cart).
 */
export async function showIntoCart({ added, skipped, cart }: ReorderDto): Promise<boolean> {
  if (cart) {
    setCartCount(cart.lines.length);
    cartChanged();
  }
  const notes = skipped.map((line) => `${line.partNumber ?? ''} ${line.name}: ${line.reason}`.trim());
  if (added === 0) {
    await popupError('Nothing could be added', notes.join('; '));
    return false;
  }
  await popupSuccess(
    `Added ${added} ${added === 1 ? 'part' : 'parts'} to your cart`,
    notes.length ? `Not added: ${notes.join('; ')}` : undefined,
  );
  return true;
}
