'use client';

import { useEffect } from 'react';
import { endpoints } from '@/lib/client/endpoints';
import { readLocalCart, setCartCount, writeLocalCart } from '@/lib/client/cart-store';
import { useApi } from '@/lib/client/use-api';

/**
 * On sign-in, the cart this browser kept joins the account's (nothing lost, quantities added) and
 * the navbar's count becomes the account's; signed out, it is this browser's again.
 */
export function CartSync({ email }: { email: string | null | undefined }) {
  const { call } = useApi('public');
  useEffect(() => {
    if (email === undefined) return;
    if (!email) {
      setCartCount(readLocalCart().length);
      return;
    }
    const lines = readLocalCart();
    const controller = new AbortController();
    const synced = lines.length
      ? call(endpoints.addCartLines, { body: { lines }, signal: controller.signal })
      : call(endpoints.cart, { signal: controller.signal });
    void synced.then((result) => {
      if (!result?.ok) return;
      // Kept here until the account has them: a failed merge loses nothing.
      if (lines.length) writeLocalCart([]);
      setCartCount(result.data.lines.length);
    });
    return () => controller.abort();
  }, [email, call]);
  return null;
}
