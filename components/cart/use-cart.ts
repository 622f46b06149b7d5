'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartDto } from '@/lib/cart';
import {
  cartChanged,
  mergeLocalCart,
  onCartChange,
  readLocalCart,
  setCartCount,
  writeLocalCart,
  cartEndpoints,
  useSessionUser,
  useApi,
} from '@/lib/client';

const EMPTY: CartDto = { lines: [], subtotal: 0, removed: 0 };

/**
 * The /cart page's cart: read once when the page opens (a visitor's lines priced by the server, a
 * customer's account cart after this browser's lines joined it), and again only when it changed
 * elsewhere (another page or tab: lib/client/cart-store.ts). `changed` shows a cart this page wrote
 * and tells the other tabs; `load` reads it again after a change to this browser's own lines.
 */
export function useCart() {
  const user = useSessionUser();
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [cart, setCart] = useState<CartDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  // This page's name for its own changes, which it is not told of again (lib/client/cart-store.ts).
  const [self] = useState(() => ({}));

  /** Shows a cart; the navbar's count follows (which is not a change of the cart). */
  const show = useCallback((next: CartDto) => {
    setCart(next);
    setCartCount(next.lines.length);
  }, []);

  /** The cart as the server prices it now; null when the API policy took over (signed out). */
  const fetchCart = useCallback(async (): Promise<{ cart: CartDto } | { error: string } | null> => {
    if (user === undefined) return null;
    if (user) {
      // Lines this browser kept before signing in join first: never "empty" while they are on their way.
      const merged = await mergeLocalCart();
      if (merged) return { cart: merged };
      const result = await call(cartEndpoints.cart);
      return result && (result.ok ? { cart: result.data } : { error: result.error });
    }
    const lines = readLocalCart();
    if (lines.length === 0) return { cart: EMPTY };
    const result = await call(cartEndpoints.viewCart, { body: { lines } });
    if (!result?.ok) return result && { error: result.error };
    // Parts no longer sold leave this browser's cart too.
    const kept = new Set(result.data.lines.map((line) => line.productId));
    if (result.data.removed)
      writeLocalCart(
        lines.filter((line) => kept.has(line.productId)),
        self,
      );
    return { cart: result.data };
  }, [user, call, self]);

  const apply = useCallback(
    (answer: Awaited<ReturnType<typeof fetchCart>>) => {
      if (answer && 'cart' in answer) show(answer.cart);
      else if (answer) setError(answer.error);
    },
    [show],
  );
  const load = useCallback(() => fetchCart().then(apply), [fetchCart, apply]);

  useEffect(() => {
    let live = true;
    // Only the latest read is shown: an earlier one answering late must not undo a newer cart.
    let latest = 0;
    const reload = () => {
      const asked = (latest += 1);
      void fetchCart().then((answer) => live && asked === latest && apply(answer));
    };
    reload();
    // A change made elsewhere: a line added from another page or tab, another tab's edit.
    const stop = onCartChange(reload, self);
    return () => {
      live = false;
      stop();
    };
  }, [fetchCart, apply, self]);

  // This page's changes, one after another: each answer shown is then the cart after every earlier
  // change (two quick Removes sent at once could answer out of order, the later answer showing a
  // line the other had already removed).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback((task: () => Promise<unknown>) => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** The account's cart after this page changed it: shown here, and other tabs read theirs again. */
  const changed = (next: CartDto) => {
    show(next);
    cartChanged(self);
  };

  return { user, call, cart, error, self, load, changed, inTurn };
}
